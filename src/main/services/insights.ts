/**
 * A website's statistics (variant B): its breakdowns and this hour, read on demand and
 * kept a while per account, and any statistic exported to a CSV file the user picks. The file is
 * chosen through the save dialog the shell plugs in (`useSaveDialog`: Electron's, in the glue);
 * whether the plan allows exports comes from `exportAllowed`, asked before any request.
 */
import { ApiError } from '../api'
import { createLogger } from '../base'
import { isCancellation } from '../scheduler'
import { exportCsv, ExportTooLargeError, type StatisticsEngine } from '../stats'
import type { ChannelGroup } from '../../shared/ipc-interfaces'
import {
  exportFileName,
  periodRange,
  type ExportProgress,
  type ExportResult,
  type ThisHourVisitors,
} from '../../shared/statistics/insights'
import { statsToday } from '../../shared/visitors'
import { formatByteSize, t } from '../../shared/i18n'
import { noKeyMessage } from './account-runtime'
import { runtimeOf, type ServicesContext } from './context'

const log = createLogger('insights')

/** The save dialog: the path the user chose, or null when they cancelled. */
export type ChooseSavePath = (suggestedName: string) => Promise<string | null>

export interface InsightsDeps {
  /**
   * Whether the account's plan allows exports (`plan.features.data_export`); undefined while it is
   * not known yet, which allows them — the service's own dashboard is the final word.
   */
  exportAllowed(accountId: string): boolean | undefined
}

/** What the shell tells the statistics beyond the window's channels. */
interface InsightsSignals {
  useSaveDialog(choose: ChooseSavePath): void
  /** The tray's "this hour" per favorite, as far as it has been read. */
  trayHours(accountId: string): Record<string, ThisHourVisitors>
}

/** What the user reads when an export fails: the service's words, the cap, or the file. */
function problemOf(error: unknown): string {
  if (error instanceof ApiError) return error.message
  if (error instanceof ExportTooLargeError)
    return t('insights.export.tooLarge', { size: formatByteSize(error.maxBytes) })
  return t('insights.export.notWritten')
}

function failureKind(error: unknown): string {
  if (error instanceof ApiError) return error.kind
  return error instanceof ExportTooLargeError ? 'too large' : 'file'
}

/** The account's statistics; a service without them (variant A, whose window never asks) has nothing to read with. */
function statisticsOf(context: ServicesContext, accountId: string): StatisticsEngine {
  const runtime = runtimeOf(context, accountId)
  if (!runtime.statistics)
    throw new ApiError({ kind: 'unauthorized', message: runtime.keyProblemText ?? noKeyMessage() })
  return runtime.statistics
}

export function insightsService(context: ServicesContext, deps: InsightsDeps) {
  const exports = new Map<string, AbortController>()
  let choose: ChooseSavePath = () => Promise.resolve(null)

  const progress = (payload: ExportProgress): void => context.env.emit({ type: 'export-progress', payload })

  return {
    breakdown: ({ accountId, websiteId, name, period }) =>
      statisticsOf(context, accountId).breakdown(websiteId, name, period),
    thisHour: ({ accountId, websiteId }) => statisticsOf(context, accountId).thisHour(websiteId),
    export: async ({ accountId, websiteId, name, period, exportId }): Promise<ExportResult> => {
      // The plan's word comes first: a plan without exports sends nothing, not even the dialog.
      if (deps.exportAllowed(accountId) === false)
        throw new ApiError({ kind: 'forbidden', message: t('insights.export.notInPlan') })
      const access = statisticsOf(context, accountId).usableAccess()
      const runtime = runtimeOf(context, accountId)
      const { from, to } = periodRange(period, statsToday(Date.now()))
      const domain = runtime.mirror.get(websiteId)?.displayDomain ?? websiteId
      const path = await choose(exportFileName(domain, name, from, to))
      if (path === null) return { outcome: 'no-file' }
      const controller = new AbortController()
      exports.set(exportId, controller)
      const tell = (state: ExportProgress['state'], rowsRead: number, total: number | null, problem?: string): void =>
        progress({ exportId, state, rowsRead, total, ...(problem !== undefined && { problem }) })
      tell('reading', 0, null)
      try {
        const rows = await exportCsv({
          ...access,
          websiteId,
          name,
          from,
          to,
          path,
          signal: controller.signal,
          onProgress: (rowsRead, total) => tell('reading', rowsRead, total),
        })
        tell('done', rows, rows)
        return { outcome: 'written', rows, fileName: path.split(/[\\/]/).at(-1) ?? path }
      } catch (error) {
        if (controller.signal.aborted || isCancellation(error)) {
          tell('cancelled', 0, null)
          return { outcome: 'cancelled' }
        }
        const problem = problemOf(error)
        log.warn(`an export of ${name} failed (${failureKind(error)})`)
        tell('failed', 0, null, problem)
        throw error instanceof ApiError ? error : new ApiError({ kind: 'server', message: problem })
      } finally {
        exports.delete(exportId)
      }
    },
    cancelExport: ({ exportId }) => {
      exports.get(exportId)?.abort()
    },
    useSaveDialog: (chooser: ChooseSavePath) => {
      choose = chooser
    },
    trayHours: (accountId: string) => {
      const runtime = context.runtimes.get(accountId)
      const statistics = runtime?.statistics
      if (!runtime || !statistics) return {}
      return Object.fromEntries(
        runtime.mirror.list().flatMap((website) => {
          const hour = website.favorite ? statistics.trayHour(website.id) : undefined
          return hour ? [[website.id, hour] as const] : []
        }),
      )
    },
  } satisfies ChannelGroup<'insights'> & InsightsSignals
}
