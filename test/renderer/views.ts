/**
 * Every view of the window as a seed and the clicks that reach it: what screenshots.ts draws and
 * languages.test.ts reads in every language.
 */
import type { Locator, Page } from 'playwright-core'
import type { Batch } from '../../src/shared/bulk'
import {
  account,
  CLIENT_ID,
  conflicts,
  emptySeed,
  seed,
  status,
  visitorsOverview,
  visitorsSeries,
  website,
  WORK_ID,
  websites,
} from './fixtures'
import type { TestWindow } from './harness'
import { overviewState } from './overview-fixtures'
import { directionOf, type Language } from '../../src/shared/i18n'
import type { LanguageState, SettingsState } from '../../src/shared/settings'
import type { FakeControl, FakeSeed } from './fake-bridge'
import { planUsage } from './plan-fixtures'
import { statistics } from './statistics-fixtures'
import { TRACKING_SHOTS } from './tracking-shots'

export interface Shot {
  name: string
  seed: FakeSeed
  size?: { width: number; height: number }
  act?: (window: TestWindow) => Promise<void>
}

/** A third account for the overview's screenshot. */
const OTHER_ID = '00000000-0000-4000-8000-000000000003'

const twoAccounts = (): FakeSeed =>
  seed({
    accounts: [
      account(WORK_ID, 'Work', { status: status(WORK_ID, { conflicts: 3 }) }),
      account(CLIENT_ID, 'Client sites', { baseUrl: 'https://analytics.client.example', variant: 'A' }),
    ],
    websites: { [WORK_ID]: websites(140), [CLIENT_ID]: websites(6, 500) },
    conflicts: { [WORK_ID]: conflicts() },
  })

/** An account whose plan has lost the API, with an edit waiting for it. */
const planWithoutApi = (overrides: Partial<FakeSeed> = {}): FakeSeed =>
  seed({
    accounts: [
      account(WORK_ID, 'Work', {
        keyState: 'no-api',
        status: status(WORK_ID, {
          pendingEdits: 1,
          lastError: { kind: 'forbidden', message: "This account's plan does not include API access." },
        }),
      }),
    ],
    ...overrides,
  })

/** The list with visitor numbers: favorites' today and last days, one gone silent, one number not current. */
const withVisitors = (): FakeSeed => {
  const sites = websites(24)
  const overview = visitorsOverview(WORK_ID, sites, { alerts: { 2: { kind: 'silent', days: 3 } } })
  overview.websites['19']!.readAt -= 2 * 60 * 60_000
  return seed({
    websites: { [WORK_ID]: sites },
    visitors: { [WORK_ID]: overview },
    series: visitorsSeries(WORK_ID, '1'),
  })
}

