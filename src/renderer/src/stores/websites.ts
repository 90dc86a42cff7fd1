/**
 * One website at a time: read it, create it, change it, star it, delete it —
 * each answered with main's outcome (sent, kept for later, a conflict) — and
 * a count per account of main's word that its websites changed, for whoever
 * shows one of them to follow.
 */
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { RequestOf } from '../../../shared/ipc-contract'
import type { EditOutcome } from '../../../shared/sync'
import { invoke, listen } from '../lib/bridge'
import type { IpcResult } from '../lib/ipc-errors'

/**
 * A change of a website's settings from its editor: the update, then the
 * favorite on its own channel (variant A keeps favorites on this computer)
 * unless the update is a conflict. Answers the more telling outcome, or null
 * when nothing changed.
 */
async function saveChanges(request: RequestOf<'websites:update'> & { favorite?: boolean }): Promise<IpcResult<EditOutcome | null>> {
  const { favorite, ...update } = request
  let last: EditOutcome | null = null
  if (Object.keys(update.patch).length > 0) {
    const result = await invoke('websites:update', update)
    if (!result.ok) return result
    last = result.data
  }
  if (favorite !== undefined && last?.status !== 'conflict') {
    const result = await invoke('websites:favorite', { accountId: request.accountId, websiteId: request.websiteId, favorite })
    if (!result.ok) return result
    // A queued update stays queued even if the favorite went through.
    if (!last || last.status === 'saved') last = result.data
  }
  return { ok: true, data: last }
}

export const useWebsitesStore = defineStore('websites', () => {
  const changes = ref<Record<string, number>>({})

  /** Grows each time main says the account's websites changed (`websites-changed` fires only on real changes). */
  function changesOf(accountId: string): number {
    return changes.value[accountId] ?? 0
  }

  listen('websites-changed', ({ accountId }) => {
    changes.value = { ...changes.value, [accountId]: changesOf(accountId) + 1 }
  })

  return {
    changesOf,
    get: (request: RequestOf<'websites:get'>) => invoke('websites:get', request),
    create: (request: RequestOf<'websites:create'>) => invoke('websites:create', request),
    /** `seen`: what the form showed of each changed setting, so that another device's change meanwhile is a conflict. */
    update: (request: RequestOf<'websites:update'>) => invoke('websites:update', request),
    saveChanges,
    favorite: (request: RequestOf<'websites:favorite'>) => invoke('websites:favorite', request),
    remove: (request: RequestOf<'websites:remove'>) => invoke('websites:remove', request),
  }
})
