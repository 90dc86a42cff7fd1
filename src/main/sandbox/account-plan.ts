/**
 * The sandbox user's account and plan (`GET /api/v1/account`), and tracking paused as the real
 * server pauses it (`VerifyUserLimitsCommand`, daily at 00:05): each day the month's pageviews of
 * all the user's websites are summed, and once the sum has reached the plan's pageviews limit
 * (not -1) no website counts anything more until the next month — which starts at 0, so tracking
 * resumes on the 1st. Here the check runs once a day at midnight (UTC, the sandbox's clock).
 */
import { dayNumber, dayOfNumber } from '../../shared/statistics/series'
import { json, type Reply } from './reply'
import type { DayTraffic } from './stats-traffic'
import type { WebsiteStore } from './store'
import type { SandboxPlan, SandboxWebsite } from './types'

const DEFAULT_PLAN: Required<SandboxPlan> = {
  name: 'Sandbox',
  pageviews: -1,
  websites: -1,
  api: true,
  dataExport: true,
  emailReports: true,
}

/** One website's days with traffic as the traffic book makes them, before any pause. */
export type UnpausedDays = (
  website: Readonly<SandboxWebsite>,
  range: { from: number; to: number },
  today: number,
) => Array<{ day: string } & DayTraffic>

export class AccountPlanBook {
  private plan: Required<SandboxPlan>
  /** The first paused day of a month, by `month|today|limit|websites`: sums over every website are not made twice. */
  private readonly pausedFrom = new Map<string, number | null>()

  constructor(plan: SandboxPlan | undefined) {
    this.plan = { ...DEFAULT_PLAN, ...plan }
  }

  set(plan: SandboxPlan | null): void {
    this.plan = { ...DEFAULT_PLAN, ...plan }
    this.pausedFrom.clear()
  }

  /** A website or a series changed: the sums are made again. */
  forget(): void {
    this.pausedFrom.clear()
  }

  /** The real server's answer: the user, wrapped in `data`, with the plan's features (-1 unlimited, flags as 1/0). */
  showAccount(): Reply {
    const { plan } = this
    return json(200, {
      data: {
        id: 1,
        name: 'Demo User',
        email: 'demo@example.com',
        avatar_url: 'https://www.gravatar.com/avatar/?d=mp',
        locale: 'en',
        timezone: 'UTC',
        plan: {
          id: 1,
          name: plan.name,
          features: {
            api: plan.api ? 1 : 0,
            data_export: plan.dataExport ? 1 : 0,
            email_reports: plan.emailReports ? 1 : 0,
            pageviews: plan.pageviews,
            websites: plan.websites,
          },
        },
        created_at: '2024-01-01T00:00:00.000000Z',
      },
    })
  }

  /** Whether websites may be created: the count the plan allows, -1 unlimited. */
  get websitesLimit(): number {
    return this.plan.websites
  }

  /** Whether tracking was paused on this day (a day number), for the user of `store`. */
  isPaused(day: number, today: number, store: WebsiteStore, unpaused: UnpausedDays): boolean {
    const limit = this.plan.pageviews
    if (limit < 0) return false
    const monthFirst = dayNumber(`${dayOfNumber(day).slice(0, 7)}-01`)
    const key = `${monthFirst}|${today}|${limit}|${store.size}`
    let first = this.pausedFrom.get(key)
    if (first === undefined) {
      first = firstPausedDay(monthFirst, today, limit, store, unpaused)
      this.pausedFrom.set(key, first)
    }
    return first !== null && day >= first
  }
}

/** The day after the month's running sum first reached the limit, or null when it has not (up to today). */
function firstPausedDay(
  monthFirst: number,
  today: number,
  limit: number,
  store: WebsiteStore,
  unpaused: UnpausedDays,
): number | null {
  const last = Math.min(today - 1, dayNumber(nextMonthFirst(monthFirst)) - 2)
  if (last < monthFirst) return null
  const perDay = new Map<number, number>()
  for (const website of store.scan())
    for (const entry of unpaused(website, { from: monthFirst, to: last }, today)) {
      const day = dayNumber(entry.day)
      perDay.set(day, (perDay.get(day) ?? 0) + entry.pageviews)
    }
  let sum = 0
  for (let day = monthFirst; day <= last; day++) {
    sum += perDay.get(day) ?? 0
    if (sum >= limit) return day + 1
  }
  return null
}

function nextMonthFirst(monthFirst: number): string {
  const date = new Date(monthFirst * 86_400_000)
  return new Date(Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 1)).toISOString().slice(0, 10)
}
