/**
 * List queries (docs/architecture.md, "Sync and storage"): from the mirror once a sweep has completed;
 * before that from the server with the same search, sort and filter, falling
 * back to the partial mirror when the server cannot answer (or cannot give
 * the order asked for). A window's server request that a newer query
 * overtakes is withdrawn: typing a search costs no request per keystroke
 * that nobody will read.
 */
import { ApiError, type WebsitesClient } from '../../api'
import { isCancellation } from '../../scheduler'
import type { ListWindow } from '../../../shared/list-query'
import type { QueryResult } from '../../../shared/sync'
import { hasErrors, validateListQuery } from '../../../shared/validation'
import { type ListQuery, type WebsitePage } from '../../../shared/website'
import { profileOf } from '../../../shared/variant-profile'
import { meaningOf, type Meaning } from '../health/error-policy'
import { mirrorWindow, pagesCovering, queryWebsites, serverListQuery, type WindowRequest } from './query'
import type { Variant } from '../../../shared/website'
import type { EngineState } from '../engine-state'
import type { AccountRequests } from '../requests'
import type { ServerRecords } from './server-records'
import type { Connectivity } from '../health/connectivity'
import type { Problems } from '../health/error-policy'
import { t } from '../../../shared/i18n'

export interface RemoteQueryDeps {
  state: EngineState
  variant: Variant
  client: WebsitesClient
  requests: AccountRequests
  records: ServerRecords
  connectivity: Connectivity
  problems: Problems
}

/**
 * The failures a list query is answered from the mirror for (marked incomplete), the status saying why: the service
 * out of reach, busy, failing for now, or its certificate not trusted. Any other refusal is the query's own.
 */
function answeredFromMirror(meaning: Meaning): boolean {
  return meaning === 'offline' || meaning === 'retry' || meaning === 'busy' || meaning === 'untrusted'
}

export function invalidRequest(fieldErrors: Record<string, string[]>): ApiError {
  return new ApiError({
    kind: 'invalid_request',
    fieldErrors,
    message: Object.values(fieldErrors)[0]?.[0] ?? t('sync.outbox.notAllowed'),
  })
}

/** The account's list, as the window asks for it. */
export class ListQueries {
  /** The window query whose server requests are under way, to withdraw them when another query comes. */
  private current: { key: string; abort: AbortController } | null = null

  constructor(private readonly deps: RemoteQueryDeps) {}

  /**
   * A window of the list: from the mirror's index once a sweep has completed, else from the server where it can give
   * it.
   */
  async window(request: WindowRequest): Promise<ListWindow> {
    const { deps } = this
    if (deps.state.mirror.sweepState().completedAt !== null) return mirrorWindow(deps.state.mirror, request, false)
    const query = serverListQuery(request, deps.variant)
    if (!query || !deps.connectivity.isOnline) return mirrorWindow(deps.state.mirror, request, true)
    const signal = this.overtake(JSON.stringify(query))
    const perPage = profileOf(deps.variant).perPage.max
    const mark = deps.state.writer.mark()
    try {
      const pages = await Promise.all(
        pagesCovering(request.offset, request.limit, perPage).map((page) =>
          deps.requests.run(
            'interactive',
            (taskSignal) => deps.client.list({ ...query, perPage, page }, { signal: taskSignal }),
            signal,
          ),
        ),
      )
      deps.connectivity.noteSuccess()
      deps.problems.succeeded('query')
      return this.windowOf(pages, request, perPage, mark)
    } catch (error) {
      if (isCancellation(error)) throw error
      if (!answeredFromMirror(meaningOf(error))) throw error
      deps.problems.report('query', error)
      deps.connectivity.noteFailure(error)
      return mirrorWindow(deps.state.mirror, request, true)
    }
  }

  /** A signal that aborts when a query other than `key` comes; the same query (the next rows) shares it. */
  private overtake(key: string): AbortSignal {
    if (this.current?.key !== key) {
      this.current?.abort.abort()
      this.current = { key, abort: new AbortController() }
    }
    return this.current.abort.signal
  }

  private windowOf(pages: WebsitePage[], request: WindowRequest, perPage: number, mark: number): ListWindow {
    const first = pages[0]!
    const rows = this.deps.records.takeIn(
      pages.flatMap((page) => page.items),
      mark,
    )
    const skip = request.offset - (first.page - 1) * perPage
    const items = rows.slice(skip, skip + request.limit)
    const anchorAt = request.anchorId === undefined ? -1 : items.findIndex((website) => website.id === request.anchorId)
    const total = first.total ?? (first.page - 1) * perPage + rows.length
    return {
      items,
      offset: request.offset,
      total,
      order: request.order,
      source: 'server',
      incomplete: false,
      anchorIndex: anchorAt < 0 ? null : request.offset + anchorAt,
    }
  }

  async query(query: ListQuery = {}): Promise<QueryResult> {
    const { deps } = this
    const { variant } = deps
    const { mirror } = deps.state
    // Variant A keeps favorites on this computer: only the mirror can filter by them.
    const favoriteIsLocal = profileOf(variant).favoritesLiveHere && query.favorite !== undefined
    const errors = validateListQuery(favoriteIsLocal ? { ...query, favorite: undefined } : query, variant)
    if (hasErrors(errors)) throw invalidRequest(errors)
    const local = (incomplete: boolean): QueryResult => ({
      ...queryWebsites(mirror.list(), query, variant),
      source: 'mirror',
      incomplete,
    })
    if (mirror.sweepState().completedAt !== null) return local(false)
    if (favoriteIsLocal || !deps.connectivity.isOnline) return local(true)
    const mark = deps.state.writer.mark()
    try {
      const page = await deps.requests.run('interactive', (signal) =>
        deps.client.list({ ...query, perPage: query.perPage ?? profileOf(variant).perPage.default }, { signal }),
      )
      deps.connectivity.noteSuccess()
      deps.problems.succeeded('query')
      const items = deps.records.takeIn(page.items, mark)
      return { ...page, items, source: 'server', incomplete: false }
    } catch (error) {
      if (answeredFromMirror(meaningOf(error))) {
        deps.problems.report('query', error)
        deps.connectivity.noteFailure(error)
        return local(true)
      }
      throw error
    }
  }
}
