/** The tray menu as a user reads it, built from accounts, mirrored websites and sync state — no Electron. */
import { describe, expect, it } from 'vitest'
import type { AccountSummary } from '../../src/shared/accounts'
import type { SyncStatus } from '../../src/shared/sync'
import {
  buildTrayMenu,
  MAX_SITES_PER_ACCOUNT,
  notificationsBlockedLine,
  quitLabel,
  type TrayAccountState,
  type TrayItem,
  type TrayState,
} from '../../src/main/tray/menu'
import { ago, statusText } from '../../src/shared/sync-words'
import {
  keyProblemLabel,
  PRIVACY_CHOICES,
  PRIVACY_LABELS,
  reviewConflictsLabel,
  SETTING_LABELS,
} from '../../src/shared/words'
import { plainWebsite } from '../support/websites'

const NOW = Date.parse('2026-11-23T12:00:00.000Z')

function status(overrides: Partial<SyncStatus> = {}): SyncStatus {
  return {
    accountId: 'a1',
    connection: 'online',
    activities: [],
    lastSweepAt: '2026-11-23T11:58:00.000Z',
    pendingEdits: 0,
    waitingWebsiteIds: [],
    conflicts: 0,
    lastError: null,
    ...overrides,
  }
}

function account(
  id: string,
  overrides: Partial<AccountSummary> = {},
  statusOverrides: Partial<SyncStatus> = {},
): AccountSummary {
  return {
    id,
    label: `Account ${id}`,
    baseUrl: 'https://stats.example',
    variant: 'B',
    createdAt: '2026-01-01T00:00:00.000Z',
    hasApiKey: true,
    keyState: 'verified',
    status: status({ accountId: id, ...statusOverrides }),
    ...overrides,
  }
}

/** Windows unless said otherwise: there a click on the icon opens the window, so the menu has no lead item. */
function state(accounts: TrayAccountState[], overrides: Partial<TrayState> = {}): TrayState {
  return { accounts, networkAvailable: true, now: NOW, platform: 'win32', ...overrides }
}

/** The labels as a user sees them, submenus indented. */
function labels(items: readonly TrayItem[], depth = 0): string[] {
  return items.flatMap((item) => {
    const pad = '  '.repeat(depth)
    if (item.kind === 'separator') return [`${pad}---`]
    if (item.kind === 'submenu') return [`${pad}${item.label} >`, ...labels(item.items, depth + 1)]
    if (item.kind === 'checkbox' || item.kind === 'radio')
      return [`${pad}${item.checked ? '[x]' : '[ ]'} ${item.label}`]
    return [`${pad}${item.label}`]
  })
}

function find(items: readonly TrayItem[], path: readonly string[]): TrayItem {
  const [first, ...rest] = path
  const item = items.find((candidate) => candidate.kind !== 'separator' && candidate.label === first)
  if (!item) throw new Error(`no item ${first} in ${labels(items).join(' | ')}`)
  if (rest.length === 0) return item
  if (item.kind !== 'submenu') throw new Error(`${first} has no submenu`)
  return find(item.items, rest)
}

describe('the tray menu with no account', () => {
  it('offers to add an account, to try the demo, and to quit', () => {
    expect(labels(buildTrayMenu(state([])).items)).toEqual(['Add account…', 'Try the demo', '---', 'Exit'])
  })

  it.each(['linux', 'darwin'] as const)(
    'puts "Open SiteTray" first on %s, where a click on the icon opens the menu',
    (platform) => {
      expect(labels(buildTrayMenu(state([], { platform })).items)).toEqual([
        'Open SiteTray',
        '---',
        'Add account…',
        'Try the demo',
        '---',
        quitLabel(platform),
      ])
    },
  )

  it('says when notifications cannot be shown, and marks the icon for it', () => {
    const menu = buildTrayMenu(state([], { notificationsBlocked: true }))
    expect(labels(menu.items)).toContain(notificationsBlockedLine())
    expect(menu.attention).toBe(true)
    expect(menu.tooltip).toMatch(/notifications cannot be shown/)
    expect(buildTrayMenu(state([])).attention).toBe(false)
  })
})

