/**
 * A list read page by page ("Load more"): the rows so far, what is known
 * beyond them, and a reload that keeps as many pages as were shown, so that a
 * change does not collapse a long list. An answer to a query that a newer one
 * overtook is dropped.
 */
import { computed, ref } from 'vue'
import type { QueryResult } from '../../../shared/sync'
import type { Website } from '../../../shared/website'
import type { IpcError, IpcResult } from '../lib/ipc-errors'

/** What is known of the list beyond its rows. */
interface Pages {
  loaded: number
  lastPage: number | null
  total: number | null
  incomplete: boolean
  source: QueryResult['source'] | null
}

const NO_PAGES: Pages = { loaded: 0, lastPage: null, total: null, incomplete: false, source: null }

function pagesOf(answers: QueryResult[]): Pages {
  const last = answers[answers.length - 1]
  return { loaded: answers.length, lastPage: last?.lastPage ?? null, total: last?.total ?? null, incomplete: answers.some((answer) => answer.incomplete), source: last?.source ?? null }
}

/** One more page: what it says of the list, except where the list came from, which the first page said. */
function withPage(before: Pages, answer: QueryResult): Pages {
  return { ...before, loaded: before.loaded + 1, lastPage: answer.lastPage, total: answer.total, incomplete: before.incomplete || answer.incomplete }
}

/** Without a last page from the service, a full last page means there may be more. */
function hasMoreThan(pages: Pages, rowCount: number, pageSize: number): boolean {
  return pages.lastPage === null ? rowCount === pages.loaded * pageSize && rowCount > 0 : pages.loaded < pages.lastPage
}

/** `fetchPage` answers page `page` (from 1) of the current query, or null when there is nothing to ask about. */
export function usePagedList(pageSize: number, fetchPage: (page: number) => Promise<IpcResult<QueryResult>> | null) {
  const rows = ref<Website[]>([])
  const pages = ref<Pages>(NO_PAGES)
  const loading = ref(false)
  const loadingMore = ref(false)
  const error = ref<IpcError | null>(null)
  let generation = 0

  const hasMore = computed(() => hasMoreThan(pages.value, rows.value.length, pageSize))

  /** Page 1 again (or every page already shown, when `keepPages`). */
  async function reload(keepPages = false): Promise<void> {
    const count = keepPages ? Math.max(1, pages.value.loaded) : 1
    const asked = Array.from({ length: count }, (_, index) => fetchPage(index + 1))
    if (asked.some((answer) => answer === null)) return
    const mine = ++generation
    loading.value = true
    const results = await Promise.all(asked)
    if (mine !== generation) return
    loading.value = false
    const failed = results.find((result) => result && !result.ok)
    error.value = failed && !failed.ok ? failed.error : null
    if (failed) return
    const answers = results.flatMap((result) => (result?.ok ? [result.data] : []))
    rows.value = answers.flatMap((answer) => answer.items)
    pages.value = pagesOf(answers)
  }

  async function loadMore(): Promise<void> {
    if (loadingMore.value || !hasMore.value) return
    const asked = fetchPage(pages.value.loaded + 1)
    if (!asked) return
    const mine = generation
    loadingMore.value = true
    const result = await asked
    loadingMore.value = false
    if (mine !== generation) return
    if (!result.ok) {
      error.value = result.error
      return
    }
    const known = new Set(rows.value.map((website) => website.id))
    rows.value = [...rows.value, ...result.data.items.filter((website) => !known.has(website.id))]
    pages.value = withPage(pages.value, result.data)
  }

  /** Nothing shown: another list is on its way. */
  function clear(): void {
    rows.value = []
    pages.value = NO_PAGES
    error.value = null
  }

  /** A row main answered with after an edit, in place. */
  function replace(website: Website): void {
    rows.value = rows.value.map((candidate) => (candidate.id === website.id ? website : candidate))
  }

  return { rows, pages, loading, loadingMore, error, hasMore, reload, loadMore, clear, replace }
}
