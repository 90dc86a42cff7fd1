/**
 * Servers for the sweep's bounds: websites as variant B sends them, Laravel's pages, and a loopback server whose pages
 * a test writes.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo } from 'node:net'
import { onTestFinished } from 'vitest'

export interface RawWebsite {
  id: number
  domain: string
  [field: string]: unknown
}

/** `count` websites as variant B returns them, ids from `firstId` on. */
export function rawWebsites(count: number, firstId: number): RawWebsite[] {
  return Array.from({ length: count }, (_, index) => rawWebsite(firstId + index))
}

export function rawWebsite(id: number): RawWebsite {
  return {
    id,
    domain: `site-${id}.example`,
    privacy: 1,
    password: false,
    email: 0,
    exclude_bots: 1,
    exclude_ips: '',
    favorite: false,
    favorited_at: null,
    created_at: '2024-01-01T00:00:00.000000Z',
    updated_at: '2024-01-01T00:00:00.000000Z',
  }
}

/** One page of Laravel's pagination over `websites`, as an honest server sends it. */
export function wirePage(
  websites: readonly RawWebsite[],
  page: number,
  perPage: number,
  withLinks = true,
): Record<string, unknown> {
  const lastPage = Math.max(1, Math.ceil(websites.length / perPage))
  const data = websites.slice((page - 1) * perPage, page * perPage)
  return {
    data,
    ...(withLinks && { links: { next: page < lastPage ? `/api/v1/websites?page=${page + 1}` : null } }),
    meta: { current_page: page, last_page: lastPage, per_page: perPage, total: websites.length },
    status: 200,
  }
}

export interface PageServer {
  url: string
  /** List requests answered so far. */
  requests(): number
  /** The most list requests the server held at once. */
  mostAtOnce(): number
}

/** A loopback server answering the list with whatever `pageFor` writes for the page asked. */
export async function pageServer(pageFor: (page: number, perPage: number) => unknown): Promise<PageServer> {
  let requests = 0
  let atOnce = 0
  let most = 0
  const server = createServer((request: IncomingMessage, response: ServerResponse) => {
    const url = new URL(request.url ?? '/', 'http://loopback')
    requests += 1
    atOnce += 1
    most = Math.max(most, atOnce)
    response.on('close', () => (atOnce -= 1))
    const body = JSON.stringify(
      pageFor(Number(url.searchParams.get('page') ?? '1'), Number(url.searchParams.get('per_page') ?? '10')),
    )
    response.writeHead(200, { 'content-type': 'application/json' }).end(body)
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve())
        server.closeAllConnections()
      }),
  )
  const { port } = server.address() as AddressInfo
  return { url: `http://127.0.0.1:${port}`, requests: () => requests, mostAtOnce: () => most }
}
