/**
 * The route table: which paths exist and which methods each accepts. A known
 * path with another method is a 405, an unknown path a 404, as in Laravel.
 */
import type { SandboxVariant } from './types'

export type WebsitesRoute =
  { name: 'websites'; variant: SandboxVariant } | { name: 'website'; variant: SandboxVariant; id: string }
/** A website's statistics: variant B only, as on real servers. */
export type StatsRoute = { name: 'stats'; id: string }
export type Route = WebsitesRoute | { name: 'account' } | { name: 'login' } | StatsRoute

export interface RouteMatch {
  route: Route
  methods: readonly string[]
}

const PREFIX: Record<SandboxVariant, string> = { A: '/public/api/v1', B: '/api/v1' }
const ITEM_PATH: Record<SandboxVariant, RegExp> = {
  A: /^\/public\/api\/v1\/websites\/([^/]+)$/,
  B: /^\/api\/v1\/websites\/([^/]+)$/,
}
const COLLECTION = ['GET', 'POST'] as const
const ITEM = ['GET', 'PUT', 'PATCH', 'DELETE'] as const
const STATS_PATH = /^\/api\/v1\/stats\/([^/]+)$/

export function matchRoute(pathname: string): RouteMatch | undefined {
  // Laravel's front controller redirects /path/ to /path; treat both alike.
  const path = pathname.length > 1 ? pathname.replace(/\/+$/, '') : pathname
  if (path === '/login') return { route: { name: 'login' }, methods: ['GET'] }
  const stats = STATS_PATH.exec(path)
  if (stats) return { route: { name: 'stats', id: decodeSegment(stats[1]!) }, methods: ['GET'] }
  for (const variant of ['A', 'B'] as const) {
    const prefix = PREFIX[variant]
    // The account endpoint is documented under /api/v1; variant A servers answer it under their own prefix too.
    if (path === `${prefix}/account`) return { route: { name: 'account' }, methods: ['GET'] }
    if (path === `${prefix}/websites`) return { route: { name: 'websites', variant }, methods: COLLECTION }
    const item = ITEM_PATH[variant].exec(path)
    if (item) return { route: { name: 'website', variant, id: decodeSegment(item[1]!) }, methods: ITEM }
  }
  return undefined
}

/** HEAD is answered wherever GET is, as every HTTP server does. */
export function allowsMethod(match: RouteMatch, method: string): boolean {
  const wanted = method === 'HEAD' ? 'GET' : method
  return match.methods.includes(wanted)
}

function decodeSegment(segment: string): string {
  try {
    return decodeURIComponent(segment)
  } catch {
    return segment
  }
}
