/**
 * The tray's tooltip on Windows: Windows keeps 127 characters of it (NOTIFYICONDATA's
 * szTip, 128 UTF-16 units with the NUL) and cuts the rest wherever it falls. In every language, with
 * a large sum (1,234,567 visitors) over a partial overview (12 of 500 websites) and the favorites'
 * own sum, the tooltip fits, its counts come before its words, and what does not fit is dropped
 * whole rather than cut mid-number; macOS and Linux show it all.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { buildTrayMenu } from '../../src/main/tray/menu'
import { tooltipLine, WINDOWS_TOOLTIP_MAX } from '../../src/main/tray/tooltip'
import type { AccountSummary } from '../../src/shared/accounts'
import { formatNumber, installTranslator, LANGUAGES, type Language } from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'
import type { AccountOverview, OverviewPeriod, OverviewSeries } from '../../src/shared/overview'
import { changeMark } from '../../src/shared/overview/words'
import { addDays } from '../../src/shared/statistics/series'
import type { VisitorsOverview } from '../../src/shared/visitors'
import { plainWebsite } from '../support/websites'

const NOW = Date.parse('2026-11-27T09:25:00Z')
const TODAY = '2026-11-27'

function speak(language: Language): void {
  installTranslator(createCoreTranslator(language))
}
afterEach(() => speak('en'))

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
    lastSweepAt: null,
    pendingEdits: 3,
    waitingWebsiteIds: [],
    conflicts: 2,
    lastError: null,
  },
}

/** A website read 20 minutes ago (not current), `today` visitors so far, a steady yesterday of 2,400 an hour. */
function series(today: number): OverviewSeries {
  const hours = Array<number>(24).fill(2_400)
  return {
    day: TODAY,
    visitors: [...Array<number>(60).fill(57_600), today],
    pageviews: [...Array<number>(60).fill(115_200), 2 * today],
    readAt: NOW - 20 * 60_000,
    yesterday: { day: addDays(TODAY, -1), visitors: hours, pageviews: hours.map((count) => 2 * count) },
  }
}

/** 12 of 500 websites read; their today so far sums to 1,234,567. */
const overview: AccountOverview = {
  accountId: 'a1',
  available: true,
  websites: Array.from({ length: 12 }, (_, index) => ({
    id: String(index + 1),
    domain: '',
    favorite: false,
    series: series(index === 0 ? 1_234_567 - 11 * 100_000 : 100_000),
  })),
  progress: { read: 12, total: 500, reading: true },
  problem: null,
  freshForMs: 15 * 60_000,
}

const favorites: VisitorsOverview = {
  accountId: 'a1',
  available: true,
  websites: { '1': { day: TODAY, counts: [9_876_543], readAt: NOW - 60_000, freshForMs: 5 * 60_000 } },
  alerts: {},
  muted: [],
  alertsOn: false,
}

function tooltip(platform: NodeJS.Platform, period: OverviewPeriod): string {
  return buildTrayMenu({
    accounts: [
      {
        account,
        websites: [plainWebsite('1', { domain: 'shop.example', favorite: true })],
        recentlyEdited: [],
        visitors: favorites,
      },
    ],
    networkAvailable: true,
    now: NOW,
    platform,
    notificationsBlocked: true,
    overview: { period, accounts: [overview] },
  }).tooltip
}

describe("the tray's tooltip on Windows", () => {
  it.each(LANGUAGES)('fits in 127 characters in %s, the counts before the words', (language) => {
    speak(language)
    for (const period of ['today', '7d', '30d'] as const) {
      const text = tooltip('win32', period)
      expect(text.length, `${language} ${period}: ${text}`).toBeLessThanOrEqual(WINDOWS_TOOLTIP_MAX)
      const sum = formatNumber(period === 'today' ? 1_234_567 : 12 * 57_600 * (period === '7d' ? 7 : 30))
      // The overview's sum, its change and how many websites it covers come first, whole, the sum before the change.
      expect(text.split(' — ')[1], text).toContain(sum)
      expect(text, text).toContain(formatNumber(500))
      expect(text, text).not.toMatch(/…$/)
      if (period === 'today') {
        // Read at 09:05: yesterday's nine whole hours and five minutes of its tenth, for each of the 12 websites.
        const change = changeMark({ current: 1_234_567, previous: 12 * (9 * 2_400 + 200) })
        expect(text, text).toContain(change)
        expect(text.indexOf(sum)).toBeLessThan(text.indexOf(change))
      }
      // Everything is said on the other platforms; Windows leaves out whole parts only.
      const all = tooltip('linux', period)
      expect(all).toContain(formatNumber(9_876_543))
      for (const part of text.split(' — ')) expect(all.split(' — ')).toContain(part)
    }
  })

  it('leaves out whole parts that do not fit rather than cutting a number, and cuts a lone long part between words', () => {
    const parts = ['1,234,567 visitors ↑ 12% today', 'x'.repeat(100), '3 edits waiting']
    expect(tooltipLine(parts, 'win32')).toBe('SiteTray — 1,234,567 visitors ↑ 12% today — 3 edits waiting')
    expect(tooltipLine(parts, 'linux')).toBe(['SiteTray', ...parts].join(' — '))
    const long = tooltipLine(['1,234 visitors ' + 'word '.repeat(40)], 'win32')
    expect(long.length).toBeLessThanOrEqual(WINDOWS_TOOLTIP_MAX)
    expect(long).toMatch(/^SiteTray — 1,234 visitors (word )+word…$/)
  })
})
