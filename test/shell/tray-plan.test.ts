/**
 * The plan's limits in the tray and as a notification, as a user reads them — no Electron: a line while
 * tracking is paused, one past 80 % of the month's pageviews, none below; the pause told once as one notification
 * that opens the account.
 */
import { describe, expect, it, vi } from 'vitest'
import { createEventForwarder } from '../../src/main/shell/forward-events'
import { buildTrayMenu, type TrayItem } from '../../src/main/tray/menu'
import type { AccountSummary } from '../../src/shared/accounts'
import type { PlanUsage } from '../../src/shared/plan'
import { plainWebsite } from '../support/websites'

const NOW = Date.parse('2026-11-23T12:00:00.000Z')
const accountId = '7f6e7a0e-6f0a-4e55-9a49-3c1b0b2a1c11'

const account = {
  id: accountId,
  label: 'Shop',
  baseUrl: 'https://stats.example',
  variant: 'B',
  createdAt: '2026-01-01T00:00:00.000Z',
  hasApiKey: true,
  keyState: 'verified',
  status: {
    accountId,
    connection: 'online',
    activities: [],
    lastSweepAt: '2026-11-23T11:58:00.000Z',
    pendingEdits: 0,
    waitingWebsiteIds: [],
    conflicts: 0,
    lastError: null,
  },
} satisfies AccountSummary

function usage(pageviews: number, limit: number, month = '2026-11'): PlanUsage {
  return {
    accountId,
    available: true,
    plan: {
      name: 'Starter',
      features: { api: true, dataExport: true, emailReports: true, pageviews: limit, websites: 10 },
    },
    planReadAt: NOW,
    month,
    pageviews,
    websitesRead: 2,
    websitesTotal: 2,
    readAt: NOW,
  }
}

function labels(plan: PlanUsage | undefined): string[] {
  const websites = [plainWebsite('1', { domain: 'shop.example', favorite: true })]
  const model = buildTrayMenu({
    accounts: [{ account, websites, recentlyEdited: [], ...(plan && { plan }) }],
    networkAvailable: true,
    now: NOW,
    platform: 'win32',
  })
  return model.items.map((item: TrayItem) => (item.kind === 'separator' ? '---' : item.label))
}

describe("the tray's plan lines", () => {
  it('say that tracking is paused once the pageviews reach the limit, past it too, and open the account', () => {
    for (const pageviews of [498_000, 508_102])
      expect(labels(usage(pageviews, 498_000))).toContain('Tracking paused for Shop: plan limit reached')
    const websites = [plainWebsite('1', { domain: 'shop.example' })]
    const model = buildTrayMenu({
      accounts: [{ account, websites, recentlyEdited: [], plan: usage(508_102, 498_000) }],
      networkAvailable: true,
      now: NOW,
      platform: 'win32',
    })
    expect(
      model.items.find((item) => item.kind === 'action' && item.label.startsWith('Tracking paused')),
    ).toMatchObject({
      action: { type: 'open-account', accountId },
    })
  })

  it('say how much is used past 80 %, and nothing below it, without a limit or for last month', () => {
    expect(labels(usage(420_000, 500_000))).toContain('Shop: 84% of this month’s pageviews used')
    const quiet = [usage(390_000, 500_000), usage(900_000, -1), usage(600_000, 500_000, '2026-10'), undefined]
    for (const plan of quiet) expect(labels(plan).filter((label) => /pageviews|Tracking/.test(label))).toEqual([])
  })
})

describe('the pause, told', () => {
  it('is one notification naming the account and the limit, which opens the account', () => {
    const notifier = { needsAttention: vi.fn(), tell: vi.fn() }
    const open = vi.fn()
    const forward = createEventForwarder({
      services: { accounts: { list: () => [{ id: accountId, label: 'Shop' }] } } as never,
      sendToWindow: vi.fn(),
      notifier,
      open,
      updateTray: vi.fn(),
    })
    forward({ type: 'plan-paused', payload: { accountId, usage: usage(508_102, 498_000) } })
    expect(notifier.tell).toHaveBeenCalledExactlyOnceWith(
      'Tracking is paused for Shop',
      'Tracking is paused for Shop: this month’s pageviews reached your plan’s limit of 498,000.',
      expect.any(Function),
    )
    ;(notifier.tell.mock.calls[0]![2] as () => void)()
    expect(open).toHaveBeenCalledWith({ view: 'account', accountId })
  })
})
