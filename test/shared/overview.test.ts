/**
 * The overview's arithmetic as the user reads it: a period against a fair one before —
 * today so far against yesterday until the same time, complete days against as many before — the
 * change as an arrow and a percentage or "new", totals that say how many websites they sum and
 * how many their change covers, the sort by any column (unread websites last) and the list's
 * search — and the tray's tooltip, counts first and short enough for Windows.
 */
import { describe, expect, it } from 'vitest'
import { buildTrayMenu } from '../../src/main/tray/menu'
import type { AccountSummary } from '../../src/shared/accounts'
import {
  comparedOf,
  overviewRows,
  periodDays,
  periodFigures,
  totalsOf,
  type AccountOverview,
  type OverviewPeriod,
  type OverviewSeries,
} from '../../src/shared/overview'
import { filterRows, sortRows } from '../../src/shared/overview/sort'
import { sameHourYesterday, yesterdayUntil } from '../../src/shared/overview/periods'
import { changeMark, changeWords, comparedWords } from '../../src/shared/overview/words'
import { addDays } from '../../src/shared/statistics/series'
import { plainWebsite } from '../support/websites'

const NOW = Date.parse('2026-11-27T12:00:00Z')
const TODAY = '2026-11-27'

/**
 * 60 complete days — `before` a day for the first 30, `after` a day for the last 30, each day the
 * same every hour — and today as far as such a day had come at `readAt` (12:00: half of it), with
 * yesterday's hours; pageviews twice the visitors. `hours: false`: yesterday's hours not read.
 */
