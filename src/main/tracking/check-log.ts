/**
 * The last check of each website, kept with its time while SiteTray runs: checks are made only when
 * the user asks, and the editor shows the last one ("checked 5 minutes ago") until the next.
 */
import type { TrackingCheck } from '../../shared/tracking'

export class TrackingChecks {
  private readonly checks = new Map<string, TrackingCheck>()

  record(check: TrackingCheck): TrackingCheck {
    this.checks.set(key(check.accountId, check.websiteId), check)
    return check
  }

  last(accountId: string, websiteId: string): TrackingCheck | null {
    return this.checks.get(key(accountId, websiteId)) ?? null
  }
}

function key(accountId: string, websiteId: string): string {
  return `${accountId}\u0000${websiteId}`
}
