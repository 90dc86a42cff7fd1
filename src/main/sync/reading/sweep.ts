/**
 * One full sweep of an account's websites (docs/architecture.md, "Sync and storage"): every page with the
 * largest per_page the variant allows, in background requests, a few at a time.
 * What the server says about its pages is a hint, never a promise: a last page
 * beyond the ceiling, a server that never says stop, or pages that repeat what
 * was read end the sweep as incomplete, and an incomplete sweep removes nothing.
 */
import type { WebsitesClient } from '../../api'
import { CONCURRENCY, type Lane } from '../../scheduler'
import { type ListQuery, type Variant, type Website, type WebsitePage } from '../../../shared/website'
import { profileOf } from '../../../shared/variant-profile'

/**
 * The most pages one sweep reads: at 100 a page, 100,000 websites — ten times
 * the largest account SiteTray is measured with (10,000, `npm run bench`), and
 * at the real limit of 60 requests a minute already 17 minutes of an account's
 * whole budget. A server that says there are more is not followed further.
 */
export const MAX_SWEEP_PAGES = 1_000

/**
 * Pages asked for ahead of the one being read: enough to keep the scheduler's background lane busy, never the whole
 * list.
 */
export const SWEEP_WINDOW = CONCURRENCY.background * 2

export interface SweepProgress {
  pagesDone: number
  /** Null until a page has said how many there are. */
  pagesTotal: number | null
  websitesDone: number
  /** The server's count, from page 1; null until then, or when the server gives none (or one past the ceiling). */
  websitesTotal: number | null
}

/** Why a sweep stopped before the server said it was done. */
export type SweepCut =
  /** Past MAX_SWEEP_PAGES. */
  | 'ceiling'
  /** Past the pages the server's own count allows. */
  | 'count'
  /** A page held nothing but websites already read. */
  | 'repeating'

export interface SweepResult {
  /** In the server's order, without duplicates. */
  websites: Website[]
  /**
   * Whether the sweep saw one consistent collection. When websites are added or
   * deleted while it pages, Laravel's offsets shift and a website can be
   * skipped: such a sweep must not be used to remove anything.
   */
  consistent: boolean
  /** Null when the server said where the list ends (an empty page, its last page) and the sweep got there. */
  cut: SweepCut | null
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
  return { ...profileOf(variant).sweepQuery }
}

/**
 * The last page a page points to, no further than the ceiling, nor than the
 * server's count allows plus one (for a website added while the pages are
 * read): `last_page: 100000000` beside 250 websites is not believed. The count
 * is divided by the page size asked for, or the server's own where smaller:
 * a `per_page` larger than the pages are must not cut the sweep short of its
 * websites. Null when the page says no last page.
 */
export function boundedLastPage(page: WebsitePage, perPageAsked: number): number | null {
  if (page.lastPage === null) return null
  const perPage = Math.min(perPageAsked, page.perPage ?? perPageAsked)
  const byCount = page.total === null ? Infinity : Math.max(1, Math.ceil(page.total / perPage)) + 1
  return Math.min(page.lastPage, byCount, MAX_SWEEP_PAGES)
}

/**
 * Whether the page asked for as `requested` ends the list. The number asked for
 * counts, not the `current_page` the server claims, which could end a sweep at
 * page 1.
 */
function endsList(page: WebsitePage, requested: number): boolean {
  return page.items.length === 0 || (page.lastPage !== null && requested >= page.lastPage)
}

export async function runSweep(deps: SweepDeps): Promise<SweepResult> {
  const { client, run } = deps
  const query = sweepQuery(deps.variant)
  // The sweep's own stop, so that pages asked for ahead are withdrawn when it ends early.
  const stop = new AbortController()
  const abandon = (): void => stop.abort(deps.signal?.reason)
  deps.signal?.addEventListener('abort', abandon, { once: true })
  const fetchPage = (page: number): Promise<WebsitePage> =>
    run('background', (taskSignal) => client.list({ ...query, page }, { signal: taskSignal }), stop.signal)
  try {
    deps.onProgress({ pagesDone: 0, pagesTotal: null, websitesDone: 0, websitesTotal: null })
    return await readPages(fetchPage, deps.onProgress, query.perPage ?? 1)
  } finally {
    deps.signal?.removeEventListener('abort', abandon)
    stop.abort()
  }
}

interface Ahead {
  number: number
  page: Promise<WebsitePage>
}

async function readPages(
  fetchPage: (page: number) => Promise<WebsitePage>,
  onProgress: (progress: SweepProgress) => void,
  perPage: number,
): Promise<SweepResult> {
  const seen = new Map<string, Website>()
  const totals = new Set<number | null>()
  const ahead: Ahead[] = []
  let lastPage: number | null = null
  let websitesTotal: number | null = null
  let next = 1
  for (;;) {
    // Where the end is known, a few pages go ahead; where it is not, one at a time, as a server that never says stop is
    // followed.
    const window = lastPage === null ? 1 : SWEEP_WINDOW
    while (ahead.length < window && next <= (lastPage ?? MAX_SWEEP_PAGES)) {
      const page = fetchPage(next)
      // A page asked for ahead and then withdrawn is nobody's failure.
      page.catch(() => undefined)
      ahead.push({ number: next, page })
      next += 1
    }
    const current = ahead.shift()
    // Every page the bounds allow was read, and the server has not said stop.
    if (!current) return collected(seen, totals, lastPage === null || lastPage >= MAX_SWEEP_PAGES ? 'ceiling' : 'count')
    const page = await current.page
    const fresh = page.items.filter((website) => !seen.has(website.id))
    for (const website of fresh) seen.set(website.id, website)
    totals.add(page.total)
    if (current.number === 1 && page.total !== null && page.total <= MAX_SWEEP_PAGES * perPage)
      websitesTotal = page.total
    lastPage = boundedLastPage(page, perPage) ?? lastPage
    const ends = endsList(page, current.number)
    onProgress({
      pagesDone: current.number,
      pagesTotal: ends ? current.number : lastPage,
      websitesDone: seen.size,
      websitesTotal,
    })
    if (ends) return collected(seen, totals, null)
    // Nothing new on a full page: the server is going round in circles (or ignores `page`).
    if (fresh.length === 0) return collected(seen, totals, 'repeating')
  }
}

function collected(
  seen: ReadonlyMap<string, Website>,
  totals: ReadonlySet<number | null>,
  cut: SweepCut | null,
): SweepResult {
  const [total] = totals
  const consistent = totals.size === 1 && (total === null || total === seen.size)
  return { websites: [...seen.values()], consistent, cut }
}
