/**
 * What each kind of read asks the service, and where its answer goes (docs/architecture.md, "The
 * statistics engine"): a run of days of visitors or pageviews (the client's day series, 100 days a
 * page) into the book, keeping as many days back as the widest demand wants and at least the
 * overview's; one day's hours (one page of 24 rows) into the book, keeping today's and
 * yesterday's; the account's plan into the notes. Each answer is written with the moment it came.
 */
import type { AccountPlanClient, RequestRunner, StatsClient } from '../api'
import { OVERVIEW_DAYS } from '../../shared/overview'
import { hoursOfRows } from '../../shared/overview/periods'
import { dayNumber, dayOfNumber } from '../../shared/statistics/series'
import { statsToday } from '../../shared/visitors'
import type { AccountNotes } from './account-notes'
import type { Book, DaySeries } from './book'
import type { DemandSet } from './demands'
import type { Read } from './reads'

export interface ReadTargets {
  client: StatsClient
  account: AccountPlanClient
  book: Book
  notes: AccountNotes
  demands: DemandSet
}

/** The first day worth keeping of a website's statistic: the widest demand's, and at least the overview's days. */
function keepFrom(demands: DemandSet, websiteId: string, series: DaySeries): string {
  const today = dayNumber(statsToday(Date.now()))
  const wanted = demands.firstWanted(websiteId, series, today)
  return dayOfNumber(Math.min(today + 1 - OVERVIEW_DAYS, wanted ?? Infinity))
}

/** The first day whose hours are worth keeping: yesterday's, or an earlier one a demand still asks (an overview opened before midnight). */
function keepHoursFrom(demands: DemandSet, read: Extract<Read, { kind: 'hours' }>): string {
  const today = dayNumber(statsToday(Date.now()))
  const wanted = demands.firstWantedHours(read.websiteId, read.series, today)
  return dayOfNumber(Math.min(today - 1, wanted ?? Infinity))
}

/** Sends the read through `run` and writes its answer, unless `stopped` says nobody wants it any more. */
export async function readIntoBook(read: Read, run: RequestRunner, targets: ReadTargets, stopped: () => boolean) {
  const { client, book } = targets
  if (read.kind === 'account') {
    const plan = await targets.account.plan({ run })
    if (!stopped()) targets.notes.setPlan(plan, Date.now())
  } else if (read.kind === 'days') {
    const { websiteId, series, from, to } = read
    const days = await client.dailySeries(websiteId, { name: series, from, to }, { run })
    if (stopped()) return
    const counts = days.map((day) => day.count)
    book.setDays(websiteId, series, from, counts, Date.now(), keepFrom(targets.demands, websiteId, series))
  } else {
    const { websiteId, series, day } = read
    const page = await client.stats(websiteId, { name: series, from: day, to: day, perPage: 100 }, { run })
    if (stopped()) return
    book.setHours(websiteId, series, day, hoursOfRows(page.rows), Date.now(), keepHoursFrom(targets.demands, read))
  }
}
