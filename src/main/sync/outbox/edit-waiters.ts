/**
 * Callers waiting to hear what became of their edit: sent and accepted,
 * kept for later (and why), refused (with their old values put back), or set
 * aside as a conflict. Every waiter hears exactly once, and no later than
 * `answerWithinMs` after its edit began (or at once when writing it to disk
 * took longer: "saved" is never said before the edit is on disk). Whatever the
 * server does (hangs, stalls, answers slowly, asks to wait), a caller it has
 * not answered by then hears "saved on this computer — sending…", and the edit
 * keeps going.
 *
 * An edit whose caller was answered before its end is *owed* an end: when it
 * is sent, set aside as a conflict, or refused, `onDidEnd` says so (the
 * window's 'edit-settled' event). A refusal then no longer goes back to the
 * caller, whose form may be gone: it is kept in Conflicts with the user's
 * values, like any edit the server refuses when nobody waits.
 */
import { Emitter } from '../../../shared/base/event'
import type { IDisposable } from '../../../shared/base/lifecycle'
import type { EditSettled } from '../../../shared/ipc-contract'
import type { EditOutcome } from '../../../shared/sync'
import { Timer } from '../../base'

export type QueuedOutcome = Extract<EditOutcome, { status: 'queued' }>
/** What the server made of an edit: what a waiting caller hears when it comes in time. */
export type FinalOutcome = Exclude<EditOutcome, { status: 'queued' }>
/** How an owed edit ended, for the account it belongs to. */
export type EditEnd = Omit<EditSettled, 'accountId'>
/**
 * How an owed edit ended, when its outcome alone does not say (a refusal kept in Conflicts, an edit dropped with its
 * website).
 */
export type EndDetail = Pick<EditEnd, 'outcome' | 'message' | 'fieldErrors'>

export interface EditWaitersOptions {
  answerWithinMs: number
  /** The server's id of the website under a stored id, or null while it has none (a create not made yet). */
  serverIdOf(websiteId: string): string | null
}

export interface WaitOptions {
  /** The website the edit is for, under the id the edit names it by (a local id until the server names it). */
  websiteId: string
  /** When the edit began (Date.now()): the answer is due `answerWithinMs` after. */
  startedAt: number
  /** What the caller hears when the server has not confirmed the edit in time. */
  early(): QueuedOutcome
  /** A correction of an edit from Conflicts: refused again, it goes back there rather than away. */
  backToConflicts?: boolean
}

/** A waiter taken out of the waiting before the work that ends it (so that no answer in time can come in between). */
export interface ClaimedWaiter {
  settle(outcome: FinalOutcome): void
  /** The user is still looking at the form: their old values go back and they get the reason. */
  refuse(error: unknown): void
}

interface Waiter {
  resolve(outcome: EditOutcome): void
  reject(error: unknown): void
  /** Undoes the optimistic change when the server refuses the edit. */
  revert(): void
  backToConflicts: boolean
  websiteId: string
  deadline: Timer
}

function detailOf(outcome: FinalOutcome): EndDetail {
  return outcome.status === 'saved'
    ? { outcome: 'sent', message: null }
    : { outcome: 'conflict', message: outcome.message }
}

export class EditWaiters implements IDisposable {
  private readonly waiting = new Map<string, Waiter>()
  /** Edits whose caller was answered before their end, by the website id the edit names. */
  private readonly owed = new Map<string, string>()
  private readonly ended = new Emitter<EditEnd>()
  /** An edit whose caller was answered before its end has ended. */
  readonly onDidEnd = this.ended.event

  constructor(private readonly options: EditWaitersOptions) {}

  wait(editId: string, revert: () => void, options: WaitOptions): Promise<EditOutcome> {
    return new Promise((resolve, reject) => {
      const deadline = new Timer()
      this.waiting.set(editId, {
        resolve,
        reject,
        revert,
        backToConflicts: options.backToConflicts ?? false,
        websiteId: options.websiteId,
        deadline,
      })
      deadline.schedule(options.startedAt + this.options.answerWithinMs - Date.now(), () => {
        if (!this.waiting.has(editId)) return
        this.answerEarly(editId, options.early())
      })
    })
  }

  /**
   * An edit the caller was told about in an earlier run (or under an engine
   * the account's new key replaced): what waits in the outbox was answered
   * "saved on this computer" then, so its end is announced now.
   */
  owe(editId: string, websiteId: string): void {
    this.owed.set(editId, websiteId)
  }

  /** Whether a refusal goes to the waiting caller (who still holds the form) rather than to Conflicts. */
  takesRefusal(editId: string): boolean {
    const waiter = this.waiting.get(editId)
    return waiter !== undefined && !waiter.backToConflicts
  }

  /**
   * The waiting caller who takes this edit's refusal, taken out of the
   * waiting: while the edit leaves the outbox, the deadline cannot answer
   * "sending…" for an edit that is being refused. Undefined when the refusal
   * is not the caller's to take (see takesRefusal).
   */
  claimRefusal(editId: string): ClaimedWaiter | undefined {
    if (!this.takesRefusal(editId)) return undefined
    const waiter = this.take(editId)!
    return {
      settle: (outcome) => waiter.resolve(outcome),
      refuse: (error) => {
        waiter.revert()
        waiter.reject(error)
      },
    }
  }

  /** The edit's end: its waiting caller hears it, or, when the caller was answered before, it is announced. */
  settle(editId: string, outcome: FinalOutcome, detail: EndDetail = detailOf(outcome)): void {
    const waiter = this.take(editId)
    if (waiter) {
      waiter.resolve(outcome)
      return
    }
    const websiteId = this.owed.get(editId)
    if (websiteId === undefined) return
    this.owed.delete(editId)
    this.ended.fire({ editId, websiteId: this.options.serverIdOf(websiteId), ...detail })
  }

  /** Tells every waiting caller that their edit is safe on disk and will follow; their edits' ends are announced. */
  release(outcome: (editId: string) => QueuedOutcome): void {
    for (const editId of [...this.waiting.keys()]) this.answerEarly(editId, outcome(editId))
  }

  private answerEarly(editId: string, outcome: QueuedOutcome): void {
    const waiter = this.take(editId)
    if (!waiter) return
    this.owed.set(editId, waiter.websiteId)
    waiter.resolve(outcome)
  }

  private take(editId: string): Waiter | undefined {
    const waiter = this.waiting.get(editId)
    if (!waiter) return undefined
    this.waiting.delete(editId)
    waiter.deadline.dispose()
    return waiter
  }

  dispose(): void {
    for (const waiter of this.waiting.values()) waiter.deadline.dispose()
    this.ended.dispose()
  }
}
