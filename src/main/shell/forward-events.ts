/**
 * The services' events fanned out to whoever shows them (docs/architecture.md, "IPC"): every event the contract
 * declares goes to the window by name, as the services emitted it; the tray is redrawn after every event (it throttles
 * itself); and three rules do more — the badge counts derived from the status, the notification of a conflict (or a
 * refused edit) while the window may be hidden, a website gone silent or spiking and the digest, told as a notification
 * only.
 */
import { events, type EventName, type Events, type Navigation, type WindowEvent } from '../../shared/ipc-contract'
import { alertNotice } from '../../shared/visitors/words'
import { pausedText, pausedTitle } from '../../shared/plan/words'
import { digestNotice } from '../../shared/statistics/digest-words'
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

type Rules = { [T in ServicesEvent['type']]?: (payload: Extract<ServicesEvent, { type: T }>['payload']) => void }

function forWindow(event: ServicesEvent): event is Extract<ServicesEvent, WindowEvent> {
  return Object.hasOwn(events, event.type)
}

export function createEventForwarder(sinks: EventSinks): (event: ServicesEvent) => void {
  const rules = eventRules(sinks)
  const send = <E extends EventName>(event: { type: E; payload: Events[E] }): void =>
    sinks.sendToWindow(event.type, event.payload)
  return (event) => {
    if (forWindow(event)) send(event)
    ;(rules[event.type] as ((payload: ServicesEvent['payload']) => void) | undefined)?.(event.payload)
    sinks.updateTray()
  }
}

function eventRules({ services, sendToWindow, notifier, open }: EventSinks): Rules {
  // The window's badge counts change far less often than the status: sent only when they do.
  const lastCounts = new Map<string, string>()
  return {
    'sync-status': ({ status: { accountId, pendingEdits, conflicts } }) => {
      const counts = `${pendingEdits}/${conflicts}`
      if (lastCounts.get(accountId) === counts) return
      lastCounts.set(accountId, counts)
      sendToWindow('outbox-counts', { accountId, pendingEdits, conflicts })
    },
    conflict: ({ accountId, edit }) => {
      const account = services.accounts.list().find((candidate) => candidate.id === accountId)
      const websiteId = edit.kind === 'create' ? edit.localId : edit.websiteId
      notifier.needsAttention({
        accountId,
        accountLabel: account?.label ?? '',
        edit,
        domain: services.websites.local(accountId).find((website) => website.id === websiteId)?.domain ?? null,
      })
    },
    'visitor-alert': ({ accountId, websiteId, alert, cause }) => {
      const website = services.websites.local(accountId).find((candidate) => candidate.id === websiteId)
      if (!website) return
      // Told even while the window is open: it may show another view, and the list's mark is easy to miss.
      const notice = alertNotice(website.displayDomain, alert, cause)
      notifier.tell(notice.title, notice.body, () => open({ view: 'website', accountId, websiteId }))
    },
    // The digest: its view behind it shows the same figures.
    digest: (figures) => {
      const notice = digestNotice(figures)
      notifier.tell(notice.title, notice.body, () => open({ view: 'digest' }))
    },
    // The plan's limits: one alert for the account, never one per website.
    'plan-paused': ({ accountId, usage }) => {
      const label = services.accounts.list().find((candidate) => candidate.id === accountId)?.label ?? ''
      const limit = usage.plan?.features.pageviews ?? 0
      notifier.tell(pausedTitle(label), pausedText(label, limit), () => open({ view: 'account', accountId }))
    },
  }
}
