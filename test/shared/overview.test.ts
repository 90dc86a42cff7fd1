/**
 * The overview's arithmetic as the user reads it (issue 33): a period against the one before, the
 * change as an arrow and a percentage or "new", totals that say how many websites they sum, the
 * sort by any column (unread websites last) and the list's search — and the tray's tooltip.
 */
import { describe, expect, it } from 'vitest'
import { buildTrayMenu } from '../../src/main/tray/menu'
import type { AccountSummary } from '../../src/shared/accounts'
import {
  filterRows,
  overviewRows,
  periodFigures,
  sortRows,
  totalsOf,
  type AccountOverview,
  type OverviewSeries,
} from '../../src/shared/overview'
import { changeMark, changeWords } from '../../src/shared/overview-words'
import { plainWebsite } from '../support/websites'

const NOW = Date.parse('2026-11-27T12:00:00Z')
const TODAY = '2026-11-27'

/** 60 days: `before` a day for the first 30, `after` a day for the last 30; pageviews twice the visitors. */
function days(before: number, after: number, readAt = NOW): OverviewSeries {
  const visitors = [...Array<number>(30).fill(before), ...Array<number>(30).fill(after)]
  return { day: TODAY, visitors, pageviews: visitors.map((count) => 2 * count), readAt }
}

const account = (series: Record<string, OverviewSeries | null>): AccountOverview => ({
  accountId: 'a1',
  available: true,
  websites: Object.entries(series).map(([domain, days], index) => ({
    id: String(index + 1),
    domain,
    favorite: index === 0,
    series: days,
  })),
  progress: { read: 0, total: Object.keys(series).length, reading: false },
  problem: null,
  freshForMs: 15 * 60_000,
})

describe('a period against the one before', () => {
  it('sums the last days of the period and the same number of days before them', () => {
    const series = days(10, 15)
    expect(periodFigures(series, '7d')).toMatchObject({
      visitors: { current: 105, previous: 105 },
      pageviews: { current: 210, previous: 210 },
    })
    expect(periodFigures(series, '30d').visitors).toEqual({ current: 450, previous: 300 })
    expect(periodFigures(series, 'today').visitors).toEqual({ current: 15, previous: 15 })
    expect(periodFigures(series, 'today').sparkline).toHaveLength(7)
  })

  it('says the change with an arrow and a percentage, "new" where there was nothing, and in words', () => {
    expect(changeMark({ current: 450, previous: 300 })).toBe('↑\u00a050%')
    expect(changeMark({ current: 297, previous: 300 })).toBe('↓\u00a01%')
    expect(changeMark({ current: 5, previous: 0 })).toBe('new')
    expect(changeMark({ current: 0, previous: 0 })).toBe('±\u00a00%')
    expect(changeWords({ current: 450, previous: 300 })).toBe('up 50%')
    expect(changeWords({ current: 5, previous: 0 })).toBe('new: none in the period before')
  })
})

describe('rows and totals', () => {
  const shown = account({
    'b.example': days(10, 20),
    'a.example': days(0, 5),
    'c.example': null,
    'd.example': days(9, 1),
  })
  const rows = overviewRows(shown, '30d', NOW, TODAY)

  it('totals say how many websites they sum: an unread one is never silently in or out', () => {
    expect(totalsOf(rows)).toEqual({
      visitors: { current: 600 + 150 + 30, previous: 300 + 0 + 270 },
      pageviews: { current: 1_560, previous: 1_140 },
      counted: 3,
      of: 4,
    })
  })

  it('sort by any column either way, unread websites last; "new" counts as the largest growth', () => {
    const domains = (sort: Parameters<typeof sortRows>[1]) => sortRows(rows, sort).map((row) => row.domain)
    expect(domains({ column: 'visitors', direction: 'desc' })).toEqual([
      'b.example',
      'a.example',
      'd.example',
      'c.example',
    ])
    expect(domains({ column: 'visitors', direction: 'asc' })).toEqual([
      'd.example',
      'a.example',
      'b.example',
      'c.example',
    ])
    expect(domains({ column: 'visitorsChange', direction: 'desc' })).toEqual([
      'a.example',
      'b.example',
      'd.example',
      'c.example',
    ])
    expect(domains({ column: 'website', direction: 'desc' })).toEqual([
      'd.example',
      'c.example',
      'b.example',
      'a.example',
    ])
  })

  it("filter by the list's search, whatever the case", () => {
    expect(filterRows(rows, ' B.EX ').map((row) => row.domain)).toEqual(['b.example'])
    expect(filterRows(rows, '')).toHaveLength(4)
  })

  it('marks days read longer ago than they count as current, or on an earlier day', () => {
    const old = overviewRows(account({ 'x.example': days(1, 1, NOW - 20 * 60_000) }), '7d', NOW, TODAY)
    expect(old[0]!.stale).toBe(true)
    expect(overviewRows(shown, '7d', NOW, '2026-11-28')[0]!.stale).toBe(true)
    expect(rows[0]!.stale).toBe(false)
  })
})

describe('the tray', () => {
  const summary = {
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
      lastSweepAt: null,
      pendingEdits: 0,
      waitingWebsiteIds: [],
      conflicts: 0,
      lastError: null,
    },
  } satisfies AccountSummary
  const menu = (overview: AccountOverview, period: '7d' | '30d') =>
    buildTrayMenu({
      accounts: [{ account: summary, websites: [plainWebsite('1', { domain: 'b.example' })], recentlyEdited: [] }],
      networkAvailable: true,
      now: NOW,
      platform: 'linux',
      overview: { period, accounts: [overview] },
    })

  it('offers "Overview…" and puts its totals in the tooltip, with how many websites were read when not all', () => {
    const all = menu(account({ 'b.example': days(10, 20), 'a.example': days(0, 5) }), '30d')
    expect(all.items).toContainEqual({ kind: 'action', label: 'Overview…', action: { type: 'open-overview' } })
    expect(all.tooltip).toBe('SiteTray — Last 30 days: 750 visitors (↑\u00a0150%)')
    const partial = menu(account({ 'b.example': days(10, 20), 'c.example': null }), '7d')
    const old = menu(account({ 'b.example': days(10, 20, NOW - 60 * 60_000) }), '30d')
    expect(old.tooltip).toBe('SiteTray — Last 30 days: 600 visitors (↑\u00a0100%) (some numbers not current)')
    expect(partial.tooltip).toBe('SiteTray — Last 7 days: 140 visitors (±\u00a00%), websites read: 1 of 2')
  })
})
