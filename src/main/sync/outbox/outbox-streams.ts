/**
 * The two streams the outbox is sent in (outbox-sender.ts), and what tells their edits apart.
 */
import { Throttler } from '../../base'
import type { Lane } from '../../scheduler'
import type { Delivered } from './delivery'
import type { Edit } from './edits'

/**
 * The outbox is sent in two streams that run side by side: the user's own edits, on the
 * interactive lane, and the edits of bulk changes, on the background lane — so that an edit made
 * during a batch of hundreds goes at once instead of behind it (a batch is background work for the
 * scheduler, docs/architecture.md, "Requests"). Order per website holds across both: a website's
 * edit goes only after its earlier ones, and a bulk edit a user's edit of the same website waits
 * behind is taken into the user's stream.
 */
export type StreamName = 'edits' | 'batches'

export class Stream {
  /** From the first round to the last, with the activity shown and waiting callers answered at its end. */
  loop: Promise<void> | null = null
  /** One round at a time, and one more if asked while it runs. */
  readonly rounds = new Throttler()
  /** The edits on their way, each with its send (which never rejects), for whoever waits for one. */
  readonly sending = new Map<string, { edit: Edit; sent: Promise<unknown> }>()
  /** Why this stream stopped in the last round (offline, busy, key), for the callers still waiting. */
  stoppedBy: string | null = null

  /**
   * `concurrency`: websites sent at once. The user's edits go one at a time, in the order made; a
   * batch keeps two websites on their way, as many as the background lane sends at once, so that
   * its last window is not spent waiting for one round trip after another.
   */
  constructor(
    readonly name: StreamName,
    readonly lane: Lane,
    readonly concurrency: number,
  ) {}
}

/** An edit the server has taken (or had already), and how. */
export interface DeliveredEdit {
  edit: Edit
  delivered: Delivered
}

export function isBatchEdit(edit: Edit): boolean {
  return edit.kind !== 'create' && edit.batchId !== undefined
}
