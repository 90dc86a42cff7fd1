/**
 * The mirror's websites as columns, how `websites.json` holds them since format 2: one list per
 * field, a website at the same position in every list. The exclusion lists are written once each
 * (`lists`, their lines once each in `lines`) and a website names its lists by their position: an
 * agency excludes the same addresses on most of its websites. At 100,000 websites this is a third
 * of the bytes of a list of objects and loads in a quarter of the time (no field name is parsed
 * 100,000 times), and the websites read from it share each list, one array in memory instead of
 * one per website (bench/README.md, "The mirror's format"). A shared list is frozen, since a change
 * to it would change every website that has it; nothing changes a website's list in place (a
 * change makes a new website, which the mirror stores as its own copy, website-record.ts).
 *
 * Checked by hand like website-record.ts, for the same reason (a cold start over 100,000 records);
 * a property test holds the round trip to every value a website can hold.
 */
import { displayDomain } from '../base'
import type { Privacy, Website } from '../../shared/website'

/** A switch, written as 1 or 0: a quarter of the bytes of true and false. */
type Bit = 0 | 1

export interface WebsiteColumns {
  count: number
  /** Every distinct line of every exclusion list. */
  lines: string[]
  /** Every distinct exclusion list, as positions in `lines`. */
  lists: number[][]
  id: string[]
  domain: string[]
  privacy: number[]
  hasPassword: Bit[]
  emailReports: Bit[]
  excludeBots: Bit[]
  /** Positions in `lists`; null where the website's own list is null (not known). */
  excludeParams: (number | null)[]
  excludeIps: number[]
  favorite: Bit[]
  favoritedAt: (string | null)[]
  createdAt: (string | null)[]
  updatedAt: (string | null)[]
}

/** The columns that hold one entry per website; listed as keys of a record, so that none can be left out. */
const COLUMNS = Object.keys({
  id: true,
  domain: true,
  privacy: true,
  hasPassword: true,
  emailReports: true,
  excludeBots: true,
  excludeParams: true,
  excludeIps: true,
  favorite: true,
  favoritedAt: true,
  createdAt: true,
  updatedAt: true,
} satisfies Record<keyof Omit<WebsiteColumns, 'count' | 'lines' | 'lists'>, true>)

/** Websites in the order given, as columns. */
export function toColumns(websites: readonly Website[]): WebsiteColumns {
  const lines = new Numbering<string>()
  const lists: number[][] = []
  // A list's key: its lines' numbers, which never hold a comma.
  const listNumbers = new Numbering<string>()
  const listNumber = (list: readonly string[]): number => {
    const numbers = list.map((line) => lines.numberOf(line))
    const number = listNumbers.numberOf(numbers.join())
    if (number === lists.length) lists.push(numbers)
    return number
  }
  const columns: WebsiteColumns = {
    count: websites.length,
    lines: lines.values,
    lists,
    id: [],
    domain: [],
    privacy: [],
    hasPassword: [],
    emailReports: [],
    excludeBots: [],
    excludeParams: [],
    excludeIps: [],
    favorite: [],
    favoritedAt: [],
    createdAt: [],
    updatedAt: [],
  }
  for (const website of websites) {
    columns.id.push(website.id)
    columns.domain.push(website.domain)
    columns.privacy.push(website.privacy)
    columns.hasPassword.push(website.hasPassword ? 1 : 0)
    columns.emailReports.push(website.emailReports ? 1 : 0)
    columns.excludeBots.push(website.excludeBots ? 1 : 0)
    columns.excludeParams.push(website.excludeParams === null ? null : listNumber(website.excludeParams))
    columns.excludeIps.push(listNumber(website.excludeIps))
    columns.favorite.push(website.favorite ? 1 : 0)
    columns.favoritedAt.push(website.favoritedAt)
    columns.createdAt.push(website.createdAt)
    columns.updatedAt.push(website.updatedAt)
  }
  return columns
}

/** Numbers values in the order they are first seen. */
class Numbering<T> {
  readonly values: T[] = []
  private readonly numbers = new Map<T, number>()

  numberOf(value: T): number {
    let number = this.numbers.get(value)
    if (number === undefined) {
      number = this.values.length
      this.values.push(value)
      this.numbers.set(value, number)
    }
    return number
  }
}

