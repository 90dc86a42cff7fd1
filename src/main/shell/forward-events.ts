/**
 * The services' events fanned out to whoever shows them: the window (as IPC events, among them
 * 'edit-settled', the end of an edit whose caller was answered before the server confirmed it), the
 * notifier (a conflict or a refused edit while the window is hidden; a website gone silent or
 * spiking, whose notification opens it) and the tray (redrawn after every event; it throttles itself).
 */
import type { Events, EventName, Navigation } from '../../shared/ipc-contract'
import { alertNotice } from '../../shared/visitors-words'
import type { Services, ServicesEvent } from '../services'
import type { Notifier } from '../lifecycle/notifications'

export interface EventSinks {
  services: Services
  sendToWindow<E extends EventName>(event: E, payload: Events[E]): void
  notifier: Pick<Notifier, 'needsAttention' | 'tell'>
  /** Where a click on a notification takes the user. */
  open(navigation: Navigation): void
  updateTray(): void
}

export function createEventForwarder(sinks: EventSinks): (event: ServicesEvent) => void {
  const { services, sendToWindow } = sinks
  // The window's badge counts change far less often than the status: sent only when they do.
  const lastCounts = new Map<string, string>()

  return (event) => {
    switch (event.type) {
      case 'status': {
        const { status } = event
        sendToWindow('sync-status', { status })
        const counts = `${status.pendingEdits}/${status.conflicts}`
        if (lastCounts.get(status.accountId) !== counts) {
          lastCounts.set(status.accountId, counts)
          sendToWindow('outbox-counts', {
            accountId: status.accountId,
            pendingEdits: status.pendingEdits,
            conflicts: status.conflicts,
          })
        }
        break
      }
      case 'websites-changed':
        sendToWindow('websites-changed', { accountId: event.accountId })
        break
      case 'conflict': {
        sendToWindow('conflict', { accountId: event.accountId, edit: event.edit })
        const account = services.accounts.list().find((candidate) => candidate.id === event.accountId)
        const websiteId = event.edit.kind === 'create' ? event.edit.localId : event.edit.websiteId
        sinks.notifier.needsAttention({
          accountId: event.accountId,
          accountLabel: account?.label ?? '',
          edit: event.edit,
          domain: services.websites.local(event.accountId).find((website) => website.id === websiteId)?.domain ?? null,
        })
        break
      }
      case 'edit-settled':
        sendToWindow('edit-settled', event.settled)
        break
      case 'accounts-changed':
        sendToWindow('accounts-changed', { accounts: services.accounts.list() })
        break
      case 'visitors-changed':
        // A read that ended as its account was being removed: there is nothing left to show.
        if (services.accounts.list().some((account) => account.id === event.accountId))
          sendToWindow('visitors-changed', services.stats.overview({ accountId: event.accountId }))
        break
      case 'visitor-alert': {
        const { accountId, websiteId } = event
        const website = services.websites.local(accountId).find((candidate) => candidate.id === websiteId)
        if (!website) break
        // Told even while the window is open: it may show another view, and the list's mark is easy to miss.
        const notice = alertNotice(website.displayDomain, event.alert)
        sinks.notifier.tell(notice.title, notice.body, () => sinks.open({ view: 'website', accountId, websiteId }))
        break
      }
      case 'batches-changed':
        sendToWindow('batches-changed', { accountId: event.accountId })
        break
    }
    sinks.updateTray()
  }
}
