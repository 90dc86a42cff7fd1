/**
 * How records look on the wire. Real servers are inconsistent and clients must
 * cope, so the drift is reproduced on purpose (docs/architecture.md, "How servers behave"): GET returns
 * integers, create/update echo the raw form values, variant A leaks the
 * password and sends `meta.per_page` as a string, and `favorited_at` uses a
 * different date format from the other timestamps.
 */
import type { SandboxVariant, SandboxWebsite } from './types'
import { pageFacts, type PageWindow } from './page-window'

export type { PageWindow } from './page-window'

/** Laravel's default JSON date: ISO 8601 with microseconds. */
export function isoMicros(date: Date): string {
  return date.toISOString().replace(/\.(\d{3})Z$/, '.$1000Z')
}

/** MySQL's DATETIME as Laravel returns an uncast column: 'Y-m-d H:i:s' (UTC). */
export function sqlDateTime(date: Date): string {
  return date.toISOString().slice(0, 19).replace('T', ' ')
}

export type WireRecord = Record<string, unknown>

export function websiteToWire(variant: SandboxVariant, row: Readonly<SandboxWebsite>): WireRecord {
  if (variant === 'A') {
    return {
      id: row.id,
      url: row.host,
      privacy: row.privacy,
      email: row.email,
      password: row.password ?? '',
      exclude_bots: row.exclude_bots,
      exclude_ips: row.exclude_ips,
      created_at: isoMicros(row.created_at),
      updated_at: isoMicros(row.updated_at),
    }
  }
  return {
    id: row.id,
    domain: row.host,
    privacy: row.privacy,
    email: row.email,
    password: row.password !== null && row.password !== '',
    exclude_bots: row.exclude_bots,
    exclude_ips: row.exclude_ips,
    favorite: row.favorited_at !== null,
    favorited_at: row.favorited_at && sqlDateTime(row.favorited_at),
    created_at: isoMicros(row.created_at),
    updated_at: isoMicros(row.updated_at),
  }
}

/** Fields whose raw request value a real server echoes after create/update (the model keeps what was assigned). */
const ECHOED_AS_SENT = ['privacy', 'email', 'exclude_bots'] as const

/** The record after create/update: as GET, except settings that were sent come back exactly as sent. */
export function echoedWebsite(
  variant: SandboxVariant,
  row: SandboxWebsite,
  sent: ReadonlyMap<string, unknown>,
): WireRecord {
  const wire = websiteToWire(variant, row)
  for (const field of ECHOED_AS_SENT) if (sent.has(field)) wire[field] = sent.get(field)
  return wire
}

/** Laravel's LengthAwarePaginator resource envelope, without the `status` key. */
export function paginated(variant: SandboxVariant, items: WireRecord[], window: PageWindow): WireRecord {
  const { lastPage, from, to, link } = pageFacts(window, items.length)
  return {
    data: items,
    links: {
      first: link(1),
      last: link(lastPage),
      prev: window.page > 1 ? link(window.page - 1) : null,
      next: window.page < lastPage ? link(window.page + 1) : null,
    },
    meta: {
      current_page: window.page,
      from,
      last_page: lastPage,
      path: window.path,
      // Variant A passes the raw query value to paginate(), so it comes back as a string.
      per_page: variant === 'A' ? String(window.perPage) : window.perPage,
      to,
      total: window.total,
    },
  }
}
