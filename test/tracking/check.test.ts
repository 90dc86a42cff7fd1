import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkInstallation, DEFAULT_READ_LIMITS } from '../../src/main/tracking'
import { trackingCode } from '../../src/shared/tracking/code'
import { page, redirect, startTrackingSites, type TrackingSites } from '../support/tracking-sites'

const SERVICE = { baseUrl: 'https://stats.example.com', variant: 'B' as const }
const APP_URL = 'https://stats.example.com'
const SNIPPET = trackingCode(SERVICE, { respectDnt: true })
const OTHER_SNIPPET = trackingCode({ baseUrl: 'https://analytics.agency.example', variant: 'B' }, { respectDnt: false })
const MB = 1024 * 1024
/** phpAnalytics' snippet with another data-host written in it. */
const snippetPostingTo = (dataHost: string): string => SNIPPET.replace(/data-host="[^"]*"/, `data-host="${dataHost}"`)

let sites: TrackingSites

beforeAll(async () => {
  sites = await startTrackingSites({
    certifiedNames: [
      'shop.example',
      'bare.example',
      'www.bare.example',
      'moved.example',
      'brand.example',
      'elsewhere.example',
      'plain.example',
      'loop.example',
      'huge.example',
      'endless.example',
      'cookie.example',
      'ftp-jump.example',
      'gone.example',
      'odd.example',
      'bidi.example',
      'lookalike.example',
      'long.example',
    ],
    https: {
      'shop.example': page(SNIPPET),
      'bare.example': redirect('https://www.bare.example/'),
      'www.bare.example': page(SNIPPET),
      'moved.example': redirect('https://brand.example/', 302),
      'brand.example': page(SNIPPET),
      'elsewhere.example': page(OTHER_SNIPPET),
      // Markup that only looks like the script: a comment, a script's text, an attribute value.
      'plain.example': page(
        `<!-- ${SNIPPET} --><script>var s = '${SNIPPET.replace(/<\/script>/, '<\\/script>')}'</script>`,
        `<a title='${SNIPPET.replace(/'/g, '')}'>x</a>`,
      ),
      'loop.example': (request, response) =>
        response.writeHead(302, { location: request.url === '/' ? '/a' : '/' }).end(),
      'huge.example': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' })
        response.write('<!doctype html><html><head><title>Big</title></head><body>')
        const line = `<p>${'x'.repeat(1020)}</p>\n`
        const writeMore = (left: number): void => {
          if (left <= 0 || response.destroyed) return void response.end('</body></html>')
          if (response.write(line.repeat(64))) writeMore(left - 64)
          else response.once('drain', () => writeMore(left - 64))
        }
        writeMore(20 * 1024)
      },
      'endless.example': (_request, response) => {
        response.writeHead(200, { 'content-type': 'text/html' })
        response.write('<!doctype html><html><head><title>Still coming</title>')
      },
      'cookie.example': (request, response) =>
        request.url === '/'
          ? redirect('/home', 302, { 'set-cookie': 'session=abc123; Path=/' })(request, response)
          : page(SNIPPET)(request, response),
      'ftp-jump.example': redirect('ftp://files.example/'),
      'gone.example': (_request, response) => response.writeHead(503).end(),
      'odd.example': (_request, response) => response.writeHead(999).end('<script id="ZwSg9rf6GA"></script>'),
      // An address written backwards behind a right-to-left override, to read as this service's on screen.
      'bidi.example': page(snippetPostingTo('\u202Ehttps://moc.elpmaxe.stats\u202C')),
      // This service's address with a left-to-right mark after it: it looks the same, and the browser's URL parser
      // refuses it — the script posts nowhere.
      'lookalike.example': page(snippetPostingTo('https://stats.example.com\u200E')),
      'long.example': page(snippetPostingTo(`https://${'a'.repeat(MB)}.example`)),
      'badcert.example': page(SNIPPET),
    },
    http: { 'httponly.example': page(SNIPPET), 'badcert.example': page(SNIPPET) },
  })
})

afterAll(() => sites.close())

const check = (domain: string, limits = DEFAULT_READ_LIMITS) =>
  checkInstallation({ domain, appUrl: APP_URL }, sites.access, limits)

