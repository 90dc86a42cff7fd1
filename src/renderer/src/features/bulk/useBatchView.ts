/**
 * A bulk change's progress and results as its view shows them: how far it has come ("Applying to 12 of 35"), per
 * outcome what became of each website (the first fifty, the rest counted), and what the user can do to it — cancel
 * what has not been sent, undo what nobody changed since (a new batch, shown in its place), dismiss it.
 */
import { computed, ref } from 'vue'
import type { Batch, BatchOutcome } from '../../../../shared/bulk'
import { batchProgressText, OUTCOME_LABELS } from '../../../../shared/bulk/words'
import { formatNumber, tn } from '../../../../shared/i18n'
import type { IpcResult } from '../../../../shared/ipc-contract'
import { useViewTitle } from '../../composables/useWindowTitle'
import { useBatch, useBulk, useBulkChange } from './useBulk'

/** Results shown per outcome; the rest are counted. */
const SHOWN = 50
const ORDER: readonly BatchOutcome[] = ['rejected', 'conflict', 'waiting', 'applied', 'unchanged', 'withdrawn']

function stateText(batch: Batch | null): string {
  if (!batch) return ''
  if (batch.state === 'running') return batchProgressText(batch.total - batch.counts.waiting, batch.total)
  const key = batch.state === 'cancelled' ? 'bulk.batch.cancelled' : 'bulk.batch.done'
  return tn(key, batch.counts.applied, { total: formatNumber(batch.total) })
}

function groupsOf(batch: Batch | null) {
  return ORDER.flatMap((outcome) => {
    const results = batch?.results.filter((result) => result.outcome === outcome) ?? []
    if (results.length === 0) return []
    const shown = results.slice(0, SHOWN)
    const more = Math.max(0, results.length - SHOWN)
    return [{ outcome, label: OUTCOME_LABELS[outcome], results: shown, more, count: results.length }]
  })
}

export function useBatchView(ids: () => { accountId: string; batchId: string }) {
  const bulk = useBulk()
  const change = useBulkChange(() => ids().accountId)
  const read = useBatch(ids)
  /** The batch as last read (kept while it is read again). */
  const batch = computed<Batch | null>(() => read.data.value ?? null)
  const problem = ref<string | null>(null)
  const busy = ref(false)
  useViewTitle(() => batch.value?.title)

  async function act<T>(request: Promise<IpcResult<T>>, after?: (data: T) => void): Promise<void> {
    busy.value = true
    problem.value = null
    const result = await request
    busy.value = false
    if (!result.ok) problem.value = result.error.message
    else after?.(result.data)
  }

  return {
    batch,
    loaded: computed(() => read.data.value !== undefined || read.error.value !== null),
    loadError: read.error,
    problem,
    busy,
    done: computed(() => (batch.value ? batch.value.total - batch.value.counts.waiting : 0)),
    stateText: computed(() => stateText(batch.value)),
    groups: computed(() => groupsOf(batch.value)),
    cancel: () => act(bulk.cancel(ids())),
    undo: () => act(bulk.undo(ids()), (undone) => void change.openBatch(undone.id)),
    dismiss: () => act(bulk.dismiss(ids()), () => void change.toList()),
    back: change.back,
    toConflicts: change.toConflicts,
  }
}
