/**
 * The main process's state behind one typed facade: accounts and their keys,
 * one request scheduler per service address, and per account a mirror, an
 * outbox and a sync engine. The IPC layer and the tray call only this.
 */
import { ApiError, createWebsitesClient, type ApiErrorKind } from './api'
import {
  detectService,
  openProfileStore,
  testConnection,
  type AccountProfile,
  type ConnectionCheckOptions,
  type ConnectionProblem,
  type ConnectionResult,
  type ProfileStore,
  type SecretStore,
} from './accounts'
import { deleteAccountData, openMirror, openOutbox, type AccountMirror, type FileOutbox } from './mirror'
import { createSchedulerRegistry, type RequestScheduler, type SchedulerOptions } from './scheduler'
import { AccountSync, type EditOutcome, type EngineMemory, type SyncEvent, type SyncStatus } from './sync/account-sync'
import { parseEdit } from '../shared/sync'
import { conflictsIn, outboxCounts, type Edit } from './sync/edits'
import { queryWebsites, type QueryResult } from './sync/query'
import type { ListQuery, Variant, Website, WebsiteInput, WebsitePatch } from '../shared/website'
import type { AccountSummary, KeyState } from '../shared/accounts'

export interface ServicesOptions {
  /** The app's data folder (Electron's userData); profiles, mirrors and outboxes live here. */
  dataDir: string
  secrets: SecretStore
  /** Between background sweeps; default 15 min; 0 turns them off. */
  sweepIntervalMs?: number
  timeoutMs?: number
  scheduler?: SchedulerOptions
  reconnectMinMs?: number
  reconnectMaxMs?: number
  /** Start syncing every account at once (default); tests may want to drive sync by hand. */
  autoStart?: boolean
}

export type { AccountSummary } from '../shared/accounts'

export type ServicesEvent = SyncEvent | { type: 'accounts-changed' }

export interface NewAccount {
  baseUrl: string
  apiKey: string
  label?: string
  /** Detected by probing both API paths when left out. */
  variant?: Variant
}

export interface Services {
  accounts: {
    list(): AccountSummary[]
    /** Which variant answers at this address with this key, and the account's name. */
    detect(input: { baseUrl: string; apiKey: string }): Promise<ConnectionResult>
    testConnection(input: { accountId: string } | { baseUrl: string; variant: Variant; apiKey: string }): Promise<ConnectionResult>
    /** Tests the connection first; the key goes to the keychain, never to a file. */
    add(input: NewAccount): Promise<AccountSummary>
    setApiKey(accountId: string, apiKey: string): Promise<void>
    rename(accountId: string, label: string): Promise<void>
    /** Cancels the account's requests, deletes its key, its mirror and its outbox. */
    remove(accountId: string): Promise<void>
  }
  websites: {
    query(accountId: string, query?: ListQuery): Promise<QueryResult>
    get(accountId: string, websiteId: string): Website | null
    create(accountId: string, input: WebsiteInput): Promise<EditOutcome>
    update(accountId: string, websiteId: string, patch: WebsitePatch): Promise<EditOutcome>
    favorite(accountId: string, websiteId: string, favorite: boolean): Promise<EditOutcome>
    remove(accountId: string, websiteId: string): Promise<EditOutcome>
  }
  sync: {
    status(accountId: string): SyncStatus
    /** A full sweep now; resolves when it is over (its failure shows in the status). */
    syncNow(accountId: string): Promise<void>
    /** Page 1, newest first: new websites for the price of one request. */
    refresh(accountId: string): Promise<void>
    conflicts(accountId: string): Edit[]
    resolveConflict(accountId: string, editId: string, choice: 'mine' | 'theirs'): Promise<void>
    /** The operating system's word on the network (Electron's `net.isOnline`, power events). */
    setNetworkAvailable(available: boolean): void
  }
  onEvent(listener: (event: ServicesEvent) => void): () => void
  /** Stops every engine and writes every mirror to disk. */
  close(): Promise<void>
}

