/**
 * Disposal, after VS Code's base/common/lifecycle: whatever registers a
 * listener, a timer or a handler hands back an IDisposable, and whoever owns it
 * keeps it in a DisposableStore that is disposed once, in one place.
 */

export interface IDisposable {
  dispose(): void
}

export function toDisposable(dispose: () => void): IDisposable {
  let done = false
  return {
    dispose() {
      if (done) return
      done = true
      dispose()
    },
  }
}

/**
 * Disposes what it holds, newest first (what was set up last is torn down
 * first), and every one of them even when one throws; the first error is
 * rethrown at the end. Anything added after dispose() is disposed at once.
 */
export class DisposableStore implements IDisposable {
  private readonly items: IDisposable[] = []
  private disposed = false

  get isDisposed(): boolean {
    return this.disposed
  }

  add<T extends IDisposable>(item: T): T {
    if (this.disposed) item.dispose()
    else this.items.push(item)
    return item
  }

  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    disposeAll(this.items.splice(0).reverse())
  }
}

/** Disposes every item whatever the others do; throws the first error afterwards. */
export function disposeAll(items: Iterable<IDisposable>): void {
  let first: { error: unknown } | undefined
  for (const item of items) {
    try {
      item.dispose()
    } catch (error) {
      first ??= { error }
    }
  }
  if (first) throw first.error
}

/**
 * A base for whatever owns disposables: it registers them as it makes them and they go with it, newest first (VS
 * Code's Disposable), so a class does not write dispose() over each of its members by hand.
 */
export abstract class Disposable implements IDisposable {
  private readonly store = new DisposableStore()

  protected get isDisposed(): boolean {
    return this.store.isDisposed
  }

  protected _register<T extends IDisposable>(item: T): T {
    return this.store.add(item)
  }

  dispose(): void {
    this.store.dispose()
  }
}

/**
 * Holds at most one disposable that changes over time (a watch, a timer, a session): setting a new one disposes the one
 * before, and disposing the holder disposes what it holds and whatever is set afterwards.
 */
export class MutableDisposable<T extends IDisposable> implements IDisposable {
  private current: T | undefined
  private disposed = false

  get value(): T | undefined {
    return this.disposed ? undefined : this.current
  }

  set value(next: T | undefined) {
    if (this.disposed) {
      next?.dispose()
      return
    }
    if (next === this.current) return
    const previous = this.current
    this.current = next
    previous?.dispose()
  }

  /** Disposes what it holds, and holds nothing. */
  clear(): void {
    this.value = undefined
  }

  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    const previous = this.current
    this.current = undefined
    previous?.dispose()
  }
}
