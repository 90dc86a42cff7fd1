/**
 * One full sweep of an account's websites (docs/architecture.md, "Sync and storage"): every page with the
 * largest per_page the variant allows, in background requests. Page 1 says how
 * many pages there are; the rest are queued at once and the scheduler decides
 * how fast they go.
 */
import { isLastPage, type WebsitesClient } from '../api'
import type { Lane } from '../scheduler'
import { CAPABILITIES, type ListQuery, type Variant, type Website, type WebsitePage } from '../../shared/website'

export interface SweepProgress {
  pagesDone: number
  /** Null until the first page has said how many there are. */
  pagesTotal: number | null
  websitesDone: number
  /** The server's count, from page 1; null until then, or when the server gives none. */
  websitesTotal: number | null
}

export interface SweepResult {
  /** In the server's order, without duplicates. */
  websites: Website[]
  /**
   * Whether the sweep saw one consistent collection. When websites are added or
   * deleted while it pages, Laravel's offsets shift and a website can be
   * skipped: such a sweep must not be used to remove anything.
   */
  consistent: boolean
}

export interface SweepDeps {
  variant: Variant
  client: WebsitesClient
  /** Sends one request through the account's scheduler. */
  run: <T>(lane: Lane, task: (signal: AbortSignal) => Promise<T>, signal?: AbortSignal) => Promise<T>
  /** Withdraws the pages still queued, when the sweep is abandoned. */
  signal?: AbortSignal
  onProgress: (progress: SweepProgress) => void
}

/** Newest first where the variant can say so, so that a cheap refresh of page 1 sees new websites. */
export function sweepQuery(variant: Variant): ListQuery {
  const perPage = CAPABILITIES[variant].perPage.max
  return CAPABILITIES[variant].sortBy.includes('created') ? { sortBy: 'created', sort: 'desc', perPage } : { perPage }
}

export async function runSweep(deps: SweepDeps): Promise<SweepResult> {
  const { client, run, signal } = deps
  const query = sweepQuery(deps.variant)
  const fetchPage = (page: number): Promise<WebsitePage> => run('background', (taskSignal) => client.list({ ...query, page }, { signal: taskSignal }), signal)

  deps.onProgress({ pagesDone: 0, pagesTotal: null, websitesDone: 0, websitesTotal: null })
  const first = await fetchPage(1)
  const pages: WebsitePage[] = [first]
  const knownLast = first.lastPage !== null && !isLastPage(first) ? first.lastPage : null
  const websitesTotal = first.total
  let websitesDone = first.items.length
  deps.onProgress({ pagesDone: 1, pagesTotal: isLastPage(first) ? 1 : knownLast, websitesDone, websitesTotal })

  if (knownLast !== null) {
    let done = 1
    const rest = await Promise.all(
      Array.from({ length: knownLast - 1 }, (_, index) =>
        fetchPage(index + 2).then((page) => {
          done += 1
          websitesDone += page.items.length
          deps.onProgress({ pagesDone: done, pagesTotal: knownLast, websitesDone, websitesTotal })
          return page
        }),
      ),
    )
    pages.push(...rest)
  } else if (!isLastPage(first)) {
    // A server that gives no last page: follow the pages one by one until it says stop.
    for (let page = 2; ; page += 1) {
      const next = await fetchPage(page)
      pages.push(next)
      websitesDone += next.items.length
      deps.onProgress({ pagesDone: page, pagesTotal: null, websitesDone, websitesTotal })
      if (isLastPage(next) || next.items.length === 0) break
    }
  }
  return collect(pages)
}

function collect(pages: readonly WebsitePage[]): SweepResult {
  const byId = new Map<string, Website>()
  for (const page of pages) for (const website of page.items) if (!byId.has(website.id)) byId.set(website.id, website)
  const totals = new Set(pages.map((page) => page.total))
  const total = pages[0]?.total ?? null
  const consistent = totals.size === 1 && (total === null || total === byId.size)
  return { websites: [...byId.values()], consistent }
}
