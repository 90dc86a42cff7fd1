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

export function createTrayActionRunner(deps: TrayActionDeps): (action: TrayAction) => void {
  const { services, showWindow } = deps
  const { websites } = services

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
    switch (action.type) {
      case 'add-account':
        return showWindow({ view: 'add-account' })
      case 'try-demo':
        services.accounts
          .tryDemo()
          .then(() => deps.updateTray())
          .catch((error: unknown) => deps.tellUser(t('tray.failure.demo'), error))
        return
      case 'open-window':
        return showWindow()
      case 'open-settings':
        return showWindow({ view: 'settings' })
      case 'refresh-all':
        return refreshAllAccounts(services)
      case 'quit':
        return deps.quit()
      case 'restart-to-update':
        return deps.restartToUpdate()
      case 'review-conflicts':
        return showWindow({ view: 'conflicts', accountId: action.accountId })
      case 'fix-key':
        return showWindow({ view: 'account', accountId: action.accountId, focus: 'apiKey' })
      case 'open-account':
        return showWindow({ view: 'account', accountId: action.accountId })
      case 'open-website':
        return showWindow({
          view: 'website',
          accountId: action.accountId,
          websiteId: action.websiteId,
          ...(action.focus && { focus: action.focus }),
        })
      case 'open-all-websites':
        return showWindow({ view: 'websites', accountId: action.accountId, favoritesOnly: true })
      case 'exclude-my-ip':
        return showWindow({ view: 'exclude-my-ip', accountId: action.accountId })
      case 'open-batch':
        return showWindow({ view: 'batch', accountId: action.accountId, batchId: action.batchId })
      case 'set-favorite':
        return quickEdit(() =>
          websites.favorite({ accountId: action.accountId, websiteId: action.websiteId, favorite: action.favorite }),
        )
      case 'set-privacy':
        return quickEdit(() =>
          websites.update({
            accountId: action.accountId,
            websiteId: action.websiteId,
            patch: { privacy: action.privacy },
          }),
        )
      case 'set-email-reports':
        return quickEdit(() =>
          websites.update({
            accountId: action.accountId,
            websiteId: action.websiteId,
            patch: { emailReports: action.on },
          }),
        )
      case 'set-exclude-bots':
        return quickEdit(() =>
          websites.update({
            accountId: action.accountId,
            websiteId: action.websiteId,
            patch: { excludeBots: action.on },
          }),
        )
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
