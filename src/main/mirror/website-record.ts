/**
 * Checking a stored website. This is a hand check, not the website schema
 * (shared/website-schema.ts), on purpose: at start-up the mirror checks up to
 * tens of thousands of records once, in a cold process, and zod v4 compiles
 * its validators on first use. Measured on 10,000 websites (Node 20, 2 cores):
 * zod 30–65 ms for the first pass (8 ms warm), this check 10–15 ms cold (1 ms
 * warm) — zod would use much of the 100 ms start-up budget next to
 * JSON.parse's ~20 ms. A property test holds this check to the schema.
 */
import { displayDomain } from '../base'
import type { Privacy, Website } from '../../shared/website'
import { WEBSITE_FIELDS } from '../../shared/website-schema'

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

function isId(value: unknown): value is string {
  return typeof value === 'string' && value !== ''
}

function isBoolean(value: unknown): value is boolean {
  return typeof value === 'boolean'
}

function isStringArrayOrNull(value: unknown): value is string[] | null {
  return value === null || isStringArray(value)
}

type StoredFields = Omit<Website, 'displayDomain'>

/** Each stored field with its check; `satisfies` keeps the table complete when Website gains a field. */
const STORED_CHECKS = {
  id: isId,
  domain: isId,
  privacy: isPrivacy,
  hasPassword: isBoolean,
  emailReports: isBoolean,
  excludeBots: isBoolean,
  excludeParams: isStringArrayOrNull,
  excludeIps: isStringArray,
  favorite: isBoolean,
  favoritedAt: isStringOrNull,
  createdAt: isStringOrNull,
  updatedAt: isStringOrNull,
} satisfies { [K in keyof StoredFields]-?: (value: unknown) => value is StoredFields[K] }
const STORED_ENTRIES = Object.entries(STORED_CHECKS) as [keyof StoredFields, (value: unknown) => boolean][]

/**
 * The website stored in `raw`, or undefined when any field has the wrong
 * type, frozen like every website the mirror hands out. Ids are only required to be non-empty: the mirror is not the
 * place to second-guess the sync engine's ids. Unknown fields are left behind; the shown domain is made from the
 * stored one.
 */
export function decodeWebsite(raw: unknown): Website | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const record = raw as Record<string, unknown>
  const fields: Record<string, unknown> = {}
  for (const [field, check] of STORED_ENTRIES) {
    const value = record[field]
    if (!check(value)) return undefined
    fields[field] = value
  }
  const website = fields as StoredFields
  // How a domain is shown is decided again on each start, never read back: a file can be old or edited.
  return Object.freeze({ ...website, displayDomain: displayDomain(website.domain) })
}

/**
 * The copy the mirror keeps: only the domain fields (so nothing else a
 * caller's object carries — a plain-text password from an old server, say —
 * reaches the disk), arrays copied so later changes to the caller's object do
 * not leak in unseen, and frozen because `list()` hands it out (the arrays
 * are not frozen: the Website type promises mutable arrays to its readers).
 */
export function storedCopy(website: Website): Website {
  const copy: Record<string, unknown> = {}
  for (const field of WEBSITE_FIELDS) {
    const value = website[field]
    copy[field] = Array.isArray(value) ? [...value] : value
  }
  return Object.freeze(copy as Website)
}

/** Whether two websites hold the same values, field by field (the mirror writes only what changes). */
export function sameWebsite(a: Website, b: Website): boolean {
  for (const field of WEBSITE_FIELDS) {
    const left = a[field]
    const right = b[field]
    if (left === right) continue
    if (
      !Array.isArray(left) ||
      !Array.isArray(right) ||
      left.length !== right.length ||
      left.some((entry, index) => entry !== right[index])
    )
      return false
  }
  return true
}
