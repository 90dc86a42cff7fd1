/**
 * Whether the user is looking at statistics (docs/architecture.md, "Requests"): the window says
 * which statistics view it shows (`stats:onScreen`), the glue says whether the window itself is
 * shown (hidden, minimized or closed: not); while both hold, the schedulers of the accounts the
 * view is about let statistics use up to four fifths of the limit, and once either ends they are
 * back at a fifth. A small, general signal: the overview is about every account; a view about
 * one account takes that account's scheduler alone.
 */
import { createLogger } from '../base'
import type { RequestScheduler } from '../scheduler'
import { Emitter, type Event } from '../../shared/base/event'
import { disposeAll, type IDisposable } from '../../shared/base/lifecycle'
import type { StatsView } from '../../shared/overview'

const log = createLogger('stats')

function viewKey(view: StatsView): string {
  return view.view === 'overview' ? 'overview' : `website|${view.accountId}|${view.websiteId}`
}

export class StatsScreen {
  /** By key (viewKey): the same view said twice is one. */
  private readonly views = new Map<string, StatsView>()
  private windowShown = false
  private leases: IDisposable[] = []
  private leased = false
  private readonly changed = new Emitter<boolean>()
  /** Statistics came on screen (true) or left it: the engines' reads for the view change lanes. */
  readonly onDidChange: Event<boolean> = this.changed.event

  /** `schedulersFor(view)`: the schedulers of the accounts the view shows statistics of, now. */
  constructor(private readonly schedulersFor: (view: StatsView) => Iterable<RequestScheduler>) {}

  /** The window shows a statistics view, or no longer does. */
  view(view: StatsView, shown: boolean): void {
    if (shown) this.views.set(viewKey(view), view)
    else this.views.delete(viewKey(view))
    this.apply(true)
  }

  /** The window is shown to the user, or hidden, minimized or closed. */
  window(shown: boolean): void {
    if (shown === this.windowShown) return
    this.windowShown = shown
    this.apply(false)
  }

  /** The page went (crashed, closed): the views it said it showed are gone with it. */
  pageGone(): void {
    this.views.clear()
    this.apply(false)
  }

  /** Accounts came or went while on screen: the leases follow. */
  accountsChanged(): void {
    if (this.leased) this.apply(true)
  }

  /** Whether statistics are on screen now. */
  get onScreen(): boolean {
    return this.leased
  }

  dispose(): void {
    disposeAll(this.leases.splice(0))
    this.leased = false
    this.changed.dispose()
  }

  private apply(again: boolean): void {
    const onScreen = this.windowShown && this.views.size > 0
    if (onScreen === this.leased && !(onScreen && again)) return
    // The new leases are taken before the old ones go, so that a scheduler kept on screen never dips to a fifth.
    const old = this.leases.splice(0)
    const changed = onScreen !== this.leased
    this.leased = onScreen
    if (onScreen) {
      const schedulers = new Set<RequestScheduler>()
      for (const view of this.views.values())
        for (const scheduler of this.schedulersFor(view)) schedulers.add(scheduler)
      this.leases = [...schedulers].map((scheduler) => scheduler.statsOnScreen())
    }
    disposeAll(old)
    if (!changed) return
    log.info(
      onScreen
        ? 'statistics on screen: reading at up to four fifths of the limit'
        : 'statistics off screen: reading within a fifth of the limit',
    )
    this.changed.fire(onScreen)
  }
}
