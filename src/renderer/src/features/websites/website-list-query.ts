/**
 * What the websites list (website-list.ts) asks main for: the shown account, its search, favorites only and order
 * (remembered per account by main), and the rows of that query from an offset. Each change the user makes calls
 * `changed`, which loads the list again from the top.
 */
import { computed, ref } from 'vue'
import type { AccountSummary } from '../../../../shared/accounts'
import type { ListOrder } from '../../../../shared/list-query'
import { useServerData } from '../../data/query'

export type ShownAccount = Pick<AccountSummary, 'id' | 'variant'>
interface Filters {
  search: string
  favoritesOnly: boolean
}

export function websiteListQuery(changed: () => void) {
  const server = useServerData()
  const account = ref<ShownAccount | null>(null)
  const filters = ref<Filters>({ search: '', favoritesOnly: false })
  /** Null until main has said which order the account's list is in. */
  const order = ref<ListOrder | null>(null)

  /** The list's search and filter as a bulk change selects by them: the same websites, in main. */
  const query = computed(() => {
    const search = filters.value.search.trim()
    return { ...(search && { search }), ...(filters.value.favoritesOnly && { favorite: true }) }
  })

  const fetchRows = (offset: number, limit: number, anchorId?: string) => {
    const current = account.value
    if (!current) return null
    return server.ask('websites:listWindow', {
      accountId: current.id,
      offset,
      limit,
      ...query.value,
      ...(order.value && { order: order.value }),
      ...(anchorId !== undefined && { anchorId }),
    })
  }

  /** Another account starts with no search, in the order main remembers for it. */
  function showAccount(next: ShownAccount): void {
    if (account.value && account.value.id !== next.id) {
      filters.value = { ...filters.value, search: '' }
      order.value = null
    }
    account.value = { id: next.id, variant: next.variant }
  }

  /** A filter the user changed: the list loads again from the top (unless nothing changed). */
  function setFilter<K extends keyof Filters>(key: K, value: Filters[K]): void {
    if (value === filters.value[key]) return
    filters.value = { ...filters.value, [key]: value }
    if (account.value) changed()
  }

  function setOrder(next: ListOrder): void {
    if (next === order.value) return
    order.value = next
    if (account.value) changed()
  }

  return {
    account,
    filters,
    order,
    query,
    fetchRows,
    showAccount,
    setSearch: (text: string) => setFilter('search', text),
    setFavoritesOnly: (on: boolean) => setFilter('favoritesOnly', on),
    setOrder,
  }
}
