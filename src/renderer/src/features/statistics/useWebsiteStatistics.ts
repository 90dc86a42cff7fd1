/**
 * The statistics section's state: open or not, the period, this hour, and each breakdown as main last
 * answered it. Nothing is asked before the user opens the section — each read is requests against the
 * service's limit. Each period's answers are kept apart (a late answer for an earlier period never shows
 * under a newer one), and while a newer period is read the rows of the one before stay in place.
 */
import { computed, reactive, ref, watch } from 'vue'
import type { IpcError } from '../../../../shared/ipc-contract'
import {
  SHOWN_BREAKDOWNS,
  type Breakdown,
  type InsightPeriod,
  type ShownBreakdown,
  type ThisHour,
} from '../../../../shared/insights'
import { useServerData } from '../../data/query'

export interface Loaded<T> {
  data: T | null
  loading: boolean
  error: IpcError | null
}

export function useWebsiteStatistics(props: { accountId: string; websiteId: string }) {
  const server = useServerData()
  const open = ref(false)
  const period = ref<InsightPeriod>('7d')
  /** The period shown before the one being read: its rows stay until the new ones come. */
  const before = ref<InsightPeriod>('7d')
  const ids = (): { accountId: string; websiteId: string } => ({
    accountId: props.accountId,
    websiteId: props.websiteId,
  })
  const breakdown = (name: ShownBreakdown, of: InsightPeriod) => ({ ...ids(), name, period: of })

  function listOf(name: ShownBreakdown): Loaded<Breakdown> {
    const asked = breakdown(name, period.value)
    const loading = server.loading('insights:breakdown', asked)
    const error = loading ? null : server.error('insights:breakdown', asked)
    const earlier = loading ? server.data('insights:breakdown', breakdown(name, before.value)) : undefined
    const data = error ? null : (server.data('insights:breakdown', asked) ?? earlier ?? null)
    return { data, loading, error }
  }

  const lists = reactive(
    Object.fromEntries(SHOWN_BREAKDOWNS.map((name) => [name, computed(() => listOf(name))])) as unknown as Record<
      ShownBreakdown,
      Loaded<Breakdown>
    >,
  )
  const hour = reactive({
    data: computed(() => server.data('insights:thisHour', ids()) ?? null),
    loading: computed(() => server.loading('insights:thisHour', ids())),
    error: computed(() => server.error('insights:thisHour', ids())),
  }) as Loaded<ThisHour>

  function load(): void {
    for (const name of SHOWN_BREAKDOWNS) void server.load('insights:breakdown', breakdown(name, period.value))
  }

  function toggle(): void {
    open.value = !open.value
    if (open.value) {
      load()
      void server.load('insights:thisHour', ids())
    }
  }

  watch(period, (_, previous) => {
    before.value = previous
    if (open.value) load()
  })

  return { open, period, hour, lists, toggle }
}
