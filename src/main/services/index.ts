/**
 * The main process's state behind one facade (docs/architecture.md): accounts
 * and their keys, one request scheduler per service address, per account a
 * runtime with its mirror, outbox and sync engine, the websites edited
 * recently, and the demo. Its groups are the IPC contract's (ChannelGroup):
 * the window's channels and the tray's clicks call the same methods with the
 * same requests. Plain Node: no Electron here.
 */
import { openProfileStore, type ProfileStore } from '../accounts'
import { createLogger } from '../base'
import { createSchedulerRegistry, type SchedulerRegistry } from '../scheduler'
import { DEFAULT_STATS_TIMING } from '../stats'
import { DEFAULT_SETTINGS, type AlertSettings } from '../../shared/settings'
import { Emitter } from '../../shared/base/event'
import { accountsService } from './accounts'
import { AccountRuntime, type RuntimeEnvironment } from './account-runtime'
import { accountList, type ServicesContext } from './context'
import { openDemo } from './demo'
import { openListOrders } from './list-orders'
import { openRecentEdits } from './recent-edits'
import { statsService } from './stats'
import { statisticsService } from './statistics'
import { openDigestNotice } from './digest-notice'
import { bulkService } from './bulk'
import { insightsService } from './insights'
import { exportAllowed } from './plan'
import { openMyIp } from './my-ip'
import { switcherService } from './switcher'
import { trackingService } from './tracking'
import { systemResolver } from '../tracking'
import { openSwitcherVisits } from './switcher-visits'
import { DEFAULT_IP_LOOKUP_URL } from '../../shared/settings'
import { syncService, type SyncSettings } from './sync'
import type { ServicesEvent, ServicesOptions } from './types'
import { websitesService } from './websites'

export type { ServicesEvent, ServicesOptions } from './types'
export type { AccountSummary } from '../../shared/accounts'
export { DEMO_FILE, demoLabel } from './demo'
export { RECENT_FILE } from './recent-edits'
export { LIST_ORDERS_FILE } from './list-orders'

/** The facade as createServices builds it: its methods' requests and answers are the contract's. */
export type Services = Awaited<ReturnType<typeof createServices>>

const log = createLogger('services')

/** What createServices keeps alive and the runtimes read: its switches, settings and listeners. */
interface Live {
  options: ServicesOptions
  profiles: ProfileStore
  schedulers: SchedulerRegistry
  events: Emitter<ServicesEvent>
  runtimes: Map<string, AccountRuntime>
  settings: SyncSettings
  alerts: { settings: AlertSettings }
  flags: { started: boolean; closed: boolean }
  startNotices: string[]
}

/** What every account's runtime is given: the services' parts, and their switches read when needed. */
function runtimeEnvironment(live: Live): RuntimeEnvironment {
  const { options, profiles, schedulers, events, runtimes, settings, alerts, flags, startNotices } = live
  return {
    dataDir: options.dataDir,
    profiles,
    secrets: options.secrets,
    fetch: options.fetch,
    schedulers,
    timeoutMs: options.timeoutMs,
    reconnectMinMs: options.reconnectMinMs,
    reconnectMaxMs: options.reconnectMaxMs,
    answerEditsWithinMs: options.answerEditsWithinMs,
    started: () => flags.started,
    sweepIntervalMs: () => settings.sweepIntervalMs,
    networkAvailable: () => settings.networkAvailable,
    closing: () => flags.closed,
    emit: (event) => events.fire(event),
    accountsChanged: () =>
      events.fire({ type: 'accounts-changed', payload: { accounts: accountList(profiles, runtimes) } }),
    isOpen: (accountId) => runtimes.has(accountId),
    alertSettings: () => alerts.settings,
    statsTiming: { ...DEFAULT_STATS_TIMING, ...options.statsTiming },
    tellAtStart: (notice) => startNotices.push(notice),
  }
}

/** The stores beside the accounts, opened together. */
async function openSideStores(options: ServicesOptions, profiles: ProfileStore) {
  const lookupUrl = options.ipLookupUrl ?? (() => DEFAULT_IP_LOOKUP_URL)
  const [recent, listOrders, demo, myIp, visits] = await Promise.all([
    openRecentEdits(options.dataDir),
    openListOrders(options.dataDir),
    openDemo(
      options.dataDir,
      options.secrets,
      () => profiles.list(),
      (id, baseUrl) => profiles.moveTo(id, baseUrl),
    ),
    openMyIp(options.dataDir, lookupUrl, options.ipLookupTimeoutMs, options.fetch),
    openSwitcherVisits(options.dataDir),
  ])
  return { recent, listOrders, demo, myIp, visits }
}

