/**
 * What a click in the tray menu does: each action of the menu model, carried out on the window
 * or the services. A quick edit calls the same service method, with the same request, as the
 * window's form; the services record it as recently edited.
 */
import { t } from '../../shared/i18n'
import type { Navigation } from '../../shared/ipc-contract'
import type { EditOutcome } from '../../shared/sync'
import type { Services } from '../services'
import type { TrayAction } from '../tray/menu'
import { copyTrackingCode } from './tracking-channels'

export interface TrayActionDeps {
  services: Services
  showWindow(navigation?: Navigation): void
  /** The menu as it stands now: after a failed quick edit, its optimistic change is undone. */
  updateTray(): void
  /** A tray click that went wrong: the menu is gone, so the user is told another way. */
  tellUser(title: string, error: unknown): void
  quit(): void
  /** Installs the downloaded update once everything is on disk. */
  restartToUpdate(): void
}

/**
 * Where an action that opens the window takes it: a place, or `undefined` for the window as it is ("Open SiteTray");
 * null for an action that does something else.
 */
function placeOf(action: TrayAction): Navigation | undefined | null {
  switch (action.type) {
    case 'add-account':
      return { view: 'add-account' }
    case 'open-window':
      return undefined
    case 'open-settings':
      return { view: 'settings' }
    case 'open-overview':
      return { view: 'overview' }
    case 'review-conflicts':
      return { view: 'conflicts', accountId: action.accountId }
    case 'fix-key':
      return { view: 'account', accountId: action.accountId, focus: 'apiKey' }
    case 'open-account':
      return { view: 'account', accountId: action.accountId }
    case 'open-website':
      return {
        view: 'website',
        accountId: action.accountId,
        websiteId: action.websiteId,
        ...(action.focus && { focus: action.focus }),
        ...(action.tab && { tab: action.tab }),
      }
    case 'open-all-websites':
      return { view: 'websites', accountId: action.accountId, favoritesOnly: true }
    case 'exclude-my-ip':
      return { view: 'exclude-my-ip', accountId: action.accountId }
    case 'open-batch':
      return { view: 'batch', accountId: action.accountId, batchId: action.batchId }
    default:
      return null
  }
}

/** The service call a quick edit from the menu makes, the window form's own; null for any other action. */
function quickEditOf(action: TrayAction, websites: Services['websites']): (() => Promise<EditOutcome>) | null {
  switch (action.type) {
    case 'set-favorite':
      return () =>
        websites.favorite({ accountId: action.accountId, websiteId: action.websiteId, favorite: action.favorite })
    case 'set-privacy':
      return () =>
        websites.update({
          accountId: action.accountId,
          websiteId: action.websiteId,
          patch: { privacy: action.privacy },
        })
    case 'set-email-reports':
      return () =>
        websites.update({
          accountId: action.accountId,
          websiteId: action.websiteId,
          patch: { emailReports: action.on },
        })
    case 'set-exclude-bots':
      return () =>
        websites.update({ accountId: action.accountId, websiteId: action.websiteId, patch: { excludeBots: action.on } })
    default:
      return null
  }
}

export function createTrayActionRunner(deps: TrayActionDeps): (action: TrayAction) => void {
  const { services } = deps

  // Shown in the menu at once (the mirror changes before any request) and never awaited: the
  // services answer within 2 s whatever the server does. A refusal in that time is told here; one
  // after it is kept in Conflicts and told by the conflict's notification (forward-events.ts).
  const quickEdit = (edit: () => Promise<EditOutcome>): void => {
    edit().catch((error: unknown) => {
      deps.updateTray()
      deps.tellUser(t('tray.failure.quickEdit'), error)
    })
  }

  return (action) => {
    const place = placeOf(action)
    if (place !== null) return deps.showWindow(place)
    const edit = quickEditOf(action, services.websites)
    if (edit) return quickEdit(edit)
    switch (action.type) {
      case 'try-demo':
        services.accounts
          .tryDemo()
          .then(() => deps.updateTray())
          .catch((error: unknown) => deps.tellUser(t('tray.failure.demo'), error))
        return
      case 'refresh-all':
        return refreshAllAccounts(services)
      case 'quit':
        return deps.quit()
      case 'restart-to-update':
        return deps.restartToUpdate()
      case 'copy-tracking-code':
        copyTrackingCode(services, action.accountId).catch((error: unknown) =>
          deps.tellUser(t('tracking.tray.copyFailed'), error),
        )
        return
    }
  }
}

/**
 * Every account's page 1, newest first, and its favorites' visitors: what a click on "Refresh now" or a wake from sleep
 * asks for.
 */
export function refreshAllAccounts(services: Services): void {
  for (const account of services.accounts.list()) {
    services.sync.refresh({ accountId: account.id }).catch(() => undefined)
    services.stats.refreshNow(account.id)
  }
}
