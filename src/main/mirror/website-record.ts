/**
 * Checking a stored website. This is a hand check, not a zod schema, on
 * purpose: at start-up the mirror checks up to tens of thousands of records
 * once, in a cold process, and zod v4 compiles its validators on first use.
 * Measured on 10,000 websites (Node 20, 2 cores): zod 55–65 ms for the first
 * pass (11 ms warm), this check 10–15 ms cold (1 ms warm) — zod alone would
 * use most of the 100 ms start-up budget next to JSON.parse's ~20 ms.
 */
import type { Privacy, Website } from '../../shared/website'

function isStringArray(value: unknown): value is string[] {
  if (!Array.isArray(value)) return false
  for (const item of value) if (typeof item !== 'string') return false
  return true
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string'
}

function isPrivacy(value: unknown): value is Privacy {
  return value === 0 || value === 1 || value === 2
}

/**
 * The website stored in `raw`, or undefined when any field has the wrong
 * type, frozen like every website the mirror hands out. Ids are only required to be non-empty: the mirror is not the place
 * to second-guess the sync engine's ids. Unknown fields are left behind.
 */
export function decodeWebsite(raw: unknown): Website | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { id, domain, privacy, hasPassword, emailReports, excludeBots, excludeParams, excludeIps, favorite, favoritedAt, createdAt, updatedAt } =
    raw as Record<string, unknown>
  if (typeof id !== 'string' || id === '' || typeof domain !== 'string' || domain === '') return undefined
  if (!isPrivacy(privacy)) return undefined
  if (typeof hasPassword !== 'boolean' || typeof emailReports !== 'boolean' || typeof excludeBots !== 'boolean' || typeof favorite !== 'boolean') {
    return undefined
  }
  if (!(excludeParams === null || isStringArray(excludeParams)) || !isStringArray(excludeIps)) return undefined
  if (!isStringOrNull(favoritedAt) || !isStringOrNull(createdAt) || !isStringOrNull(updatedAt)) return undefined
  return Object.freeze({ id, domain, privacy, hasPassword, emailReports, excludeBots, excludeParams, excludeIps, favorite, favoritedAt, createdAt, updatedAt })
}

/**
 * The copy the mirror keeps: only the domain fields (so nothing else a
 * caller's object carries — a plain-text password from an old server, say —
 * reaches the disk), arrays copied so later changes to the caller's object do
 * not leak in unseen, and frozen because `list()` hands it out (the arrays
 * are not frozen: the Website type promises mutable arrays to its readers).
 */
export function storedCopy(website: Website): Website {
  return Object.freeze({
    id: website.id,
    domain: website.domain,
    privacy: website.privacy,
    hasPassword: website.hasPassword,
    emailReports: website.emailReports,
    excludeBots: website.excludeBots,
    excludeParams: website.excludeParams === null ? null : [...website.excludeParams],
    excludeIps: [...website.excludeIps],
    favorite: website.favorite,
    favoritedAt: website.favoritedAt,
    createdAt: website.createdAt,
    updatedAt: website.updatedAt,
  })
}
