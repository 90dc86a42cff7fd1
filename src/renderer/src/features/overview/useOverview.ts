/**
 * The overview: every account's websites with their days as main has read them, the period shown, and
 * how the table is sorted and searched. Opening it (or choosing a period) asks main to read what is
 * missing or old; `overview-changed` brings the new days, read again a few times a second at most while
 * a long reading goes on and only while the overview is on screen (data/refreshes.ts). A clock ticks so
 * that days that grow old are marked without waiting for main. Main hears when the overview comes on
 * screen and leaves it: meanwhile its reads may go faster.
 */
import { computed, reactive, ref } from 'vue'
import type { OverviewPeriod } from '../../../../shared/overview'
import type { OverviewSort } from '../../../../shared/overview/sort'
import { perWindow, useMutation, useServerData } from '../../data/query'
import { clock } from '../../lib/clock'

const CLOCK_MS = 30_000

export const useOverview = () => perWindow('overview', setUpOverview)

function setUpOverview() {
  const server = useServerData()
  const opening = useMutation('stats:openOverview')
  const onScreen = useMutation('stats:onScreen')
  const state = computed(() => server.data('stats:overviewState', {}) ?? null)
  const period = ref<OverviewPeriod>('7d')
  const sort = ref<OverviewSort>({ column: 'visitors', direction: 'desc' })
  const search = ref('')
  /** Views showing it now: only then are new days fetched (every website's 60 days, twice over, are not small). */
  let shown = 0
  let release = (): void => undefined

  /**
   * The view opened, or another period chosen: main reads what is missing and says what it has. Opened without one,
   * it shows the period main last had (chosen before the window was loaded again, and the tray's tooltip's).
   */
  async function open(chosen?: OverviewPeriod): Promise<void> {
    if (!chosen && state.value === null) await server.load('stats:overviewState', {})
    const next = chosen ?? state.value?.period ?? period.value
    period.value = next
    const result = await opening.run({ period: next })
    if (result.ok) server.put('stats:overviewState', {}, result.data)
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
    if (shown === 1) {
      release = server.observe('stats:overviewState', {})
      void onScreen.run({ view: 'overview', shown: true })
    }
    return () => {
      shown -= 1
      if (shown > 0) return
      release()
      void onScreen.run({ view: 'overview', shown: false })
    }
  }

  return reactive({ state, period, sort, search, now: clock(CLOCK_MS), open, show, sortBy })
}