/** A click where the control is drawn (a checkbox's click handler sees Shift as a person's would). */
async function clickAt(page: Page, control: Locator): Promise<void> {
  const box = await control.boundingBox()
  if (!box) throw new Error('the control is not drawn')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

function runningBatch(): Batch {
  const results: Batch['results'] = websites(24).map((site, index) => ({
    websiteId: site.id,
    displayDomain: site.displayDomain,
    outcome: index < 12 ? 'applied' : index === 12 ? 'conflict' : index === 13 ? 'rejected' : 'waiting',
    message:
      index === 12
        ? 'Changed elsewhere since the preview: kept as it is until you choose in Conflicts.'
        : index === 13
          ? 'The exclude ips may not be greater than 2000 characters.'
          : null,
  }))
  return {
    id: '00000000-0000-4000-a000-000000000042',
    accountId: WORK_ID,
    title: 'Add 203.0.113.7 to excluded IP addresses',
    createdAt: new Date().toISOString(),
    state: 'running',
    total: 24,
    counts: { waiting: 10, applied: 12, unchanged: 0, conflict: 1, rejected: 1, withdrawn: 0 },
    undoable: 0,
    undoNote: null,
    undoOf: null,
    results,
  }
}

/** A website's settings: opened from the list, through its Settings tab where it opens on its statistics. */
async function openFirstWebsite(page: Page, domain: string): Promise<void> {
  await page.getByRole('button', { name: domain, exact: true }).click()
  const settingsTab = page.getByRole('tab', { name: 'Settings' })
  await settingsTab.or(page.getByLabel('Statistics page')).first().waitFor()
  if (await settingsTab.isVisible()) await settingsTab.click()
  await page.getByLabel('Statistics page').waitFor()
}

/** A website's statistics tab, opened from the list, with a list brought into view and read. */
async function openStatisticsTab(page: Page, list: string): Promise<void> {
  await page.getByRole('button', { name: 'acme.com', exact: true }).click()
  await page.locator('[data-total="visitors"]').waitFor()
  const card = page.locator(`[data-list="${list}"]`)
  await card.scrollIntoViewIfNeeded()
  await card.locator('table').waitFor()
}

/** Ends the first update the fake answered "on its way", as main would. */
function settleFirst(page: Page, outcome: 'sent' | 'conflict' | 'refused'): Promise<void> {
  return page.evaluate((end) => {
    const fake = (globalThis as unknown as { __fake: FakeControl }).__fake
    fake.settle(
      fake.onTheirWay[0]!,
      end,
      end === 'refused' ? { emailReports: ['E-mail reports are not available on your plan.'] } : undefined,
    )
  }, outcome)
}

export const SHOTS: Shot[] = [
  { name: '01-onboarding', seed: emptySeed() },
  {
    name: '02-onboarding-demo-starting',
    seed: emptySeed({ hold: ['accounts:tryDemo'] }),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Try the demo' }).click()
      await page.getByText('Starting the demo…').waitFor()
    },
  },
  {
    name: '03-add-account-tested',
    seed: emptySeed(),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Add account' }).click()
      await page.getByLabel('Service address').fill('stats.example.com')
      await page.getByLabel('API key').fill('secret-key')
      await page.getByRole('button', { name: 'Test connection' }).click()
      await page.getByText('Connected as Jane Doe').waitFor()
    },
  },
  {
    name: '04-add-account-refused',
    seed: emptySeed(),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Add account' }).click()
      await page.getByLabel('Service address').fill('http://stats.example.com')
      await page.getByLabel('API key').fill('wrong-key')
      await page.getByLabel('API key').press('Tab')
      await page.getByLabel('Service address').blur()
      await page.getByRole('button', { name: 'Add account' }).click()
      await page.getByText('Use https://').waitFor()
    },
  },
  { name: '05-websites', seed: twoAccounts() },
  {
    name: '06-websites-offline-incomplete',
    seed: seed({
      accounts: [account(WORK_ID, 'Work', { status: status(WORK_ID, { connection: 'offline', pendingEdits: 3 }) })],
      incomplete: [WORK_ID],
      offline: [WORK_ID],
    }),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Favorite bakery.org' }).click()
      await page.getByText('Offline — 4 edits waiting').waitFor()
    },
  },
  {
    name: '06b-websites-internationalized',
    seed: seed({
      websites: {
        [WORK_ID]: [
          website('90', 'xn--mnchen-3ya.de', { favorite: true, privacy: 0 }),
          website('91', 'xn--bcher-kva.de'),
          website('92', 'xn--wgv71a119e.jp', { privacy: 2, hasPassword: true }),
          ...websites(8),
        ],
      },
    }),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'münchen.de', exact: true }).waitFor()
    },
  },
  {
    name: '07-websites-search-empty',
    seed: seed(),
    act: async ({ page }) => {
      await page.getByLabel('Search websites').fill('zzz')
      await page.getByText('No websites match').waitFor()
    },
  },
  {
    name: '08-website-editor',
    seed: seed(),
    act: async ({ page }) => openFirstWebsite(page, 'garden.co.uk'),
  },
  {
    name: '09-website-password-focus',
    seed: seed({ navigation: { view: 'website', accountId: WORK_ID, websiteId: '2', focus: 'password' } }),
    act: async ({ page }) => {
      await page.getByLabel('Password', { exact: true }).waitFor()
    },
  },
  {
    name: '10-website-queued',
    seed: seed({ offline: [WORK_ID] }),
    act: async ({ page }) => {
      await openFirstWebsite(page, 'acme.com')
      await page.getByLabel('E-mail reports').uncheck()
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByRole('main').getByText('Saved on this computer').waitFor()
    },
  },
  {
    name: '11-website-field-errors',
    seed: seed(),
    act: async ({ page }) => {
      await openFirstWebsite(page, 'acme.com')
      await page.getByLabel('Excluded IP addresses').fill('203.0.113.7\nnot-an-ip')
      await page.getByLabel('Statistics page').selectOption('Password')
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByRole('main').getByText('Check the highlighted fields.').waitFor()
    },
  },
  {
    name: '12-website-delete-confirm',
    seed: seed(),
    act: async ({ page }) => {
      await openFirstWebsite(page, 'acme.com')
      await page.getByRole('button', { name: 'Delete…' }).click()
      await page.getByRole('dialog').waitFor()
    },
  },
  {
    name: '13-new-website',
    seed: seed(),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'New website' }).click()
      await page.getByLabel('Domain').fill('acme.com')
      await page.getByRole('button', { name: 'Add website' }).click()
      await page.getByText('already been taken').waitFor()
    },
  },
  {
    name: '14-account',
    seed: seed(),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Account' }).click()
      await page.getByRole('button', { name: 'Test connection' }).click()
      await page.getByText('Connected as').waitFor()
    },
  },
  {
    name: '15-account-key-refused',
    seed: seed({
      accounts: [
        account(WORK_ID, 'Work', {
          keyState: 'refused',
          status: status(WORK_ID, { lastError: { kind: 'unauthorized', message: 'The API key was refused.' } }),
        }),
      ],
      navigation: { view: 'account', accountId: WORK_ID, focus: 'apiKey' },
    }),
    act: async ({ page }) => {
      await page.getByText('Key refused').waitFor()
    },
  },
  {
    name: '15b-account-plan-without-api',
    seed: planWithoutApi({ navigation: { view: 'account', accountId: WORK_ID } }),
    act: async ({ page }) => {
      await page.getByText('Plan without API access').waitFor()
    },
  },
  {
    name: '15c-list-plan-without-api',
    seed: planWithoutApi(),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Plan without API — changes kept…' }).waitFor()
    },
  },
  {
    name: '14b-account-older-service',
    seed: twoAccounts(),
    act: async ({ page }) => {
      await page.evaluate(() =>
        (globalThis as unknown as { __fake: { emit(event: string, payload: unknown): void } }).__fake.emit('navigate', {
          view: 'account',
          accountId: '00000000-0000-4000-8000-000000000002',
        }),
      )
      await page.getByRole('button', { name: 'Test connection' }).click()
      await page.getByText('Connected as').waitFor()
    },
  },
  {
    name: '16-account-remove-confirm',
    seed: seed(),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Account' }).click()
      await page.getByRole('button', { name: 'Remove account…' }).click()
      await page.getByRole('dialog').waitFor()
    },
  },
  {
    name: '17-conflicts',
    seed: twoAccounts(),
    act: async ({ page }) => {
      await page.getByRole('button', { name: /^Conflicts/ }).click()
      await page.getByRole('button', { name: 'Keep theirs' }).waitFor()
    },
  },
  {
    name: '17b-conflicts-refused',
    seed: twoAccounts(),
    act: async ({ page }) => {
      await page.getByRole('button', { name: /^Conflicts/ }).click()
      await page.getByRole('article', { name: 'cycling.net' }).scrollIntoViewIfNeeded()
    },
  },
  {
    name: '17c-refused-edit-again',
    seed: twoAccounts(),
    act: async ({ page }) => {
      await page.getByRole('button', { name: /^Conflicts/ }).click()
      await page.getByRole('article', { name: 'cycling.net' }).getByRole('button', { name: 'Edit again' }).click()
      await page.getByRole('button', { name: 'Send again' }).waitFor()
    },
  },
  {
    name: '18-conflicts-none',
    seed: seed(),
    act: async ({ page }) => {
      await page.getByRole('button', { name: /^Conflicts/ }).click()
      await page.getByText('No conflicts').waitFor()
    },
  },
  {
    name: '20-websites-min-size-keyboard',
    seed: twoAccounts(),
    size: { width: 360, height: 420 },
    act: async ({ page }) => {
      await page.getByLabel('Search websites').focus()
      await page.keyboard.press('ArrowDown')
      await page.keyboard.press('ArrowDown')
    },
  },
  {
    name: '21-website-discard-question',
    seed: seed(),
    act: async ({ page }) => {
      await openFirstWebsite(page, 'acme.com')
      await page.getByLabel('Excluded IP addresses').fill('203.0.113.9')
      await page.keyboard.press('Escape')
      await page.getByRole('dialog', { name: 'Discard your changes to acme.com?' }).waitFor()
    },
  },
  {
    name: '22-website-sending',
    seed: seed({ slow: [WORK_ID] }),
    act: async ({ page }) => {
      await openFirstWebsite(page, 'acme.com')
      await page.getByLabel('E-mail reports').uncheck()
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByRole('main').getByText('Saved on this computer — sending…').waitFor()
    },
  },
  {
    name: '23-website-sent',
    seed: seed({ slow: [WORK_ID] }),
    act: async ({ page }) => {
      await openFirstWebsite(page, 'acme.com')
      await page.getByLabel('E-mail reports').uncheck()
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByRole('main').getByText('Saved on this computer — sending…').waitFor()
      await settleFirst(page, 'sent')
      await page.getByRole('main').getByText('Sent.').waitFor()
    },
  },
  {
    name: '24-website-refused-while-typing',
    seed: seed({ slow: [WORK_ID] }),
    act: async ({ page }) => {
      await openFirstWebsite(page, 'acme.com')
      await page.getByLabel('E-mail reports').uncheck()
      await page.getByRole('button', { name: 'Save' }).click()
      await page.getByRole('main').getByText('Saved on this computer — sending…').waitFor()
      await page.getByLabel('Exclude bots').uncheck()
      await settleFirst(page, 'refused')
      await page.getByRole('button', { name: 'Correct it' }).waitFor()
    },
  },
  {
    name: '40-websites-selected',
    seed: twoAccounts(),
    act: async ({ page }) => {
      const boxes = page.getByRole('list', { name: 'Websites' }).getByRole('checkbox')
      await clickAt(page, boxes.nth(1))
      await page.keyboard.down('Shift')
      await clickAt(page, boxes.nth(3))
      await page.keyboard.up('Shift')
      await clickAt(page, page.getByRole('button', { name: 'Change…' }))
      await page.getByRole('menuitem', { name: 'Add excluded IPs…' }).waitFor()
    },
  },
  {
    name: '41-bulk-preview',
    seed: twoAccounts(),
    act: async ({ page }) => {
      await page.getByLabel('Search websites').fill('.com')
      await page.getByText('matches').waitFor()
      await page.getByRole('list', { name: 'Websites' }).getByRole('checkbox').first().focus()
      await page.keyboard.press('Control+a')
      await clickAt(page, page.getByRole('button', { name: 'Change…' }))
      await clickAt(page, page.getByRole('menuitem', { name: 'Add excluded IPs…' }))
      await page.getByLabel('IP addresses to exclude').fill('203.0.113.7')
      await clickAt(page, page.getByRole('button', { name: 'Preview' }))
      await page.getByRole('region', { name: 'Preview' }).waitFor()
    },
  },
  {
    name: '42-batch-running',
    seed: seed({
      batches: { [WORK_ID]: [runningBatch()] },
      navigation: { view: 'batch', accountId: WORK_ID, batchId: runningBatch().id },
    }),
    act: async ({ page }) => {
      await page.getByRole('progressbar').waitFor()
    },
  },
  {
    name: '43-websites-batch-notice',
    seed: seed({ batches: { [WORK_ID]: [runningBatch()] } }),
    act: async ({ page }) => {
      await page.getByRole('list', { name: 'Bulk changes' }).waitFor()
    },
  },
  {
    name: '44-exclude-my-ip-changed',
    seed: seed({
      navigation: { view: 'exclude-my-ip', accountId: WORK_ID },
      myIp: { address: '198.51.100.200', via: 'api.ipify.org', previous: '203.0.113.7' },
    }),
    act: async ({ page }) => {
      await page.getByRole('region', { name: 'Preview' }).waitFor()
    },
  },
  {
    name: '45-switcher',
    seed: twoAccounts(),
    act: async ({ page }) => {
      await page.keyboard.press('Control+k')
      await page.keyboard.type('shop')
      await page.keyboard.press('ArrowDown')
    },
  },
  {
    name: '46-settings-switcher-ip',
    seed: seed({
      settings: {
        settings: { ...seed().settings.settings, switcherShortcut: 'CommandOrControl+Shift+K' },
        language: seed().settings.language,
        problems: {},
        notes: {},
      },
    }),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Settings' }).click()
      await page.getByLabel('“What is my IP” service').scrollIntoViewIfNeeded()
    },
  },
  {
    name: '19-settings-shortcut-problem',
    seed: seed({ takenShortcuts: ['CommandOrControl+Shift+S'], platform: 'win32' }),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Settings' }).click()
      await page.getByLabel('Global shortcut').focus()
      await page.keyboard.press('Control+Shift+S')
      await page.getByText('Another app already uses').waitFor()
    },
  },
  {
    name: '30-settings-notes-update-mac',
    seed: seed({
      platform: 'darwin',
      update: { kind: 'ready', version: '0.2.0' },
      settings: {
        language: seed().settings.language,
        settings: {
          language: 'system',
          launchAtLogin: true,
          globalShortcut: 'CommandOrControl+Shift+S',
          theme: 'system',
          refreshIntervalMinutes: 15,
          visitorAlerts: true,
          silentAfterDays: 2,
          spikeFactor: 3,
          switcherShortcut: 'CommandOrControl+Shift+K',
          ipLookupUrl: 'https://api.ipify.org',
          menuBarNumber: { kind: 'off' },
          digest: 'off',
        },
        problems: {},
        notes: {
          launchAtLogin:
            'macOS asks you to approve this: allow SiteTray in System Settings → General → Login Items. Until then it does not start at login.',
          globalShortcut:
            'macOS does not tell SiteTray when another app uses the same keys. If this shortcut does nothing, choose another one.',
        },
      },
    }),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Settings' }).click()
      await page.getByRole('button', { name: 'Restart to update' }).scrollIntoViewIfNeeded()
    },
  },
  {
    name: '31-settings-refused-notifications',
    seed: seed({
      loginItem: {
        applied: false,
        problem:
          'A development build of SiteTray does not register itself to start at login on macOS (it would start Electron instead): the installed SiteTray does.',
      },
    }),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Settings' }).click()
      await page.evaluate(
        `window.__fake.emit('notification-problem', { problem: 'SiteTray could not show a notification. Allow notifications for SiteTray in the system settings; until then, its menu in the system tray shows what needs you.' })`,
      )
      await page.getByLabel('Launch at login').click()
      await page.getByText('A development build').waitFor()
      await page.getByRole('region', { name: 'Notifications' }).waitFor()
    },
  },
  { name: '40-visitors-list', seed: withVisitors() },
  {
    name: '41-visitors-chart',
    seed: withVisitors(),
    act: async ({ page }) => {
      await openFirstWebsite(page, 'acme.com')
      await page.getByRole('img', { name: /Visitors per day/ }).waitFor()
    },
  },
  {
    name: '42-settings-alerts',
    seed: seed({
      settings: {
        language: seed().settings.language,
        settings: {
          language: 'system',
          launchAtLogin: false,
          globalShortcut: null,
          theme: 'system',
          refreshIntervalMinutes: 15,
          visitorAlerts: true,
          silentAfterDays: 2,
          spikeFactor: 3,
          switcherShortcut: null,
          ipLookupUrl: 'https://api.ipify.org',
          menuBarNumber: { kind: 'off' },
          digest: 'off',
        },
        problems: {},
        notes: {},
      },
    }),
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Settings' }).click()
      await page.getByLabel('Spike').scrollIntoViewIfNeeded()
    },
  },
  // A website's statistics tab: the totals and chart, then its lists with units, shares and changes.
  {
    name: 'website-statistics',
    seed: { ...withVisitors(), statistics: { [`${WORK_ID}/1`]: statistics({ accountId: WORK_ID, websiteId: '1' }) } },
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'acme.com', exact: true }).click()
      await page.locator('[data-total="visitors"]').waitFor()
    },
  },
  {
    name: 'website-statistics-lists',
    seed: { ...withVisitors(), statistics: { [`${WORK_ID}/1`]: statistics({ accountId: WORK_ID, websiteId: '1' }) } },
    act: async ({ page }) => openStatisticsTab(page, 'event'),
  },
  // The tracking code: its views are test/renderer/tracking-shots.ts's.
  ...TRACKING_SHOTS,
  // The overview: two accounts with statistics, one without; one website not read yet, one not current.
  {
    name: '43-overview',
    seed: seed({
      accounts: [
        account(WORK_ID, 'Work'),
        account(CLIENT_ID, 'Client sites', { baseUrl: 'https://analytics.client.example' }),
        account(OTHER_ID, 'Old server', { baseUrl: 'https://old.example', variant: 'A' }),
      ],
      websites: { [WORK_ID]: websites(9), [CLIENT_ID]: websites(4, 500), [OTHER_ID]: websites(2, 700) },
      plans: { [WORK_ID]: planUsage(WORK_ID, 423_300, 498_000) },
      overview: overviewState([
        { accountId: WORK_ID, sites: websites(9), unread: ['9'], oldMs: { '4': 2 * 60 * 60_000 } },
        { accountId: CLIENT_ID, sites: websites(4, 500) },
        { accountId: OTHER_ID, sites: [], available: false },
      ]),
    }),
    size: { width: 460, height: 720 },
    act: async ({ page }) => {
      await page.getByRole('button', { name: 'Overview' }).click()
      await page.getByText('Websites read:').waitFor()
    },
  },
]

