/**
 * One list of the statistics tab: its first page read while it is near the view (each list is a request against the
 * service's limit, and most of the fifteen are below the fold), the filter sent to the service as `search`
 * once the user pauses typing (the data layer keeps the newest answer), and "Show all": every row read so far,
 * and the next page of a hundred while the service says there are more.
 */
import { computed, onScopeDispose, ref, watch, type Ref } from 'vue'
import type { Comparison, Period } from '../../../../shared/statistics/period'
import type { ListRow, StatisticList } from '../../../../shared/statistics/summary'
import { useQuery, useServerData } from '../../data/query'
import type { WebsiteIds } from './useStatisticsView'

/** Long enough not to ask on every keystroke, short enough to feel like filtering. */
const SEARCH_PAUSE_MS = 300
/** The rows a list shows until "Show all". */
export const FIRST_ROWS = 10

export function useStatisticList(
  pick: () => WebsiteIds & { period: Period; comparison: Comparison },
  list: StatisticList,
  inView: Ref<boolean>,
) {
  const server = useServerData()
  const filter = ref('')
  const search = ref('')
  const all = ref(false)
  const pages = ref(1)
  let timer: ReturnType<typeof setTimeout> | undefined
  watch(filter, (text) => {
    clearTimeout(timer)
    timer = setTimeout(() => (search.value = text.trim()), SEARCH_PAUSE_MS)
  })
  onScopeDispose(() => clearTimeout(timer))

  const requestOf = (page: number) => ({
    ...pick(),
    list,
    ...(search.value && { search: search.value }),
    ...(page > 1 && { page }),
  })
  // Another pick or another search starts again from the first page.
  watch([() => JSON.stringify(pick()), search], () => (pages.value = 1))
  // A list is read for a pick while it is near the view, and keeps what it read when scrolled past; a list the user
  // is not near when the period changes waits until they scroll to it, rather than spending the service's limit.
  const pickKey = () => JSON.stringify([pick(), search.value])
  const readFor = ref<string | null>(null)
  watch(
    [inView, pickKey],
    ([near, key]) => {
      if (near) readFor.value = key
    },
    { immediate: true },
  )
  const first = useQuery('statistics:list', () => (readFor.value === pickKey() ? requestOf(1) : null))

  const loaded = computed(() => {
    const answers = [first.data.value]
    for (let page = 2; page <= pages.value; page++) answers.push(server.data('statistics:list', requestOf(page)))
    return answers
  })
  const rows = computed<ListRow[]>(() => loaded.value.flatMap((answer) => answer?.rows ?? []))
  const lastPage = computed(() => loaded.value.at(-1))

  async function showAll(): Promise<void> {
    all.value = true
    const last = lastPage.value
    if (last?.more) {
      pages.value += 1
      await server.ensure('statistics:list', requestOf(pages.value))
    }
  }

  return {
    filter,
    /** The filter the rows answer (what was sent). */
    search,
    all,
    first: first.data,
    error: first.error,
    loading: computed(() => first.loading.value || (pages.value > 1 && lastPage.value === undefined)),
    rows: computed(() => (all.value ? rows.value : rows.value.slice(0, FIRST_ROWS))),
    /** More rows than shown: read, or on the service. */
    more: computed(
      () => rows.value.length > (all.value ? rows.value.length : FIRST_ROWS) || lastPage.value?.more === true,
    ),
    showAll,
  }
}
