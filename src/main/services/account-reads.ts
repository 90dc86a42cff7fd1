/**
 * An account's read side, which always exists: the sync engine's while there is one (it may ask the server for a
 * list the mirror cannot answer yet), the mirror's alone while there is no usable key. Decided once, in the account's
 * runtime, so that no service method asks which of the two it has.
 */
import type { AccountMirror } from '../mirror'
import { mirrorWindow, queryWebsites, type AccountSync, type WindowRequest } from '../sync'
import type { ListQuery, ListWindow } from '../../shared/list-query'
import type { QueryResult } from '../../shared/sync'
import type { Variant, Website } from '../../shared/website'

export interface AccountReads {
  query(query: ListQuery): Promise<QueryResult> | QueryResult
  window(request: WindowRequest): Promise<ListWindow> | ListWindow
  /** The website under this id (or the server id a local one has turned into, once the engine knows it). */
  get(websiteId: string): Website | undefined
}

export function engineReads(sync: AccountSync): AccountReads {
  return {
    query: (query) => sync.lists.query(query),
    window: (request) => sync.lists.window(request),
    get: (websiteId) => sync.editor.get(websiteId),
  }
}

export function mirrorReads(mirror: AccountMirror, variant: Variant): AccountReads {
  const incomplete = (): boolean => mirror.sweepState().completedAt === null
  return {
    query: (query) => ({ ...queryWebsites(mirror.list(), query, variant), source: 'mirror', incomplete: incomplete() }),
    window: (request) => mirrorWindow(mirror, request, incomplete()),
    get: (websiteId) => mirror.get(websiteId),
  }
}
