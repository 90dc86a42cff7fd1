/**
 * GitHub releases as electron-updater's GitHubProvider reads them, served on loopback: the
 * releases' Atom feed, the latest release from the API (the path a GitHub Enterprise host
 * answers on: any host but github.com), and each release's files. The test decides what a
 * release holds; sha512 and sizes in latest-linux.yml are computed here as electron-builder would.
 */
import { createHash } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { stringify } from 'yaml'

export interface ReleaseFile {
  name: string
  data: Buffer
}

export interface Release {
  version: string
  /** The update file (the AppImage) and anything else the release carries. */
  files: ReleaseFile[]
  /** What latest-linux.yml claims the update file's sha512 is (default: the real one). */
  claimedSha512?: string
}

export interface GitHubReleases {
  readonly owner: string
  readonly repo: string
  /** host:port, as app-update.yml's `host`. */
  readonly host: string
  /** Every request path, in order. */
  readonly requests: string[]
  publish(release: Release): void
  close(): Promise<void>
}

export const sha512 = (data: Buffer): string => createHash('sha512').update(data).digest('base64')

/** latest-linux.yml as electron-builder writes it for an AppImage. */
export function latestLinuxYml(release: Release): string {
  const [update] = release.files
  if (!update) throw new Error('a release needs its update file')
  const hash = release.claimedSha512 ?? sha512(update.data)
  return stringify({
    version: release.version,
    files: [{ url: update.name, sha512: hash, size: update.data.length }],
    path: update.name,
    sha512: hash,
    releaseDate: '2025-01-01T00:00:00.000Z',
  })
}

function atomFeed(owner: string, repo: string, releases: Release[]): string {
  const entries = releases
    .map(
      (release) => `  <entry>
    <id>tag:github.com,2008:Repository/1/v${release.version}</id>
    <updated>2025-01-01T00:00:00Z</updated>
    <link rel="alternate" type="text/html" href="https://github.com/${owner}/${repo}/releases/tag/v${release.version}"/>
    <title>${release.version}</title>
    <content type="html">No content.</content>
  </entry>`,
    )
    .join('\n')
  return `<?xml version="1.0" encoding="UTF-8"?>
<feed xmlns="http://www.w3.org/2005/Atom" xml:lang="en-US">
  <id>tag:github.com,2008:https://github.com/${owner}/${repo}/releases</id>
  <title>Release notes from ${repo}</title>
  <updated>2025-01-01T00:00:00Z</updated>
${entries}
</feed>
`
}

export async function serveGitHubReleases(owner = 'sitetray', repo = 'sitetray'): Promise<GitHubReleases> {
  const releases: Release[] = []
  const requests: string[] = []
  const base = `/${owner}/${repo}/releases`
  const server: Server = createServer((request, response) => {
    const path = new URL(request.url ?? '/', 'http://loopback').pathname
    requests.push(path)
    const send = (status: number, type: string, body: string | Buffer): void => {
      response.writeHead(status, { 'content-type': type, 'content-length': Buffer.byteLength(body) })
      response.end(body)
    }
    // Newest first, as GitHub lists them.
    const latest = releases.at(-1)
    if (path === `${base}.atom`)
      return send(200, 'application/atom+xml', atomFeed(owner, repo, [...releases].reverse()))
    if (path === `/api/v3/repos/${owner}/${repo}/releases/latest`) {
      return latest
        ? send(200, 'application/json', JSON.stringify({ tag_name: `v${latest.version}` }))
        : send(404, 'application/json', '{"message":"Not Found"}')
    }
    const download = path.match(new RegExp(`^${base}/download/v([^/]+)/([^/]+)$`))
    const release = download && releases.find((candidate) => candidate.version === download[1])
    if (release && download[2] === 'latest-linux.yml') return send(200, 'text/yaml', latestLinuxYml(release))
    const file = release?.files.find((candidate) => candidate.name === download?.[2])
    if (file) return send(200, 'application/octet-stream', file.data)
    send(404, 'text/plain', 'Not Found')
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  const { port } = server.address() as AddressInfo
  return {
    owner,
    repo,
    host: `127.0.0.1:${port}`,
    requests,
    publish: (release) => releases.push(release),
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  }
}
