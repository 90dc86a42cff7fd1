/**
 * Every message between the window and the main process (docs/architecture.md).
 *
 * A channel is the renderer asking main for something: a strict request schema
 * (zod; unknown keys, wrong types and oversized values are refused before any
 * handler runs) and the type of the answer. Channels come in groups
 * (`websites:update` is `update` in the `websites` group), and a group is the
 * interface main implements: the services facade's `websites.update(request)`
 * answers `websites:update`, with this request and this answer (ChannelGroup).
 * An event is main telling every window about a change. Nothing here may
 * carry an API key in an answer or an event: keys only ever travel
 * renderer → main, in `accounts:add` and `accounts:setApiKey`.
 */
import { z } from 'zod'
import type { AccountSummary, ConnectionResult } from './accounts'
import type { Edit, EditOutcome, QueryResult, SyncStatus } from './sync'
import { WEBSITE_REF, type Website } from './website'
import { listQuerySchema, listWindowSchema, type ListWindow } from './list-query'
import { correctionSchema, storedInputSchema, storedPatchSchema } from './website-schema'
import type { DesktopPlatform } from './platform-words'
import type { VisitorsOverview, VisitorsSeries } from './visitors'
import { OVERVIEW_PERIODS, STATS_VIEWS, type OverviewState } from './overview'
import {
  bulkActionSchema,
  bulkSelectionSchema,
  type Batch,
  type BatchSummary,
  type BulkPreview,
  type MyIpLookup,
} from './bulk'
import type { SwitcherCatalogue } from './switcher'
import type { PlanUsage } from './plan'
// A website's statistics beyond its daily visitors (insights)
import { EXPORTABLE, INSIGHT_PERIODS, type Breakdown, type ExportResult, type ThisHour } from './statistics/insights'
import type { TrackingCheck } from './tracking'
import {
  STATISTIC_LISTS,
  comparisonSchema,
  digestCadenceSchema,
  periodSchema,
  webPageSchema,
  type DigestFigures,
  type GoalFigures,
  type StatisticsListPage,
  type StatisticsSummary,
} from './statistics/summary'

export { eventChannel } from './event-channel'
import { settingsSchema, type SettingsState } from './settings'
import { unsavedFormSchema, type KeptDraft } from './form-draft'

export type { EditSettled, IpcError, IpcResult, Navigation } from './ipc-payloads'
import type { Navigation } from './ipc-payloads'

export {
  ACCELERATOR,
  DEFAULT_SETTINGS,
  REFRESH_INTERVALS,
  settingsSchema,
  THEMES,
  type Settings,
  type SettingsState,
  type Theme,
} from './settings'

// ── building blocks ────────────────────────────────────────────────────────

/** Profile ids are UUIDs; nothing else names an account. */
const accountId = z.uuid()
/** A server id (an integer kept as text) or the id of a website the server has not confirmed yet. */
const websiteId = z.string().regex(WEBSITE_REF)
const editId = z.uuid()
/** Long enough for any real address or key, short enough that nobody can push megabytes through. */
const serviceAddress = z.string().min(1).max(2_048)
const apiKey = z.string().min(1).max(1_024)
const label = z.string().max(200)
const variant = z.enum(['A', 'B'])
/**
 * A website's settings in the shape the website schema gives them (unknown fields refused); the
 * field rules (a valid domain, IP…) are main's own and come back as field errors. The overall size
 * of a request is bounded where the channels are registered (src/main/ipc/register.ts).
 */
const websiteInput = storedInputSchema
const websitePatch = storedPatchSchema
/** Exported so the derived interfaces can tell a channel that takes no argument (ipc-interfaces.ts). */
export const none = z.strictObject({})
const ofAccount = z.strictObject({ accountId })
const ofWebsite = z.strictObject({ accountId, websiteId })

/** A phantom: carries the answer's type in the contract without a runtime value. */
function returns<T>(): T {
  return undefined as T
}

// ── channels ───────────────────────────────────────────────────────────────

