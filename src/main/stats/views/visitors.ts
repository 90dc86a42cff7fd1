/**
 * What the tray and the window are told about an account's visitors, from the book (docs/
 * architecture.md, "The statistics engine"): each favorite's last days with the moment today's
 * number was read — so that they can say when it is no longer current — and the alerts standing:
 * none while alerts are off, none for a website whose alerts the user turned off. A website's chart
 * days come the same way. Where the service has no statistics (variant A) they say so.
 */
import type { AlertSettings } from '../../../shared/settings'
import {
  CHART_DAYS,
  SPARKLINE_DAYS,
  type VisitorAlert,
  type VisitorsOverview,
  type VisitorsSeries,
  type WebsiteVisitors,
} from '../../../shared/visitors'
import type { Website } from '../../../shared/website'
import type { AccountNotes } from '../account-notes'
import type { Book } from '../book'
import { readTail } from '../day-run'

/** A website's last `days` days of visitors as read, current for `freshForMs` after today's was read; null: none read. */
export function shownVisitors(book: Book, websiteId: string, days: number, freshForMs: number): WebsiteVisitors | null {
  const run = book.days(websiteId, 'visitors')
  const tail = run && readTail(run, days)
  return tail ? { ...tail, freshForMs } : null
}

function standingAlerts(notes: AccountNotes): Record<string, VisitorAlert> {
  const alerts: Record<string, VisitorAlert> = {}
  for (const [websiteId, standing] of notes.standingAlerts())
    if (!notes.isMuted(websiteId)) alerts[websiteId] = standing.alert
  return alerts
}

export interface VisitorsInput {
  accountId: string
  book: Book
  notes: AccountNotes
  websites: readonly Website[]
  settings: AlertSettings
  /** How long today's number counts as current (its refresh interval). */
  freshForMs: number
}

export function visitorsOverview(input: VisitorsInput): VisitorsOverview {
  const { book, notes, settings, freshForMs } = input
  const websites: Record<string, WebsiteVisitors> = {}
  for (const website of input.websites) {
    if (!website.favorite) continue
    const shown = shownVisitors(book, website.id, SPARKLINE_DAYS, freshForMs)
    if (shown) websites[website.id] = shown
  }
  return {
    accountId: input.accountId,
    available: true,
    websites,
    alerts: settings.visitorAlerts ? standingAlerts(notes) : {},
    muted: notes.mutedIds(),
    alertsOn: settings.visitorAlerts,
  }
}

/** An account whose service has no statistics: nothing to show, nothing ever read. */
export function noVisitors(accountId: string, settings: AlertSettings): VisitorsOverview {
  return { accountId, available: false, websites: {}, alerts: {}, muted: [], alertsOn: settings.visitorAlerts }
}

/** A website's chart: its last CHART_DAYS as read, and why they are missing or old (null when all is well). */
export function chartSeries(book: Book, websiteId: string, freshForMs: number, problem: string | null): VisitorsSeries {
  return { available: true, websiteId, visitors: shownVisitors(book, websiteId, CHART_DAYS, freshForMs), problem }
}

export function noChart(websiteId: string): VisitorsSeries {
  return { available: false, websiteId, visitors: null, problem: null }
}
