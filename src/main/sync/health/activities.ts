/**
 * Everything the engine is doing right now, for the status: several things run at once (a sweep while edits are sent).
 */
import { Emitter } from '../../../shared/base/event'
import { Disposable, type IDisposable } from '../../../shared/base/lifecycle'
import type { SyncActivity } from '../../../shared/sync'
import type { SweepProgress } from '../reading/sweep'

/** What the engine's parts report as they run (a batch's progress comes from its log instead). */
export type ActivityKind = Exclude<SyncActivity['kind'], 'applying'>

export interface RunningActivity extends IDisposable {
  /** A sweep's pages and websites so far. */
  progress(progress: SweepProgress): void
}

interface Entry {
  kind: ActivityKind
  progress: SweepProgress | null
}

export class Activities extends Disposable {
  private readonly running: Entry[] = []
  private readonly changed = this._register(new Emitter<void>())
  readonly onDidChange = this.changed.event

  /** Listed from now until the returned handle is disposed. */
  start(kind: ActivityKind): RunningActivity {
    const entry: Entry = { kind, progress: null }
    this.running.push(entry)
    this.changed.fire()
    let ended = false
    return {
      progress: (progress) => {
        if (ended) return
        entry.progress = progress
        this.changed.fire()
      },
      dispose: () => {
        if (ended) return
        ended = true
        this.running.splice(this.running.indexOf(entry), 1)
        this.changed.fire()
      },
    }
  }

  /** In the order they started. `editsLeft` is the outbox's count of edits still to send. */
  list(editsLeft: number): SyncActivity[] {
    return this.running.map((entry): SyncActivity => {
      if (entry.kind === 'sweeping')
        return {
          kind: 'sweeping',
          ...(entry.progress ?? { pagesDone: 0, pagesTotal: null, websitesDone: 0, websitesTotal: null }),
        }
      if (entry.kind === 'sending') return { kind: 'sending', editsLeft }
      return { kind: 'refreshing' }
    })
  }
}