export const channels = {
  'accounts:list': { request: none, response: returns<AccountSummary[]>() },
  /** Which API variant answers at an address with a key, and the account's name. */
  'accounts:detect': {
    request: z.strictObject({ baseUrl: serviceAddress, apiKey }),
    response: returns<ConnectionResult>(),
  },
  'accounts:testConnection': {
    request: z.union([ofAccount, z.strictObject({ baseUrl: serviceAddress, variant, apiKey })]),
    response: returns<ConnectionResult>(),
  },
  'accounts:add': {
    request: z.strictObject({ baseUrl: serviceAddress, apiKey, label: label.optional(), variant: variant.optional() }),
    response: returns<AccountSummary>(),
  },
  /** Write-only: no channel ever answers with a key. */
  'accounts:setApiKey': { request: z.strictObject({ accountId, apiKey }), response: returns<null>() },
  'accounts:rename': { request: z.strictObject({ accountId, label: label.min(1) }), response: returns<null>() },
  'accounts:remove': { request: ofAccount, response: returns<null>() },
  /** Starts the embedded demo service and adds a "Demo" account for it (or returns the one there is). */
  'accounts:tryDemo': { request: none, response: returns<AccountSummary>() },

  'websites:query': {
    request: z.strictObject({ accountId, query: listQuerySchema.optional() }),
    response: returns<QueryResult>(),
  },
  'websites:get': { request: ofWebsite, response: returns<Website | null>() },
  'websites:create': { request: z.strictObject({ accountId, input: websiteInput }), response: returns<EditOutcome>() },
  /**
   * `seen`: the values the form showed before the user changed them, so that a change made elsewhere since is a
   * conflict.
   */
  'websites:update': {
    request: z.strictObject({ accountId, websiteId, patch: websitePatch, seen: websitePatch.optional() }),
    response: returns<EditOutcome>(),
  },
  'websites:favorite': {
    request: z.strictObject({ accountId, websiteId, favorite: z.boolean() }),
    response: returns<EditOutcome>(),
  },
  'websites:remove': { request: ofWebsite, response: returns<EditOutcome>() },

  'sync:status': { request: ofAccount, response: returns<SyncStatus>() },
  /** A full sweep; answers when it is over (a failure shows in the status). */
  'sync:syncNow': { request: ofAccount, response: returns<null>() },
  'sync:refresh': { request: ofAccount, response: returns<null>() },
  'sync:conflicts': { request: ofAccount, response: returns<Edit[]>() },
  'sync:resolveConflict': {
    request: z.strictObject({ accountId, editId, choice: z.enum(['mine', 'theirs']) }),
    response: returns<null>(),
  },
  /**
   * A refused edit, corrected: the settings as the user now wants them (and the domain, for a website not yet created);
   * a favorite among them goes where favorites live, as with `websites:update`.
   */
  'sync:retryEdit': {
    request: z.strictObject({ accountId, editId, change: correctionSchema, seen: websitePatch.optional() }),
    response: returns<EditOutcome>(),
  },

  'settings:get': { request: none, response: returns<SettingsState>() },
  /** Changes only the settings given; answers with all of them and what went wrong applying them. */
  'settings:update': { request: settingsSchema.partial().strict(), response: returns<SettingsState>() },

  'app:version': { request: none, response: returns<string>() },
  /** Opens one of the accounts' service addresses in the user's browser; any other address is refused. */
  'app:openExternal': { request: z.strictObject({ url: z.string().max(2_048) }), response: returns<null>() },
  /** Where the window was asked to go before it could listen (the tray opened it at a website). */
  'app:takeNavigation': { request: none, response: returns<Navigation | null>() },
  /** Escape in the window: it hides, as a menu-bar window does. */
  'app:hideWindow': { request: none, response: returns<null>() },
  /**
   * The window's form has unsaved changes (or no longer has, null): the close button then asks
   * the window first, and the draft, never a secret, is kept on disk for the next start.
   */
  'app:setUnsavedForm': { request: z.strictObject({ unsaved: unsavedFormSchema }), response: returns<null>() },
  /** The draft a form left when SiteTray last quit (or the page last died), once; null when there is none. */
  'app:takeDraft': { request: none, response: returns<KeptDraft | null>() },
  /**
   * "Restart to update": once every edit is on disk, SiteTray quits and installs the downloaded version. Only while one
   * is ready.
   */
  'app:restartToUpdate': { request: none, response: returns<null>() },
  /** The desktop SiteTray runs on, for the words that differ (the tray's place, shortcuts). */
  'app:platform': { request: none, response: returns<DesktopPlatform>() },
  /** "Show log file": the system's file manager opens the folder of main's log, the file selected. */
  'app:showLogFile': { request: none, response: returns<null>() },

  /**
   * The list as the window scrolls it: a window of rows of the whole list for a search, a filter
   * and an order, with the total; from the mirror's index once the first sweep is complete.
   */
  'websites:listWindow': { request: listWindowSchema.extend({ accountId }).strict(), response: returns<ListWindow>() },

  /**
   * The account's visitors at a glance (variant B): its favorites' last days and today's number, the alerts standing.
   */
  'stats:overview': { request: ofAccount, response: returns<VisitorsOverview>() },
  /** A website's last 30 days for the editor's chart: from the cache while current, else read now. */
  'stats:series': { request: ofWebsite, response: returns<VisitorsSeries>() },
  /** Alerts for one website on or off (they are on for every website while the setting is). */
  'stats:setAlerts': { request: z.strictObject({ accountId, websiteId, on: z.boolean() }), response: returns<null>() },
  /** The plan's limits: the account's plan and this month's pageviews against its limit (variant B). */
  'stats:plan': { request: ofAccount, response: returns<PlanUsage>() },
  // ── the overview ──
  /**
   * The overview was opened (or its period chosen): every account's websites with the days read so far, and what is
   * missing or old is read, favorites and recently opened websites first.
   */
  'stats:openOverview': {
    request: z.strictObject({ period: z.enum(OVERVIEW_PERIODS) }),
    response: returns<OverviewState>(),
  },
  /** The overview as it is now, without reading anything (after `overview-changed`). */
  'stats:overviewState': { request: none, response: returns<OverviewState>() },
  /**
   * The window shows a statistics view, or no longer does: while one is shown (and the window is), its reads may use
   * up to four fifths of the limit rather than a fifth.
   */
  'stats:onScreen': {
    request: z.union([
      z.strictObject({ view: z.literal(STATS_VIEWS[0]), shown: z.boolean() }),
      z.strictObject({ view: z.literal(STATS_VIEWS[1]), accountId, websiteId, shown: z.boolean() }),
    ]),
    response: returns<null>(),
  },
  /**
   * What a change would do to each selected website (named, or all a search and filter match), before anything is
   * queued.
   */
  'bulk:preview': {
    request: z.strictObject({ accountId, selection: bulkSelectionSchema, action: bulkActionSchema }),
    response: returns<BulkPreview>(),
  },
  /**
   * Carries out a preview as a batch of queued edits. `replaceUnknown`: replace the excluded
   * parameters SiteTray does not know; `myIp`: the address being excluded is this computer's (remembered).
   */
  'bulk:apply': {
    request: z.strictObject({
      accountId,
      previewId: z.uuid(),
      replaceUnknown: z.boolean().optional(),
      myIp: z.string().max(64).optional(),
    }),
    response: returns<BatchSummary>(),
  },
  'bulk:batches': { request: ofAccount, response: returns<BatchSummary[]>() },
  'bulk:batch': { request: z.strictObject({ accountId, batchId: z.uuid() }), response: returns<Batch | null>() },
  /** What has not been sent is withdrawn; what was sent stays. */
  'bulk:cancel': { request: z.strictObject({ accountId, batchId: z.uuid() }), response: returns<BatchSummary>() },
  /** Puts back the previous values of the websites nobody changed since: a new batch. */
  'bulk:undo': { request: z.strictObject({ accountId, batchId: z.uuid() }), response: returns<BatchSummary>() },
  'bulk:dismiss': { request: z.strictObject({ accountId, batchId: z.uuid() }), response: returns<null>() },
  /**
   * Asks the configured "what is my IP" service for this computer's public address: only when the user clicks for it.
   */
  'bulk:lookupMyIp': { request: none, response: returns<MyIpLookup>() },

  /** Every website of every account, for the quick switcher (ranked in the window, keystroke by keystroke). */
  'switcher:catalogue': { request: none, response: returns<SwitcherCatalogue>() },
  /** The user opened a website's editor: it ranks higher in the switcher from now on. */
  'switcher:opened': { request: ofWebsite, response: returns<null>() },

  // ── a website's statistics (insights) ──
  /** One statistic's top rows over a period, with each row's share: from memory while current, else read now. */
  'insights:breakdown': {
    request: z.strictObject({ accountId, websiteId, name: z.enum(EXPORTABLE), period: z.enum(INSIGHT_PERIODS) }),
    response: returns<Breakdown>(),
  },
  /** Visitors and pageviews this hour so far against the same hour yesterday. */
  'insights:thisHour': { request: ofWebsite, response: returns<ThisHour>() },
  /**
   * Every row of a statistic over a period to a CSV file the user picks (the save dialog); progress as
   * `export-progress` events under `exportId`. Refused before anything when the plan has no exports.
   */
  'insights:export': {
    request: z.strictObject({
      accountId,
      websiteId,
      name: z.enum(EXPORTABLE),
      period: z.enum(INSIGHT_PERIODS),
      exportId: z.uuid(),
    }),
    response: returns<ExportResult>(),
  },
  'insights:cancelExport': { request: z.strictObject({ exportId: z.uuid() }), response: returns<null>() },
  // ── a website's statistics view ──
  /** Totals and chart of a period against its comparison: from the book, reading only what it lacks (on screen). */
  'statistics:summary': {
    request: z.strictObject({ accountId, websiteId, period: periodSchema, comparison: comparisonSchema }),
    response: returns<StatisticsSummary>(),
  },
  /** One list's rows for a period with each one's share and change; `search` filters on the service, `page` pages by 100. */
  'statistics:list': {
    request: z.strictObject({
      accountId,
      websiteId,
      list: z.enum(STATISTIC_LISTS),
      period: periodSchema,
      comparison: comparisonSchema,
      search: z.string().max(255).optional(),
      page: z.int().min(1).max(10_000).optional(),
    }),
    response: returns<StatisticsListPage>(),
  },
  /** The website's goals (events picked as goals) with their completions and conversion rate, compared. */
  'statistics:goals': {
    request: z.strictObject({ accountId, websiteId, period: periodSchema, comparison: comparisonSchema }),
    response: returns<GoalFigures[]>(),
  },
  /** Picks the website's goals (event names; kept on this computer). */
  'statistics:setGoals': {
    request: z.strictObject({ accountId, websiteId, events: z.array(z.string().min(1).max(255)).max(20) }),
    response: returns<string[]>(),
  },
  /** Opens the service's own page for the website (its overview or realtime) in the browser. */
  'statistics:openOnWeb': {
    request: z.strictObject({ accountId, websiteId, page: webPageSchema }),
    response: returns<null>(),
  },
  /** Copies the link to the website's public statistics page (refused unless the page is public). */
  'statistics:copyPublicLink': { request: ofWebsite, response: returns<string>() },
  /** The digest's figures for a cadence (the notification's and the digest view's), null without any statistics. */
  'statistics:digest': {
    request: z.strictObject({ cadence: digestCadenceSchema }),
    response: returns<DigestFigures | null>(),
  },
  // ── the tracking code ──
  /** The account's snippet, written to the clipboard by main (the sandboxed window has no clipboard of its own). */
  'tracking:copyCode': { request: z.strictObject({ accountId, respectDnt: z.boolean() }), response: returns<string>() },
  /** "Check installation": the website's home page read now (only when the user asks); kept with its time. */
  'tracking:check': { request: ofWebsite, response: returns<TrackingCheck>() },
  /** The website's last check while SiteTray runs, or null. */
  'tracking:lastCheck': { request: ofWebsite, response: returns<TrackingCheck | null>() },
} as const satisfies Record<`${string}:${string}`, { request: z.ZodType; response: unknown }>

/** Every channel, in the order declared: the contract is the one list (the preload gets it at build time). */
export type Channel = keyof typeof channels

/** A request as the window sends it. */
export type RequestOf<C extends Channel> = z.input<(typeof channels)[C]['request']>
/** A request as main's implementation receives it: parsed by the channel's schema. */
export type ParsedRequestOf<C extends Channel> = z.output<(typeof channels)[C]['request']>
export type ResponseOf<C extends Channel> = (typeof channels)[C]['response']

// ── events main → renderer: declared apart (ipc-events.ts), so that the window hears them without the schemas ──

export { events, type EventName, type Events, type WindowEvent } from './ipc-events'
