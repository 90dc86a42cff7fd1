/**
 * A fake `window.sitetray` for the built window in plain Chromium: in-memory
 * accounts, websites, conflicts and settings that answer as main does (the
 * contract's types, outcomes and refusals) and fire the contract's events.
 *
 * `installFakeBridge` runs inside the page (page.addInitScript serializes it),
 * so it must not use anything from its module scope: only its argument.
 * Tests steer it through `window.__fake` (see FakeControl).
 */
import type { AccountSummary, ConnectionResult } from '../../src/shared/accounts'
import type { OverviewState } from '../../src/shared/overview'
import type { KeptDraft, UnsavedForm } from '../../src/shared/form-draft'
import type { Channel, EventName, Events, IpcError, Navigation, SettingsState } from '../../src/shared/ipc-contract'
import type { DesktopPlatform } from '../../src/shared/platform-words'
import type { Edit, EditOutcome, SyncStatus } from '../../src/shared/sync'
import type { UpdateState } from '../../src/shared/update-state'
import type { VisitorsOverview, VisitorsSeries } from '../../src/shared/visitors'
import type { ListQuery, Website, WebsitePatch, WebsiteInput } from '../../src/shared/website'
import type { Batch, BulkAction, BulkSelection, MyIpLookup } from '../../src/shared/bulk'
import type { SwitcherRow } from '../../src/shared/switcher'
import type { PlanUsage } from '../../src/shared/plan'
import type { TrackingCheck, TrackingOutcome } from '../../src/shared/tracking'
import type { DigestFigures, GoalFigures, StatisticsSummary } from '../../src/shared/statistics/summary'

export interface FakeSeed {
  accounts: AccountSummary[]
  websites: Record<string, Website[]>
  conflicts: Record<string, Edit[]>
  settings: SettingsState
  version: string
  /** What app:takeNavigation answers, once. */
  navigation: Navigation | null
  /** What accounts:tryDemo adds. */
  demo: { account: AccountSummary; websites: Website[] }
  /** Accounts whose edits are kept for later ("queued") instead of sent. */
  offline: string[]
  /** Accounts whose list answers come from an incomplete mirror. */
  incomplete: string[]
  /** Shortcuts "another app" holds: settings:update reports them as a problem. */
  takenShortcuts: string[]
  /** Channels whose answer waits for `__fake.release(channel)`. */
  hold: string[]
  /** Corrections (sync:retryEdit) the service refuses again, with these field errors, before it takes one. */
  refusedRetries?: Array<Record<string, string[]>>
  /** What app:takeDraft answers, once: a form's draft kept from the last run. */
  draft?: KeptDraft | null
  /**
   * Accounts whose service is slow: main answers an update "on its way" (queued, with an editId) and tells its end
   * later (`__fake.settle`).
   */
  slow?: string[]
  /** What app:platform answers (default 'linux'). */
  platform?: DesktopPlatform
  /** Where the update stands; sent as 'update-state' when the window starts, as main does when the page loads. */
  update?: UpdateState
  /** What the system answers a change to "launch at login" (default: taken, nothing to say). */
  loginItem?: { applied: boolean; problem?: string; note?: string }
  /** Each account's remembered list order (websites:listWindow). */
  listOrders?: Record<string, string>
  /** Each account's visitors overview (stats:overview); an account without one has no statistics. */
  visitors?: Record<string, VisitorsOverview>
  /** The plan's limits: each account's plan usage (stats:plan); absent: not available. */
  plans?: Record<string, PlanUsage>
  /** A website's chart days (stats:series), by `accountId/websiteId`. */
  series?: Record<string, VisitorsSeries>
  /** Each account's bulk changes, as main lists them. */
  batches?: Record<string, Batch[]>
  /** What the "what is my IP" service answers; an error's message when it fails. */
  myIp?: MyIpLookup | { failure: string }
  /** The overview: every account's websites and days; the period follows stats:openOverview. */
  overview?: OverviewState
  /** Issue 34: what "Check installation" finds per website id (default: not found). */
  tracking?: Record<string, TrackingOutcome>
  /**
   * A website's statistics by `accountId/websiteId`: every row of each statistic (highest first), and this
   * hour; a website without an entry has no rows.
   */
  insights?: Record<string, FakeInsights>
  /** A website's statistics view by `accountId/websiteId` (statistics-fixtures.ts makes them consistent). */
  statistics?: Record<string, FakeStatistics>
  /** What statistics:digest answers, per cadence (absent: no statistics, null). */
  digest?: Partial<Record<'daily' | 'weekly', DigestFigures>>
}

/**
 * A website's statistics view: the summary main would answer for each pick, keyed `<preset or from..to>|<comparison>`
 * (worked out in Node with the contract's own period.ts, since this fake runs in the page), every row of each list with
 * its count in the span compared with, and the events picked as goals.
 */
export interface FakeStatistics {
  summaries: Record<string, StatisticsSummary>
  lists: Record<string, Array<{ value: string; count: number; previous: number }>>
  goals: string[]
  /** Where "Copy public link" leads. */
  publicLink: string
}

export interface FakeInsights {
  rows: Record<string, Array<{ value: string; count: number }>>
  hour: {
    hour: string
    visitors: { today: number; yesterday: number }
    pageviews: { today: number; yesterday: number }
    /** When it was read (default: when asked); yesterday is counted to the same minute. */
    readAt?: number
  }
}

