/**
 * How a bulk change's planned changes become steps (docs/architecture.md, "Bulk changes"): the edit each sends, the
 * entry each leaves in the batch's record, and the mirror showing them all at once — kept apart from the batches'
 * bookkeeping so that single-website rules (minimal patches, favorites kept here) stay in one place.
 */
import { randomUUID } from 'node:crypto'
import type { BulkAction } from '../../../shared/bulk'
import { type Variant } from '../../../shared/website'
import { profileOf } from '../../../shared/variant-profile'
import type { BatchEntry } from '../../mirror/batch-log'
import type { EngineState } from '../engine-state'
import type { PlannedChange } from './batch-plan'
import {
  applyPatch,
  baseOf,
  minimalPatch,
  revertPatch,
  type DeleteEdit,
  type Edit,
  type UpdateEdit,
} from '../outbox/edits'

/**
 * A change planned for one website, and how it goes: an edit to send, or a change kept on this computer only (variant
 * A's favorites).
 */
export interface Step {
  plan: PlannedChange
  edit: Edit | null
}

/** The edit that carries a planned change; null when none is sent. */
export function editFor(
  { website, kind, patch, lines }: PlannedChange,
  action: BulkAction,
  variant: Variant,
  batchId: string,
  madeAt: string,
): Edit | null {
  if (kind !== 'change') return null
  if (action.kind === 'delete')
    return {
      id: randomUUID(),
      kind: 'delete',
      websiteId: website.id,
      before: website,
      madeAt,
      batchId,
    } satisfies DeleteEdit
  // Variant A keeps favorites on this computer: nothing to send.
  if (action.kind === 'switch' && action.field === 'favorite' && profileOf(variant).favoritesLiveHere) return null
  const minimal = minimalPatch(website, patch ?? {})
  return {
    id: randomUUID(),
    kind: 'update',
    websiteId: website.id,
    patch: minimal,
    base: baseOf(website, minimal),
    madeAt,
    batchId,
    ...(lines && { lines }),
  } satisfies UpdateEdit
}

export function entryFor({ plan, edit }: Step): BatchEntry {
  const { website, kind } = plan
  const entry: BatchEntry = {
    websiteId: website.id,
    displayDomain: website.displayDomain,
    editId: edit?.id ?? null,
    outcome: kind === 'unchanged' ? 'unchanged' : 'waiting',
    message: null,
  }
  if (kind !== 'change' || edit) return entry
  // A change kept here (variant A's favorite) is applied at once, and can be undone like one sent.
  const after = applyPatch(website, plan.patch ?? {}, new Date().toISOString())
  return { ...entry, outcome: 'applied', before: { favorite: website.favorite }, after: { favorite: after.favorite } }
}

/** Every change shown in the mirror at once; answers what puts it all back. */
export function showSteps({ writer, mirror }: EngineState, steps: readonly Step[], madeAt: string): () => void {
  const shown = steps.filter((step) => step.plan.kind === 'change')
  writer.batch(() => {
    for (const { plan, edit } of shown) {
      if (edit?.kind === 'delete') writer.forget(plan.website.id)
      else writer.write(applyPatch(plan.website, edit?.kind === 'update' ? edit.patch : (plan.patch ?? {}), madeAt))
    }
  })
  return () =>
    writer.batch(() => {
      for (const { plan } of shown) {
        const now = mirror.get(plan.website.id)
        if (!now) writer.write(plan.website)
        else writer.write(revertPatch(now, plan.website, plan.patch ?? {}))
      }
    })
}