describe('the tray menu with one account', () => {
  const websites = [
    plainWebsite('1', { domain: 'shop10.example', favorite: true }),
    plainWebsite('2', { domain: 'blog.example', favorite: true, privacy: 2, hasPassword: true, emailReports: true }),
    plainWebsite('3', { domain: 'quiet.example' }),
  ]

  it('lists the favorites, each with its quick edits, then the sync state and the app items', () => {
    const menu = buildTrayMenu(state([{ account: account('a1'), websites, recentlyEdited: [] }]))
    expect(labels(menu.items)).toEqual([
      'blog.example >',
      '  [x] Favorite',
      '  ---',
      '  Statistics page',
      '  [ ] Public',
      '  [x] Password',
      '  [ ] Private',
      '  ---',
      '  [x] E-mail reports',
      '  [x] Exclude bots',
      '  ---',
      '  Statistics…',
      '  Open in SiteTray',
      '  Copy tracking code',
      '  Check installation…',
      'shop10.example >',
      '  [x] Favorite',
      '  ---',
      '  Statistics page',
      '  [ ] Public',
      '  [ ] Password…',
      '  [x] Private',
      '  ---',
      '  [ ] E-mail reports',
      '  [x] Exclude bots',
      '  ---',
      '  Statistics…',
      '  Open in SiteTray',
      '  Copy tracking code',
      '  Check installation…',
      '---',
      'Synced 2 min. ago',
      'Exclude my IP from 3 websites…',
      'Refresh now',
      // The overview, where an account has statistics.
      'Overview…',
      'Open SiteTray',
      'Settings…',
      '---',
      'Exit',
    ])
    expect(menu.attention).toBe(false)
    expect(find(menu.items, ['Exclude my IP from 3 websites…'])).toMatchObject({
      action: { type: 'exclude-my-ip', accountId: 'a1' },
    })
  })

  it('follows a bulk change as it runs, and opens its progress when clicked', () => {
    const running = account('a1', {}, { activities: [{ kind: 'applying', done: 12, total: 35 }], pendingEdits: 23 })
    const menu = buildTrayMenu(state([{ account: running, websites, recentlyEdited: [], runningBatchId: 'b1' }]))
    expect(find(menu.items, ['Applying to 12 of 35'])).toMatchObject({
      kind: 'action',
      action: { type: 'open-batch', accountId: 'a1', batchId: 'b1' },
    })
    expect(menu.tooltip).toBe('SiteTray — 23 edits waiting')
  })

  it.each(['linux', 'darwin'] as const)(
    'on %s leads with "Open SiteTray" instead of offering it at the end',
    (platform) => {
      const top = labels(
        buildTrayMenu(state([{ account: account('a1'), websites, recentlyEdited: [] }], { platform })).items,
      ).filter((label) => !label.startsWith('  '))
      expect(top.slice(0, 3)).toEqual(['Open SiteTray', '---', 'blog.example >'])
      expect(top.filter((label) => label === 'Open SiteTray')).toHaveLength(1)
    },
  )

  it('a blocked notification marks the icon even when nothing else needs the user, and says so above the app items', () => {
    const menu = buildTrayMenu(
      state([{ account: account('a1'), websites, recentlyEdited: [] }], { notificationsBlocked: true }),
    )
    const top = labels(menu.items).filter((label) => !label.startsWith('  '))
    expect(top.slice(top.indexOf('Synced 2 min. ago'), top.indexOf('Exclude my IP from 3 websites…'))).toEqual([
      'Synced 2 min. ago',
      notificationsBlockedLine(),
    ])
    expect(menu.attention).toBe(true)
  })

  it('each quick edit names its website and the new value; "Password…" without a password opens the window at that field', () => {
    const { items } = buildTrayMenu(state([{ account: account('a1'), websites, recentlyEdited: [] }]))
    expect(find(items, ['shop10.example', 'E-mail reports'])).toMatchObject({
      action: { type: 'set-email-reports', accountId: 'a1', websiteId: '1', on: true },
    })
    expect(find(items, ['shop10.example', 'Favorite'])).toMatchObject({
      action: { type: 'set-favorite', websiteId: '1', favorite: false },
    })
    expect(find(items, ['shop10.example', 'Public'])).toMatchObject({
      action: { type: 'set-privacy', websiteId: '1', privacy: 0 },
    })
    expect(find(items, ['shop10.example', 'Password…'])).toMatchObject({
      action: { type: 'open-website', websiteId: '1', focus: 'password' },
    })
    expect(find(items, ['blog.example', 'Password'])).toMatchObject({
      action: { type: 'set-privacy', websiteId: '2', privacy: 2 },
    })
    expect(find(items, ['blog.example', 'Exclude bots'])).toMatchObject({
      action: { type: 'set-exclude-bots', websiteId: '2', on: false },
    })
  })

  it('shows the menu-bar number beside the icon on macOS, and first in the tooltip elsewhere', () => {
    const accounts = [{ account: account('a1'), websites, recentlyEdited: [] }]
    const mac = buildTrayMenu(state(accounts, { platform: 'darwin', menuBarCount: 1234 }))
    expect(mac.title).toBe('1,234')
    expect(mac.tooltip).not.toContain('1,234')
    for (const platform of ['win32', 'linux'] as const) {
      const other = buildTrayMenu(state(accounts, { platform, menuBarCount: 1234 }))
      expect(other.title).toBe('')
      expect(other.tooltip).toMatch(/^SiteTray — Visitors today: 1,234/)
    }
    expect(buildTrayMenu(state(accounts, { platform: 'darwin', menuBarCount: null })).title).toBe('')
  })

  it("offers a website's statistics where its account has them, and opens the window there", () => {
    const { items } = buildTrayMenu(state([{ account: account('a1'), websites, recentlyEdited: [] }]))
    expect(find(items, ['shop10.example', 'Statistics…'])).toMatchObject({
      action: { type: 'open-website', accountId: 'a1', websiteId: '1', tab: 'statistics' },
    })
    const older = buildTrayMenu(state([{ account: account('a1', { variant: 'A' }), websites, recentlyEdited: [] }]))
    expect(() => find(older.items, ['shop10.example', 'Statistics…'])).toThrow(/no item Statistics…/)
  })

  it('shows the recently edited websites when there are no favorites, newest first', () => {
    const plain = websites.map((website) => ({ ...website, favorite: false }))
    const menu = buildTrayMenu(state([{ account: account('a1'), websites: plain, recentlyEdited: ['3', 'gone', '1'] }]))
    expect(
      labels(menu.items)
        .filter((label) => !label.startsWith('  '))
        .slice(0, 3),
    ).toEqual(['Recently edited', 'quiet.example >', 'shop10.example >'])
  })

  it('says how to get favorites when there are none and nothing was edited', () => {
    const plain = websites.map((website) => ({ ...website, favorite: false }))
    expect(
      labels(buildTrayMenu(state([{ account: account('a1'), websites: plain, recentlyEdited: [] }])).items)[0],
    ).toBe('No favorites yet — star websites in SiteTray')
  })

  it(`keeps at most ${MAX_SITES_PER_ACCOUNT} favorites and links to the rest`, () => {
    const many = Array.from({ length: 25 }, (_, index) =>
      plainWebsite(String(index + 1), { favorite: true, domain: `site${String(index + 1).padStart(2, '0')}.example` }),
    )
    const { items } = buildTrayMenu(state([{ account: account('a1'), websites: many, recentlyEdited: [] }]))
    expect(items.filter((item) => item.kind === 'submenu')).toHaveLength(MAX_SITES_PER_ACCOUNT)
    expect(find(items, ['All 25 favorites…'])).toMatchObject({ action: { type: 'open-all-websites', accountId: 'a1' } })
  })

  it('names each website as people write it, an internationalized domain in its own letters', () => {
    const sites = [
      plainWebsite('1', { domain: 'xn--zrich-kva.ch', favorite: true }),
      plainWebsite('2', { domain: 'xn--pple-43d.com', favorite: true }),
    ]
    const top = labels(
      buildTrayMenu(state([{ account: account('a1'), websites: sites, recentlyEdited: [] }])).items,
    ).filter((label) => label.endsWith(' >'))
    // A label that mixes scripts to pass for another name ("аpple.com" with a Cyrillic а) stays in ASCII.
    expect(top).toEqual(['xn--pple-43d.com >', 'zürich.ch >'])
  })

  it("speaks the window's words: the privacy choices in their one order, the settings by their one name", () => {
    const blog = plainWebsite('2', { domain: 'blog.example', favorite: true, privacy: 2, hasPassword: true })
    const submenu = find(
      buildTrayMenu(state([{ account: account('a1'), websites: [blog], recentlyEdited: [] }])).items,
      ['blog.example'],
    )
    if (submenu.kind !== 'submenu') throw new Error('no submenu')
    const shown = submenu.items.flatMap((item) => (item.kind === 'separator' ? [] : [item.label]))
    expect(
      submenu.items.filter((item) => item.kind === 'radio').map((item) => (item.kind === 'radio' ? item.label : '')),
    ).toEqual(PRIVACY_CHOICES.map((value) => PRIVACY_LABELS[value]))
    expect(shown).toEqual(
      expect.arrayContaining([
        SETTING_LABELS.favorite,
        SETTING_LABELS.privacy,
        SETTING_LABELS.emailReports,
        SETTING_LABELS.excludeBots,
      ]),
    )
  })

  it('orders favorites by plain code-point order of the domain, as the server sorts', () => {
    const sites = ['shop2.example', 'shop10.example', 'Shop1.example'].map((domain, index) =>
      plainWebsite(String(index), { domain, favorite: true }),
    )
    const { items } = buildTrayMenu(state([{ account: account('a1'), websites: sites, recentlyEdited: [] }]))
    expect(
      items.filter((item) => item.kind === 'submenu').map((item) => (item.kind === 'submenu' ? item.label : '')),
    ).toEqual(['Shop1.example', 'shop10.example', 'shop2.example'])
  })
})

