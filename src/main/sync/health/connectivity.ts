/**
 * Whether the service can be reached, and the one backoff for everything
 * that waits on it: while offline a cheap probe asks again, and work the
 * service failed at is tried again, each after a wait that doubles with every
 * failure and starts over with the first success.
 */
import { Emitter } from '../../../shared/base/event'
import { Disposable } from '../../../shared/base/lifecycle'
import type { Connection } from '../../../shared/sync'
import { isServiceAnswer, meaningOf } from './error-policy'
import { Backoff, inBackground, Timer } from '../../base'

export interface ConnectivityOptions {
  /** First wait; doubles up to maxDelayMs. */
  minDelayMs: number
  maxDelayMs: number
  /** One cheap request; its failure says whether the service is still out of reach. */
  probe: () => Promise<void>
}

export class Connectivity extends Disposable {
  private current: Connection = 'online'
  private networkAvailable = true
  private readonly backoff: Backoff
  private stopped = false
  private readonly probeTimer = this._register(new Timer())
  private readonly changed = this._register(new Emitter<Connection>())
  readonly onDidChange = this.changed.event

  constructor(private readonly options: ConnectivityOptions) {
    super()
    this.backoff = new Backoff({ minDelayMs: options.minDelayMs, maxDelayMs: () => options.maxDelayMs })
  }

  get state(): Connection {
    return this.current
  }

  get isOnline(): boolean {
    return this.current === 'online'
  }

  /** The operating system's word on the network: nothing is tried while it says there is none. */
  setNetworkAvailable(available: boolean): void {
    this.networkAvailable = available
    if (!available) {
      this.noteUnreachable()
      return
    }
    if (this.current === 'offline') {
      this.backoff.reset()
      this.probeTimer.schedule(0, () => this.probe())
    }
  }

  /** The service answered, perhaps with an error: it can be reached. */
  noteAnswer(): void {
    // An answer that was on its way when the system lost the network does not bring it back.
    if (this.current === 'online' || !this.networkAvailable || this.stopped) return
    this.current = 'online'
    this.probeTimer.cancel()
    this.changed.fire(this.current)
  }

  /** The service did what was asked: it is well, and the next wait starts short. */
  noteSuccess(): void {
    this.backoff.reset()
    this.noteAnswer()
  }

  /** What a failed request says about the service: out of reach, or there and answering. */
  noteFailure(error: unknown): void {
    if (meaningOf(error) === 'offline') this.noteUnreachable()
    else if (isServiceAnswer(error)) this.noteAnswer()
  }

  noteUnreachable(): void {
    if (this.stopped) return
    const wasOnline = this.current === 'online'
    this.current = 'offline'
    if (this.networkAvailable && !this.probeTimer.isScheduled)
      this.probeTimer.schedule(this.nextDelay(), () => this.probe())
    if (wasOnline) this.changed.fire(this.current)
  }

  /** How long to wait before trying again what the service failed at. */
  nextDelay(): number {
    return this.backoff.next()
  }

  private probe(): void {
    if (this.stopped || !this.networkAvailable) return
    inBackground(
      this.options.probe().then(
        () => this.noteSuccess(),
        (error: unknown) => {
          if (meaningOf(error) === 'offline') this.probeTimer.schedule(this.nextDelay(), () => this.probe())
          else this.noteFailure(error)
        },
      ),
      'probe',
    )
  }

  override dispose(): void {
    this.stopped = true
    super.dispose()
  }
}
