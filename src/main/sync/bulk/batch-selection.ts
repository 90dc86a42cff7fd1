/**
 * What a bulk change applies to (batches.ts): the selection resolved from the mirror — named
 * websites, or every website the list's search and filter match, so that "all 3,400 matching"
 * counts rows the window never loaded — and the previews kept for "Apply".
 */
import { randomUUID } from 'node:crypto'
import type { BulkAction } from '../../../shared/bulk'
import type { AccountRequestOf } from '../../../shared/ipc-interfaces'
import type { Website } from '../../../shared/website'
import type { EngineState } from '../engine-state'

/** Previews kept for "Apply": the last few, so that an old one cannot be applied by mistake long after. */
const PREVIEWS_KEPT = 4

export type Selection = AccountRequestOf<'bulk:preview'>['selection']

/** The selection, from the mirror: named websites, or every website the search and filter match (the list's own index). */
export function selectWebsites(state: EngineState, selection: Selection): Website[] {
  const { mirror, localIds } = state
  if (selection.kind === 'ids')
    return [...new Set(selection.ids.map((id) => localIds.resolve(id)))].flatMap((id) => mirror.get(id) ?? [])
  const except = new Set((selection.except ?? []).map((id) => localIds.resolve(id)))
  const query = {
    order: 'domain-asc' as const,
    offset: 0,
    limit: mirror.list().length,
    ...(selection.search !== undefined && { search: selection.search }),
    ...(selection.favorite !== undefined && { favorite: selection.favorite }),
  }
  return mirror.listWindow(query).items.filter((website) => !except.has(website.id))
}

export interface KeptPreview {
  ids: string[]
  action: BulkAction
}

export class KeptPreviews {
  private readonly previews = new Map<string, KeptPreview>()

  /** Keeps a preview under a new id, forgetting the oldest beyond the last few. */
  keep(preview: KeptPreview): string {
    const previewId = randomUUID()
    this.previews.set(previewId, preview)
    for (const old of [...this.previews.keys()].slice(0, -PREVIEWS_KEPT)) this.previews.delete(old)
    return previewId
  }

  /** The preview, once: applying it uses it up. */
  take(previewId: string): KeptPreview | undefined {
    const kept = this.previews.get(previewId)
    this.previews.delete(previewId)
    return kept
  }
}
