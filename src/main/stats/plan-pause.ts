/**
 * The plan's pause, told once a month (docs/architecture.md, "The plan's limits"): the first time
 * this month's pageviews reach the limit the server has paused tracking for every website, so the
 * silent alerts standing for them go — they are the pause, not the websites — and the account is
 * told, once, even across a restart (the month is kept in the notes).
 */
import { isPaused, statsMonth, type PlanUsage } from '../../shared/plan'
import type { AccountNotes } from './account-notes'

/** The limit reached, when it is to be told now; null otherwise. */
export function noticePause(notes: AccountNotes, usage: PlanUsage, now: number): number | null {
  const month = statsMonth(now)
  if (!isPaused(usage, now) || notes.plan.pausedMonth === month || !usage.plan) return null
  notes.setPausedMonth(month)
  for (const [websiteId, standing] of [...notes.standingAlerts()])
    if (standing.alert.kind === 'silent') notes.setAlert(websiteId, null)
  return usage.plan.features.pageviews
}
