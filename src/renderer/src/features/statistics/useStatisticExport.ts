/**
 * One list's export: asks main to export, which opens the save dialog, then follows
 * the `export-progress` events under its id — "Exporting… 300 of 1,234 rows" — until it is
 * written, cancelled or fails. Only the window's own export ids are heard.
 */
import { computed, ref } from 'vue'
import type { ExportProgress, InsightPeriod } from '../../../../shared/statistics/insights'
import type { StatName } from '../../../../shared/statistics/series'
import { formatNumber, isolate, t, tn } from '../../../../shared/i18n'
import { onEvent, useMutation } from '../../data/query'

type ExportEnd =
  { kind: 'done'; rows: number; file: string } | { kind: 'cancelled' } | { kind: 'error'; message: string }

export type ExportNotice = { text: string; tone: 'good' | 'warning' | 'danger' | 'busy' } | null

export function useStatisticExport(source: () => { accountId: string; websiteId: string; period: InsightPeriod }) {
  const running = ref<string | null>(null)
  const progress = ref<ExportProgress | null>(null)
  /** How the last export ended, worded when shown so that a language switch rewords it. */
  const ended = ref<ExportEnd | null>(null)

  const exporting = useMutation('insights:export')
  const cancelling = useMutation('insights:cancelExport')

  onEvent('export-progress', (payload) => {
    if (payload.exportId === running.value) progress.value = payload
  })

  async function start(name: StatName): Promise<void> {
    if (running.value) return
    const exportId = crypto.randomUUID()
    running.value = exportId
    progress.value = null
    ended.value = null
    const result = await exporting.run({ ...source(), name, exportId })
    running.value = null
    if (!result.ok) ended.value = { kind: 'error', message: result.error.message }
    else if (result.data.outcome === 'written')
      ended.value = { kind: 'done', rows: result.data.rows, file: result.data.fileName }
    else if (result.data.outcome === 'cancelled') ended.value = { kind: 'cancelled' }
  }

  function cancel(): void {
    if (running.value) void cancelling.run({ exportId: running.value })
  }

  const notice = computed<ExportNotice>(() => {
    if (!running.value) return endedNotice(ended.value)
    const step = progress.value
    if (!step || step.total === null || step.rowsRead === 0)
      return { text: t('insights.export.starting'), tone: 'busy' }
    return {
      text: tn('insights.export.reading', step.total, { read: formatNumber(step.rowsRead) }),
      tone: 'busy',
    }
  })

  return { start, cancel, running: computed(() => running.value !== null), notice }
}

function endedNotice(end: ExportEnd | null): ExportNotice {
  if (end === null) return null
  if (end.kind === 'error') return { text: end.message, tone: 'danger' }
  if (end.kind === 'cancelled') return { text: t('insights.export.cancelled'), tone: 'warning' }
  return { text: tn('insights.export.done', end.rows, { file: isolate(end.file) }), tone: 'good' }
}
