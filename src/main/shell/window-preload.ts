/**
 * The window is there before the click (docs/architecture.md, "The window before the click"): once
 * SiteTray is idle after start — no account at work, or a few seconds at the most — the window's
 * page is created and loaded, hidden, so that "Open SiteTray" only shows it, as the best menubar
 * apps do (the `menubar` library's `preloadWindow`). Until then a click opens it as before.
 */
import { Timer } from '../base'
import { DisposableStore, type IDisposable } from '../../shared/base/lifecycle'
import type { Services } from '../services'

export interface WindowPreloadOptions {
  services: Pick<Services, 'onEvent' | 'accounts'>
  /** Creates the window hidden and loads its page, if it does not exist. */
  prepare(): void
  /** Not before this after start: the tray and the first requests go first. */
  minDelayMs?: number
  /** At the latest this after start, however busy a first sweep keeps the accounts. */
  maxDelayMs?: number
}

export function preloadWindowWhenIdle(options: WindowPreloadOptions): IDisposable {
  const { services, prepare, minDelayMs = 1_000, maxDelayMs = 8_000 } = options
  const store = new DisposableStore()
  const latest = store.add(new Timer())
  const earliest = store.add(new Timer())
  let done = false
  const idle = (): boolean => services.accounts.list().every((account) => account.status.activities.length === 0)
  const preload = (): void => {
    if (done) return
    done = true
    store.dispose()
    prepare()
  }
  earliest.schedule(minDelayMs, () => {
    if (idle()) return preload()
    store.add(
      services.onEvent((event) => {
        if (event.type === 'sync-status' && idle()) preload()
      }),
    )
  })
  latest.schedule(maxDelayMs, preload)
  return { dispose: () => store.dispose() }
}
