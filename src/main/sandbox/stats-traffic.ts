/**
 * The sandbox's visitors and pageviews: made up, but the same on every run.
 * Each website's day is a pure function of the traffic seed, its id and the
 * day — a level, a weekday/weekend shape, a slow swell and some noise — from
 * the day it was created up to today (the sandbox's clock, in UTC: the
 * sandbox's server runs in UTC). A few websites behave as the alerts are
 * meant to notice: *silent* ones had visitors until a few days ago and none
 * since, *spiking* ones see today far above their usual day. A test may
 * replace any website's series (TrafficBook.set), and have its days spread
 * evenly over their hours, or any one statistic's rows (TrafficBook.setRows:
 * values as a visitor may send them). How a day is shared among its hours,
 * and how much of today has happened yet, is stats-hours.ts's.
 *
 * The hash is a few lines of integer mixing (after MurmurHash3's finalizer)
 * rather than a library: the sandbox ships in the app for the demo, and a
 * dependency for ten lines of arithmetic would ride along with it.
 */
import { dayNumber, dayOfNumber } from '../../shared/statistics/series'
import { demoWebsites } from './demo-data'
import type { SandboxTrafficDay, SandboxWebsite, SandboxStatRow } from './types'

export type TrafficProfile = 'steady' | 'silent' | 'spiking' | 'none'

/**
 * The demo's websites that show each case, by host so that a demo restored
 * from disk keeps them. Silent: a favorite and another; spiking: a favorite
 * and another; none: sites whose tracking code was never installed.
 */
const DEMO_PROFILES: ReadonlyMap<string, TrafficProfile> = new Map([
  ['nordic-knits.shop', 'silent'],
  ['trailrunners.org', 'silent'],
  ['pixel-and-pine.com', 'spiking'],
  ['devnotes.io', 'spiking'],
  ['legacy-intranet.example.com', 'none'],
  ['archive.example.org', 'none'],
])

/** The demo's other websites are steady, so that the cases above are the demo's only ones. */
const DEMO_HOSTS: ReadonlySet<string> = new Set(demoWebsites('B').map((row) => row.host))

/** The share of other websites in each case. */
const SILENT_SHARE = 0.03
const SPIKING_SHARE = 0.03
const NONE_SHARE = 0.02

/** Sunday first, as getUTCDay counts: offices and shops busy on weekdays, leisure sites at the weekend. */
const WEEKDAY_SHAPE = [0.55, 1.05, 1.1, 1.08, 1.04, 0.95, 0.6]
const WEEKEND_SHAPE = [1.3, 0.9, 0.85, 0.88, 0.92, 1.05, 1.35]
const LEISURE_SHARE = 0.3
const LEVEL_MIN = 12
const LEVEL_MAX = 2_500

/** One independent draw per trait: changing how one trait is drawn leaves the others as they were. */
const SALT = {
  profile: 1,
  level: 2,
  leisure: 3,
  phase: 4,
  silence: 5,
  spike: 6,
  pages: 7,
  noise: 8,
  pageNoise: 9,
} as const

/** A number in [0, 1) that depends on nothing but its parts (the breakdowns draw from it too). */
export function unit(...parts: number[]): number {
  let hash = 0x9e3779b9
  for (const part of parts) {
    hash = Math.imul(hash ^ (part | 0), 0x85ebca6b)
    hash ^= hash >>> 13
    hash = Math.imul(hash, 0xc2b2ae35)
    hash ^= hash >>> 16
  }
  return (hash >>> 0) / 2 ** 32
}

export interface DayTraffic {
  visitors: number
  pageviews: number
  /**
   * Today's counts are already those of the hours begun so far (a spike seen this morning, a
   * count a test set for today), rather than the whole day's.
   */
  soFar?: true
  /** A spike's day: the visitors a usual day would have had; the rest came from one link (SPIKE_REFERRER). */
  usual?: number
}

/** How a website's days are shared among their hours: as people visit websites, or the same every hour. */
export type HourShape = 'usual' | 'even'

export interface TrafficOptions {
  /** 'even': every hour of a day gets the same share, and today's count is the whole day's, cut at now. */
  hours?: HourShape
}

