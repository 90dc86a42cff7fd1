/**
 * The API operations on one variant's store. Each takes the parsed request and
 * returns a Reply; nothing here knows about sockets, keys or rate limits.
 */
import type { Input } from './body'
import { checkCreate, checkUpdate } from './fields'
import { checkListQuery, selectPage } from './list-query'
import { json, notFound, validationFailed, type Reply } from './reply'
import type { WebsiteStore } from './store'
import type { SandboxQuirks, SandboxVariant, SandboxWebsite } from './types'
import { echoedWebsite, paginated, websiteToWire } from './wire'

export interface ApiRequest {
  method: string
  /** Scheme, host and port as the client reached the server; links are built from it. */
  origin: string
  pathname: string
  query: URLSearchParams
  input: Input
}

export interface VariantContext {
  variant: SandboxVariant
  store: WebsiteStore
  now: Date
  quirks: SandboxQuirks
}

export function listWebsites(request: ApiRequest, context: VariantContext): Reply {
  const checked = checkListQuery(context.variant, request.query)
  if (!checked.ok) return validationFailed(checked.errors)
  const { plan } = checked
  const slice = selectPage(context.store.scan(), plan)
  const items = slice.rows.map((row) => websiteToWire(context.variant, row))
  const path = `${request.origin}${request.pathname.replace(/\/+$/, '')}`
  return json(
    200,
    paginated(context.variant, items, {
      path,
      query: request.query,
      page: plan.page,
      perPage: plan.perPage,
      total: slice.total,
    }),
  )
}

export function showWebsite(id: string, context: VariantContext): Reply {
  const row = findRow(id, context.store)
  return row ? json(200, { data: websiteToWire(context.variant, row) }) : notFound()
}

export function createWebsite(request: ApiRequest, context: VariantContext): Reply {
  const checked = checkCreate(request.input, {
    variant: context.variant,
    now: context.now,
    quirks: context.quirks,
    hostTaken: (host) => context.store.findByHost(host) !== undefined,
  })
  if (!checked.ok) return validationFailed(checked.errors)
  const { host, ...settings } = checked.changes
  const row = context.store.insert({ ...settings, host: host!, created_at: context.now, updated_at: context.now })
  return json(201, { data: echoedWebsite(context.variant, row, request.input) })
}

export function updateWebsite(id: string, request: ApiRequest, context: VariantContext): Reply {
  const row = findRow(id, context.store)
  if (!row) return notFound()
  const checked = checkUpdate(request.input, row, context.variant, context.now)
  if (!checked.ok) return validationFailed(checked.errors)
  const updated = context.store.update(row.id, { ...checked.changes, updated_at: context.now })!
  return json(200, { data: echoedWebsite(context.variant, updated, request.input) })
}

export function deleteWebsite(id: string, context: VariantContext): Reply {
  const row = findRow(id, context.store)
  if (!row) return notFound()
  context.store.remove(row.id)
  return json(200, { id: row.id, object: 'website', deleted: true })
}

/** `{id}` is an auto-increment integer; anything else cannot name a row. */
export function findRow(id: string, store: WebsiteStore): SandboxWebsite | undefined {
  if (!/^\d+$/.test(id)) return undefined
  const number = Number(id)
  return Number.isSafeInteger(number) && number >= 1 ? store.get(number) : undefined
}
