/**
 * The operating system's word on the network and on sleep, for the sync
 * engines: nothing is tried while the machine says it is offline or asleep,
 * and after a wake-up every account refreshes at once.
 */
import { net, powerMonitor } from 'electron'
import { toDisposable, type IDisposable } from '../../shared/base/lifecycle'
import { repeat } from '../base'

/** Electron has no event for the network coming and going: it is asked this often (a cheap flag read). */
const NETWORK_POLL_MS = 1_000

export interface SystemWatchOptions {
  onNetworkChange(available: boolean): void
  onResume(): void
}

export function watchSystem(options: SystemWatchOptions): IDisposable {
  let available = net.isOnline()
  let asleep = false
  const report = (next: boolean): void => {
    if (next === available) return
    available = next
    options.onNetworkChange(next)
  }
  const onSuspend = (): void => {
    asleep = true
    report(false)
  }
  const onResume = (): void => {
    asleep = false
    report(net.isOnline())
    options.onResume()
  }
  powerMonitor.on('suspend', onSuspend)
  powerMonitor.on('resume', onResume)
  const poll = repeat(NETWORK_POLL_MS, () => {
    if (!asleep) report(net.isOnline())
  })
  if (!available) options.onNetworkChange(false)
  return toDisposable(() => {
    poll.dispose()
    powerMonitor.removeListener('suspend', onSuspend)
    powerMonitor.removeListener('resume', onResume)
  })
}
