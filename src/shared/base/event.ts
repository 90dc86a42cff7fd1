/**
 * Typed events, after VS Code's base/common/event: an Emitter owns the firing,
 * and hands out `event`, a function to subscribe with that returns the
 * IDisposable ending the subscription.
 */
import { errorText } from './errors'
import { toDisposable, type IDisposable } from './lifecycle'

export type Event<T> = (listener: (value: T) => void) => IDisposable

export interface EmitterOptions {
  /** Called when a listener throws; the other listeners still hear the event. Default: console.error. */
  onListenerError?: (error: unknown) => void
}

export class Emitter<T> implements IDisposable {
  private readonly listeners = new Set<(value: T) => void>()
  private disposed = false

  constructor(private readonly options: EmitterOptions = {}) {}

  readonly event: Event<T> = (listener) => {
    if (this.disposed) return toDisposable(() => undefined)
    // A wrapper per subscription, so that the same function subscribed twice is two subscriptions.
    const subscription = (value: T): void => listener(value)
    this.listeners.add(subscription)
    return toDisposable(() => this.listeners.delete(subscription))
  }

  fire(value: T): void {
    for (const listener of [...this.listeners]) {
      try {
        listener(value)
      } catch (error) {
        if (this.options.onListenerError) this.options.onListenerError(error)
        else console.error('[event] a listener failed:', errorText(error))
      }
    }
  }

  get hasListeners(): boolean {
    return this.listeners.size > 0
  }

  dispose(): void {
    this.disposed = true
    this.listeners.clear()
  }
}
