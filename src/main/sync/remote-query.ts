/**
 * List queries (docs/architecture.md, "Sync and storage"): from the mirror once a sweep has completed;
 * before that from the server with the same search, sort and filter, falling
 * back to the partial mirror when the server cannot answer.
 */
import { ApiError } from '../api'
import type { QueryResult } from '../../shared/sync'
import { hasErrors, validateListQuery } from '../../shared/validation'
import { CAPABILITIES, type ListQuery } from '../../shared/website'
import { meaningOf } from './error-policy'
import { queryWebsites } from './query'
import type { EngineParts } from './parts'

export type RemoteQueryDeps = Pick<EngineParts, 'variant' | 'client' | 'mirror' | 'requests' | 'writer' | 'records' | 'connectivity' | 'problems'>

export function invalidRequest(fieldErrors: Record<string, string[]>): ApiError {
  return new ApiError({ kind: 'invalid_request', fieldErrors, message: Object.values(fieldErrors)[0]?.[0] ?? 'Some values are not allowed.' })
}

/** The account's list, as the window asks for it. */
export class ListQueries {
  constructor(private readonly deps: RemoteQueryDeps) {}

  async query(query: ListQuery = {}): Promise<QueryResult> {
    const { deps } = this
    const { variant, mirror } = deps
    // Variant A keeps favorites on this computer: only the mirror can filter by them.
    const favoriteIsLocal = !CAPABILITIES[variant].serverFavorites && query.favorite !== undefined
    const errors = validateListQuery(favoriteIsLocal ? { ...query, favorite: undefined } : query, variant)
    if (hasErrors(errors)) throw invalidRequest(errors)
    const local = (incomplete: boolean): QueryResult => ({ ...queryWebsites(mirror.list(), query, variant), source: 'mirror', incomplete })
    if (mirror.sweepState().completedAt !== null) return local(false)
    if (favoriteIsLocal || !deps.connectivity.isOnline) return local(true)
    const mark = deps.writer.mark()
    try {
      const page = await deps.requests.run('interactive', (signal) => deps.client.list({ ...query, perPage: query.perPage ?? CAPABILITIES[variant].perPage.default }, { signal }))
      deps.connectivity.noteSuccess()
      deps.problems.succeeded('query')
      const items = deps.records.takeIn(page.items, mark)
      return { ...page, items, source: 'server', incomplete: false }
    } catch (error) {
      const meaning = meaningOf(error)
      if (meaning === 'offline' || meaning === 'retry' || meaning === 'busy') {
        deps.problems.report('query', error)
        deps.connectivity.noteFailure(error)
        return local(true)
      }
      throw error
    }
  }
}
