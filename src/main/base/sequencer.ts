/**
 * One task at a time, in call order: the write queue every store, and each
 * account's operations, go through. A task that fails does not hold up the
 * next one; its own caller still hears the failure.
 */
export class Sequencer {
  private tail: Promise<unknown> = Promise.resolve()

  /** Runs `task` once every task queued before it has ended. */
  queue<T>(task: () => T | Promise<T>): Promise<T> {
    const run = this.tail.then(task)
    this.tail = run.catch(() => undefined)
    return run
  }

  /** Resolves once every task queued so far has ended, however it ended. */
  whenIdle(): Promise<void> {
    return this.tail.then(() => undefined)
  }
}
