/**
 * The statistics section's state (issue 33): open or not, the period, this hour, and each
 * breakdown as main last answered it. Nothing is asked before the user opens the section — each
 * read is requests against the service's limit — and a late answer for an earlier period never
 * replaces a newer one.
 */
import { reactive, ref, watch } from 'vue'
import type { IpcError } from '../../../../shared/ipc-contract'
import {
  SHOWN_BREAKDOWNS,
  type Breakdown,
  type InsightPeriod,
  type ShownBreakdown,
  type ThisHour,
} from '../../../../shared/insights'
import { api } from '../../lib/api'

export interface Loaded<T> {
  data: T | null
  loading: boolean
  error: IpcError | null
}

const empty = <T>(): Loaded<T> => ({ data: null, loading: false, error: null })

export function useWebsiteStatistics(props: { accountId: string; websiteId: string }) {
  const open = ref(false)
  const period = ref<InsightPeriod>('7d')
  const hour = reactive<Loaded<ThisHour>>(empty())
  const lists = reactive(
    Object.fromEntries(SHOWN_BREAKDOWNS.map((name) => [name, empty<Breakdown>()])) as Record<
      ShownBreakdown,
      Loaded<Breakdown>
    >,
  )
  let turn = 0

  async function loadList(name: ShownBreakdown, asked: number): Promise<void> {
    const entry = lists[name]
    entry.loading = true
    const result = await api.insights.breakdown({ ...ids(), name, period: period.value })
    if (asked !== turn) return
    entry.loading = false
    entry.data = result.ok ? result.data : null
    entry.error = result.ok ? null : result.error
  }

  async function loadHour(): Promise<void> {
    hour.loading = true
    const result = await api.insights.thisHour(ids())
    hour.loading = false
    hour.data = result.ok ? result.data : hour.data
    hour.error = result.ok ? null : result.error
  }

  const ids = (): { accountId: string; websiteId: string } => ({
    accountId: props.accountId,
    websiteId: props.websiteId,
  })

  function load(): void {
    const asked = ++turn
    for (const name of SHOWN_BREAKDOWNS) void loadList(name, asked)
  }

  function toggle(): void {
    open.value = !open.value
    if (open.value) {
      load()
      void loadHour()
    }
  }

  watch(period, () => {
    if (open.value) load()
  })

  return { open, period, hour, lists, toggle }
}