export interface FakeCall {
  channel: string
  request: unknown
}

/** What a test reaches through `window.__fake` (page.evaluate). */
export interface FakeControl {
  calls: FakeCall[]
  /** Security-policy violations and uncaught errors seen by the page. */
  violations: string[]
  hidden: number
  /** What the window last said about its form's unsaved changes (app:setUnsavedForm). */
  unsaved: UnsavedForm
  /** The ids of the updates answered "on its way" (seed.slow), in order. */
  onTheirWay: string[]
  /**
   * Ends an update answered "on its way" as main does: sent, set aside as a conflict, or refused (reverted, set aside,
   * with the service's objections).
   */
  settle(editId: string, outcome: 'sent' | 'conflict' | 'refused', fieldErrors?: Record<string, string[]>): void
  emit<E extends EventName>(event: E, payload: Events[E]): void
  /** The next call on the channel is refused with this error. */
  refuse(channel: string, error: IpcError): void
  hold(channel: string): void
  release(channel: string): void
  websites(accountId: string): Website[]
  /** The overview's days change in main: kept, and `overview-changed` told for each account. */
  setOverview(overview: OverviewState): void
  /** Subscriptions the window holds now, per event (events nobody hears are left out). */
  subscriptions(): Record<string, number>
  /** Websites the window said were opened (switcher:opened), as `accountId websiteId`. */
  opened: string[]
}

interface FakeWindow {
  sitetray?: unknown
  __fake?: FakeControl
  /** Absent in Node, where the stores' own tests use this fake. */
  addEventListener?(
    type: string,
    listener: (event: { violatedDirective?: string; blockedURI?: string; message?: string }) => void,
  ): void
}

