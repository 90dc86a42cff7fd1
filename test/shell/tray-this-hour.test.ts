/** The tray's "this hour" line in a favorite's submenu, as a user reads it — no Electron. */
import { describe, expect, it } from 'vitest'
import { buildTrayMenu, type TrayAccountState, type TrayItem } from '../../src/main/tray/menu'
import type { AccountSummary } from '../../src/shared/accounts'
import type { ThisHourVisitors } from '../../src/shared/statistics/insights'
import type { VisitorsOverview } from '../../src/shared/visitors'
import { plainWebsite } from '../support/websites'

const NOW = Date.parse('2026-11-23T15:20:00.000Z')

const account: AccountSummary = {
  id: 'a1',
  label: 'Shop',
  baseUrl: 'https://stats.example',
  variant: 'B',
  createdAt: '2026-01-01T00:00:00.000Z',
  hasApiKey: true,
  keyState: 'verified',
  status: {
    accountId: 'a1',
    connection: 'online',
    activities: [],
    lastSweepAt: '2026-11-23T15:18:00.000Z',
    pendingEdits: 0,
    waitingWebsiteIds: [],
    conflicts: 0,
    lastError: null,
  },
}

const websites = [
  plainWebsite('1', { domain: 'shop.example', favorite: true }),
  plainWebsite('2', { domain: 'blog.example', favorite: true }),
]

const overview = (available: boolean): VisitorsOverview => ({
  accountId: 'a1',
  available,
  websites: {},
  alerts: {},
  muted: [],
  alertsOn: false,
})

const hour = (today: number, yesterday: number): ThisHourVisitors => ({
  hour: '15',
  day: '2026-11-23',
  today,
  yesterday,
  readAt: NOW - 60_000,
})

function submenuOf(items: readonly TrayItem[], domain: string): string[] {
  const entry = items.find((item) => item.kind === 'submenu' && item.label.startsWith(domain))
  if (entry?.kind !== 'submenu') throw new Error(`no submenu for ${domain}`)
  return entry.items.map((item) => (item.kind === 'separator' ? '---' : item.label))
}

function menu(entry: Partial<TrayAccountState>) {
  return buildTrayMenu({
    accounts: [{ account, websites, recentlyEdited: [], ...entry }],
    networkAvailable: true,
    now: NOW,
    platform: 'linux',
  })
}

describe("the tray's this hour", () => {
  it("opens a favorite's submenu with this hour so far against the same hour yesterday until the same minute", () => {
    const model = menu({ visitors: overview(true), thisHour: { 1: hour(1_042, 37) } })
    const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(NOW - 60_000)
    expect(submenuOf(model.items, 'shop.example').slice(0, 3)).toEqual([
      `This hour: 1,042 (yesterday until ${time}: 37)`,
      '---',
      'Favorite',
    ])
    // A favorite whose hour is not read yet has no such line.
    expect(submenuOf(model.items, 'blog.example')[0]).toBe('Favorite')
  })

  it('says nothing where the service has no statistics', () => {
    const model = menu({ visitors: overview(false), thisHour: { 1: hour(5, 3) } })
    expect(submenuOf(model.items, 'shop.example')[0]).toBe('Favorite')
  })
})
