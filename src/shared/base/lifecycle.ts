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
