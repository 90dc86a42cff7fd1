/**
 * The account's requests, through the server's scheduler: all of them can be cancelled at once, and none starts after
 * that.
 */
import type { IDisposable } from '../../shared/base/lifecycle'
import { RequestCancelledError, type Lane, type RequestScheduler } from '../scheduler'

export class AccountRequests implements IDisposable {
  private stopped = false

  constructor(
    private readonly scheduler: RequestScheduler,
    private readonly accountId: string,
  ) {}

  run<T>(lane: Lane, task: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal): Promise<T> {
    if (this.stopped) return Promise.reject(new RequestCancelledError())
    return this.scheduler.run({ lane, accountId: this.accountId, ...(signal && { signal }) }, task)
  }

  get isStopped(): boolean {
    return this.stopped
  }

  /** Cancels what is queued and on the wire; refuses anything new. */
  dispose(): void {
    this.stopped = true
    this.scheduler.cancelAccount(this.accountId)
  }
}
