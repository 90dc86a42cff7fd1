/**
 * How SiteTray says visitor numbers and alerts — the same words in the tray menu, the window and
 * the notifications: "1,234 today", "1,234 today (2 h ago)" for a number that is no longer
 * current, "No visitors for 3 days", "Spiking: 2,840 today, 6× a usual day".
 */
import { ago, formatCount, plural } from './sync-words'
import { todaysVisitors, type VisitorAlert, type WebsiteVisitors } from './visitors'

/** Between a website's name and what the tray says about its visitors: "example.com — 1,234 today". */
export const DETAIL_SEPARATOR = ' — '

/** Today's visitors, marked with their age when they are not current; null when SiteTray has no number for today. */
export function visitorsTodayText(visitors: WebsiteVisitors | undefined, now: number): string | null {
  const today = todaysVisitors(visitors, now)
  if (!today) return null
  const text = `${formatCount(today.count)} today`
  return today.current ? text : `${text} (${ago(today.readAt, now)})`
}

/** How many times a usual day today is, rounded for reading: "6×", "2.5×". */
function timesUsual(today: number, usual: number): string {
  if (usual <= 0) return ''
  const factor = today / usual
  return `${factor >= 10 ? Math.round(factor) : Math.round(factor * 10) / 10}×`
}

/** An alert in a few words, for the tray and the list. */
export function alertText(alert: VisitorAlert): string {
  if (alert.kind === 'silent') return `No visitors for ${plural(alert.days, 'day')}`
  const factor = timesUsual(alert.today, alert.usual)
  return factor
    ? `Spiking: ${formatCount(alert.today)} today, ${factor} a usual day`
    : `Spiking: ${formatCount(alert.today)} today`
}

/** A notification for an alert: its title names the website, its body says what to look at. */
export function alertNotice(domain: string, alert: VisitorAlert): { title: string; body: string } {
  if (alert.kind === 'silent') {
    return {
      title: `${domain} went silent`,
      body: `No visitors for ${plural(alert.days, 'day')}. Is its tracking code still on the pages?`,
    }
  }
  const factor = timesUsual(alert.today, alert.usual)
  return {
    title: `${domain} is busier than usual`,
    body: `${formatCount(alert.today)} visitors today${factor ? `, ${factor} a usual day (about ${formatCount(alert.usual)})` : ''}.`,
  }
}

/** What follows a website's name in the tray: its alert, else today's visitors; null for nothing. */
export function trayVisitorsDetail(
  visitors: WebsiteVisitors | undefined,
  alert: VisitorAlert | undefined,
  now: number,
): string | null {
  if (alert?.kind === 'silent') return alertText(alert)
  return visitorsTodayText(visitors, now)
}

/** The tooltip's part on visitors: today's sum over the favorites with a number for today. */
export function visitorsSumText(sum: number, someNotCurrent: boolean): string {
  return `${plural(sum, 'visitor')} today${someNotCurrent ? ' (some numbers not current)' : ''}`
}
