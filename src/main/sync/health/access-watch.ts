/**
 * While the service refuses the account's access — the key (401) or the plan without the API
 * (403) — it is asked again by itself, sparingly: one cheap request after a wait that doubles up
 * to the refresh interval, and at once when the user or the system gives a reason (Refresh now, a
 * wake, the network back). A plan renewed or a token an administrator restored then works again
 * with nobody touching SiteTray; what waited goes as soon as any request succeeds
 * (docs/architecture.md, "Sync and storage").
 */
import { Backoff, Timer, inBackground } from '../../base'
import { DisposableStore, type IDisposable } from '../../../shared/base/lifecycle'
import { isAccessRefused, meaningOf, type Problems } from './error-policy'
import type { Connectivity } from './connectivity'

export interface AccessWatchOptions {
  problems: Problems
  connectivity: Connectivity
  /** The cheap request that says whether access works again; it reports its own outcome to `problems`. */
  check: () => Promise<void>
  minDelayMs: number
  /** The longest wait between two checks now (the refresh interval, a setting). */
  maxDelayMs: () => number
}

export class AccessWatch implements IDisposable {
  private readonly store = new DisposableStore()
  private readonly timer = this.store.add(new Timer())
  private readonly backoff: Backoff
  private checking: Promise<boolean> | null = null
  private stopped = false

  constructor(private readonly options: AccessWatchOptions) {
    this.backoff = new Backoff(options)
    this.store.add(
      options.problems.onDidChangeKeyVerdict((verdict) => {
        if (isAccessRefused(verdict)) this.scheduleNext()
        else this.reset()
      }),
    )
  }

  get refused(): boolean {
    return isAccessRefused(this.options.problems.keyVerdict())
  }

  /** Asks now, if access is refused (a reason to think it may be back). */
  checkNow(): void {
    if (!this.refused) return
    this.timer.cancel()
    inBackground(this.check(), "checking the account's access")
  }

  /** One check at a time; true when access works. Failures are the check's to report. */
  check(): Promise<boolean> {
    this.checking ??= this.options
      .check()
      .then(
        () => true,
        (error: unknown) => {
          // Out of reach: the connection's own probe takes over, and its success clears the refusal too.
          if (meaningOf(error) === 'offline') this.options.connectivity.noteFailure(error)
          return false
        },
      )
      .finally(() => {
        this.checking = null
        if (this.refused) this.scheduleNext()
      })
    return this.checking
  }

  private scheduleNext(): void {
    if (this.stopped || this.timer.isScheduled || this.checking) return
    this.timer.schedule(this.backoff.next(), () => inBackground(this.check(), "checking the account's access"))
  }

  private reset(): void {
    this.timer.cancel()
    this.backoff.reset()
  }

  dispose(): void {
    this.stopped = true
    this.store.dispose()
  }
}