export type DecodedColumns = { ok: true; websites: Website[]; dropped: number } | { ok: false; reason: string }

/**
 * The websites in `raw`, frozen like every website the mirror hands out. A website with a value of
 * the wrong type, or an id seen before, is dropped and counted; columns that do not line up fail
 * the whole file, since no position could be trusted then.
 */
export function fromColumns(raw: Record<string, unknown>): DecodedColumns {
  const { count } = raw
  if (typeof count !== 'number' || !Number.isInteger(count) || count < 0)
    return { ok: false, reason: '"count" is not a number of websites' }
  const lists = decodeLists(raw.lines, raw.lists)
  if (typeof lists === 'string') return { ok: false, reason: lists }
  for (const name of COLUMNS) {
    const column = raw[name]
    if (!Array.isArray(column) || column.length !== count)
      return { ok: false, reason: `"${name}" does not hold one entry per website` }
  }
  const columns = raw as unknown as WebsiteColumns
  const websites: Website[] = []
  const seen = new Set<string>()
  for (let at = 0; at < count; at += 1) {
    const id = columns.id[at]
    const domain = columns.domain[at]
    const privacy = columns.privacy[at]
    const hasPassword = columns.hasPassword[at]
    const emailReports = columns.emailReports[at]
    const excludeBots = columns.excludeBots[at]
    const excludeParams = columns.excludeParams[at] === null ? null : listAt(lists, columns.excludeParams[at])
    const excludeIps = listAt(lists, columns.excludeIps[at])
    const favorite = columns.favorite[at]
    const favoritedAt = columns.favoritedAt[at]
    const createdAt = columns.createdAt[at]
    const updatedAt = columns.updatedAt[at]
    if (
      !isId(id) ||
      !isId(domain) ||
      !isPrivacy(privacy) ||
      !isBit(hasPassword) ||
      !isBit(emailReports) ||
      !isBit(excludeBots) ||
      excludeParams === undefined ||
      excludeIps === undefined ||
      !isBit(favorite) ||
      !isStringOrNull(favoritedAt) ||
      !isStringOrNull(createdAt) ||
      !isStringOrNull(updatedAt) ||
      seen.has(id)
    )
      continue
    seen.add(id)
    websites.push(
      Object.freeze({
        id,
        domain,
        // How a domain is shown is decided again on each start, never read back: a file can be old or edited.
        displayDomain: displayDomain(domain),
        privacy,
        hasPassword: hasPassword === 1,
        emailReports: emailReports === 1,
        excludeBots: excludeBots === 1,
        excludeParams,
        excludeIps,
        favorite: favorite === 1,
        favoritedAt,
        createdAt,
        updatedAt,
      } satisfies { [K in keyof Website]-?: Website[K] }),
    )
  }
  return { ok: true, websites, dropped: count - websites.length }
}

/** The list a website names, or undefined when it names none: only a whole number inside `lists` does. */
function listAt(lists: readonly string[][], number: unknown): string[] | undefined {
  return typeof number === 'number' ? lists[number] : undefined
}

/** Each list of `lists` with its lines, frozen, or why they do not read. */
function decodeLists(lines: unknown, lists: unknown): string[][] | string {
  if (!Array.isArray(lines) || !lines.every((line) => typeof line === 'string')) return '"lines" is not a list of text'
  if (!Array.isArray(lists)) return '"lists" is not a list'
  const decoded: string[][] = []
  for (const numbers of lists) {
    if (!Array.isArray(numbers)) return '"lists" holds something other than a list'
    const list = numbers.map((number) => (Number.isInteger(number) ? lines[number] : undefined))
    if (list.includes(undefined)) return '"lists" names lines that "lines" does not hold'
    decoded.push(Object.freeze(list) as string[])
  }
  return decoded
}

function isId(value: unknown): value is string {
  return typeof value === 'string' && value !== ''
}

function isPrivacy(value: unknown): value is Privacy {
  return value === 0 || value === 1 || value === 2
}

function isBit(value: unknown): value is Bit {
  return value === 0 || value === 1
}

function isStringOrNull(value: unknown): value is string | null {
  return value === null || typeof value === 'string'
}
