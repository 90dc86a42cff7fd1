/**
 * Alerts judged from the book (docs/architecture.md, "Visitors"): when a judged website's days
 * change, and when the settings or the plan's hold on silence change, its last days as read are
 * given to the rules (alert-rules.ts) and the standing alert kept, replaced or cleared
 * (alert-watch.ts). A website created within the days judged is too new to judge.
 */
import type { AlertSettings } from '../../shared/settings'
import { statsToday, type VisitorAlert } from '../../shared/visitors'
import type { Website } from '../../shared/website'
import type { AccountNotes } from './account-notes'
import { reviewAlert } from './alert-watch'
import type { Book } from './book'
import { readTail } from './day-run'
import { ALERT_DAYS } from './standing-demands'

export interface JudgeInput {
  book: Book
  notes: AccountNotes
  settings: AlertSettings
  /** The plan's limit may have paused tracking: silence then is no website's own. */
  silenceHeld: boolean
  now: number
}

function createdDayOf(website: Website): string | null {
  return website.createdAt && /^\d{4}-\d{2}-\d{2}/.test(website.createdAt) ? website.createdAt.slice(0, 10) : null
}

/** Judges a website's days; answers the alert to tell the user now, or null. */
export function judgeWebsite(input: JudgeInput, website: Website): VisitorAlert | null {
  const run = input.book.days(website.id, 'visitors')
  const entry = run && readTail(run, ALERT_DAYS)
  if (!entry) return null
  return reviewAlert({
    store: input.notes,
    websiteId: website.id,
    entry,
    createdDay: createdDayOf(website),
    today: statsToday(input.now),
    settings: input.settings,
    silenceHeld: input.silenceHeld,
  })
}