export function installFakeBridge(seed: FakeSeed): void {
  const page = globalThis as unknown as FakeWindow
  const state = JSON.parse(JSON.stringify(seed)) as FakeSeed
  const listeners = new Map<string, Set<(payload: unknown) => void>>()
  const refusals = new Map<string, IpcError>()
  const holds = new Set(state.hold)
  const waiting = new Map<string, (() => void)[]>()
  let navigation = state.navigation
  let draft = state.draft ?? null
  const slowEdits = new Map<string, { accountId: string; websiteId: string; patch: WebsitePatch; base: WebsitePatch }>()
  let nextId = 1000
  const trackingChecks = new Map<string, TrackingCheck>()

  const control: FakeControl = {
    calls: [],
    violations: [],
    hidden: 0,
    unsaved: null,
    onTheirWay: [],
    settle(editId, end, fieldErrors) {
      const edit = slowEdits.get(editId)
      if (!edit) throw new Error(`No edit ${editId} is on its way.`)
      slowEdits.delete(editId)
      const message =
        end === 'sent'
          ? null
          : end === 'conflict'
            ? 'Changed on the server since you last saw it: your change waits in Conflicts.'
            : 'The given data was invalid.'
      if (end === 'refused') {
        const website = site(edit.accountId, edit.websiteId)
        applyPatch(website, edit.base)
        const refused: Edit = {
          kind: 'update',
          id: editId,
          websiteId: edit.websiteId,
          patch: edit.patch,
          base: edit.base,
          madeAt: now(),
          conflict: { kind: 'rejected', detectedAt: now(), message: message ?? '', fieldErrors: fieldErrors ?? {} },
        }
        state.conflicts[edit.accountId] = [...(state.conflicts[edit.accountId] ?? []), refused]
        control.emit('conflict', { accountId: edit.accountId, edit: refused })
        control.emit('websites-changed', { accountId: edit.accountId })
      }
      control.emit('edit-settled', {
        accountId: edit.accountId,
        editId,
        websiteId: edit.websiteId,
        outcome: end,
        message,
        ...(fieldErrors && { fieldErrors }),
      })
    },
    emit(event, payload) {
      // Like IPC: the listener hears it on a later turn, with its own copy.
      const copy = JSON.parse(JSON.stringify(payload)) as unknown
      setTimeout(() => listeners.get(event)?.forEach((listener) => listener(copy)), 0)
    },
    refuse(channel, error) {
      refusals.set(channel, error)
    },
    hold(channel) {
      holds.add(channel)
    },
    release(channel) {
      holds.delete(channel)
      for (const resume of waiting.get(channel) ?? []) resume()
      waiting.delete(channel)
    },
    websites: (accountId) => state.websites[accountId] ?? [],
    setOverview: (overview) => {
      state.overview = { ...overview, period: state.overview?.period ?? overview.period }
      for (const shown of overview.accounts) control.emit('overview-changed', { accountId: shown.accountId })
    },
    opened: [],
    subscriptions: () =>
      Object.fromEntries([...listeners].filter(([, set]) => set.size > 0).map(([event, set]) => [event, set.size])),
  }
  page.__fake = control
  page.addEventListener?.('securitypolicyviolation', (event) =>
    control.violations.push(`CSP ${event.violatedDirective ?? ''} ${event.blockedURI ?? ''}`),
  )
  page.addEventListener?.('error', (event) => control.violations.push(`error ${event.message ?? ''}`))
  // Like main's onPageLoaded: a page that has loaded hears where the update stands.
  page.addEventListener?.('load', () => {
    if (state.update) control.emit('update-state', state.update)
  })

  const now = (): string => new Date().toISOString()
  const fail = (kind: IpcError['kind'], message: string, fieldErrors?: Record<string, string[]>): IpcError => ({
    kind,
    message,
    ...(fieldErrors && { fieldErrors }),
  })
  class Refusal extends Error {
    constructor(readonly error: IpcError) {
      super(error.message)
    }
  }

  const account = (accountId: string): AccountSummary => {
    const found = state.accounts.find((candidate) => candidate.id === accountId)
    if (!found) throw new Refusal(fail('invalid_request', 'This account does not exist (any more).'))
    return found
  }
  const sites = (accountId: string): Website[] => (state.websites[accountId] ??= [])
  const site = (accountId: string, websiteId: string): Website => {
    const found = sites(accountId).find((candidate) => candidate.id === websiteId)
    if (!found) throw new Refusal(fail('not_found', 'Resource not found.'))
    return found
  }
  const visitorsOf = (accountId: string): VisitorsOverview => {
    account(accountId)
    state.visitors ??= {}
    return (state.visitors[accountId] ??= {
      accountId,
      available: false,
      websites: {},
      alerts: {},
      muted: [],
      alertsOn: false,
    })
  }
  const accountsChanged = (): void => control.emit('accounts-changed', { accounts: state.accounts })
  const statusChanged = (accountId: string): void => {
    const { status } = account(accountId)
    control.emit('sync-status', { status })
    control.emit('outbox-counts', { accountId, pendingEdits: status.pendingEdits, conflicts: status.conflicts })
  }

  /** An edit as main answers it: saved, or — offline — kept for later. */
  const outcome = (accountId: string, website: Website | null): EditOutcome => {
    control.emit('websites-changed', { accountId })
    if (!state.offline.includes(accountId)) return { status: 'saved', website }
    const { status } = account(accountId)
    status.pendingEdits += 1
    if (website && !status.waitingWebsiteIds.includes(website.id))
      status.waitingWebsiteIds = [...status.waitingWebsiteIds, website.id]
    statusChanged(accountId)
    return {
      status: 'queued',
      editId: `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`,
      website,
      message: 'Saved on this computer: SiteTray will send it when the service answers again.',
    }
  }

  const applyPatch = (website: Website, patch: WebsitePatch): void => {
    const { password, ...fields } = patch
    Object.assign(website, fields, { updatedAt: now() })
    if (password !== undefined) website.hasPassword = password !== ''
    if (patch.favorite !== undefined) website.favoritedAt = patch.favorite ? now() : null
  }

  const query = (accountId: string, list: ListQuery = {}) => {
    const needle = (list.search ?? '').trim().toLowerCase()
    let items = sites(accountId).filter(
      (website) =>
        (!needle || website.domain.includes(needle)) &&
        (list.favorite === undefined || website.favorite === list.favorite),
    )
    if (list.sort) items = [...items].sort((a, b) => (list.sort === 'desc' ? -1 : 1) * a.domain.localeCompare(b.domain))
    const perPage = list.perPage ?? 100
    const page = list.page ?? 1
    const total = items.length
    return {
      items: items.slice((page - 1) * perPage, page * perPage),
      page,
      lastPage: Math.max(1, Math.ceil(total / perPage)),
      perPage,
      total,
      source: 'mirror' as const,
      incomplete: state.incomplete.includes(accountId),
    }
  }

  /** The websites a selection names, in the list's order. */
  const selected = (accountId: string, selection: BulkSelection): Website[] => {
    if (selection.kind === 'ids') return sites(accountId).filter((website) => selection.ids.includes(website.id))
    const needle = (selection.search ?? '').trim().toLowerCase()
    return sites(accountId)
      .filter(
        (website) =>
          (!needle || website.domain.includes(needle)) &&
          (selection.favorite === undefined || website.favorite === selection.favorite) &&
          !(selection.except ?? []).includes(website.id),
      )
      .sort((a, b) => (a.domain < b.domain ? -1 : 1))
  }
  /** Whether the change leaves the website as it is (the fake's rules are main's, simplified). */
  const unchangedBy = (website: Website, action: BulkAction): boolean => {
    if (action.kind === 'lines') {
      const list = website[action.field] ?? []
      return action.add.every((line) => list.includes(line)) && action.remove.every((line) => !list.includes(line))
    }
    if (action.kind === 'privacy') return action.privacy !== 2 && website.privacy === action.privacy
    if (action.kind === 'switch') return website[action.field] === action.on
    return false
  }
  const previews = new Map<string, { accountId: string; ids: string[]; action: BulkAction }>()
  const batchesOf = (accountId: string): Batch[] => ((state.batches ??= {})[accountId] ??= [])
  const summaryOf = ({ results: _results, ...summary }: Batch) => summary

  type Handler = (request: Record<string, unknown>) => unknown
  const bulkHandlers: Record<
    Extract<Channel, `bulk:${string}` | `switcher:${string}` | `tracking:${string}`>,
    Handler
  > = {
    'bulk:preview': ({ accountId, selection, action }) => {
      const id = String(accountId)
      const chosen = selected(id, selection as BulkSelection)
      const change = chosen.filter((website) => !unchangedBy(website, action as BulkAction))
      const same = chosen.filter((website) => unchangedBy(website, action as BulkAction))
      const previewId = `00000000-0000-4000-a000-${String(++nextId).padStart(12, '0')}`
      previews.set(previewId, { accountId: id, ids: change.map((website) => website.id), action: action as BulkAction })
      // Main's words for the two changes the tests and screenshots use most; "change" for the rest.
      const lines = (action as BulkAction).kind === 'lines' ? (action as Extract<BulkAction, { kind: 'lines' }>) : null
      const changeText = lines?.add.length
        ? `get ${lines.add.join(', ')} added to ${lines.field === 'excludeIps' ? 'excluded IP addresses' : 'excluded query parameters'}`
        : 'change'
      const sameText = lines?.add.length
        ? `already have ${lines.add.length === 1 ? 'it' : 'them'} (unchanged)`
        : 'have this already (unchanged)'
      const groups = [
        ...(change.length
          ? [
              {
                kind: 'change',
                count: change.length,
                text: changeText,
                domains: change.slice(0, 3).map((website) => website.displayDomain),
              },
            ]
          : []),
        ...(same.length
          ? [
              {
                kind: 'unchanged',
                count: same.length,
                text: sameText,
                domains: same.slice(0, 3).map((website) => website.displayDomain),
              },
            ]
          : []),
      ]
      const summary = `${chosen.length} websites: ${groups.map((group) => `${group.count} ${group.text}`).join(', ')}`
      return {
        previewId,
        title: 'Bulk change',
        total: chosen.length,
        summary,
        groups,
        changing: change.length,
        incomplete: false,
      }
    },
    'bulk:apply': ({ accountId, previewId }) => {
      const kept = previews.get(String(previewId))
      if (!kept) throw new Refusal(fail('not_found', 'This preview is no longer current: preview the change again.'))
      const id = String(accountId)
      const results = kept.ids.map((websiteId) => ({
        websiteId,
        displayDomain: site(id, websiteId).displayDomain,
        outcome: 'applied' as const,
        message: null,
      }))
      for (const websiteId of kept.ids) {
        const action = kept.action
        if (action.kind === 'lines')
          site(id, websiteId)[action.field] = [...(site(id, websiteId)[action.field] ?? []), ...action.add]
        if (action.kind === 'switch') applyPatch(site(id, websiteId), { [action.field]: action.on })
      }
      const counts = { waiting: 0, applied: results.length, unchanged: 0, conflict: 0, rejected: 0, withdrawn: 0 }
      const batch: Batch = {
        id: previewId as string,
        accountId: id,
        title: 'Bulk change',
        createdAt: now(),
        state: 'done',
        total: results.length,
        counts,
        undoable: results.length,
        undoNote: null,
        undoOf: null,
        results,
      }
      batchesOf(id).push(batch)
      control.emit('batches-changed', { accountId: id })
      control.emit('websites-changed', { accountId: id })
      return summaryOf(batch)
    },
    'bulk:batches': ({ accountId }) => batchesOf(String(accountId)).map(summaryOf),
    'bulk:batch': ({ accountId, batchId }) =>
      batchesOf(String(accountId)).find((batch) => batch.id === batchId) ?? null,
    'bulk:cancel': ({ accountId, batchId }) => {
      const batch = batchesOf(String(accountId)).find((candidate) => candidate.id === batchId)
      if (!batch) throw new Refusal(fail('not_found', 'This bulk change is no longer listed.'))
      for (const result of batch.results) if (result.outcome === 'waiting') result.outcome = 'withdrawn'
      Object.assign(batch, {
        state: 'cancelled',
        counts: { ...batch.counts, withdrawn: batch.counts.withdrawn + batch.counts.waiting, waiting: 0 },
      })
      control.emit('batches-changed', { accountId: String(accountId) })
      return summaryOf(batch)
    },
    'bulk:undo': ({ accountId, batchId }) => {
      const batch = batchesOf(String(accountId)).find((candidate) => candidate.id === batchId)
      if (!batch || batch.undoable === 0) throw new Refusal(fail('invalid_request', 'Nothing to undo.'))
      const undo: Batch = {
        ...batch,
        id: `00000000-0000-4000-b000-${String(++nextId).padStart(12, '0')}`,
        title: `Undo: ${batch.title}`,
        undoOf: batch.id,
        undoable: 0,
        undoNote: null,
      }
      Object.assign(batch, { undoable: 0, undoNote: 'This batch has been undone.' })
      batchesOf(String(accountId)).push(undo)
      control.emit('batches-changed', { accountId: String(accountId) })
      return summaryOf(undo)
    },
    'bulk:dismiss': ({ accountId, batchId }) => {
      state.batches![String(accountId)] = batchesOf(String(accountId)).filter((batch) => batch.id !== batchId)
      control.emit('batches-changed', { accountId: String(accountId) })
      return null
    },
    'bulk:lookupMyIp': () => {
      const answer = state.myIp ?? { address: '203.0.113.7', via: 'api.ipify.org', previous: null }
      if ('failure' in answer) throw new Refusal(fail('network', answer.failure))
      return answer
    },
    'switcher:catalogue': () => ({
      accounts: state.accounts.map((entry) => ({ id: entry.id, label: entry.label })),
      websites: state.accounts.flatMap((entry, index) =>
        sites(entry.id).map((website): SwitcherRow => [
          index,
          website.id,
          website.displayDomain,
          website.domain,
          website.favorite ? 1 : 0,
          0,
        ]),
      ),
    }),
    'switcher:opened': ({ accountId, websiteId }) => {
      control.opened.push(`${String(accountId)} ${String(websiteId)}`)
      return null
    },
    // ── the tracking code: the snippet's exact form is src/shared/tracking/code.ts's, tested there ──
    'tracking:copyCode': ({ accountId, respectDnt }) =>
      `<script data-host="${account(String(accountId)).baseUrl}" data-dnt="${String(respectDnt)}"></script>`,
    'tracking:check': ({ accountId, websiteId }): TrackingCheck => {
      const host = sites(String(accountId)).find((site) => site.id === websiteId)?.domain ?? 'example.com'
      const outcome = state.tracking?.[String(websiteId)] ?? { kind: 'not-found', host }
      const check = { accountId: String(accountId), websiteId: String(websiteId), checkedAt: Date.now(), outcome }
      trackingChecks.set(`${check.accountId}/${check.websiteId}`, check)
      return check
    },
    'tracking:lastCheck': ({ accountId, websiteId }) =>
      trackingChecks.get(`${String(accountId)}/${String(websiteId)}`) ?? null,
  }

  // Every channel of the contract has an answer: a missing one fails to compile.
  const statisticsOf = (accountId: unknown, websiteId: unknown): FakeStatistics =>
    state.statistics?.[`${String(accountId)}/${String(websiteId)}`] ?? {
      summaries: {},
      lists: {},
      goals: [],
      publicLink: '',
    }
  const pickKey = (period: unknown, comparison: unknown): string => {
    const picked = period as { preset?: string; from?: string; to?: string }
    return `${picked.preset ?? `${picked.from}..${picked.to}`}|${String(comparison)}`
  }

  const handlers: Record<Channel, (request: Record<string, unknown>) => unknown> = {
    'accounts:list': () => state.accounts,
    'accounts:detect': ({ apiKey }): ConnectionResult =>
      apiKey === 'wrong-key'
        ? {
            ok: false,
            problem: 'unauthorized',
            message:
              "stats.example.com did not accept the API key. Copy the key again from the service's account area (API section) and paste it here.",
          }
        : { ok: true, variant: 'B', accountName: 'Jane Doe' },
    'accounts:testConnection': ({ accountId }) => ({
      ok: true,
      variant: account(String(accountId)).variant,
      accountName: 'Jane Doe',
    }),
    'accounts:add': ({ baseUrl, apiKey, label }) => {
      if (apiKey === 'wrong-key')
        throw new Refusal(fail('unauthorized', 'stats.example.com did not accept the API key.'))
      const id = `00000000-0000-4000-8000-${String(++nextId).padStart(12, '0')}`
      const status: SyncStatus = {
        accountId: id,
        connection: 'online',
        activities: [],
        lastSweepAt: null,
        pendingEdits: 0,
        waitingWebsiteIds: [],
        conflicts: 0,
        lastError: null,
      }
      const added: AccountSummary = {
        id,
        label: String(label ?? 'Jane Doe'),
        baseUrl: String(baseUrl),
        variant: 'B',
        createdAt: now(),
        hasApiKey: true,
        keyState: 'verified',
        status,
      }
      state.accounts.push(added)
      accountsChanged()
      return added
    },
    'accounts:setApiKey': ({ accountId }) => {
      Object.assign(account(String(accountId)), { hasApiKey: true, keyState: 'verified' })
      accountsChanged()
      return null
    },
    'accounts:rename': ({ accountId, label }) => {
      account(String(accountId)).label = String(label)
      accountsChanged()
      return null
    },
    'accounts:remove': ({ accountId }) => {
      state.accounts = state.accounts.filter((candidate) => candidate.id !== accountId)
      accountsChanged()
      return null
    },
    'accounts:tryDemo': () => {
      const existing = state.accounts.find((candidate) => candidate.id === state.demo.account.id)
      if (existing) return existing
      state.accounts.push(state.demo.account)
      state.websites[state.demo.account.id] = state.demo.websites
      accountsChanged()
      return state.demo.account
    },

    'websites:query': ({ accountId, query: list }) => {
      account(String(accountId))
      return query(String(accountId), list as ListQuery | undefined)
    },
    'websites:get': ({ accountId, websiteId }) =>
      sites(String(accountId)).find((website) => website.id === websiteId) ?? null,
    'websites:create': ({ accountId, input }) => {
      const values = input as WebsiteInput
      const domain = values.domain
        .trim()
        .toLowerCase()
        .replace(/^https?:\/\//, '')
        .replace(/^www\./, '')
      if (sites(String(accountId)).some((website) => website.domain === domain))
        throw new Refusal(
          fail('validation', 'The domain has already been taken.', { domain: ['The domain has already been taken.'] }),
        )
      const website: Website = {
        id: String(++nextId),
        domain,
        // Runs in the page, where no domainToUnicode exists: the fake's new websites are ASCII anyway.
        displayDomain: domain,
        privacy: values.privacy ?? 1,
        hasPassword: Boolean(values.password),
        emailReports: values.emailReports ?? false,
        excludeBots: values.excludeBots ?? true,
        excludeParams: values.excludeParams ?? [],
        excludeIps: values.excludeIps ?? [],
        favorite: values.favorite ?? false,
        favoritedAt: values.favorite ? now() : null,
        createdAt: now(),
        updatedAt: now(),
      }
      sites(String(accountId)).push(website)
      return outcome(String(accountId), website)
    },
    'websites:update': ({ accountId, websiteId, patch }) => {
      const website = site(String(accountId), String(websiteId))
      const changes = patch as WebsitePatch
      const base = Object.fromEntries(
        Object.keys(changes)
          .filter((field) => field !== 'password')
          .map((field) => [field, (website as unknown as Record<string, unknown>)[field]]),
      ) as WebsitePatch
      applyPatch(website, changes)
      if (!state.slow?.includes(String(accountId))) return outcome(String(accountId), website)
      // Like main when the service is slow: on this computer, answered at once, its end told later.
      const editId = `00000000-0000-4000-9000-${String(++nextId).padStart(12, '0')}`
      slowEdits.set(editId, { accountId: String(accountId), websiteId: String(websiteId), patch: changes, base })
      control.onTheirWay.push(editId)
      control.emit('websites-changed', { accountId: String(accountId) })
      return { status: 'queued', website, message: 'Saved on this computer — sending…', editId } satisfies EditOutcome
    },
    'websites:favorite': ({ accountId, websiteId, favorite }) => {
      const website = site(String(accountId), String(websiteId))
      applyPatch(website, { favorite: Boolean(favorite) })
      return outcome(String(accountId), website)
    },
    'websites:remove': ({ accountId, websiteId }) => {
      site(String(accountId), String(websiteId))
      state.websites[String(accountId)] = sites(String(accountId)).filter((website) => website.id !== websiteId)
      return outcome(String(accountId), null)
    },

    'sync:status': ({ accountId }) => account(String(accountId)).status,
    'sync:syncNow': ({ accountId }) => {
      account(String(accountId)).status.lastSweepAt = now()
      statusChanged(String(accountId))
      return null
    },
    'sync:refresh': ({ accountId }) => {
      account(String(accountId)).status.lastSweepAt = now()
      statusChanged(String(accountId))
      return null
    },
    'sync:conflicts': ({ accountId }) => state.conflicts[String(accountId)] ?? [],
    'sync:resolveConflict': ({ accountId, editId, choice }) => {
      const id = String(accountId)
      const edit = (state.conflicts[id] ?? []).find((candidate) => candidate.id === editId)
      if (!edit?.conflict) throw new Refusal(fail('not_found', 'This conflict has already been resolved.'))
      if (choice === 'mine' && edit.conflict.kind !== 'changed')
        throw new Refusal(fail('invalid_request', 'This edit can only be discarded.'))
      state.conflicts[id] = (state.conflicts[id] ?? []).filter((candidate) => candidate !== edit)
      if (edit.kind === 'update') {
        const website = sites(id).find((candidate) => candidate.id === edit.websiteId)
        if (website && edit.conflict.kind === 'changed') {
          if (choice === 'mine') applyPatch(website, edit.patch)
          else Object.assign(website, edit.conflict.theirs)
        }
      }
      account(id).status.conflicts = state.conflicts[id].length
      statusChanged(id)
      control.emit('websites-changed', { accountId: id })
      return null
    },
    'sync:retryEdit': ({ accountId, editId, change }) => {
      const id = String(accountId)
      const edit = (state.conflicts[id] ?? []).find((candidate) => candidate.id === editId)
      if (edit?.conflict?.kind !== 'rejected' || edit.kind === 'delete')
        throw new Refusal(fail('not_found', 'This edit is no longer waiting.'))
      const refusedAgain = state.refusedRetries?.shift()
      if (refusedAgain) {
        // Like main: back in Conflicts under the same id, with the new reason.
        edit.conflict = {
          kind: 'rejected',
          detectedAt: now(),
          message: 'The given data was invalid.',
          fieldErrors: refusedAgain,
        }
        control.emit('conflict', { accountId: id, edit })
        return { status: 'conflict', website: null, message: 'The server did not accept this change.', editId: edit.id }
      }
      state.conflicts[id] = (state.conflicts[id] ?? []).filter((candidate) => candidate !== edit)
      account(id).status.conflicts = state.conflicts[id].length
      statusChanged(id)
      const { domain: _domain, ...patch } = change as WebsitePatch & { domain?: string }
      const website = edit.kind === 'update' ? site(id, edit.websiteId) : null
      if (website) applyPatch(website, patch)
      control.emit('websites-changed', { accountId: id })
      return outcome(id, website)
    },

    'settings:get': () => state.settings,
    'settings:update': (patch) => {
      const problems: SettingsState['problems'] = { ...state.settings.problems }
      const notes: SettingsState['notes'] = { ...state.settings.notes }
      const kept = { ...patch }
      if ('launchAtLogin' in patch) {
        // Like main: a refusal leaves the setting as it was, with the reason; a note comes beside a change that was
        // taken.
        const answer = state.loginItem ?? { applied: true }
        if (!answer.applied) delete kept.launchAtLogin
        if (answer.problem) problems.launchAtLogin = answer.problem
        else delete problems.launchAtLogin
        if (answer.note && patch.launchAtLogin === true) notes.launchAtLogin = answer.note
        else delete notes.launchAtLogin
      }
      if ('globalShortcut' in patch) {
        const shortcut = patch.globalShortcut as string | null
        // Like main: a taken shortcut is reported, and the one that works stays.
        if (shortcut && state.takenShortcuts.includes(shortcut)) {
          problems.globalShortcut = 'Another app already uses this shortcut. Choose another one.'
          delete kept.globalShortcut
        } else delete problems.globalShortcut
      }
      Object.assign(state.settings.settings, kept)
      if ('language' in patch) {
        // Like main: the chosen language is shown at once ('system': the OS's), Arabic right to left.
        const chosen = patch.language as SettingsState['settings']['language']
        const shown = chosen === 'system' ? state.settings.language.system : chosen
        state.settings.language = {
          ...state.settings.language,
          shown,
          direction: shown === 'ar' ? 'rtl' : 'ltr',
          formatLocale: shown === 'en' ? 'en-US' : shown,
        }
      }
      state.settings.problems = problems
      state.settings.notes = notes
      control.emit('settings-changed', state.settings)
      return state.settings
    },

    'app:version': () => state.version,
    'app:openExternal': () => null,
    'app:takeNavigation': () => {
      const taken = navigation
      navigation = null
      return taken
    },
    'app:hideWindow': () => {
      control.hidden += 1
      return null
    },
    'app:setUnsavedForm': ({ unsaved }) => {
      control.unsaved = unsaved as UnsavedForm
      return null
    },
    'app:takeDraft': () => {
      const taken = draft
      draft = null
      return taken
    },
    'app:restartToUpdate': () => {
      // Like main: only a downloaded update restarts, and the window hears that it does.
      if (state.update?.kind === 'ready') {
        state.update = { kind: 'restarting', version: state.update.version }
        control.emit('update-state', state.update)
      }
      return null
    },
    'app:platform': () => state.platform ?? 'linux',
    'app:showLogFile': () => null,
    'stats:overview': ({ accountId }) => visitorsOf(String(accountId)),
    'stats:series': ({ accountId, websiteId }) => {
      const overview = visitorsOf(String(accountId))
      return (
        state.series?.[`${String(accountId)}/${String(websiteId)}`] ?? {
          available: overview.available,
          websiteId: String(websiteId),
          visitors: null,
          problem: null,
        }
      )
    },
    // The plan's limits: an account without a seeded plan is one whose service says none.
    'stats:plan': ({ accountId }): PlanUsage =>
      state.plans?.[String(accountId)] ?? {
        accountId: String(accountId),
        available: false,
        plan: null,
        planReadAt: null,
        month: null,
        pageviews: 0,
        websitesRead: 0,
        websitesTotal: 0,
        readAt: null,
      },
    // Like main, a breakdown's top 10 with shares of every row; an export tells its progress, then its end.
    'insights:breakdown': ({ accountId, websiteId, name, period }) => {
      const all = state.insights?.[`${String(accountId)}/${String(websiteId)}`]?.rows[String(name)] ?? []
      const sum = all.reduce((total, row) => total + row.count, 0)
      return {
        websiteId: String(websiteId),
        name,
        period,
        from: '2026-11-27',
        to: '2026-11-27',
        rows: all.slice(0, 10).map((row) => ({ ...row, share: sum ? row.count / sum : 0 })),
        values: all.length,
        sum,
        readAt: Date.now(),
      }
    },
    'insights:thisHour': ({ accountId, websiteId }) => {
      const hour = state.insights?.[`${String(accountId)}/${String(websiteId)}`]?.hour ?? {
        hour: '15',
        visitors: { today: 0, yesterday: 0 },
        pageviews: { today: 0, yesterday: 0 },
      }
      return { websiteId: String(websiteId), readAt: Date.now(), ...hour }
    },
    'insights:export': ({ accountId, websiteId, name, exportId }) => {
      const rows = state.insights?.[`${String(accountId)}/${String(websiteId)}`]?.rows[String(name)] ?? []
      const id = String(exportId)
      control.emit('export-progress', { exportId: id, state: 'reading', rowsRead: 0, total: rows.length })
      control.emit('export-progress', { exportId: id, state: 'done', rowsRead: rows.length, total: rows.length })
      return { outcome: 'written', rows: rows.length, fileName: `${String(name)}.csv` }
    },
    'insights:cancelExport': () => null,
    // A website's statistics view: the summary as seeded for the pick, lists filtered by `search` and paged by 100.
    'statistics:summary': ({ accountId, websiteId, period, comparison }) => {
      const summary = statisticsOf(accountId, websiteId).summaries[pickKey(period, comparison)]
      if (!summary) throw new Refusal(fail('internal', 'The fake has no summary for this pick.'))
      return summary
    },
    'statistics:list': ({ accountId, websiteId, list, comparison, search, page }) => {
      const all = statisticsOf(accountId, websiteId).lists[String(list)] ?? []
      const needle = typeof search === 'string' ? search.toLowerCase() : ''
      const rows = needle ? all.filter((row) => row.value.toLowerCase().includes(needle)) : all
      const sum = rows.reduce((total, row) => total + row.count, 0)
      const number = typeof page === 'number' ? page : 1
      return {
        list,
        rows: rows.slice((number - 1) * 100, number * 100).map((row) => ({
          value: row.value,
          count: row.count,
          share: sum ? row.count / sum : 0,
          previous: comparison === 'none' ? null : row.previous,
        })),
        values: rows.length,
        sum,
        page: number,
        more: rows.length > number * 100,
        readAt: Date.now(),
      }
    },
    'statistics:goals': ({ accountId, websiteId, period, comparison }) => {
      const statistics = statisticsOf(accountId, websiteId)
      const summary = statistics.summaries[pickKey(period, comparison)]
      const events = statistics.lists.event ?? []
      return statistics.goals.map((event): GoalFigures => {
        const rows = events.filter((row) => row.value.split(':')[0] === event)
        const current = rows.reduce((total, row) => total + row.count, 0)
        const previous = comparison === 'none' ? null : rows.reduce((total, row) => total + row.previous, 0)
        const visitors = summary?.visitors ?? { current: 0, previous: null }
        return {
          event,
          completions: { current, previous },
          conversion: {
            current: visitors.current ? current / visitors.current : null,
            previous: previous !== null && visitors.previous ? previous / visitors.previous : null,
          },
        }
      })
    },
    'statistics:setGoals': ({ accountId, websiteId, events }) => {
      const statistics = statisticsOf(accountId, websiteId)
      statistics.goals = [...new Set(events as string[])]
      return statistics.goals
    },
    'statistics:openOnWeb': () => null,
    'statistics:copyPublicLink': ({ accountId, websiteId }) => statisticsOf(accountId, websiteId).publicLink,
    'statistics:digest': ({ cadence }) => state.digest?.[cadence as 'daily' | 'weekly'] ?? null,
    // The overview: as main keeps it, the period the last one chosen.
    'stats:openOverview': ({ period }) => {
      state.overview = { ...(state.overview ?? { accounts: [] }), period: period as OverviewState['period'] }
      return state.overview
    },
    'stats:overviewState': () => state.overview ?? { period: '7d', accounts: [] },
    'stats:onScreen': () => null,
    'stats:setAlerts': ({ accountId, websiteId, on }) => {
      // Like main: a website left out has no alert standing, and the window hears the new overview.
      const overview = visitorsOf(String(accountId))
      overview.muted = on ? overview.muted.filter((id) => id !== websiteId) : [...overview.muted, String(websiteId)]
      if (!on) delete overview.alerts[String(websiteId)]
      control.emit('visitors-changed', overview)
      return null
    },
    'websites:listWindow': ({ accountId, search, favorite, order, offset, limit, anchorId }) => {
      const id = String(accountId)
      account(id)
      // Like main: an order asked for is remembered for the account; none asked is the remembered one.
      if (order) state.listOrders = { ...state.listOrders, [id]: String(order) }
      const chosen = state.listOrders?.[id] ?? 'domain-asc'
      const needle = String(search ?? '')
        .trim()
        .toLowerCase()
      const byDomain = (a: Website, b: Website): number => (a.domain < b.domain ? -1 : a.domain > b.domain ? 1 : 0)
      const byId = (a: Website, b: Website): number => Number(a.id) - Number(b.id)
      const compare =
        {
          'domain-asc': byDomain,
          'domain-desc': (a: Website, b: Website) => byDomain(b, a),
          oldest: byId,
          newest: (a: Website, b: Website) => byId(b, a),
        }[chosen] ?? byDomain
      const items = sites(id)
        .filter(
          (website) =>
            (!needle || website.domain.includes(needle)) && (favorite === undefined || website.favorite === favorite),
        )
        .sort(compare)
      const start = Number(offset)
      const anchorAt = anchorId === undefined ? -1 : items.findIndex((website) => website.id === anchorId)
      return {
        items: items.slice(start, start + Number(limit)),
        offset: start,
        total: items.length,
        order: chosen,
        source: 'mirror' as const,
        incomplete: state.incomplete.includes(id),
        anchorIndex: anchorAt < 0 ? null : anchorAt,
      }
    },
    ...bulkHandlers,
  }

  const invoke = async (channel: string, request: Record<string, unknown>): Promise<unknown> => {
    control.calls.push({ channel, request: JSON.parse(JSON.stringify(request)) as unknown })
    if (holds.has(channel))
      await new Promise<void>((resume) => waiting.set(channel, [...(waiting.get(channel) ?? []), resume]))
    else await Promise.resolve()
    const refusal = refusals.get(channel)
    if (refusal) {
      refusals.delete(channel)
      return { ok: false, error: refusal }
    }
    try {
      // Answers cross IPC as copies: nothing the window does to them reaches this state.
      return { ok: true, data: JSON.parse(JSON.stringify(handlers[channel as Channel](request) ?? null)) as unknown }
    } catch (error) {
      if (error instanceof Refusal) return { ok: false, error: error.error }
      return { ok: false, error: fail('internal', error instanceof Error ? error.message : String(error)) }
    }
  }

  const bridge: Record<string, unknown> = {
    on(event: string, listener: (payload: unknown) => void) {
      // A wrapper per subscription, as the preload makes one: the same function subscribed twice is two subscriptions.
      const subscription = (payload: unknown): void => listener(payload)
      const set = listeners.get(event) ?? new Set()
      set.add(subscription)
      listeners.set(event, set)
      return () => set.delete(subscription)
    },
  }
  for (const channel of Object.keys(handlers)) {
    const [group = '', method = ''] = channel.split(':')
    const methods = (bridge[group] ??= {}) as Record<string, (request?: Record<string, unknown>) => Promise<unknown>>
    methods[method] = (request) => {
      // Like Electron's contextBridge, which copies the argument: what cannot be copied (a Vue reactive
      // object is a Proxy) throws before anything is sent — and fails the test, whatever the window does with the
      // error.
      let copy: Record<string, unknown>
      try {
        copy = structuredClone(request ?? {})
      } catch {
        control.violations.push(`bridge ${channel}: An object could not be cloned.`)
        throw new Error('An object could not be cloned.')
      }
      return invoke(channel, copy)
    }
  }
  page.sitetray = Object.freeze(bridge)
}