/** What a website is like, fixed by the seed and its id (and, for the demo's, its host). */
interface Character {
  profile: TrafficProfile
  /** A usual day's visitors. */
  level: number
  shape: readonly number[]
  phase: number
  pagesPerVisit: number
  /** Silent websites: today and the days before it without a visit. */
  silentDays: number
  spikeFactor: number
}

function profileOf(seed: number, website: Readonly<SandboxWebsite>): TrafficProfile {
  const demo = DEMO_PROFILES.get(website.host)
  if (demo !== undefined) return demo
  if (DEMO_HOSTS.has(website.host)) return 'steady'
  const draw = unit(seed, website.id, SALT.profile)
  if (draw < SILENT_SHARE) return 'silent'
  if (draw < SILENT_SHARE + SPIKING_SHARE) return 'spiking'
  return draw < SILENT_SHARE + SPIKING_SHARE + NONE_SHARE ? 'none' : 'steady'
}

function characterOf(seed: number, website: Readonly<SandboxWebsite>): Character {
  const draw = (salt: number): number => unit(seed, website.id, salt)
  return {
    profile: profileOf(seed, website),
    level: LEVEL_MIN * (LEVEL_MAX / LEVEL_MIN) ** draw(SALT.level),
    shape: draw(SALT.leisure) < LEISURE_SHARE ? WEEKEND_SHAPE : WEEKDAY_SHAPE,
    phase: draw(SALT.phase) * 120,
    pagesPerVisit: 1.4 + 1.6 * draw(SALT.pages),
    silentDays: 3 + Math.floor(draw(SALT.silence) * 3),
    spikeFactor: 6 + 4 * draw(SALT.spike),
  }
}

/** One generated day, or null when the website had no visitor that day. */
function generatedDay(
  seed: number,
  website: Readonly<SandboxWebsite>,
  character: Character,
  day: number,
  today: number,
): DayTraffic | null {
  const { profile, level } = character
  if (profile === 'none') return null
  if (profile === 'silent' && day > today - character.silentDays) return null
  const weekday = new Date(day * 86_400_000).getUTCDay()
  const swell = 1 + 0.15 * Math.sin((2 * Math.PI * (day + character.phase)) / 120)
  const noise = 0.8 + 0.4 * unit(seed, website.id, SALT.noise, day)
  const usual = Math.max(1, Math.round(level * character.shape[weekday]! * swell * noise))
  const spike = profile === 'spiking' && day === today
  const visitors = spike ? Math.round(level * character.spikeFactor) + 250 : usual
  const pageviews = Math.max(
    visitors,
    Math.round(visitors * character.pagesPerVisit * (0.9 + 0.2 * unit(seed, website.id, SALT.pageNoise, day))),
  )
  // A spike is what has come so far today, however early: an alert about it is then true at any hour.
  return spike ? { visitors, pageviews, soFar: true, usual } : { visitors, pageviews }
}

/** What kind of traffic a website has; tests and the demo's documentation use it to name the cases. */
export function trafficProfile(seed: number, website: Readonly<SandboxWebsite>): TrafficProfile {
  return profileOf(seed, website)
}

/** A usual day's visitors: how big the website is, which sizes its catalogue of pages (stats-breakdowns.ts). */
export function usualLevel(seed: number, website: Readonly<SandboxWebsite>): number {
  return characterOf(seed, website).level
}

export interface DayRange {
  /** Day numbers (shared/statistics/series.ts dayNumber), both included. */
  from: number
  to: number
}

/** Visitors and pageviews per day for the days of one website that had any. */
export class TrafficBook {
  private readonly overrides = new Map<number, { days: ReadonlyMap<number, DayTraffic>; hours: HourShape }>()
  /** Statistics a test set, by website id and then by name. */
  private readonly rowOverrides = new Map<number, Map<string, readonly SandboxStatRow[]>>()
  /** Days the plan's limit paused tracking on (account-plan.ts): nothing is counted then. */
  private paused: ((day: number, today: number) => boolean) | null = null

  constructor(readonly seed: number) {}

  pauseWhen(paused: ((day: number, today: number) => boolean) | null): void {
    this.paused = paused
  }

