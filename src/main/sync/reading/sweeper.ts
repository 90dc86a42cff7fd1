/**
 * Keeps the mirror in step with the server (docs/architecture.md, "Sync and storage"): full sweeps at the
 * largest page size, a cheap refresh of page 1, and the next sweep scheduled
 * while the service can be reached.
 */
import { setMaxListeners } from 'node:events'
import { ApiError, type WebsitesClient } from '../../api'
import type { Lane } from '../../scheduler'
import { Disposable } from '../../../shared/base/lifecycle'
import type { Website } from '../../../shared/website'
import { isLocalId } from '../local-ids'
import type { ReadMark } from '../mirror-writer'
import { MAX_SWEEP_PAGES, runSweep, sweepQuery, type SweepCut } from './sweep'
import { Backoff, SharedRun, Timer } from '../../base'
import type { Variant } from '../../../shared/website'
import type { EngineState } from '../engine-state'
import type { AccountRequests } from '../requests'
import type { ServerRecords } from './server-records'
import type { Activities } from '../health/activities'
import type { Connectivity } from '../health/connectivity'
import type { Problems } from '../health/error-policy'
import { formatNumber, t } from '../../../shared/i18n'

/**
 * A sweep that saw the collection move under it (the server's count and the websites read disagree) is repeated this
 * soon at first rather than trusted for removals; each time it happens again the wait doubles, up to the interval.
 */
const UNSETTLED_SWEEP_RETRY_MS = 10_000

/**
 * What the user reads when a sweep stopped before the server's list ended: nothing is removed until a sweep gets
 * through.
 */
function cutMessage(cut: SweepCut): string {
  switch (cut) {
    case 'ceiling':
      return t('sync.sweep.ceiling', { pages: formatNumber(MAX_SWEEP_PAGES) })
    case 'count':
      return t('sync.sweep.pastCount')
    case 'repeating':
      return t('sync.sweep.repeated')
  }
}

export interface SweeperDeps {
  state: EngineState
  variant: Variant
  client: WebsitesClient
  requests: AccountRequests
  records: ServerRecords
  activities: Activities
  problems: Problems
  connectivity: Connectivity
  /** Between background sweeps; 0 turns them off. */
  intervalMs: number
  /** A sweep is due: the engine sends what waited first, then sweeps. */
  onDue: () => void
}

export class Sweeper extends Disposable {
  private readonly sweeps = new SharedRun<void>()
  private intervalMs: number
  private readonly timer = this._register(new Timer())
  /** How long the next sweep waits after one that did not get through; started over by one that does. */
  private readonly retry: Backoff
  /**
   * When the next sweep is due after one that did not get through (ms since the epoch), or null: then the interval
   * since the last complete sweep decides. A catch-up (the network back, access back) waits for it too.
   */
  private retryAt: number | null = null

  constructor(private readonly deps: SweeperDeps) {
    super()
    this.intervalMs = deps.intervalMs
    this.retry = new Backoff({ minDelayMs: UNSETTLED_SWEEP_RETRY_MS, maxDelayMs: () => this.intervalMs })
  }

  /** The sweep under way, if any. */
  get current(): Promise<void> | null {
    return this.sweeps.current
  }

  /** A full sweep; concurrent calls share one. Failures are reported through the status, not thrown. */
  sweep(): Promise<void> {
    return this.sweeps.join(() => this.sweepOnce())
  }

  /**
   * Page 1, newest first: shows new websites at the price of one request. When
   * the server's count differs from the mirror's, something was added or
   * deleted further down, and a full sweep follows.
   */
  async refresh(lane: Lane = 'interactive'): Promise<void> {
    const sweep = this.sweeps.current
    if (sweep) return sweep
    const { deps } = this
    const activity = deps.activities.start('refreshing')
    const mark = deps.state.writer.mark()
    let countDiffers = false
    try {
      const page = await deps.requests.run(lane, (signal) =>
        deps.client.list({ ...sweepQuery(deps.variant), page: 1 }, { signal }),
      )
      deps.connectivity.noteSuccess()
      deps.problems.succeeded('refresh')
      deps.records.takeIn(page.items, mark)
      const known =
        deps.state.mirror.list().filter((website) => !isLocalId(website.id)).length +
        deps.records.pending().deleted.size
      countDiffers = page.total !== null && page.total !== known
    } catch (error) {
      this.noteFailure(error, 'refresh')
    } finally {
      activity.dispose()
    }
    // While sweeps do not get through, the count differs every time: the waiting sweep will tell.
    if (countDiffers && this.retryAt === null) await this.sweep()
  }