/** The facade's close (below): never rejects, and every account is closed whatever another one does. */
async function closeAll(live: Live, context: ServicesContext): Promise<void> {
  if (live.flags.closed) return
  live.flags.closed = true
  // Behind whatever each account is doing (a key being read or replaced), so that nothing starts after this.
  await Promise.allSettled([...context.runtimes.values()].map((runtime) => runtime.exclusive(() => runtime.close())))
  context.runtimes.clear()
  const { recent, listOrders, demo, myIp, visits } = context
  await Promise.allSettled([
    recent.close(),
    listOrders.close(),
    demo.close(),
    myIp.close(),
    visits.close(),
    live.profiles.flush(),
  ])
  try {
    live.schedulers.dispose()
  } finally {
    live.events.dispose()
  }
}

async function openLive(options: ServicesOptions): Promise<Live> {
  const profiles = await openProfileStore(options.dataDir)
  return {
    options,
    profiles,
    schedulers: createSchedulerRegistry(options.scheduler),
    events: new Emitter<ServicesEvent>({ onListenerError: (error) => log.error('event listener failed', error) }),
    runtimes: new Map<string, AccountRuntime>(),
    settings: { networkAvailable: true, sweepIntervalMs: options.sweepIntervalMs },
    // Off until the shell says what the user chose (setAlertSettings), as the defaults have them.
    alerts: {
      settings: {
        visitorAlerts: DEFAULT_SETTINGS.visitorAlerts,
        silentAfterDays: DEFAULT_SETTINGS.silentAfterDays,
        spikeFactor: DEFAULT_SETTINGS.spikeFactor,
      },
    },
    flags: { started: options.autoStart !== false, closed: false },
    // What the user must hear once the app is up: files that could not be read and were kept aside.
    startNotices: profiles.recovered ? [profiles.recovered.notice] : [],
  }
}

export async function createServices(options: ServicesOptions) {
  const live = await openLive(options)
  const { profiles, events, flags, startNotices } = live
  const env = runtimeEnvironment(live)
  // The demo's service is back before any account syncs: the demo account's first request finds it.
  const stores = await openSideStores(options, profiles)
  // A new website answered "sending…" is listed as recently edited under its server id once it has one.
  events.event((event) => event.type === 'edit-settled' && stores.recent.settled(event.payload))
  const context: ServicesContext = { env, runtimes: live.runtimes, ...stores }
  const digestNotice = await openDigestNotice(options.dataDir)
  for (const runtime of await Promise.all(profiles.list().map((profile) => AccountRuntime.open(profile, env))))
    context.runtimes.set(runtime.profile.id, runtime)

  const statistics = statisticsService(context, digestNotice)
  // The favorites' days read final may complete the digest's period: it looks then rather than at its next minute.
  events.event((event) => {
    if (event.type === 'visitors-changed') statistics.checkDigest()
    else if (event.type === 'accounts-changed') statistics.accountsChanged()
  })
  return {
    accounts: accountsService(context),
    websites: websitesService(context),
    sync: syncService(context, live.settings),
    stats: statsService(context, live.alerts),
    /** A website's statistics view (the glue adds the browser and the clipboard: shell/statistics-channels.ts). */
    statistics,
    bulk: bulkService(context),
    switcher: switcherService(context),
    // A website's statistics; exports follow the plan's `data_export` as the account's plan read last said it.
    insights: insightsService(context, { exportAllowed: (accountId) => exportAllowed(context, accountId) }),
    /** The tracking code and "Check installation" (the glue adds the clipboard: shell/tracking-channels.ts). */
    tracking: trackingService(context, {
      sendPage: options.pageFetch ?? options.fetch,
      resolveHost: options.resolvePageHost ?? systemResolver,
    }),

    /** With autoStart off: every account starts syncing now (accounts added later start at once). */
    start(): void {
      if (flags.started || flags.closed) return
      flags.started = true
      for (const runtime of context.runtimes.values()) runtime.start()
    },

    /** What the user must be told now that SiteTray is up (a file kept aside, unread), in the order it was found. */
    startNotices: (): readonly string[] => [...startNotices],

    /** Subscribes; the subscription is disposed like everything else in base/. */
    onEvent: events.event,

    /**
     * Stops every engine and writes every mirror to disk. Never rejects: the shell's quit waits on it. Every account is
     * closed whatever another one does.
     */
    close: async (): Promise<void> => {
      statistics.dispose()
      await Promise.all([closeAll(live, context), digestNotice.close()])
    },
  }
}
