/**
 * What each IPC channel does: one handler per channel, mostly a call on the
 * services facade. Requests arrive here already checked against the
 * contract's schema (ipc.ts); the field rules (a valid domain, IP, …) are the
 * services' own and come back as field errors.
 */
import type { AccountSummary } from '../../shared/accounts'
import type { Navigation } from '../../shared/ipc-contract'
import type { EditOutcome } from '../../shared/sync'
import type { Handlers } from './register'
import type { RecentEdits } from '../recent-edits'
import type { Services } from '../services'
import type { SettingsController } from '../settings/controller'

export interface HandlerDeps {
  services: Services
  settings: SettingsController
  recent: RecentEdits
  /** Starts the demo service and answers with its account. */
  tryDemo(): Promise<AccountSummary>
  takeNavigation(): Navigation | null
  hideWindow(): void
  openExternal(url: string): Promise<void>
  version: string
}

export function createHandlers(deps: HandlerDeps): Handlers {
  const { services, recent } = deps

  /** An edit the user made: its website goes to the front of the tray's "recently edited". */
  const edited = (accountId: string, outcome: EditOutcome, websiteId?: string): EditOutcome => {
    const id = outcome.website?.id ?? websiteId
    if (id !== undefined) recent.touch(accountId, id)
    return outcome
  }

  return {
    'accounts:list': () => services.accounts.list(),
    'accounts:detect': (request) => services.accounts.detect(request),
    'accounts:testConnection': (request) => services.accounts.testConnection(request),
    'accounts:add': (request) => services.accounts.add(request),
    'accounts:setApiKey': async ({ accountId, apiKey }) => {
      await services.accounts.setApiKey(accountId, apiKey)
      return null
    },
    'accounts:rename': async ({ accountId, label }) => {
      await services.accounts.rename(accountId, label)
      return null
    },
    'accounts:remove': async ({ accountId }) => {
      await services.accounts.remove(accountId)
      recent.forget(accountId)
      return null
    },
    'accounts:tryDemo': () => deps.tryDemo(),

    'websites:query': ({ accountId, query }) => services.websites.query(accountId, query),
    'websites:get': ({ accountId, websiteId }) => services.websites.get(accountId, websiteId),
    'websites:create': async ({ accountId, input }) => edited(accountId, await services.websites.create(accountId, input)),
    'websites:update': async ({ accountId, websiteId, patch, seen }) => edited(accountId, await services.websites.update(accountId, websiteId, patch, seen), websiteId),
    'websites:favorite': async ({ accountId, websiteId, favorite }) => edited(accountId, await services.websites.favorite(accountId, websiteId, favorite), websiteId),
    'websites:remove': ({ accountId, websiteId }) => services.websites.remove(accountId, websiteId),

    'sync:status': ({ accountId }) => services.sync.status(accountId),
    'sync:syncNow': async ({ accountId }) => {
      await services.sync.syncNow(accountId)
      return null
    },
    'sync:refresh': async ({ accountId }) => {
      await services.sync.refresh(accountId)
      return null
    },
    'sync:conflicts': ({ accountId }) => services.sync.conflicts(accountId),
    'sync:resolveConflict': async ({ accountId, editId, choice }) => {
      await services.sync.resolveConflict(accountId, editId, choice)
      return null
    },
    'sync:retryEdit': async ({ accountId, editId, change, seen }) => edited(accountId, await services.sync.retryEdit(accountId, editId, change, seen)),

    'settings:get': () => deps.settings.state(),
    'settings:update': (patch) => deps.settings.update(patch),

    'app:version': () => deps.version,
    'app:openExternal': async ({ url }) => {
      await deps.openExternal(url)
      return null
    },
    'app:takeNavigation': () => deps.takeNavigation(),
    'app:hideWindow': () => {
      deps.hideWindow()
      return null
    },
  }
}