describe('the sync state line', () => {
  const line = (overrides: Partial<SyncStatus>, extra: Partial<TrayState> = {}): string =>
    statusText(status(overrides), { networkAvailable: true, now: NOW, ...extra })

  it('says when it last synced, how far a sweep is, and what waits while offline', () => {
    expect(line({})).toBe('Synced 2 min. ago')
    expect(
      line({
        activities: [{ kind: 'sweeping', websitesDone: 1_200, websitesTotal: 6_000, pagesDone: 12, pagesTotal: 60 }],
      }),
    ).toBe('Syncing 1,200 of 6,000')
    expect(line({ connection: 'offline', pendingEdits: 3 })).toBe('Offline — 3 edits waiting')
    expect(line({ connection: 'offline', pendingEdits: 1 })).toBe('Offline — 1 edit waiting')
    expect(line({ pendingEdits: 2 }, { networkAvailable: false })).toBe('Offline — 2 edits waiting')
    expect(line({ lastSweepAt: null })).toBe('Not synced yet')
  })

  it("a sweep and edits being sent at the same time: the sweep's progress is shown", () => {
    expect(
      line({
        activities: [
          { kind: 'sending', editsLeft: 1 },
          { kind: 'sweeping', websitesDone: 100, websitesTotal: 300, pagesDone: 1, pagesTotal: 3 },
        ],
        pendingEdits: 1,
      }),
    ).toBe('Syncing 100 of 300')
  })

  it('counts time the way people say it', () => {
    expect(ago(NOW - 20_000, NOW)).toBe('just now')
    expect(ago(NOW - 59 * 60_000, NOW)).toBe('59 min. ago')
    expect(ago(NOW - 3 * 3_600_000, NOW)).toBe('3 hr. ago')
    expect(ago(NOW - 49 * 3_600_000, NOW)).toBe('2 days ago')
  })

  it('turns a conflict into a clickable "review" item and raises the icon\'s attention', () => {
    const menu = buildTrayMenu(
      state([{ account: account('a1', {}, { conflicts: 1 }), websites: [], recentlyEdited: [] }]),
    )
    expect(find(menu.items, [reviewConflictsLabel(1)])).toMatchObject({
      action: { type: 'review-conflicts', accountId: 'a1' },
    })
    expect(reviewConflictsLabel(1)).toBe('1 conflict — review')
    expect(menu.attention).toBe(true)
    expect(menu.tooltip).toBe('SiteTray — 1 conflict to review')
  })

  it('a refused key asks to be fixed and raises attention', () => {
    const menu = buildTrayMenu(
      state([{ account: account('a1', { keyState: 'refused' }), websites: [], recentlyEdited: [] }]),
    )
    expect(find(menu.items, ['API key refused — fix…'])).toMatchObject({ action: { type: 'fix-key', accountId: 'a1' } })
    expect(menu.attention).toBe(true)
  })

  it("a plan without the API is said as the plan, not the key, and leads to the account's settings rather than the key field", () => {
    const menu = buildTrayMenu(
      state([{ account: account('a1', { keyState: 'no-api' }), websites: [], recentlyEdited: [] }]),
    )
    expect(find(menu.items, ['Plan without API — changes kept…'])).toMatchObject({
      action: { type: 'open-account', accountId: 'a1' },
    })
    expect(keyProblemLabel('no-api')).not.toBe(keyProblemLabel('refused'))
    expect(menu.attention).toBe(true)
  })

  it.each(['refused', 'missing', 'keychain'] as const)(
    "a key that is %s is said in the words the window's status line uses",
    (keyState) => {
      const menu = buildTrayMenu(state([{ account: account('a1', { keyState }), websites: [], recentlyEdited: [] }]))
      expect(find(menu.items, [keyProblemLabel(keyState)!])).toMatchObject({
        action: { type: 'fix-key', accountId: 'a1' },
      })
    },
  )
})

