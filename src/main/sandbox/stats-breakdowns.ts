/**
 * Every statistic besides the day series, made up from the traffic book so that the numbers agree
 * with each other as a real server's do: each day's pageviews are shared among the website's pages
 * (so the pages sum to the range's pageviews), its visitors among landing pages, referrers,
 * countries (and their cities and continents), browsers, systems, devices, languages and
 * resolutions; a part of them came through a campaign, a part of the pageviews sent an event. The
 * `_hour` series are each day's hours "00".."23" as stats-hours.ts shares them — today only the
 * hours that have begun (the sandbox's clock, UTC). Each website has its own taste (which pages, which countries),
 * fixed by the traffic seed and its id, and each day a little noise; the same on every run.
 */
import { allocate } from './stats-allocate'
import { countedDays, type CountedDay } from './stats-hours'
import type { DayRange, TrafficBook } from './stats-traffic'
import { unit, usualLevel } from './stats-traffic'
import type { SandboxWebsite } from './types'
import {
  BROWSERS,
  CAMPAIGNS,
  COUNTRIES,
  DEVICES,
  EVENTS,
  LANGUAGES,
  pagePaths,
  REFERRERS,
  SPIKE_REFERRER,
  RESOLUTIONS,
  SYSTEMS,
  type Weighted,
} from './stats-catalogues'

/** The statistics this file answers (the day series come from the traffic book itself). */
export const BREAKDOWN_NAMES: ReadonlySet<string> = new Set([
  'page',
  'landing_page',
  'referrer',
  'country',
  'city',
  'continent',
  'browser',
  'os',
  'device',
  'language',
  'resolution',
  'campaign',
  'event',
  'visitors_hour',
  'pageviews_hour',
])

/** Drawn apart from the traffic's own salts (stats-traffic.ts), one per catalogue. */
const SALT_BASE = 100
const CAMPAIGN_SHARE = 0.18
const EVENT_SHARE = 0.12
/** A big website has many pages: a usual day of 1,200 visitors gives it over 100. */
const PAGES_MIN = 8
const PAGES_MAX = 220

export { allocate }

type Day = CountedDay

interface Taste {
  seed: number
  website: Readonly<SandboxWebsite>
}

/** A catalogue's weights for this website on this day: its own taste, then the day's noise. */
function weightsOf(taste: Taste, catalogue: readonly Weighted[], salt: number, day: number): number[] {
  const { seed, website } = taste
  return catalogue.map(
    (entry, index) =>
      entry.weight *
      (0.3 + 1.4 * unit(seed, website.id, SALT_BASE + salt, index)) *
      (0.85 + 0.3 * unit(seed, website.id, SALT_BASE + salt, index, day)),
  )
}

function pageCatalogue(taste: Taste, landing: boolean): Weighted[] {
  const level = usualLevel(taste.seed, taste.website)
  const count = Math.min(PAGES_MAX, Math.max(PAGES_MIN, Math.round(PAGES_MIN + level / 6)))
  // Zipf's law: the n-th page about 1/n as often; the home page leads the visits' first pages.
  return pagePaths(count).map((value, index) => ({ value, weight: (landing && index === 0 ? 4 : 1) / (index + 1) }))
}

function share(into: Map<string, number>, total: number, catalogue: readonly Weighted[], weights: number[]): void {
  allocate(total, weights).forEach((count, index) => {
    if (count > 0) {
      const value = catalogue[index]!.value
      into.set(value, (into.get(value) ?? 0) + count)
    }
  })
}

type DayRule = (into: Map<string, number>, day: Day, taste: Taste) => void

const simple =
  (catalogue: readonly Weighted[], salt: number, field: 'visitors' | 'pageviews', part = 1): DayRule =>
  (into, day, taste) =>
    share(into, Math.round(day[field] * part), catalogue, weightsOf(taste, catalogue, salt, day.number))

/** Referrers as usual, and on a spike's day its extra visitors from the one link that took off. */
const referrers: DayRule = (into, day, taste) => {
  const usual = Math.min(day.usual ?? day.visitors, day.visitors)
  share(into, usual, REFERRERS, weightsOf(taste, REFERRERS, 20, day.number))
  if (day.visitors > usual) into.set(SPIKE_REFERRER, (into.get(SPIKE_REFERRER) ?? 0) + day.visitors - usual)
}

const pages =
  (landing: boolean, salt: number): DayRule =>
  (into, day, taste) => {
    const catalogue = pageCatalogue(taste, landing)
    share(into, landing ? day.visitors : day.pageviews, catalogue, weightsOf(taste, catalogue, salt, day.number))
  }

/** Countries, and from each country's share its cities' or its continent's. */
const geography =
  (level: 'country' | 'city' | 'continent'): DayRule =>
  (into, day, taste) => {
    const counts = allocate(day.visitors, weightsOf(taste, COUNTRIES, 3, day.number))
    COUNTRIES.forEach((country, index) => {
      const count = counts[index]!
      if (count === 0) return
      if (level === 'country') share(into, count, [country], [1])
      else if (level === 'continent') share(into, count, [{ value: country.continent, weight: 1 }], [1])
      else {
        const cities = country.cities.map((value) => ({ value, weight: 1 }))
        share(into, count, cities, weightsOf(taste, cities, 4 + index, day.number))
      }
    })
  }

const hourly =
  (field: 'visitors' | 'pageviews'): DayRule =>
  (into, day) =>
    day.hours[field].forEach((count, hour) => {
      if (count === 0) return
      const value = String(hour).padStart(2, '0')
      into.set(value, (into.get(value) ?? 0) + count)
    })

const RULES: Readonly<Record<string, DayRule>> = {
  page: pages(false, 1),
  landing_page: pages(true, 2),
  country: geography('country'),
  city: geography('city'),
  continent: geography('continent'),
  referrer: referrers,
  browser: simple(BROWSERS, 21, 'visitors'),
  os: simple(SYSTEMS, 22, 'visitors'),
  device: simple(DEVICES, 23, 'visitors'),
  language: simple(LANGUAGES, 24, 'visitors'),
  resolution: simple(RESOLUTIONS, 25, 'visitors'),
  campaign: simple(CAMPAIGNS, 26, 'visitors', CAMPAIGN_SHARE),
  event: simple(EVENTS, 27, 'pageviews', EVENT_SHARE),
  visitors_hour: hourly('visitors'),
  pageviews_hour: hourly('pageviews'),
}

/**
 * One statistic of a website over a range: a row per value with its count summed over the days,
 * values never seen absent (SQL groups what is there). Unordered: the endpoint orders and pages.
 */
export function breakdownRows(
  book: TrafficBook,
  website: Readonly<SandboxWebsite>,
  name: string,
  range: DayRange,
  nowMs: number,
): Array<{ value: string; count: number }> {
  const rule = RULES[name]
  if (!rule) return []
  const taste = { seed: book.seed, website }
  const into = new Map<string, number>()
  // Today as far as it has come: every breakdown of it sums to today's count so far.
  for (const day of countedDays(book, website, range, nowMs)) rule(into, day, taste)
  return [...into].map(([value, count]) => ({ value, count }))
}
