/**
 * The services' events as the window, the notifier and the tray receive them (shell/forward-events.ts): every window
 * event sent on by name as emitted, and the three rules — badge counts only when they change, a conflict also told to
 * the notifier, a visitor alert told as a notification and never sent to the window.
 */
import { describe, expect, it, vi } from 'vitest'
import { createEventForwarder } from '../../src/main/shell/forward-events'
import type { ServicesEvent } from '../../src/main/services'
import type { Edit, SyncStatus } from '../../src/shared/sync'
import { plainWebsite } from '../support/websites'

const accountId = '7f6e7a0e-6f0a-4e55-9a49-3c1b0b2a1c11'
const website = plainWebsite('12', { domain: 'shop.example' })

function forwarder() {
  const sent: Array<[string, unknown]> = []
  const notifier = { needsAttention: vi.fn(), tell: vi.fn() }
  const open = vi.fn()
  const updateTray = vi.fn()
  const services = {
    accounts: { list: () => [{ id: accountId, label: 'Work' }] },
    websites: { local: () => [website] },
  }
  const forward = createEventForwarder({
    services: services as never,
    sendToWindow: (event, payload) => sent.push([event, payload]),
    notifier,
    open,
    updateTray,
  })
  return { forward, sent, notifier, open, updateTray }
}

const status = (pendingEdits: number, conflicts: number): SyncStatus =>
  ({ accountId, connection: 'online', activities: [], pendingEdits, conflicts }) as unknown as SyncStatus

describe('the services’ events, forwarded', () => {
  it('sends every window event by its name with the payload as emitted, and redraws the tray after each', () => {
    const { forward, sent, updateTray } = forwarder()
    const events: ServicesEvent[] = [
      { type: 'accounts-changed', payload: { accounts: [] } },
      { type: 'websites-changed', payload: { accountId } },
      { type: 'batches-changed', payload: { accountId } },
      { type: 'visitors-changed', payload: { accountId } as never },
    ]
    for (const event of events) forward(event)
    expect(sent).toEqual(events.map((event) => [event.type, event.payload]))
    expect(updateTray).toHaveBeenCalledTimes(events.length)
  })

  it('sends the badge counts with the first status and then only when they change', () => {
    const { forward, sent } = forwarder()
    for (const [pending, conflicts] of [
      [1, 0],
      [1, 0],
      [2, 0],
      [2, 1],
      [2, 1],
    ] as const)
      forward({ type: 'sync-status', payload: { status: status(pending, conflicts) } })
    expect(sent.filter(([event]) => event === 'sync-status')).toHaveLength(5)
    expect(sent.filter(([event]) => event === 'outbox-counts').map(([, payload]) => payload)).toEqual([
      { accountId, pendingEdits: 1, conflicts: 0 },
      { accountId, pendingEdits: 2, conflicts: 0 },
      { accountId, pendingEdits: 2, conflicts: 1 },
    ])
  })

  it('tells the notifier of a conflict, with the account’s name and the website’s domain, besides the window', () => {
    const { forward, sent, notifier } = forwarder()
    const edit = { id: 'e1', kind: 'update', websiteId: website.id, patch: { privacy: 0 } } as unknown as Edit
    forward({ type: 'conflict', payload: { accountId, edit } })
    expect(sent).toEqual([['conflict', { accountId, edit }]])
    expect(notifier.needsAttention).toHaveBeenCalledWith({
      accountId,
      accountLabel: 'Work',
      edit,
      domain: website.domain,
    })
  })

  it('tells a visitor alert as a notification that opens the website, and never sends it to the window', () => {
    const { forward, sent, notifier, open } = forwarder()
    forward({
      type: 'visitor-alert',
      payload: { accountId, websiteId: website.id, alert: { kind: 'silent', days: 3 } },
    })
    forward({ type: 'visitor-alert', payload: { accountId, websiteId: 'gone', alert: { kind: 'silent', days: 3 } } })
    expect(sent).toEqual([])
    expect(notifier.tell).toHaveBeenCalledTimes(1)
    expect(notifier.tell).toHaveBeenCalledWith('shop.example went silent', expect.any(String), expect.any(Function))
    ;(notifier.tell.mock.calls[0]![2] as () => void)()
    expect(open).toHaveBeenCalledWith({ view: 'website', accountId, websiteId: website.id })
  })

  it('tells the digest as a notification with its sums and top mover, which opens the digest view', () => {
    const { forward, sent, notifier, open } = forwarder()
    forward({
      type: 'digest',
      payload: {
        cadence: 'weekly',
        range: { from: '2026-11-16', to: '2026-11-22', cutAt: null },
        compareRange: { from: '2026-11-09', to: '2026-11-15', cutAt: null },
        visitors: { current: 12_345, previous: 10_000 },
        pageviews: { current: 40_000, previous: 38_000 },
        websites: { summed: 3, of: 9 },
        topMover: {
          accountId,
          websiteId: '12',
          domain: 'shop.example',
          visitors: { current: 5_000, previous: 2_000 },
        },
        readAt: 1,
      },
    })
    expect(sent).toEqual([])
    expect(notifier.tell).toHaveBeenCalledWith(
      'Last week on your websites',
      'Visitors: 12,345 (before: 10,000). Pageviews: 40,000 (before: 38,000). ' +
        'Changed most: shop.example, visitors 2,000 → 5,000. Summed over 3 of 9 websites.',
      expect.any(Function),
    )
    ;(notifier.tell.mock.calls[0]![2] as () => void)()
    expect(open).toHaveBeenCalledWith({ view: 'digest' })
  })
})
