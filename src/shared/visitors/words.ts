/**
 * How SiteTray says visitor numbers and alerts — the same words in the tray menu, the window and
 * the notifications: "1,234 today", "1,234 today (2 h ago)" for a number that is no longer
 * current, "No visitors for 3 days", "Spiking: 2,840 today, 6× a usual day". The words are the
 * catalogs' (area `visitors`), the numbers written the way the language shown writes them.
 */
import { shownFromPage } from '../tracking/shown'
import { currentDirection, formatNumber, t, tn } from '../i18n'
import { ago } from '../sync-words'
import { todaysVisitors, type VisitorAlert, type WebsiteVisitors } from '.'

/** Between a website's name and what the tray says about its visitors: "example.com — 1,234 today". */
export const DETAIL_SEPARATOR = ' — '

/** Today's visitors, marked with their age when they are not current; null when SiteTray has no number for today. */
export function visitorsTodayText(visitors: WebsiteVisitors | undefined, now: number): string | null {
  const today = todaysVisitors(visitors, now)
  if (!today) return null
  const text = t('visitors.words.today', { number: formatNumber(today.count) })
  return today.current ? text : t('visitors.words.notCurrent', { text, age: ago(today.readAt, now) })
}

/** How many times a usual day today is, rounded for reading ("6", "2.5"); null when there is no usual day. */
function timesUsual(today: number, usual: number): string | null {
  if (usual <= 0) return null
  const factor = today / usual
  return formatNumber(factor, { maximumFractionDigits: factor >= 10 ? 0 : 1 })
}

/** An alert in a few words, for the tray and the list. */
export function alertText(alert: VisitorAlert): string {
  if (alert.kind === 'silent') return tn('visitors.words.silent', alert.days)
  const factor = timesUsual(alert.today, alert.usual)
  const today = formatNumber(alert.today)
  return factor ? t('visitors.words.spike', { today, factor }) : t('visitors.words.spikeToday', { today })
}

/**
 * A domain inside right-to-left text that is not HTML (a notification, a tray label): wrapped in Unicode's isolates so
 * that "example.com" keeps its own order; left as it is in left-to-right languages.
 */
export function isolatedDomain(domain: string): string {
  return currentDirection() === 'rtl' ? `\u2068${domain}\u2069` : domain
}

/** A notification for an alert: its title names the website, its body says what to look at. */
/** How long a referrer or a page naming a spike's cause may be in a notification: it is a visitor's text. */
const CAUSE_MAX_CHARACTERS = 100

/**
 * A spike's cause, said after its numbers: the referrer or the page that grew most. Plain text — a notification is
 * never markup — without control or bidi characters and cut to a length a notification shows.
 */
function causeSentence(cause: { kind: 'referrer' | 'page'; value: string }): string {
  const value = shownFromPage(cause.value, CAUSE_MAX_CHARACTERS)
  return cause.kind === 'referrer'
    ? t('statistics.main.spikeFromReferrer', { source: value })
    : t('statistics.main.spikeOnPage', { page: value })
}

export function alertNotice(
  domain: string,
  alert: VisitorAlert,
  cause?: { kind: 'referrer' | 'page'; value: string } | null,
): { title: string; body: string } {
  if (alert.kind === 'silent') {
    return {
      title: t('visitors.notice.silentTitle', { domain: isolatedDomain(domain) }),
      body: tn('visitors.notice.silentBody', alert.days),
    }
  }
  const factor = timesUsual(alert.today, alert.usual)
  const body = factor
    ? tn('visitors.notice.spikeBody', alert.today, { factor, usual: formatNumber(alert.usual) })
    : tn('visitors.notice.spikeBodyPlain', alert.today)
  return {
    title: t('visitors.notice.spikeTitle', { domain: isolatedDomain(domain) }),
    body: cause ? `${body} ${causeSentence(cause)}` : body,
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
  return tn(someNotCurrent ? 'visitors.words.sumNotCurrent' : 'visitors.words.sum', sum)
}
