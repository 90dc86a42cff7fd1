/**
 * The overview (issue 33): every account's websites with their days as main has read them, the
 * period shown, and how the table is sorted and searched. Opening it (or choosing a period) asks
 * main to read what is missing or old; `overview-changed` brings the new days, fetched again a few
 * times a second at most while a long reading goes on. A clock ticks so that days that grow old
 * are marked without waiting for main. Main hears when the overview comes on screen and leaves it:
 * meanwhile its reads may go faster.
 */
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { OverviewPeriod, OverviewState } from '../../../shared/overview'
import type { OverviewSort } from '../../../shared/overview-sort'
import { api } from '../lib/api'
import { listen } from '../lib/bridge'
import { clock } from '../lib/clock'

const CLOCK_MS = 30_000
/** The window asks again at most this often while days arrive. */
const RELOAD_EVERY_MS = 300

export const useOverviewStore = defineStore('overview', () => {
  const state = ref<OverviewState | null>(null)
  const period = ref<OverviewPeriod>('7d')
  const sort = ref<OverviewSort>({ column: 'visitors', direction: 'desc' })
  const search = ref('')
  const now = clock(CLOCK_MS)
  let reloading: ReturnType<typeof setTimeout> | null = null
  /** Views showing it now: only then are new days fetched (every website's 60 days, twice over, are not small). */
  let shown = 0

  /**
   * The view opened, or another period chosen: main reads what is missing and says what it has. Opened without one,
   * it shows the period main last had (chosen before the window was loaded again, and the tray's tooltip's).
   */
  async function open(chosen?: OverviewPeriod): Promise<void> {
    if (!chosen && state.value === null) await reload()
    const next = chosen ?? state.value?.period ?? period.value
    period.value = next
    const result = await api.stats.openOverview({ period: next })
    if (result.ok) state.value = result.data
  }

  async function reload(): Promise<void> {
    const result = await api.stats.overviewState()
    if (result.ok) state.value = result.data
  }

  function sortBy(column: OverviewSort['column']): void {
    const current = sort.value
    // A new column starts with its most telling order: names A→Z, numbers largest first.
    const first = column === 'website' ? 'asc' : 'desc'
    sort.value =
      current.column === column
        ? { column, direction: current.direction === 'asc' ? 'desc' : 'asc' }
        : { column, direction: first }
  }

  /** The view is shown, until the function it returns is called. */
  function show(): () => void {
    shown += 1
    if (shown === 1) void api.stats.onScreen({ view: 'overview', shown: true })
    return () => {
      shown -= 1
      if (shown === 0) void api.stats.onScreen({ view: 'overview', shown: false })
    }
  }

  listen('overview-changed', () => {
    if (reloading !== null || state.value === null || shown === 0) return
    reloading = setTimeout(() => {
      reloading = null
      void reload()
    }, RELOAD_EVERY_MS)
  })

  return { state, period, sort, search, now, open, show, sortBy }
})
