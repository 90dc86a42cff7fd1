/**
 * A server record combined with what only this computer knows: the excluded
 * query parameters the user last saved (servers never return them), variant
 * A's favorites (kept locally), and edits still waiting in the outbox (the
 * user must keep seeing them until the server has them).
 */
import type { Variant, Website } from '../../../shared/website'
import { profileOf } from '../../../shared/variant-profile'
import { applyPatch, patchFor, type Edit, type UpdateEdit } from '../outbox/edits'

export function withLocalKnowledge(server: Website, local: Website | undefined, variant: Variant): Website {
  if (!local) return server
  const merged: Website = { ...server }
  if (merged.excludeParams === null) merged.excludeParams = local.excludeParams
  if (profileOf(variant).favoritesLiveHere) {
    merged.favorite = local.favorite
    merged.favoritedAt = local.favoritedAt
  }
  return merged
}

/** The website's pending updates, replayed in order on top of the server's record. */
export function withPendingEdits(website: Website, pending: readonly UpdateEdit[], now: string): Website {
  return pending.reduce((result, edit) => applyPatch(result, patchFor(edit, result), now), website)
}

export interface PendingIndex {
  /** Updates waiting (not in conflict), by website, in the order they were made. */
  updated: Map<string, UpdateEdit[]>
  /** Websites the user deleted, whose deletion has not reached the server. */
  deleted: Set<string>
}

/** `resolve` names each website by the id it has now (a local id by the server's, once known). */
export function indexPending(
  edits: readonly Edit[],
  resolve: (websiteId: string) => string = (id) => id,
): PendingIndex {
  const updated = new Map<string, UpdateEdit[]>()
  const deleted = new Set<string>()
  for (const edit of edits) {
    if (edit.conflict) continue
    if (edit.kind === 'update') {
      const id = resolve(edit.websiteId)
      updated.set(id, [...(updated.get(id) ?? []), edit])
    }
    if (edit.kind === 'delete') deleted.add(resolve(edit.websiteId))
  }
  return { updated, deleted }
}
