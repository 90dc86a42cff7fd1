/**
 * Which edit the outbox sender (outbox-sender.ts) sends next: order is kept per website — an edit
 * goes only after the earlier edits of its website — so one website's trouble holds back that
 * website's edits alone; and a user's edit never waits for the bulk change around it longer than
 * the one bulk edit of its website already on its way. Pure: handed the outbox as it is.
 */
import type { Edit } from './edits'
import { isBatchEdit, type StreamName } from './outbox-streams'

/** The website an edit belongs to, by the id it has now. */
export type WebsiteOf = (edit: Edit) => string

/**
 * The first edit that is the oldest of its website and belongs to the stream, unless that website
 * waits (`waits`: for a retry, for the other stream). A set-aside head holds its website for the
 * user. A bulk edit with a user's edit behind it belongs to the user's stream.
 */
export function nextEdit(
  entries: readonly Edit[],
  stream: StreamName,
  websiteOf: WebsiteOf,
  waits: (website: string, head: Edit) => boolean,
): Edit | undefined {
  const heads = new Map<string, Edit>()
  const userEditBehind = new Set<string>()
  for (const entry of entries) {
    const website = websiteOf(entry)
    if (!heads.has(website)) heads.set(website, entry)
    else if (!isBatchEdit(entry)) userEditBehind.add(website)
  }
  for (const [website, head] of heads) {
    if (head.conflict || waits(website, head)) continue
    const users = !isBatchEdit(head) || userEditBehind.has(website)
    if (users === (stream === 'edits')) return head
  }
  return undefined
}

/** The bulk edit on its way (`batchesSending`) that a user's edit of the same website waits behind, if any. */
export function blockingBatchSend(
  entries: readonly Edit[],
  batchesSending: Iterable<{ edit: Edit; sent: Promise<unknown> }>,
  websiteOf: WebsiteOf,
): Promise<unknown> | null {
  const waiting = new Set(
    entries.flatMap((entry) => (!entry.conflict && !isBatchEdit(entry) ? [websiteOf(entry)] : [])),
  )
  for (const { edit, sent } of batchesSending) if (waiting.has(websiteOf(edit))) return sent
  return null
}
