/**
 * The scheduler's waiting room: one queue per lane, in the order tasks were
 * asked for, and how a task's promise is settled exactly once.
 */
import type { Lane } from './types'

export interface Entry {
  readonly seq: number
  readonly lane: Lane
  /** Idle work the user is looking at: ahead of the other idle work. */
  readonly forScreen: boolean
  readonly accountId: string
  readonly task: (signal: AbortSignal) => Promise<unknown>
  readonly controller: AbortController
  resolve(value: unknown): void
  reject(error: unknown): void
  detachCallerSignal(): void
  /** The promise run() returned has settled; the request may still be on the wire. */
  settled: boolean
  running: boolean
  queuedAt: number
  /** Interactive only: how much longer it may still wait, in total over all its turns in the queue. */
  waitBudgetMs: number
}

/** What run() knows of a task before it is queued. */
export type EntryRequest = Pick<Entry, 'seq' | 'lane' | 'forScreen' | 'accountId' | 'task' | 'resolve' | 'reject'>

/**
 * A task as it enters its queue, with the whole wait an interactive one may spend; the caller's
 * signal, if any, cancels it until it settles.
 */
export function newEntry(
  request: EntryRequest,
  waitBudgetMs: number,
  signal: AbortSignal | undefined,
  onCallerAbort: (entry: Entry) => void,
): Entry {
  const entry: Entry = {
    ...request,
    controller: new AbortController(),
    detachCallerSignal: () => {},
    settled: false,
    running: false,
    queuedAt: Date.now(),
    waitBudgetMs,
  }
  if (signal) {
    const onAbort = (): void => onCallerAbort(entry)
    signal.addEventListener('abort', onAbort, { once: true })
    entry.detachCallerSignal = () => signal.removeEventListener('abort', onAbort)
  }
  return entry
}

export type Outcome = { ok: true; value: unknown } | { ok: false; error: unknown }

export function settle(entry: Entry, outcome: Outcome): void {
  if (entry.settled) return
  entry.settled = true
  entry.detachCallerSignal()
  if (outcome.ok) entry.resolve(outcome.value)
  else entry.reject(outcome.error)
}

export class LaneQueues {
  private lanes: Record<Lane, Entry[]> = { interactive: [], background: [], idle: [] }

  of(lane: Lane): readonly Entry[] {
    return this.lanes[lane]
  }

  /** At the end of its lane; idle work for the screen after the other such work, ahead of the rest. */
  push(entry: Entry): void {
    const queue = this.lanes[entry.lane]
    const index = entry.forScreen ? queue.findIndex((other) => !other.forScreen) : -1
    if (index === -1) queue.push(entry)
    else queue.splice(index, 0, entry)
  }

  /** Every lane, interactive first. */
  all(): Entry[] {
    return [...this.lanes.interactive, ...this.lanes.background, ...this.lanes.idle]
  }

  /** Before every task that never ran, and after other retries that were queued earlier. */
  requeueInOrder(entry: Entry): void {
    const queue = this.lanes[entry.lane]
    const index = queue.findIndex((other) => other.seq > entry.seq || (entry.forScreen && !other.forScreen))
    if (index === -1) queue.push(entry)
    else queue.splice(index, 0, entry)
  }

  withdraw(entry: Entry): void {
    const queue = this.lanes[entry.lane]
    // Starting takes the head; shift() is cheap there even in a long sweep queue.
    if (queue[0] === entry) {
      queue.shift()
      return
    }
    const index = queue.indexOf(entry)
    if (index !== -1) queue.splice(index, 1)
  }

  /** One pass per lane: cancelling an account may drop thousands of queued pages. */
  withdrawAll(entries: ReadonlySet<Entry>): void {
    this.lanes.interactive = this.lanes.interactive.filter((entry) => !entries.has(entry))
    this.lanes.background = this.lanes.background.filter((entry) => !entries.has(entry))
    this.lanes.idle = this.lanes.idle.filter((entry) => !entries.has(entry))
  }

  /** Empties every lane and hands back what was in them. */
  takeAll(): Entry[] {
    const queued = this.all()
    this.lanes = { interactive: [], background: [], idle: [] }
    return queued
  }
}