  /**
   * Whether a sweep is due now: never completed, or the interval has passed — or, after a sweep that did not get
   * through, its wait has.
   */
  isDue(): boolean {
    if (this.retryAt !== null) return Date.now() >= this.retryAt
    const last = this.deps.state.mirror.sweepState().completedAt
    return last === null || (this.intervalMs > 0 && Date.now() - Date.parse(last) >= this.intervalMs)
  }

  /** Schedules the next periodic sweep: after the last complete one, or the wait after one that did not get through. */
  scheduleNext(): void {
    if (this.retryAt !== null) return this.schedule(this.retryAt - Date.now())
    const last = this.deps.state.mirror.sweepState().completedAt
    this.schedule(last === null ? 0 : this.intervalMs - (Date.now() - Date.parse(last)))
  }

  /** A settings change: the next sweep moves to the new interval; 0 turns the periodic sweep off. */
  setInterval(intervalMs: number): void {
    this.intervalMs = intervalMs
    if (intervalMs <= 0) this.timer.cancel()
    else this.scheduleNext()
  }

  /** Offline: nothing is scheduled until the service answers again. */
  pause(): void {
    this.timer.cancel()
  }

  private schedule(delayMs: number): void {
    if (this.intervalMs <= 0 || !this.deps.connectivity.isOnline) return
    this.timer.schedule(delayMs, this.deps.onDue)
  }

  private async sweepOnce(): Promise<void> {
    const { deps } = this
    if (deps.requests.isStopped) return
    this.timer.cancel()
    const activity = deps.activities.start('sweeping')
    const mark = deps.state.writer.mark()
    // One page failing ends the sweep: the pages still queued are withdrawn rather than spending the rate limit.
    const abandon = new AbortController()
    setMaxListeners(0, abandon.signal)
    try {
      const result = await runSweep({
        variant: deps.variant,
        client: deps.client,
        run: (lane, task, signal) => deps.requests.run(lane, task, signal),
        signal: abandon.signal,
        onProgress: (progress) => {
          if (!abandon.signal.aborted) activity.progress(progress)
        },
      })
      const complete = result.consistent && result.cut === null
      this.apply(result.websites, complete, mark)
      deps.connectivity.noteSuccess()
      if (result.cut !== null)
        deps.problems.report('sweep', new ApiError({ kind: 'bad_response', message: cutMessage(result.cut) }))
      else deps.problems.succeeded('sweep')
      this.scheduleAfter(complete ? 'complete' : result.cut !== null ? 'cut' : 'unsettled')
    } catch (error) {
      abandon.abort()
      this.noteFailure(error)
      this.schedule(this.intervalMs)
    } finally {
      activity.dispose()
    }
  }

  /**
   * The next sweep after this one: the interval after a complete sweep. One the server cut short would be cut
   * short again: it waits the whole interval too. One whose count and websites disagreed is repeated soon —
   * websites added or deleted while it paged shift Laravel's offsets — but a server whose count never matches
   * what it lists would then be swept again and again: each time it happens the wait doubles, up to the interval.
   */
  private scheduleAfter(outcome: 'complete' | 'cut' | 'unsettled'): void {
    if (outcome === 'complete') this.retry.reset()
    const delayMs = outcome === 'unsettled' ? this.retry.next() : this.intervalMs
    this.retryAt = outcome === 'complete' ? null : Date.now() + delayMs
    this.schedule(delayMs)
  }

  private apply(serverWebsites: readonly Website[], consistent: boolean, mark: ReadMark): void {
    const { writer, mirror } = this.deps.state
    const { records } = this.deps
    const pending = records.pending()
    const serverIds = new Set(serverWebsites.map((website) => website.id))
    const merged: Website[] = []
    for (const website of serverWebsites) {
      if (pending.deleted.has(website.id)) continue
      if (!writer.editedSince(website.id, mark)) merged.push(records.reconciled(website, pending))
      else {
        // Edited while the sweep ran: the mirror is newer; if the edit deleted it, it stays deleted.
        const current = mirror.get(website.id)
        if (current) merged.push(current)
      }
    }
    writer.batch(() => {
      if (consistent) {
        // Not yet on the server, or created on it after the sweep read the page it would be on.
        const unseen = mirror
          .list()
          .filter(
            (website) => !serverIds.has(website.id) && (isLocalId(website.id) || writer.editedSince(website.id, mark)),
          )
        writer.replaceAll([...unseen, ...merged], mark)
        mirror.setSweepState({ ...mirror.sweepState(), completedAt: new Date().toISOString() })
      } else {
        for (const website of merged) writer.take(website)
      }
    })
  }

  private noteFailure(error: unknown, work: 'sweep' | 'refresh' = 'sweep'): void {
    this.deps.problems.report(work, error)
    this.deps.connectivity.noteFailure(error)
  }
}
