/**
 * What becomes of a website's alert when its days were read again: the rules judge them, the
 * standing alert is kept, replaced or cleared, and the caller hears whether to tell the user. A
 * silent website is told once, and again only after it has had visitors in between; a spike at
 * most once a day. The standing alerts are on disk, so a restart tells nothing twice.
 */
import type { AlertSettings } from '../../shared/settings'
import type { VisitorAlert, WebsiteVisitors } from '../../shared/visitors'
import { visitorDays } from '../../shared/visitors'
import type { AlertBook } from './account-notes'
import { judgeVisitors } from './alert-rules'

export interface ReviewInput {
  store: AlertBook
  websiteId: string
  /** The website's recent days as the book has them, ending on the last day read. */
  entry: Pick<WebsiteVisitors, 'day' | 'counts'>
  /** The website's creation day (Y-m-d), when known: a website too new is not judged. */
  createdDay: string | null
  today: string
  settings: AlertSettings
  /** The plan's limit may have paused tracking (plan-view.ts): silence then is no website's own. */
  silenceHeld?: boolean
}

/** Judges the website's days; answers the alert to tell the user now, or null. */
export function reviewAlert(input: ReviewInput): VisitorAlert | null {
  const { store, websiteId, settings, today } = input
  if (!settings.visitorAlerts || store.isMuted(websiteId)) return null
  // Days that end before today say nothing about today: they wait to be read again.
  if (input.entry.day !== today) return null
  const judged = judgeVisitors({ days: visitorDays(input.entry), createdDay: input.createdDay }, today, settings)
  const verdict = judged?.kind === 'silent' && input.silenceHeld === true ? null : judged
  const before = store.alert(websiteId)
  store.setAlert(websiteId, verdict && { alert: verdict, day: today })
  if (!verdict) return null
  if (verdict.kind === 'silent') return before?.alert.kind === 'silent' ? null : verdict
  return before?.alert.kind === 'spike' && before.day === today ? null : verdict
}
