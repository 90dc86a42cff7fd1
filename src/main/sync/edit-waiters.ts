/**
 * Callers waiting to hear what became of their edit: sent and accepted,
 * kept for later (and why), refused (with their old values put back), or set
 * aside as a conflict. Every waiter hears exactly once.
 */
import type { EditOutcome } from '../../shared/sync'

interface Waiter {
  resolve(outcome: EditOutcome): void
  reject(error: unknown): void
  /** Undoes the optimistic change when the server refuses the edit. */
  revert(): void
  /** A correction of an edit from Conflicts: refused again, it goes back there rather than away. */
  backToConflicts: boolean
}

export class EditWaiters {
  private readonly waiting = new Map<string, Waiter>()

  wait(editId: string, revert: () => void, options: { backToConflicts?: boolean } = {}): Promise<EditOutcome> {
    return new Promise((resolve, reject) => this.waiting.set(editId, { resolve, reject, revert, backToConflicts: options.backToConflicts ?? false }))
  }

  has(editId: string): boolean {
    return this.waiting.has(editId)
  }

  /** Whether a refusal goes to the waiting caller (who still holds the form) rather than to Conflicts. */
  takesRefusal(editId: string): boolean {
    const waiter = this.waiting.get(editId)
    return waiter !== undefined && !waiter.backToConflicts
  }

  settle(editId: string, outcome: EditOutcome): void {
    this.waiting.get(editId)?.resolve(outcome)
    this.waiting.delete(editId)
  }

  /** The user is still looking at the form: their old values go back and they get the reason. */
  refuse(editId: string, error: unknown): void {
    const waiter = this.waiting.get(editId)
    if (!waiter) return
    this.waiting.delete(editId)
    waiter.revert()
    waiter.reject(error)
  }

  /** Tells every waiting caller that their edit is safe on disk and will follow. */
  release(outcome: (editId: string) => EditOutcome): void {
    for (const [editId, waiter] of [...this.waiting]) {
      this.waiting.delete(editId)
      waiter.resolve(outcome(editId))
    }
  }
}
