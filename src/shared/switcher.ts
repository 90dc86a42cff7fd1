/**
 * The quick switcher's catalogue and its ranking. Main hands the window every website of every
 * account once (from the mirrors) with how often and how recently the user opened each; the
 * window ranks them keystroke by keystroke, without a round trip: a match at the start of a
 * domain before one inside it, then by frecency (Firefox's and Raycast's measure: visits, the
 * recent ones weighing more), favorites first among equals, then by domain.
 */

export interface SwitcherAccount {
  id: string
  label: string
}

/**
 * One website, as a tuple to keep a catalogue of tens of thousands small on its way:
 * [account (index into `accounts`), website id, domain as shown, domain as stored, favorite (1) or not (0), frecency].
 */
export type SwitcherRow = [
  account: number,
  id: string,
  shown: string,
  stored: string,
  favorite: 0 | 1,
  frecency: number,
]

export interface SwitcherCatalogue {
  accounts: SwitcherAccount[]
  websites: SwitcherRow[]
}

/** The opens of one website this computer remembers: how many in all, and when the latest few were. */
export interface Visits {
  count: number
  /** ISO times, most recent first; at most VISITS_SAMPLED. */
  recent: string[]
}

export const VISITS_SAMPLED = 10
const DAY_MS = 86_400_000
/** How much an open weighs by its age, as Firefox's frecency buckets have it. */
const AGE_WEIGHTS: ReadonlyArray<readonly [maxDays: number, weight: number]> = [
  [4, 100],
  [14, 70],
  [31, 50],
  [90, 30],
]
const OLDEST_WEIGHT = 10

/** How often times how recently: the opens' count, weighted by the average age weight of the latest few. */
export function frecency(visits: Visits, now: number): number {
  if (visits.count === 0 || visits.recent.length === 0) return 0
  const weights = visits.recent.map((at) => {
    const days = (now - Date.parse(at)) / DAY_MS
    return AGE_WEIGHTS.find(([maxDays]) => days <= maxDays)?.[1] ?? OLDEST_WEIGHT
  })
  return Math.round((visits.count * weights.reduce((sum, weight) => sum + weight, 0)) / weights.length)
}

/** A catalogue made ready for ranking: each website's search keys in lower case, once. */
export interface PreparedRow {
  row: SwitcherRow
  stored: string
  shown: string
}

/**
 * Negative when `a` goes before `b` among websites that match equally well: frecency, then favorites, then by domain.
 */
function byStanding(a: PreparedRow, b: PreparedRow): number {
  return b.row[5] - a.row[5] || b.row[4] - a.row[4] || (a.shown < b.shown ? -1 : a.shown > b.shown ? 1 : 0)
}

/** The catalogue in lower case and in standing order, once: a keystroke then only has to find the first few matches. */
export function prepareCatalogue(catalogue: SwitcherCatalogue): PreparedRow[] {
  return catalogue.websites
    .map((row) => ({ row, stored: row[3].toLowerCase(), shown: row[2].toLowerCase() }))
    .sort(byStanding)
}

/**
 * 2: the domain starts with the text (a leading www. aside); 1: holds it; 0: does not. One search per form of the
 * domain.
 */
function matchClass(entry: PreparedRow, needle: string): number {
  const { stored, shown } = entry
  const inStored = stored.indexOf(needle)
  const inShown = shown === stored ? inStored : shown.indexOf(needle)
  if (inStored < 0 && inShown < 0) return 0
  return inStored === 0 || inShown === 0 || (inStored === 4 && stored.startsWith('www.')) ? 2 : 1
}

/**
 * The best `limit` websites for what the user typed, best first: those starting with it, then
 * those holding it, each in standing order. Without text, the websites opened before, then the
 * favorites. The catalogue is in standing order already, so the walk stops once `limit` websites
 * start with the text: a keystroke over 30,000 websites costs well under a millisecond mostly,
 * one pass when nothing starts with it.
 */
export function rankSwitcher(prepared: readonly PreparedRow[], text: string, limit: number): PreparedRow[] {
  const needle = text.trim().toLowerCase()
  const starting: PreparedRow[] = []
  const holding: PreparedRow[] = []
  for (const entry of prepared) {
    const match = needle === '' ? (entry.row[5] > 0 || entry.row[4] === 1 ? 2 : 0) : matchClass(entry, needle)
    if (match === 2) {
      starting.push(entry)
      if (starting.length === limit) break
    } else if (match === 1 && holding.length < limit) holding.push(entry)
  }
  return [...starting, ...holding].slice(0, limit)
}