function days(before: number, after: number, readAt = NOW, options: { hours?: boolean } = {}): OverviewSeries {
  const soFar = Math.round((after * (readAt - Date.parse(`${TODAY}T00:00:00Z`))) / 86_400_000)
  const visitors = [...Array<number>(30).fill(before), ...Array<number>(30).fill(after), soFar]
  const hours = Array<number>(24).fill(after / 24)
  return {
    day: TODAY,
    visitors,
    pageviews: visitors.map((count) => 2 * count),
    readAt,
    yesterday:
      options.hours === false
        ? null
        : { day: addDays(TODAY, -1), visitors: hours, pageviews: hours.map((count) => 2 * count) },
  }
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

describe('a period against a fair one before', () => {
  it('sums the complete days of the period, ending yesterday, and the same number of days before them', () => {
    const series = days(240, 360)
    expect(periodFigures(series, '7d')).toMatchObject({
      visitors: { current: 7 * 360, previous: 7 * 360 },
      pageviews: { current: 14 * 360, previous: 14 * 360 },
      day: addDays(TODAY, -1),
      until: null,
    })
    expect(periodFigures(series, '30d').visitors).toEqual({ current: 30 * 360, previous: 30 * 240 })
    expect(periodDays(TODAY, '7d')).toEqual({ from: addDays(TODAY, -7), to: addDays(TODAY, -1) })
    expect(periodFigures(series, '7d').sparkline).toEqual(Array<number>(7).fill(360))
  })

  it('compares today so far with yesterday until the same time of day: a steady day is ±0 % at any hour', () => {
    for (const time of ['00:00:30', '00:20:00', '09:00:00', '09:30:00', '12:00:00', '23:59:00']) {
      const readAt = Date.parse(`${TODAY}T${time}Z`)
      const today = periodFigures(days(240, 480, readAt), 'today')
      expect(today.visitors, time).toEqual({ current: today.visitors.current, previous: today.visitors.current })
      expect(changeMark(comparedOf(today.visitors)), time).toBe('±\u00a00%')
      expect(today.until).toBe(readAt)
    }
    // 09:25: nine whole hours of yesterday and 25 minutes of its tenth.
    const hours = Array.from({ length: 24 }, (_, hour) => hour * 12)
    expect(yesterdayUntil(hours, TODAY, Date.parse(`${TODAY}T09:25:40Z`))).toBe(
      hours.slice(0, 9).reduce((a, b) => a + b, 0) + Math.round((hours[9]! * 25) / 60),
    )
    // The same hour yesterday, prorated to the minute.
    expect(sameHourYesterday(60, Date.parse(`${TODAY}T09:25:40Z`))).toBe(25)
    expect(sameHourYesterday(37, Date.parse(`${TODAY}T09:00:00Z`))).toBe(0)
  })

  it('shows today without a change while yesterday’s hours are not read, never against the whole of yesterday', () => {
    const today = periodFigures(days(240, 480, NOW, { hours: false }), 'today')
    expect(today.visitors).toEqual({ current: 240, previous: null })
    expect(today.until).toBeNull()
    expect(changeMark(comparedOf(today.visitors))).toBe('–')
    expect(changeWords(comparedOf(today.visitors))).toBe('not compared yet')
    // Hours of another day than yesterday are not yesterday's.
    const stale = { ...days(240, 480), yesterday: { ...days(240, 480).yesterday!, day: addDays(TODAY, -2) } }
    expect(periodFigures(stale, 'today').visitors.previous).toBeNull()
  })

  it('says what is compared, in words: yesterday until the time read, the days before', () => {
    const readAt = Date.parse(`${TODAY}T09:25:00Z`)
    const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(readAt)
    expect(comparedWords('today', { from: readAt, to: readAt })).toBe(`Today so far vs yesterday until ${time}`)
    expect(comparedWords('7d', null)).toBe('The last 7 complete days vs the 7 days before')
    expect(comparedWords('30d', null)).toBe('The last 30 complete days vs the 30 days before')
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
    'b.example': days(240, 480),
    'a.example': days(0, 120),
    'c.example': null,
    'd.example': days(216, 24),
  })
  const rows = overviewRows(shown, '30d', NOW, TODAY)

  it('totals say how many websites they sum: an unread one is never silently in or out', () => {
    expect(totalsOf(rows)).toEqual({
      visitors: {
        current: 30 * (480 + 120 + 24),
        change: { current: 30 * (480 + 120 + 24), previous: 30 * (240 + 0 + 216) },
      },
      pageviews: {
        current: 60 * (480 + 120 + 24),
        change: { current: 60 * (480 + 120 + 24), previous: 60 * (240 + 0 + 216) },
      },
      counted: 3,
      of: 4,
      compared: 3,
      until: null,
    })
  })

  it('a total’s change covers only the websites with a fair comparison, and says how many', () => {
    const today = overviewRows(
      account({ 'b.example': days(240, 480), 'e.example': days(240, 240, NOW, { hours: false }) }),
      'today',
      NOW,
      TODAY,
    )
    expect(totalsOf(today)).toMatchObject({
      visitors: { current: 240 + 120, change: { current: 240, previous: 240 } },
      counted: 2,
      compared: 1,
      until: { from: NOW, to: NOW },
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
    const old = overviewRows(account({ 'x.example': days(24, 24, NOW - 20 * 60_000) }), '7d', NOW, TODAY)
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
  const menu = (overview: AccountOverview, period: OverviewPeriod) =>
    buildTrayMenu({
      accounts: [{ account: summary, websites: [plainWebsite('1', { domain: 'b.example' })], recentlyEdited: [] }],
      networkAvailable: true,
      now: NOW,
      platform: 'linux',
      overview: { period, accounts: [overview] },
    })

  it('offers "Overview…" and puts its totals in the tooltip, counts first, with how many websites were read when not all', () => {
    const all = menu(account({ 'b.example': days(240, 480), 'a.example': days(0, 120) }), '30d')
    expect(all.items).toContainEqual({ kind: 'action', label: 'Overview…', action: { type: 'open-overview' } })
    expect(all.tooltip).toBe('SiteTray — 18,000 visitors ↑\u00a0150% in 30 days vs the 30 before')
    const partial = menu(account({ 'b.example': days(240, 480), 'c.example': null }), '7d')
    const old = menu(account({ 'b.example': days(240, 480, NOW - 60 * 60_000) }), '30d')
    expect(old.tooltip).toBe('SiteTray — 14,400 visitors ↑\u00a0100% in 30 days vs the 30 before (not all current)')
    expect(partial.tooltip).toBe('SiteTray — 3,360 visitors ±\u00a00% in 7 days vs the 7 before, 1 of 2 read')
    const time = new Intl.DateTimeFormat('en', { hour: 'numeric', minute: '2-digit' }).format(NOW)
    const today = menu(account({ 'b.example': days(240, 480) }), 'today')
    expect(today.tooltip).toBe(`SiteTray — 240 visitors ±\u00a00% today vs yesterday until ${time}`)
  })
})
