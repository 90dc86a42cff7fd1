/**
 * One list's export (issue 33): asks main to export, which opens the save dialog, then follows
 * the `export-progress` events under its id — "Exporting… 300 of 1,234 rows" — until it is
 * written, cancelled or fails. Only the window's own export ids are heard.
 */
import { computed, ref } from 'vue'
import type { ExportProgress, InsightPeriod } from '../../../shared/insights'
import type { StatName } from '../../../shared/stats'
import { formatNumber, t, tn } from '../../../shared/i18n'
import { api } from '../lib/api'
import { listen } from '../lib/bridge'

export type ExportNotice = { text: string; tone: 'good' | 'warning' | 'danger' | 'busy' } | null

export function useStatisticExport(source: () => { accountId: string; websiteId: string; period: InsightPeriod }) {
  const running = ref<string | null>(null)
  const progress = ref<ExportProgress | null>(null)
  const ended = ref<ExportNotice>(null)

  listen('export-progress', (payload) => {
    if (payload.exportId === running.value) progress.value = payload
  })

  async function start(name: StatName): Promise<void> {
    if (running.value) return
    const exportId = crypto.randomUUID()
    running.value = exportId
    progress.value = null
    ended.value = null
    const result = await api.insights.export({ ...source(), name, exportId })
    running.value = null
    if (!result.ok) ended.value = { text: result.error.message, tone: 'danger' }
    else if (result.data.outcome === 'written')
      ended.value = { text: tn('insights.export.done', result.data.rows, { file: result.data.fileName }), tone: 'good' }
    else if (result.data.outcome === 'cancelled')
      ended.value = { text: t('insights.export.cancelled'), tone: 'warning' }
  }

  function cancel(): void {
    if (running.value) void api.insights.cancelExport({ exportId: running.value })
  }

  const notice = computed<ExportNotice>(() => {
    if (!running.value) return ended.value
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
