/** The tray menu with visitor numbers and without them, as a user reads it — no Electron. */
import { describe, expect, it } from 'vitest'
import { buildTrayMenu, type TrayAccountState, type TrayItem, type TrayState } from '../../src/main/tray/menu'
import type { AccountSummary } from '../../src/shared/accounts'
import { addDays } from '../../src/shared/statistics/series'
import type { VisitorsOverview, WebsiteVisitors } from '../../src/shared/visitors'
import { plainWebsite } from '../support/websites'

const NOW = Date.parse('2026-11-23T12:00:00.000Z')
const TODAY = '2026-11-23'
const FIVE_MINUTES = 5 * 60_000

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
    lastSweepAt: '2026-11-23T11:58:00.000Z',
    pendingEdits: 0,
    waitingWebsiteIds: [],
    conflicts: 0,
    lastError: null,
  },
}

const websites = [
  plainWebsite('1', { domain: 'shop.example', favorite: true }),
  plainWebsite('2', { domain: 'blog.example', favorite: true }),
  plainWebsite('3', { domain: 'quiet.example' }),
]

function read(today: number, readAgoMs: number, day = TODAY): WebsiteVisitors {
  return { day, counts: [...Array<number>(13).fill(50), today], readAt: NOW - readAgoMs, freshForMs: FIVE_MINUTES }
}

function overview(parts: Partial<VisitorsOverview> = {}): VisitorsOverview {
  return { accountId: 'a1', available: true, websites: {}, alerts: {}, muted: [], alertsOn: true, ...parts }
}

function menu(visitors: VisitorsOverview | undefined, overrides: Partial<TrayState> = {}) {
  const entry: TrayAccountState = { account, websites, recentlyEdited: [], ...(visitors && { visitors }) }
  return buildTrayMenu({ accounts: [entry], networkAvailable: true, now: NOW, platform: 'win32', ...overrides })
}

/** The menu's top-level labels, submenus by their own. */
function top(items: readonly TrayItem[]): string[] {
  return items.map((item) => (item.kind === 'separator' ? '---' : item.label))
}

describe('the tray with visitor numbers', () => {
  it("each favorite shows today's visitors, and the tooltip their sum", () => {
    const model = menu(overview({ websites: { 1: read(1_234, 60_000), 2: read(66, 0) } }))
    expect(top(model.items).slice(0, 2)).toEqual(['blog.example — 66 today', 'shop.example — 1,234 today'])
    expect(model.tooltip).toBe('SiteTray — 1,300 visitors today')
  })

  it('a number older than its refresh interval is marked with its age, and the tooltip says some are not current', () => {
    const model = menu(overview({ websites: { 1: read(1_234, FIVE_MINUTES), 2: read(66, 2 * 60 * 60_000) } }))
    expect(top(model.items).slice(0, 2)).toEqual([
      'blog.example — 66 today (2 hr. ago)',
      'shop.example — 1,234 today (5 min. ago)',
    ])
    expect(model.tooltip).toBe('SiteTray — 1,300 visitors today (some numbers not current)')
  })

  it("yesterday's number is never shown as today's", () => {
    const model = menu(overview({ websites: { 1: read(1_234, 60_000, addDays(TODAY, -1)), 2: read(66, 0) } }))
    expect(top(model.items).slice(0, 2)).toEqual(['blog.example — 66 today', 'shop.example'])
    expect(model.tooltip).toBe('SiteTray — 66 visitors today')
  })

  it('a favorite gone silent says so instead of its number', () => {
    const model = menu(overview({ websites: { 1: read(0, 0) }, alerts: { 1: { kind: 'silent', days: 3 } } }))
    expect(top(model.items)).toContain('shop.example — No visitors for 3 days')
  })

  it("keeps each favorite's quick edits under its label with numbers", () => {
    const model = menu(overview({ websites: { 1: read(1_234, 0) } }))
    const shop = model.items.find((item) => item.kind === 'submenu' && item.label.startsWith('shop.example'))
    expect(shop).toMatchObject({ kind: 'submenu', label: 'shop.example — 1,234 today' })
    expect(
      shop?.kind === 'submenu' &&
        shop.items.some((item) => item.kind === 'action' && item.label === 'Open in SiteTray'),
    ).toBe(true)
  })

  it('when notifications cannot be shown, an alert on a website the menu does not list gets a line that opens it', () => {
    const alerts = { 3: { kind: 'silent', days: 2 } } as const
    expect(top(menu(overview({ alerts })).items)).not.toContain('quiet.example — No visitors for 2 days')
    const model = menu(overview({ alerts }), { notificationsBlocked: true })
    const line = model.items.find(
      (item) => item.kind === 'action' && item.label === 'quiet.example — No visitors for 2 days',
    )
    expect(line).toMatchObject({ action: { type: 'open-website', accountId: 'a1', websiteId: '3' } })
    expect(model.attention).toBe(true)
  })
})

describe('the tray without visitor numbers', () => {
  it('shows the bare names and no sum: none read yet, variant A, or a plan without statistics', () => {
    for (const visitors of [undefined, overview(), overview({ available: false, websites: { 1: read(1_234, 0) } })]) {
      const model = menu(visitors)
      expect(top(model.items).slice(0, 2)).toEqual(['blog.example', 'shop.example'])
      expect(model.tooltip).toBe('SiteTray')
    }
  })
})
