/**
 * Which websites the overview reads when it is opened, and in what order (docs/architecture.md,
 * "Overview"): favorites first, then the websites the user opened lately, then every other one,
 * each only when its days are missing, from an earlier day, or older than they count as current,
 * or yesterday's hours (what today is compared with) are not read.
 * The first ones are what the user asked for by opening the overview, so they go on the
 * interactive lane — no more of them than leave the limit's room for a click; the rest wait on
 * the idle lane, inside the statistics budget. A pure function of the websites, what is cached
 * and the time.
 */
import type { OverviewSeries } from '../../shared/overview'
import { addDays } from '../../shared/stats'
import type { Website } from '../../shared/website'

/** At most this many websites go on the interactive lane (four requests each): a third of 60 a minute. */
export const FIRST_AT_MOST = 5
/** Of the websites opened lately, this many count as "recent". */
export const RECENT_AT_MOST = 10

export interface OrderInput {
  websites: readonly Website[]
  /** How often and how lately the user opened a website (the switcher's frecency); undefined: never. */
  recentScore(websiteId: string): number | undefined
  cached(websiteId: string): OverviewSeries | undefined
  now: number
  today: string
  freshForMs: number
}

export interface ReadingOrder {
  /** Read first, for the user: favorites and recently opened websites. */
  first: string[]
  /** Read after them on the idle lane. */
  rest: string[]
}

export function needsReading(series: OverviewSeries | undefined, now: number, today: string, freshForMs: number) {
  return (
    !series || series.day !== today || now - series.readAt >= freshForMs || series.yesterday?.day !== addDays(today, -1)
  )
}

export function readingOrder(input: OrderInput): ReadingOrder {
  const { now, today, freshForMs } = input
  const byDomain = (a: Website, b: Website): number => a.displayDomain.localeCompare(b.displayDomain)
  const favorites = input.websites.filter((website) => website.favorite).sort(byDomain)
  const recent = input.websites
    .filter((website) => !website.favorite && input.recentScore(website.id) !== undefined)
    .sort((a, b) => input.recentScore(b.id)! - input.recentScore(a.id)!)
    .slice(0, RECENT_AT_MOST)
  const leading = new Set([...favorites, ...recent].map((website) => website.id))
  const others = input.websites.filter((website) => !leading.has(website.id)).sort(byDomain)
  const due = (website: Website): boolean => needsReading(input.cached(website.id), now, today, freshForMs)
  const wanted = [...favorites, ...recent].filter(due).map((website) => website.id)
  return {
    first: wanted.slice(0, FIRST_AT_MOST),
    rest: [...wanted.slice(FIRST_AT_MOST), ...others.filter(due).map((website) => website.id)],
  }
}
