/** The mark on a website the statistics know no visit of since it was created, in the tray — no Electron. */
import { describe, expect, it } from 'vitest'
import { buildTrayMenu, type TrayItem } from '../../src/main/tray/menu'
import type { AccountSummary } from '../../src/shared/accounts'
import { recordedNoVisit } from '../../src/shared/tracking'
import type { VisitorsOverview, WebsiteVisitors } from '../../src/shared/visitors'
import { plainWebsite } from '../support/websites'

const NOW = Date.parse('2026-11-23T12:00:00.000Z')

function days(counts: number[]): WebsiteVisitors {
  return { day: '2026-11-23', counts, readAt: NOW, freshForMs: 300_000 }
}

describe('no visit since it was created', () => {
  it('is said only when every day read is zero and the days read reach back to its creation', () => {
    const fourZeroDays = days([0, 0, 0, 0])
    expect(recordedNoVisit('2026-11-21T09:00:00.000Z', fourZeroDays)).toBe(true)
    // Created before the first day read: a longer silence, the silent alert's business.
    expect(recordedNoVisit('2026-11-01T09:00:00.000Z', fourZeroDays)).toBe(false)
    expect(recordedNoVisit('2026-11-21T09:00:00.000Z', days([0, 0, 1, 0]))).toBe(false)
    expect(recordedNoVisit('2026-11-21T09:00:00.000Z', undefined)).toBe(false)
    expect(recordedNoVisit(null, fourZeroDays)).toBe(false)
  })

  it('marks the website in the tray, whose submenu copies the code and checks the installation', () => {
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
    const fresh = plainWebsite('7', { domain: 'new.example', favorite: true, createdAt: '2026-11-22T08:00:00.000Z' })
    const visitors: VisitorsOverview = {
      accountId: 'a1',
      available: true,
      websites: { 7: days([0, 0]) },
      alerts: {},
      muted: [],
      alertsOn: true,
    }
    const menu = buildTrayMenu({
      accounts: [{ account, websites: [fresh], recentlyEdited: [], visitors }],
      networkAvailable: true,
      now: NOW,
      platform: 'linux',
    })
    const submenu = menu.items.find((item) => item.kind === 'submenu') as Extract<TrayItem, { kind: 'submenu' }>
    expect(submenu.label).toBe('new.example — no visits yet')
    const actions = submenu.items.flatMap((item) => (item.kind === 'action' ? [[item.label, item.action]] : []))
    expect(actions).toContainEqual(['Copy tracking code', { type: 'copy-tracking-code', accountId: 'a1' }])
    expect(actions).toContainEqual([
      'Check installation…',
      { type: 'open-website', accountId: 'a1', websiteId: '7', focus: 'tracking' },
    ])
  })
})
