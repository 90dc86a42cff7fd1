/** Seeds for the fake bridge: accounts, websites and conflicts as main would report them. */
import type { AccountSummary } from '../../src/shared/accounts'
import type { Settings } from '../../src/shared/ipc-contract'
import type { Edit, SyncStatus } from '../../src/shared/sync'
import { displayDomain } from '../../src/main/base/display-domain'
import { addDays, dayNumber } from '../../src/shared/statistics/series'
import {
  CHART_DAYS,
  SPARKLINE_DAYS,
  statsToday,
  type VisitorAlert,
  type VisitorsOverview,
  type VisitorsSeries,
  type WebsiteVisitors,
} from '../../src/shared/visitors'
import type { Website } from '../../src/shared/website'
import type { FakeSeed } from './fake-bridge'

export const DEMO_ID = '00000000-0000-4000-8000-00000000de00'
export const WORK_ID = '00000000-0000-4000-8000-000000000001'
export const CLIENT_ID = '00000000-0000-4000-8000-000000000002'

const MINUTE = 60_000
/** The contract's DEFAULT_SETTINGS, repeated so that the tests do not load zod for one object. */
export const ENGLISH = { shown: 'en', system: 'en', direction: 'ltr', formatLocale: 'en-US' } as const
const DEFAULT_SETTINGS: Settings = {
  language: 'system',
  launchAtLogin: false,
  globalShortcut: null,
  theme: 'system',
  refreshIntervalMinutes: 15,
  visitorAlerts: false,
  silentAfterDays: 2,
  spikeFactor: 3,
  switcherShortcut: null,
  ipLookupUrl: 'https://api.ipify.org',
  menuBarNumber: { kind: 'off' },
  digest: 'off',
}

export function status(accountId: string, overrides: Partial<SyncStatus> = {}): SyncStatus {
  return {
    accountId,
    connection: 'online',
    activities: [],
    lastSweepAt: new Date(Date.now() - 2 * MINUTE).toISOString(),
    pendingEdits: 0,
    waitingWebsiteIds: [],
    conflicts: 0,
    lastError: null,
    ...overrides,
  }
}

export function account(id: string, label: string, overrides: Partial<AccountSummary> = {}): AccountSummary {
  return {
    id,
    label,
    baseUrl: 'https://stats.example.com',
    variant: 'B',
    createdAt: '2024-01-01T00:00:00.000Z',
    hasApiKey: true,
    keyState: 'verified',
    status: status(id),
    ...overrides,
  }
}

export function website(id: string, domain: string, overrides: Partial<Website> = {}): Website {
  return {
    id,
    domain,
    displayDomain: displayDomain(overrides.domain ?? domain),
    privacy: 1,
    hasPassword: false,
    emailReports: false,
    excludeBots: true,
    excludeParams: null,
    excludeIps: [],
    favorite: false,
    favoritedAt: null,
    createdAt: '2024-01-01T00:00:00.000Z',
    updatedAt: '2024-01-01T00:00:00.000Z',
    ...overrides,
  }
}

const NAMES = [
  'acme',
  'bakery',
  'cycling',
  'dental',
  'events',
  'florist',
  'garden',
  'hotel',
  'inkwell',
  'jazzclub',
  'kitchen',
  'lumen',
  'market',
  'notes',
  'orbit',
  'pixel',
  'quartz',
  'river',
  'studio',
  'travel',
]
const TLDS = ['com', 'org', 'net', 'io', 'de', 'com', 'co.uk']
const SUBDOMAINS = ['blog', 'shop', 'docs', 'status', 'app', 'news', 'help']

/** `count` websites with a spread of settings, like a real account: acme.com, bakery.org, …, then blog.acme.com, … */
export function websites(count: number, start = 1): Website[] {
  return Array.from({ length: count }, (_, index) => {
    const n = start + index
    const name = NAMES[index % NAMES.length] ?? 'site'
    const round = Math.floor(index / NAMES.length)
    const host = `${name}.${TLDS[index % TLDS.length] ?? 'com'}`
    const privacy = ([1, 0, 1, 2, 1, 0, 1, 1, 2] as const)[(index * 5) % 9] ?? 1
    return website(
      String(n),
      round === 0
        ? host
        : `${SUBDOMAINS[(round - 1) % SUBDOMAINS.length] ?? 'www'}${round > SUBDOMAINS.length ? round : ''}.${host}`,
      {
        privacy,
        hasPassword: privacy === 2,
        emailReports: index % 3 === 0,
        favorite: index % 6 === 0,
        excludeIps: index % 7 === 0 ? ['203.0.113.7', '198.51.100.0/24'] : [],
        excludeParams: index % 4 === 0 ? ['utm_source', 'utm_medium'] : null,
      },
    )
  })
}