// The plan's limits: the account's settings with the meter, past the limit and near it.
SHOTS.push(
  {
    name: 'plan-account-paused',
    seed: seed({
      plans: { [WORK_ID]: planUsage(WORK_ID, 508_102, 498_000) },
      navigation: { view: 'account', accountId: WORK_ID },
    }),
    act: async ({ page }) => {
      await page.getByText('508,102 of 498,000 pageviews (102%)').waitFor()
      await page.getByText('Data export included').scrollIntoViewIfNeeded()
    },
  },
  {
    name: 'plan-account-near',
    seed: seed({
      plans: { [WORK_ID]: planUsage(WORK_ID, 423_300, 498_000, { websitesRead: 18, dataExport: false }) },
      navigation: { view: 'account', accountId: WORK_ID },
    }),
    act: async ({ page }) => {
      await page.getByText('Read for 18 of 24 websites so far').waitFor()
      await page.getByText('Data export not included in this plan').scrollIntoViewIfNeeded()
    },
  },
)

function languageState(language: Language): LanguageState {
  return { shown: language, system: 'en', direction: directionOf(language), formatLocale: language }
}

/** Main's word that the language changed, as the settings send it: the window relabels itself where it is. */
export async function showLanguageIn(window: TestWindow, seed: FakeSeed, language: Language): Promise<void> {
  const settings = seed.settings as Omit<SettingsState, 'language'>
  await window.emit('settings-changed', { ...settings, language: languageState(language) })
  // A selector, not waitForFunction: Playwright polls a function with `new Function` in the page, which its CSP
  // reports as a violation whenever the first check comes too early.
  await window.page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' })
}
