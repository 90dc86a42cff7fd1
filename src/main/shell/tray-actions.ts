/**
 * What a click in the tray menu does: each action of the menu model, carried out on the window
 * or the services. A quick edit goes to the same services the window uses.
 */
import type { AccountSummary } from '../../shared/accounts'
import type { Navigation } from '../../shared/ipc-contract'
import type { EditOutcome } from '../../shared/sync'
import type { RecentEdits } from '../recent-edits'
import type { Services } from '../services'
import type { TrayAction } from '../tray/menu'

export interface TrayActionDeps {
  services: Services
  recent: RecentEdits
  showWindow(navigation?: Navigation): void
  tryDemo(): Promise<AccountSummary>
  /** The menu as it stands now: after a failed quick edit, its optimistic change is undone. */
  updateTray(): void
  /** A tray click that went wrong: the menu is gone, so the user is told another way. */
  tellUser(title: string, error: unknown): void
  quit(): void
}

export function createTrayActionRunner(deps: TrayActionDeps): (action: TrayAction) => void {
  const { services, recent, showWindow } = deps

  const quickEdit = (accountId: string, websiteId: string, edit: () => Promise<EditOutcome>): void => {
    recent.touch(accountId, websiteId)
    edit().catch((error: unknown) => {
      deps.updateTray()
      deps.tellUser('SiteTray could not make that change', error)
    })
  }

  return (action) => {
    switch (action.type) {
      case 'add-account':
        return showWindow({ view: 'add-account' })
      case 'try-demo':
        deps
          .tryDemo()
          .then(() => deps.updateTray())
          .catch((error: unknown) => deps.tellUser('The demo could not start', error))
        return
      case 'open-window':
        return showWindow()
      case 'open-settings':
        return showWindow({ view: 'settings' })
      case 'refresh-all':
        return refreshAllAccounts(services)
      case 'quit':
        return deps.quit()
      case 'review-conflicts':
        return showWindow({ view: 'conflicts', accountId: action.accountId })
      case 'fix-key':
        return showWindow({ view: 'account', accountId: action.accountId, focus: 'apiKey' })
      case 'open-website':
        return showWindow({ view: 'website', accountId: action.accountId, websiteId: action.websiteId, ...(action.focus && { focus: action.focus }) })
      case 'open-all-websites':
        return showWindow({ view: 'websites', accountId: action.accountId, favoritesOnly: true })
      case 'set-favorite':
        return quickEdit(action.accountId, action.websiteId, () => services.websites.favorite(action.accountId, action.websiteId, action.favorite))
      case 'set-privacy':
        return quickEdit(action.accountId, action.websiteId, () => services.websites.update(action.accountId, action.websiteId, { privacy: action.privacy }))
      case 'set-email-reports':
        return quickEdit(action.accountId, action.websiteId, () => services.websites.update(action.accountId, action.websiteId, { emailReports: action.on }))
      case 'set-exclude-bots':
        return quickEdit(action.accountId, action.websiteId, () => services.websites.update(action.accountId, action.websiteId, { excludeBots: action.on }))
    }
  }
}

/** Every account's page 1, newest first: what a click on "Refresh now" or a wake from sleep asks for. */
export function refreshAllAccounts(services: Services): void {
  for (const account of services.accounts.list()) services.sync.refresh(account.id).catch(() => undefined)
}