/** An account's working parts. `sync` is null while there is no usable key: the mirror still answers. */
interface AccountRuntime {
  profile: AccountProfile
  mirror: AccountMirror
  outbox: FileOutbox<Edit>
  sync: AccountSync | null
  keyProblem: string | null
  /** The tail of this account's operations, run one at a time. */
  lock: Promise<void>
  /** Passwords of waiting edits and ids of created websites: kept when a new key replaces the engine. */
  memory: EngineMemory
}

/** How a failed connection test surfaces when adding an account fails because of it. */
const PROBLEM_KINDS: Record<ConnectionProblem, ApiErrorKind> = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  unreachable: 'network',
  wrong_address: 'bad_response',
  invalid_address: 'invalid_request',
  rate_limited: 'rate_limited',
  server: 'server',
}

/** Connection tests belong to no account yet. */
const PROBE_OWNER = 'connection-test'

const NO_KEY = 'This account has no API key on this computer. Enter it in the account settings.'

export async function createServices(options: ServicesOptions): Promise<Services> {
  const { dataDir, secrets } = options
  const profiles: ProfileStore = await openProfileStore(dataDir)
  const schedulers = createSchedulerRegistry(options.scheduler)
  const listeners = new Set<(event: ServicesEvent) => void>()
  const runtimes = new Map<string, AccountRuntime>()
  const timeout = options.timeoutMs !== undefined ? { timeoutMs: options.timeoutMs } : {}
  let networkAvailable = true
  let closed = false

  const emit = (event: ServicesEvent): void => {
    for (const listener of listeners) {
      try {
        listener(event)
      } catch (error) {
        console.error('[services] event listener failed:', error instanceof Error ? error.message : error)
      }
    }
  }

  /** A new engine for the account; the client is built first, so a key it refuses changes nothing. */
  async function startSync(runtime: AccountRuntime, apiKey: string): Promise<void> {
    const { profile } = runtime
    const scheduler = schedulers.forService(profile.baseUrl)
    const client = createWebsitesClient({
      baseUrl: profile.baseUrl,
      variant: profile.variant,
      apiKey,
      ...timeout,
      onResponse: (info) => scheduler.observe(info),
    })
    const previous = runtime.sync
    runtime.sync = null
    await previous?.stop()
    if (closed) return
    const sync = new AccountSync({
      accountId: profile.id,
      variant: profile.variant,
      client,
      scheduler,
      mirror: runtime.mirror,
      outbox: runtime.outbox,
      ...(options.sweepIntervalMs !== undefined && { sweepIntervalMs: options.sweepIntervalMs }),
      ...(options.reconnectMinMs !== undefined && { reconnectMinMs: options.reconnectMinMs }),
      ...(options.reconnectMaxMs !== undefined && { reconnectMaxMs: options.reconnectMaxMs }),
      memory: runtime.memory,
    })
    sync.onEvent(emit)
    runtime.sync = sync
    runtime.keyProblem = null
    if (!networkAvailable) sync.setNetworkAvailable(false)
    if (options.autoStart !== false) sync.start()
  }

  /** Reads the key again: a keychain that was locked at start-up may be open now. */
  async function loadKey(runtime: AccountRuntime): Promise<void> {
    try {
      const apiKey = await secrets.get(runtime.profile.id)
      if (closed) return
      if (apiKey) await startSync(runtime, apiKey)
      else runtime.keyProblem = NO_KEY
    } catch (error) {
      // A locked keychain must not hide the websites: the mirror answers, sync waits for the key.
      runtime.keyProblem = error instanceof Error ? error.message : String(error)
    }
  }

  /** One account operation at a time (a double-clicked Save, a removal racing a new key). */
  function exclusive<T>(runtime: AccountRuntime, operation: () => Promise<T>): Promise<T> {
    const result = runtime.lock.then(operation)
    runtime.lock = result.then(
      () => undefined,
      () => undefined,
    )
    return result
  }

  async function openAccount(profile: AccountProfile): Promise<AccountRuntime> {
    const [mirror, outbox] = await Promise.all([
      openMirror({ dir: dataDir, accountId: profile.id }),
      openOutbox<Edit>({ dir: dataDir, accountId: profile.id, parseEntry: parseEdit }),
    ])
    const runtime: AccountRuntime = { profile, mirror, outbox, sync: null, keyProblem: NO_KEY, lock: Promise.resolve(), memory: { passwords: new Map(), createdIds: new Map() } }
    runtimes.set(profile.id, runtime)
    await exclusive(runtime, () => loadKey(runtime))
    return runtime
  }

  /**
   * Connection tests count against the same per-address limit as everything
   * else, as interactive work; an address the client would refuse gets no
   * scheduler and is refused by the test itself, before any request.
   */
  function probeThroughScheduler(baseUrl: string): Pick<ConnectionCheckOptions, 'run' | 'onResponse'> {
    let scheduler: RequestScheduler
    try {
      scheduler = schedulers.forService(baseUrl)
    } catch {
      return {}
    }
    return {
      run: (task) => scheduler.run({ lane: 'interactive', accountId: PROBE_OWNER }, task),
      onResponse: scheduler.observe,
    }
  }

  function runtimeOf(accountId: string): AccountRuntime {
    const runtime = runtimes.get(accountId)
    if (!runtime) throw new ApiError({ kind: 'invalid_request', message: 'This account does not exist (any more).' })
    return runtime
  }

  async function syncOf(accountId: string): Promise<AccountSync> {
    const runtime = runtimeOf(accountId)
    if (!runtime.sync) await exclusive(runtime, async () => (runtime.sync ? undefined : loadKey(runtime)))
    if (!runtime.sync) throw new ApiError({ kind: 'unauthorized', message: runtime.keyProblem ?? NO_KEY })
    return runtime.sync
  }

  function statusOf(runtime: AccountRuntime): SyncStatus {
    if (runtime.sync) return runtime.sync.status()
    return {
      accountId: runtime.profile.id,
      connection: 'offline',
      activities: [],
      lastSweepAt: runtime.mirror.sweepState().completedAt,
      ...outboxCounts(runtime.outbox.entries()),
      lastError: { kind: 'unauthorized', message: runtime.keyProblem ?? NO_KEY },
    }
  }

  function keyStateOf(runtime: AccountRuntime, status: SyncStatus): KeyState {
    if (runtime.sync) return status.lastError?.kind === 'unauthorized' || status.lastError?.kind === 'forbidden' ? 'refused' : 'verified'
    return runtime.keyProblem === NO_KEY ? 'missing' : 'keychain'
  }

  function summary(runtime: AccountRuntime): AccountSummary {
    const status = statusOf(runtime)
    return { ...runtime.profile, hasApiKey: runtime.sync !== null, keyState: keyStateOf(runtime, status), status }
  }

  async function stopAccount(runtime: AccountRuntime): Promise<void> {
    await runtime.sync?.stop()
    await Promise.all([runtime.mirror.close(), runtime.outbox.close()])
  }

  await Promise.all(profiles.list().map((profile) => openAccount(profile)))

  return {
    accounts: {
      list: () => profiles.list().flatMap((profile) => {
        const runtime = runtimes.get(profile.id)
        return runtime ? [summary(runtime)] : []
      }),

      detect: ({ baseUrl, apiKey }) => detectService({ baseUrl, apiKey, ...timeout, ...probeThroughScheduler(baseUrl) }),

      testConnection: async (input) => {
        if ('accountId' in input) {
          const { profile } = runtimeOf(input.accountId)
          const apiKey = await secrets.get(profile.id)
          if (!apiKey) return { ok: false, problem: 'unauthorized', message: NO_KEY }
          return testConnection({ baseUrl: profile.baseUrl, variant: profile.variant, apiKey, ...timeout, ...probeThroughScheduler(profile.baseUrl) })
        }
        return testConnection({ ...input, ...timeout, ...probeThroughScheduler(input.baseUrl) })
      },

      add: async (input) => {
        const probe = { baseUrl: input.baseUrl, apiKey: input.apiKey, ...timeout, ...probeThroughScheduler(input.baseUrl) }
        const result = input.variant ? await testConnection({ ...probe, variant: input.variant }) : await detectService(probe)
        if (!result.ok) throw new ApiError({ kind: PROBLEM_KINDS[result.problem], message: result.message })
        const label = input.label?.trim() || result.accountName || ''
        const profile = await profiles.add({ label, baseUrl: input.baseUrl, variant: result.variant })
        try {
          await secrets.set(profile.id, input.apiKey.trim())
        } catch (error) {
          // Without the keychain there is nowhere safe for the key: the account is not kept half-made.
          await profiles.remove(profile.id)
          throw error
        }
        const runtime = await openAccount(profile)
        emit({ type: 'accounts-changed' })
        return summary(runtime)
      },

      setApiKey: async (accountId, apiKey) => {
        const runtime = runtimeOf(accountId)
        const key = typeof apiKey === 'string' ? apiKey.trim() : ''
        // The client's own check: a key it would refuse is never stored over a working one.
        createWebsitesClient({ baseUrl: runtime.profile.baseUrl, variant: runtime.profile.variant, apiKey: key })
        await exclusive(runtime, async () => {
          if (runtimes.get(accountId) !== runtime) throw new ApiError({ kind: 'invalid_request', message: 'This account does not exist (any more).' })
          await secrets.set(accountId, key)
          await startSync(runtime, key)
        })
        emit({ type: 'accounts-changed' })
      },

      rename: async (accountId, label) => {
        const runtime = runtimeOf(accountId)
        runtime.profile = await profiles.rename(accountId, label)
        emit({ type: 'accounts-changed' })
      },

      remove: async (accountId) => {
        const runtime = runtimeOf(accountId)
        await exclusive(runtime, async () => {
          // The key first: if the keychain refuses, nothing else has changed and the user can try again.
          await secrets.delete(accountId)
          runtimes.delete(accountId)
          await stopAccount(runtime)
          await deleteAccountData({ dir: dataDir, accountId })
          await profiles.remove(accountId)
        })
        emit({ type: 'accounts-changed' })
      },
    },

    websites: {
      query: async (accountId, query = {}) => {
        const runtime = runtimeOf(accountId)
        if (runtime.sync) return runtime.sync.query(query)
        return { ...queryWebsites(runtime.mirror.list(), query, runtime.profile.variant), source: 'mirror', incomplete: runtime.mirror.sweepState().completedAt === null }
      },
      get: (accountId, websiteId) => {
        const runtime = runtimeOf(accountId)
        return (runtime.sync ? runtime.sync.get(websiteId) : runtime.mirror.get(websiteId)) ?? null
      },
      create: async (accountId, input) => (await syncOf(accountId)).create(input),
      update: async (accountId, websiteId, patch) => (await syncOf(accountId)).update(websiteId, patch),
      favorite: async (accountId, websiteId, favorite) => (await syncOf(accountId)).setFavorite(websiteId, favorite),
      remove: async (accountId, websiteId) => (await syncOf(accountId)).remove(websiteId),
    },

    sync: {
      status: (accountId) => statusOf(runtimeOf(accountId)),
      syncNow: async (accountId) => (await syncOf(accountId)).sweep(),
      refresh: async (accountId) => (await syncOf(accountId)).refresh(),
      conflicts: (accountId) => conflictsIn(runtimeOf(accountId).outbox.entries()),
      resolveConflict: async (accountId, editId, choice) => (await syncOf(accountId)).resolveConflict(editId, choice),
      setNetworkAvailable: (available) => {
        networkAvailable = available
        for (const runtime of runtimes.values()) runtime.sync?.setNetworkAvailable(available)
      },
    },

    onEvent(listener) {
      listeners.add(listener)
      return () => listeners.delete(listener)
    },

    async close() {
      if (closed) return
      closed = true
      // Behind whatever each account is doing (a key being read or replaced), so that nothing starts after this.
      await Promise.all([...runtimes.values()].map((runtime) => exclusive(runtime, () => stopAccount(runtime))))
      runtimes.clear()
      schedulers.dispose()
      listeners.clear()
    },
  }
}