export function conflicts(): Edit[] {
  const detectedAt = new Date(Date.now() - 5 * MINUTE).toISOString()
  const theirs = website('2', 'bakery.org', { privacy: 0, emailReports: true })
  return [
    {
      id: '11111111-1111-4111-8111-111111111111',
      kind: 'update',
      websiteId: '2',
      madeAt: detectedAt,
      patch: { privacy: 2, emailReports: false },
      base: { privacy: 1, emailReports: false },
      conflict: {
        kind: 'changed',
        detectedAt,
        theirs,
        fields: [{ field: 'privacy', base: 1, mine: 2, theirs: 0 }],
      },
    },
    {
      id: '22222222-2222-4222-8222-222222222222',
      kind: 'update',
      websiteId: '3',
      madeAt: detectedAt,
      patch: { excludeIps: ['10.0.0.300'] },
      base: { excludeIps: [] },
      conflict: {
        kind: 'rejected',
        detectedAt,
        message: 'The given data was invalid.',
        fieldErrors: { excludeIps: ['The exclude ips must be valid IP addresses.'] },
      },
    },
    {
      id: '33333333-3333-4333-8333-333333333333',
      kind: 'update',
      websiteId: '99',
      madeAt: detectedAt,
      patch: { emailReports: true },
      base: { emailReports: false },
      conflict: { kind: 'deleted', detectedAt },
    },
  ]
}

/** One account with websites; override what a test looks at. */
export function seed(overrides: Partial<FakeSeed> = {}): FakeSeed {
  const demo = account(DEMO_ID, 'Demo', { baseUrl: 'http://127.0.0.1:8787' })
  return {
    accounts: [account(WORK_ID, 'Work')],
    websites: { [WORK_ID]: websites(24) },
    conflicts: {},
    settings: { settings: { ...DEFAULT_SETTINGS }, language: ENGLISH, problems: {}, notes: {} },
    version: '0.1.0',
    navigation: null,
    demo: { account: demo, websites: websites(40) },
    offline: [],
    incomplete: [],
    takenShortcuts: [],
    hold: [],
    ...overrides,
  }
}

/** No account yet: the welcome. */
export function emptySeed(overrides: Partial<FakeSeed> = {}): FakeSeed {
  return seed({ accounts: [], websites: {}, ...overrides })
}

/** A website's made-up days, oldest first: a level of its own, busier on weekdays, `days` long and ending today. */
export function visitorCounts(websiteId: string, days: number): number[] {
  const level = 40 + ((Number(websiteId) * 397) % 1_900)
  const today = statsToday(Date.now())
  return Array.from({ length: days }, (_, index) => {
    // By the day itself, so that a website's day is the same in its 14 days and its 30.
    const day = dayNumber(addDays(today, index - days + 1))
    const weekday = new Date(day * 86_400_000).getUTCDay()
    const shape = weekday === 0 || weekday === 6 ? 0.6 : 1 + ((day * 7) % 5) / 20
    return Math.round(level * shape)
  })
}

function visitorsOf(websiteId: string, days: number, readAgoMs: number): WebsiteVisitors {
  return {
    day: statsToday(Date.now()),
    counts: visitorCounts(websiteId, days),
    readAt: Date.now() - readAgoMs,
    freshForMs: 5 * MINUTE,
  }
}

/**
 * What main's cache reports for an account: each favorite's last 14 days, read `readAgoMs` ago, and the alerts given.
 */
export function visitorsOverview(
  accountId: string,
  sites: readonly Website[],
  options: { readAgoMs?: number; alerts?: Record<string, VisitorAlert>; alertsOn?: boolean } = {},
): VisitorsOverview {
  const favorites = sites.filter((site) => site.favorite)
  return {
    accountId,
    available: true,
    websites: Object.fromEntries(
      favorites.map((site) => [site.id, visitorsOf(site.id, SPARKLINE_DAYS, options.readAgoMs ?? MINUTE)]),
    ),
    alerts: options.alerts ?? {},
    muted: [],
    alertsOn: options.alertsOn ?? true,
  }
}

/** A website's chart days, as `stats:series` answers, keyed for the fake. */
export function visitorsSeries(
  accountId: string,
  websiteId: string,
  readAgoMs = MINUTE,
): Record<string, VisitorsSeries> {
  return {
    [`${accountId}/${websiteId}`]: {
      available: true,
      websiteId,
      visitors: visitorsOf(websiteId, CHART_DAYS, readAgoMs),
      problem: null,
    },
  }
}