describe('Check installation', () => {
  it('says installed when the home page carries the script posting to this service', async () => {
    expect(await check('shop.example')).toEqual({ kind: 'installed', host: 'shop.example', seen: null })
  })

  it('follows a redirect to www. and counts it as the same website, as the service does', async () => {
    expect(await check('bare.example')).toEqual({ kind: 'installed', host: 'www.bare.example', seen: null })
  })

  it('names both hosts when the page redirected to one the service will not count', async () => {
    expect(await check('moved.example')).toEqual({ kind: 'other-host', host: 'brand.example', domain: 'moved.example' })
  })

  it('names both addresses when the script posts to another service', async () => {
    expect(await check('elsewhere.example')).toEqual({
      kind: 'installed-elsewhere',
      host: 'elsewhere.example',
      dataHost: 'https://analytics.agency.example',
      expected: APP_URL,
    })
  })

  it('does not take a comment, a script text or an attribute for the script', async () => {
    expect(await check('plain.example')).toEqual({ kind: 'not-found', host: 'plain.example' })
  })

  it('gives up a redirect loop after 5 redirects', async () => {
    const before = sites.requests.filter((request) => request.host === 'loop.example').length
    expect(await check('loop.example')).toMatchObject({ kind: 'unreachable', reason: 'too-many-redirects' })
    expect(sites.requests.filter((request) => request.host === 'loop.example').length - before).toBe(6)
  })

  it('stops reading a 20 MB page at its cap and says it is too large', async () => {
    expect(await check('huge.example')).toMatchObject({ kind: 'unreachable', reason: 'too-large' })
    expect(sites.bytesSent('huge.example')).toBeLessThan(10 * MB)
  })

  it('gives up a page that never ends at its deadline', async () => {
    const limits = { ...DEFAULT_READ_LIMITS, timeoutMs: 300 }
    expect(await check('endless.example', limits)).toMatchObject({ kind: 'unreachable', reason: 'timeout' })
  })

  it('says the name does not resolve', async () => {
    expect(await check('nowhere.example')).toMatchObject({
      kind: 'unreachable',
      host: 'nowhere.example',
      reason: 'dns',
    })
  })

  it('says the certificate is not trusted, and does not fall back to http then', async () => {
    expect(await check('badcert.example')).toMatchObject({ kind: 'unreachable', reason: 'certificate' })
    expect(sites.requests.filter((request) => request.host === 'badcert.example')).toEqual([])
  })

  it('says what the server answered when the page is an error', async () => {
    expect(await check('gone.example')).toMatchObject({ kind: 'unreachable', reason: 'status', status: 503 })
  })

  it('answers a status no web page has in words, not as a timeout', async () => {
    expect(await check('odd.example')).toEqual({
      kind: 'unreachable',
      host: 'odd.example',
      reason: 'unusual-status',
      status: 999,
    })
  })

  it('tries plain http only when https is refused, and says it did', async () => {
    expect(await check('httponly.example')).toEqual({
      kind: 'installed',
      host: 'httponly.example',
      seen: null,
      overHttp: true,
    })
    expect(await check('shop.example')).not.toHaveProperty('overHttp')
  })

  it('follows only http(s) redirects', async () => {
    expect(await check('ftp-jump.example')).toMatchObject({ kind: 'unreachable', reason: 'not-http' })
  })

  it('shows a data-host without the bidi controls that turn it round, and says it hides characters', async () => {
    expect(await check('bidi.example')).toEqual({
      kind: 'installed-elsewhere',
      host: 'bidi.example',
      dataHost: 'https://moc.elpmaxe.stats',
      expected: APP_URL,
      hiddenCharacters: true,
    })
  })

  it('does not take an address the browser cannot use for this service, though it looks the same', async () => {
    expect(await check('lookalike.example')).toMatchObject({
      kind: 'installed-elsewhere',
      dataHost: APP_URL,
      hiddenCharacters: true,
    })
  })

  it('hands on at most 200 characters of a data-host of a megabyte', async () => {
    const outcome = await check('long.example')
    expect(outcome).toMatchObject({ kind: 'installed-elsewhere', host: 'long.example' })
    const shown = outcome.kind === 'installed-elsewhere' ? outcome.dataHost : ''
    expect(Array.from(shown)).toHaveLength(200)
    expect(shown).toMatch(/^https:\/\/a+…$/)
  })

  it('sends no Authorization and no cookie, not even one a redirect set', async () => {
    sites.requests.length = 0
    expect(await check('cookie.example')).toMatchObject({ kind: 'installed' })
    expect(sites.requests.map((request) => request.url)).toEqual(['/', '/home'])
    for (const request of sites.requests) {
      const names = request.rawHeaders.filter((_, index) => index % 2 === 0).map((name) => name.toLowerCase())
      expect(names).not.toContain('authorization')
      expect(names).not.toContain('cookie')
    }
  })
})
