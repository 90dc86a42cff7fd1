/**
 * The tray's lines about an account's plan, pure like the rest of the menu model: one
 * line while tracking is paused ("Tracking paused for Acme: plan limit reached"), one past 80 % of
 * the month's pageviews ("Acme: 85% of this month's pageviews"), each opening the account's
 * settings, where the meter shows the numbers.
 */
import { planTrayLine } from '../../shared/plan/words'
import type { TrayAccountState, TrayItem } from './menu-types'

export function planLines(entry: TrayAccountState, accountName: string, now: number): TrayItem[] {
  const label = planTrayLine(accountName, entry.plan, now)
  return label ? [{ kind: 'action', label, action: { type: 'open-account', accountId: entry.account.id } }] : []
}