  /**
   * Replaces a website's series (null: generated again). Days not given had no visitor. Today's
   * count is today's so far, spread over the hours begun — unless the hours are 'even': then every
   * day's count is the whole day's, the same each hour, and today counts the hours begun.
   */
  set(id: number, days: readonly SandboxTrafficDay[] | null, options: TrafficOptions = {}): void {
    if (!Number.isSafeInteger(id) || id < 1) throw new TypeError(`A website id is a whole number ≥ 1, got ${id}`)
    if (days === null) {
      this.overrides.delete(id)
      return
    }
    const series = new Map<number, DayTraffic>()
    for (const entry of days) {
      const { day, visitors } = entry
      const pageviews = entry.pageviews ?? visitors
      if (typeof day !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(day) || dayOfNumber(dayNumber(day)) !== day)
        throw new TypeError(`A traffic day is a real date written YYYY-MM-DD, got ${String(day)}`)
      if (!Number.isSafeInteger(visitors) || visitors < 0)
        throw new TypeError(`Visitors are a whole number ≥ 0, got ${visitors} on ${day}`)
      if (!Number.isSafeInteger(pageviews) || pageviews < visitors)
        throw new TypeError(`Pageviews are a whole number ≥ the visitors, got ${pageviews} on ${day}`)
      if (visitors > 0) series.set(dayNumber(day), { visitors, pageviews })
    }
    this.overrides.set(id, { days: series, hours: options.hours ?? 'usual' })
  }

  /** How the website's days are shared among their hours. */
  hourShape(id: number): HourShape {
    return this.overrides.get(id)?.hours ?? 'usual'
  }

  /** Replaces one statistic of a website with these rows, served for any range (null: made up again). */
  setRows(id: number, name: string, rows: readonly SandboxStatRow[] | null): void {
    if (!Number.isSafeInteger(id) || id < 1) throw new TypeError(`A website id is a whole number ≥ 1, got ${id}`)
    const own = this.rowOverrides.get(id) ?? new Map<string, readonly SandboxStatRow[]>()
    if (rows === null) own.delete(name)
    else {
      for (const { value, count } of rows) {
        if (typeof value !== 'string') throw new TypeError(`A statistic's value is text, got ${String(value)}`)
        if (!Number.isSafeInteger(count) || count < 1)
          throw new TypeError(`A statistic's count is a whole number ≥ 1, got ${count} for ${value}`)
      }
      own.set(
        name,
        rows.map((row) => ({ ...row })),
      )
    }
    this.rowOverrides.set(id, own)
  }

  /** The rows a test set for this statistic of this website, if any. */
  rowsSet(id: number, name: string): readonly SandboxStatRow[] | undefined {
    return this.rowOverrides.get(id)?.get(name)
  }

  /**
   * The website's days with traffic within the range, in day order. Generated
   * days run from its creation to today; a series a test set is served as set.
   */
  days(website: Readonly<SandboxWebsite>, range: DayRange, today: number): Array<{ day: string } & DayTraffic> {
    const days = this.unpausedDays(website, range, today)
    const { paused } = this
    return paused ? days.filter((entry) => !paused(dayNumber(entry.day), today)) : days
  }

  /** The days as they would be without the plan's limit (what the server's daily check sums). */
  unpausedDays(website: Readonly<SandboxWebsite>, range: DayRange, today: number): Array<{ day: string } & DayTraffic> {
    const result: Array<{ day: string } & DayTraffic> = []
    const override = this.overrides.get(website.id)
    if (override) {
      const soFar = override.hours === 'usual'
      for (const [day, traffic] of [...override.days].sort(([a], [b]) => a - b))
        if (day >= range.from && day <= range.to)
          result.push({ day: dayOfNumber(day), ...traffic, ...(soFar && day === today && { soFar: true as const }) })
      return result
    }
    const character = characterOf(this.seed, website)
    const first = Math.max(range.from, Math.floor(website.created_at.getTime() / 86_400_000))
    const last = Math.min(range.to, today)
    for (let day = first; day <= last; day++) {
      const traffic = generatedDay(this.seed, website, character, day, today)
      if (traffic) result.push({ day: dayOfNumber(day), ...traffic })
    }
    return result
  }
}
