/**
 * A server record combined with what only this computer knows: the excluded
 * query parameters the user last saved (servers never return them), variant
 * A's favorites (kept locally), and edits still waiting in the outbox (the
 * user must keep seeing them until the server has them).
 */
import type { Variant, Website } from '../../shared/website'
import { applyPatch, type Edit } from './edits'

export function withLocalKnowledge(server: Website, local: Website | undefined, variant: Variant): Website {
  if (!local) return server
  const merged: Website = { ...server }
  if (merged.excludeParams === null) merged.excludeParams = local.excludeParams
  if (variant === 'A') {
    merged.favorite = local.favorite
    merged.favoritedAt = local.favoritedAt
  }
  return merged
}

/** Pending (not conflicted) edits of one website, replayed on top of the server's record. */
export function withPendingEdits(website: Website, pending: readonly Edit[], now: string): Website {
  let result = website
  for (const edit of pending) {
    if (edit.conflict || edit.kind !== 'update' || edit.websiteId !== website.id) continue
    result = applyPatch(result, edit.patch, now)
  }
  return result
}

export interface PendingIndex {
  /** Websites with an update waiting. */
  updated: Map<string, Edit[]>
  /** Websites the user deleted, whose deletion has not reached the server. */
  deleted: Set<string>
}

export function indexPending(edits: readonly Edit[]): PendingIndex {
  const updated = new Map<string, Edit[]>()
  const deleted = new Set<string>()
  for (const edit of edits) {
    if (edit.conflict) continue
    if (edit.kind === 'update') updated.set(edit.websiteId, [...(updated.get(edit.websiteId) ?? []), edit])
    if (edit.kind === 'delete') deleted.add(edit.websiteId)
  }
  return { updated, deleted }
}
