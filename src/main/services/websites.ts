/** Websites: the list, and the user's edits, through the account's engine. */
import { queryWebsites } from '../sync/query'
import { runtimeOf, type ServicesContext } from './context'
import type { Services } from './types'

export function websitesService(context: ServicesContext): Services['websites'] {
  const engineOf = (accountId: string) => runtimeOf(context, accountId).syncOrKeyError()

  return {
    query: async (accountId, query = {}) => {
      const runtime = runtimeOf(context, accountId)
      if (runtime.sync) return runtime.sync.query(query)
      return { ...queryWebsites(runtime.mirror.list(), query, runtime.profile.variant), source: 'mirror', incomplete: runtime.mirror.sweepState().completedAt === null }
    },
    local: (accountId) => runtimeOf(context, accountId).mirror.list(),
    get: (accountId, websiteId) => {
      const runtime = runtimeOf(context, accountId)
      return (runtime.sync ? runtime.sync.get(websiteId) : runtime.mirror.get(websiteId)) ?? null
    },
    create: async (accountId, input) => (await engineOf(accountId)).create(input),
    update: async (accountId, websiteId, patch, seen) => (await engineOf(accountId)).update(websiteId, patch, seen),
    favorite: async (accountId, websiteId, favorite) => (await engineOf(accountId)).setFavorite(websiteId, favorite),
    remove: async (accountId, websiteId) => (await engineOf(accountId)).remove(websiteId),
  }
}
