/**
 * The statistics' word on whether visitor numbers may be read now (docs/architecture.md, "Sync and storage"): the
 * engine's connectivity and access watch, seen from the statistics, which sit behind the same guard as the websites
 * but must not start reading on a first success.
 */
import { Emitter, type Event } from '../../shared/base/event'
import type { DisposableStore } from '../../shared/base/lifecycle'
import type { AccessWatch } from './health/access-watch'
import type { Connectivity } from './health/connectivity'
import { meaningOf, type Problems } from './health/error-policy'

/**
 * The account's word on whether its visitor numbers may be read now: the service can be reached
 * and grants the account access. Statistics sit behind the same guard as the websites.
 */
export interface AccessConnection {
  readonly isOnline: boolean
  readonly onDidChange: Event<unknown>
  noteSuccess(): void
  noteFailure(error: unknown): void
  /** Asks the service now whether the account's access works (true) or is refused (false). */
  checkAccess(): Promise<boolean>
}

export function accessConnection(
  store: DisposableStore,
  connectivity: Connectivity,
  problems: Problems,
  access: AccessWatch,
): AccessConnection {
  const changed = store.add(new Emitter<void>())
  const mayRead = (): boolean => connectivity.isOnline && !access.refused
  // Told only when whether it may read changes: a first success is no reason to start reading.
  let could = mayRead()
  const check = (): void => {
    if (mayRead() === could) return
    could = !could
    changed.fire()
  }
  store.add(connectivity.onDidChange(check))
  store.add(problems.onDidChangeKeyVerdict(check))
  return {
    get isOnline() {
      return mayRead()
    },
    onDidChange: changed.event,
    noteSuccess: () => {
      connectivity.noteSuccess()
      problems.succeeded('stats')
    },
    noteFailure: (error) => {
      // A certificate this computer does not trust stands for every request: the account waits for it as for a
      // refused access, and the status says why.
      if (meaningOf(error) === 'untrusted') problems.report('stats', error)
      connectivity.noteFailure(error)
    },
    checkAccess: () => access.check(),
  }
}