describe('the tray menu with several accounts', () => {
  it("groups the websites under each account's name and prefixes each sync line with it", () => {
    const menu = buildTrayMenu(
      state([
        {
          account: account('a1', { label: 'Work' }),
          websites: [plainWebsite('1', { domain: 'work.example', favorite: true })],
          recentlyEdited: [],
        },
        {
          account: account('a2', { label: 'Home' }, { connection: 'offline', pendingEdits: 1 }),
          websites: [plainWebsite('9', { domain: 'home.example', favorite: true })],
          recentlyEdited: [],
        },
      ]),
    )
    const top = labels(menu.items).filter((label) => !label.startsWith('  '))
    expect(top.slice(0, 4)).toEqual(['Work', 'work.example >', 'Home', 'home.example >'])
    expect(top).toContain('Work: Synced 2 min. ago')
    expect(top).toContain('Home: Offline — 1 edit waiting')
    expect(find(menu.items, ['Home: Exclude my IP from 1 website…'])).toMatchObject({
      action: { type: 'exclude-my-ip', accountId: 'a2' },
    })
    expect(menu.tooltip).toBe('SiteTray — 1 edit waiting')
  })
})

describe("SiteTray's own update in the tray menu", () => {
  const site = (): TrayAccountState => ({
    account: account('a1'),
    websites: [plainWebsite('1', { domain: 'example.org', favorite: true })],
    recentlyEdited: [],
  })

  it.each([
    ['no account', [] as TrayAccountState[]],
    ['an account', [site()]],
  ])(
    'with %s: a downloaded update is offered as "Restart to update", just above Windows\' "Exit"',
    (_name, accounts) => {
      const menu = buildTrayMenu(state(accounts, { update: { kind: 'ready', version: '0.2.0' } }))
      expect(labels(menu.items).slice(-2)).toEqual(['Restart to update', 'Exit'])
      expect(find(menu.items, ['Restart to update'])).toEqual({
        kind: 'action',
        label: 'Restart to update',
        action: { type: 'restart-to-update' },
      })
      expect(menu.attention).toBe(false)
    },
  )

  it.each([
    { kind: 'off', reason: 'development' },
    { kind: 'off', reason: 'package-manager' },
    { kind: 'idle', lastCheck: null },
    { kind: 'checking' },
    { kind: 'downloading', version: '0.2.0', percent: 40 },
    { kind: 'restarting', version: '0.2.0' },
  ] as const)('offers nothing while the update is %j', (update) => {
    const withUpdate = labels(buildTrayMenu(state([site()], { update })).items)
    expect(withUpdate).toEqual(labels(buildTrayMenu(state([site()])).items))
    expect(withUpdate).not.toContain('Restart to update')
  })
})
