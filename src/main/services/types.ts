/** The facade's options and events; its methods are the contract's groups (see index.ts). */
import type { DigestFigures } from '../../shared/statistics/summary'
import type { SpikeCause } from '../stats/spike-cause'
import type { FetchFunction } from '../api'
import type { HostResolver } from '../tracking'
import type { SchedulerOptions } from '../scheduler'
import type { SecretStore } from '../accounts'
import type { StatsTiming } from '../stats'
import type { SyncEvent } from '../sync'
import type { VisitorAlert } from '../../shared/visitors'
import type { PlanUsage } from '../../shared/plan'
import type { WindowEvent } from '../../shared/ipc-contract'

export interface ServicesOptions {
  /** The app's data folder (Electron's userData); profiles, mirrors and outboxes live here. */
  dataDir: string
  secrets: SecretStore
  /**
   * How every request main sends goes out: Electron's net.fetch, handed in by the glue, so that the
   * system's proxy and certificate store apply. Required, so the app can never fall back to Node's
   * fetch by leaving it out; Node-side tests pass Node's fetch.
   */
  fetch: FetchFunction
  /**
   * How a website's own pages are read ("Check installation"): a fetch that hands a redirect back under
   * `redirect: 'manual'` (the glue's net.request, shell/page-fetch.ts); default `fetch`.
   */
  pageFetch?: FetchFunction
  /**
   * Where a page's host is, by its addresses: "Check installation" follows no redirect from a public site into a
   * private network (tracking/host-place.ts). The glue hands in Chromium's resolver; default the system's, through Node.
   */
  resolvePageHost?: HostResolver
  /** Between background sweeps; default 15 min; 0 turns them off. */
  sweepIntervalMs?: number
  timeoutMs?: number
  scheduler?: SchedulerOptions
  reconnectMinMs?: number
  reconnectMaxMs?: number
  /**
   * How long an edit's caller waits for the server before hearing "saved on this computer — sending…"; default 1.9 s
   * (the window hears within 2 s).
   */
  answerEditsWithinMs?: number
  /**
   * Start syncing every account at once (default). Off: nothing is sent until start(), so that the
   * shell can show the mirror (the tray menu) before the first request; tests may drive sync by hand.
   */
  autoStart?: boolean
  /** How often visitor numbers are read again (tests shorten them, with the scheduler's window). */
  statsTiming?: Partial<StatsTiming>
  /** The "what is my IP" address, as the settings have it now (default DEFAULT_IP_LOOKUP_URL). */
  ipLookupUrl?: () => string
  /** How long that service may take to answer (default 5 s). */
  ipLookupTimeoutMs?: number
}

/**
 * Every event the services emit, declared once: those for the window in its own names and payloads (the contract's
 * `events`, sent on by name), computed where they happen — the account list, a visitors overview — and one for the user
 * only.
 */
export type ServicesEvent =
  | SyncEvent
  | WindowEvent<'accounts-changed' | 'visitors-changed' | 'plan-changed' | 'overview-changed' | 'statistics-changed'>
  /** An export's progress (services/insights.ts). */
  | WindowEvent<'export-progress'>
  /** A website went silent or spikes: tell the user (once; stats/alert-watch.ts decides). */
  /** `cause`: for a spike, the referrer or page that grew most today (stats/spike-cause.ts), when one did. */
  | {
      type: 'visitor-alert'
      payload: { accountId: string; websiteId: string; alert: VisitorAlert; cause?: SpikeCause | null }
    }
  /** The digest's period is complete: its figures, told once per period (services/digest-notice.ts). */
  | { type: 'digest'; payload: DigestFigures }
  /** The plan's limits: this month's pageviews reached the plan's limit; told once a month. */
  | { type: 'plan-paused'; payload: { accountId: string; usage: PlanUsage } }
