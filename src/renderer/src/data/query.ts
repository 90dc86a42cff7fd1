/**
 * The window's one way to main (docs/architecture.md, "Window"): every read and write of main's data
 * goes through here, and nothing else in the window touches the preload's `window.sitetray`.
 *
 * - A read is keyed by its channel and its request as the contract's schema parses it, so that two
 *   parts of the window asking the same thing share one answer: data, loading and error per key, and
 *   an answer overtaken by a newer read of the same key is dropped.
 * - Main's events refresh what they concern through one table (refreshes.ts): a read on screen is
 *   read again, one that is not is marked and read again when next needed, and an event that
 *   carries the new value puts it in place without asking.
 * - A change (a mutation) keeps its request on its way and its last refusal per key, so that a
 *   star shows the toggle before main answers, wherever the website is shown.
 *
 * Written here rather than taken from @tanstack/vue-query (about 11 KB gzipped in the window's first
 * bundle): main already caches and says by event what changed, so stale times, retries, refetch on
 * focus and garbage collection would all be turned off, and answers are result envelopes, not throws.
 */
import { defineStore } from 'pinia'
import {
  computed,
  getCurrentScope,
  onScopeDispose,
  shallowReactive,
  toRaw,
  watch,
  type ComputedRef,
  type EffectScope,
} from 'vue'
import {
  channels,
  events,
  type Channel,
  type EventName,
  type Events,
  type IpcError,
  type IpcResult,
  type RequestOf,
  type ResponseOf,
  type SiteTrayBridge,
} from '../../../shared/ipc-contract'
import { t } from '../../../shared/i18n'
import { REFRESHES, type Refresh } from './refreshes'

// ── the bridge ─────────────────────────────────────────────────────────────

/** Read at each use (in the window it is `window.sitetray`), so that a test can put a fake in its place. */
function bridge(): SiteTrayBridge {
  const found = (globalThis as { sitetray?: SiteTrayBridge }).sitetray
  if (!found) throw new Error(t('accounts.unreachable'))
  return found
}

/**
 * A copy with no Vue proxy anywhere in it: Electron's contextBridge refuses a Proxy ("An object could
 * not be cloned"), and a reactive object nested in a plain one is still a Proxy.
 */
export function plain<T>(value: T): T {
  const raw: unknown = toRaw(value)
  if (Array.isArray(raw)) return raw.map((item: unknown) => plain(item)) as T
  if (isPlainObject(raw)) return Object.fromEntries(Object.entries(raw).map(([key, item]) => [key, plain(item)])) as T
  return raw as T
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (value === null || typeof value !== 'object') return false
  const prototype: unknown = Object.getPrototypeOf(value)
  return prototype === Object.prototype || prototype === null
}

type Invoker = (request: unknown) => Promise<IpcResult<unknown>>

/** Asks main once; a failed call (no bridge, no handler) is answered as a refusal, never thrown. */
async function invoke<C extends Channel>(channel: C, request: RequestOf<C>): Promise<IpcResult<ResponseOf<C>>> {
  try {
    const [group, method] = channel.split(':') as [string, string]
    const call = (bridge() as unknown as Record<string, Record<string, Invoker>>)[group]?.[method]
    if (!call) throw new Error(`SiteTray's main process has no channel ${channel}.`)
    return (await call(plain(request))) as IpcResult<ResponseOf<C>>
  } catch (error) {
    const message = error instanceof Error ? error.message : t('accounts.unreachable')
    return { ok: false, error: { kind: 'internal', message } }
  }
}

// ── keys ───────────────────────────────────────────────────────────────────

/** The same value whatever order its keys were written in. */
function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (isPlainObject(value))
    return `{${Object.keys(value)
      .filter((key) => value[key] !== undefined)
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`)
      .join(',')}}`
  return JSON.stringify(value) ?? 'null'
}

/** A read's key: its channel and its request as main will parse it (a request main refuses keys as written). */
export function queryKey<C extends Channel>(channel: C, request: RequestOf<C>): string {
  const parsed = channels[channel].request.safeParse(plain(request))
  return `${channel} ${stableJson(parsed.success ? parsed.data : request)}`
}

// ── the window's reads and changes ─────────────────────────────────────────

interface Entry {
  channel: Channel
  request: unknown
  data: unknown
  loading: boolean
  error: IpcError | null
}

export interface QueryState<T> {
  data: T | undefined
  loading: boolean
  error: IpcError | null
}

type Handler<E extends EventName> = (payload: Events[E]) => void

/** One per window (per Pinia): its event subscriptions, timers and shared parts end with the app. */
const useClient = defineStore('server-data', () => {
  const entries = shallowReactive(new Map<string, Entry>())
  /** Per key, the newest read: an answer to an older one is dropped. */
  const turns = new Map<string, number>()
  /** Per key, how many parts of the window show it now: those are read again at once when an event concerns them. */
  const observers = new Map<string, number>()
  /** Keys an event concerned while nobody showed them: read again when next needed. */
  const stale = new Set<string>()
  const changes = shallowReactive(new Map<string, { request: unknown; error: IpcError | null }>())
  const handlers = new Map<EventName, Set<(payload: unknown) => void>>()
  const latest = shallowReactive(new Map<EventName, unknown>())
  const shared = new Map<string, unknown>()
  const scope = getCurrentScope() as EffectScope
  const throttled = new Map<string, ReturnType<typeof setTimeout>>()
  onScopeDispose(() => throttled.forEach((timer) => clearTimeout(timer)))

  function patch(key: string, base: Pick<Entry, 'channel' | 'request'>, change: Partial<Entry>): void {
    const entry = entries.get(key) ?? { ...base, data: undefined, loading: false, error: null }
    entries.set(key, { ...entry, ...base, ...change })
  }

  async function load<C extends Channel>(channel: C, request: RequestOf<C>): Promise<IpcResult<ResponseOf<C>>> {
    const key = queryKey(channel, request)
    const turn = (turns.get(key) ?? 0) + 1
    turns.set(key, turn)
    stale.delete(key)
    patch(key, { channel, request }, { loading: true })
    const result = await invoke(channel, request)
    if (turns.get(key) !== turn) return result
    patch(
      key,
      { channel, request },
      result.ok ? { data: result.data, loading: false, error: null } : { loading: false, error: result.error },
    )
    return result
  }

  function needsRead(key: string): boolean {
    const entry = entries.get(key)
    return stale.has(key) || (entry?.data === undefined && !entry?.loading)
  }

  /** A value main pushed, or the window's own: an answer still on its way is newer still (IPC keeps the order). */
  function put<C extends Channel>(channel: C, request: RequestOf<C>, data: ResponseOf<C>): void {
    const key = queryKey(channel, request)
    stale.delete(key)
    patch(key, { channel, request }, { data, error: null })
  }

  function refresh(key: string, entry: Entry, throttleMs = 0): void {
    if (!observers.get(key)) {
      stale.add(key)
      return
    }
    if (throttleMs === 0) {
      void load(entry.channel, entry.request as never)
      return
    }
    if (throttled.has(key)) return
    throttled.set(
      key,
      setTimeout(() => {
        throttled.delete(key)
        void load(entry.channel, entry.request as never)
      }, throttleMs),
    )
  }

  function apply(rule: Refresh, payload: unknown): void {
    for (const { request, data } of rule.answers?.(payload as never) ?? [])
      put(rule.channel, request as never, data as never)
    for (const [key, entry] of entries) {
      if (entry.channel !== rule.channel) continue
      const concerned = rule.concerns
        ? rule.concerns(entry.request as never, payload as never, entry.data as never)
        : rule.answers === undefined
      if (!concerned) continue
      const updated =
        rule.update && entry.data !== undefined ? rule.update(entry.data as never, payload as never) : undefined
      if (updated !== undefined) patch(key, entry, { data: updated })
      else refresh(key, entry, rule.throttleMs)
    }
  }

  // One subscription per event, for the whole window; a part of the window hears it through `onEvent`.
  // Without a bridge (a test that removed it) there is nothing to hear; asking still answers a refusal.
  const on = (globalThis as { sitetray?: SiteTrayBridge }).sitetray?.on
  for (const name of on ? (Object.keys(events) as EventName[]) : []) {
    const unsubscribe = bridge().on(name, (payload) => {
      latest.set(name, payload)
      for (const rule of REFRESHES[name] ?? []) apply(rule as Refresh, payload)
      for (const handler of [...(handlers.get(name) ?? [])]) handler(payload)
    })
    onScopeDispose(unsubscribe)
  }

  return {
    entries,
    changes,
    handlers,
    latest,
    load,
    put,
    needsRead,
    observe(key: string): () => void {
      observers.set(key, (observers.get(key) ?? 0) + 1)
      return () => observers.set(key, (observers.get(key) ?? 1) - 1)
    },
    shared<T>(name: string, setup: () => T): T {
      if (!shared.has(name)) shared.set(name, scope.run(setup))
      return shared.get(name) as T
    },
  }
})

type Client = ReturnType<typeof useClient>

/** Main's data for whoever asks: read, pushed, changed. */
export function useServerData() {
  const client = useClient()
  const entry = <C extends Channel>(channel: C, request: RequestOf<C>) =>
    client.entries.get(queryKey(channel, request)) as (Entry & { data: ResponseOf<C> | undefined }) | undefined

  return {
    /** Reads now (a newer read of the same key wins); answers main's answer. */
    load: client.load,
    /** Reads unless the answer is there and nothing said it changed since; answers the data. */
    async ensure<C extends Channel>(channel: C, request: RequestOf<C>): Promise<ResponseOf<C> | undefined> {
      if (client.needsRead(queryKey(channel, request))) await client.load(channel, request)
      return entry(channel, request)?.data
    },
    data: <C extends Channel>(channel: C, request: RequestOf<C>): ResponseOf<C> | undefined =>
      entry(channel, request)?.data,
    loading: <C extends Channel>(channel: C, request: RequestOf<C>): boolean =>
      entry(channel, request)?.loading ?? false,
    error: <C extends Channel>(channel: C, request: RequestOf<C>): IpcError | null =>
      entry(channel, request)?.error ?? null,
    /** The window's own change to what it holds (main's answer to a change carries the new value). */
    put: client.put,
    update<C extends Channel>(channel: C, request: RequestOf<C>, change: (data: ResponseOf<C>) => ResponseOf<C>): void {
      const data = entry(channel, request)?.data
      if (data !== undefined) client.put(channel, request, change(data))
    },
    /** Asks main once, nothing kept: a window of the websites list, a lookup. */
    ask: invoke,
  }
}

/**
 * One read shown by the calling component (or composable) for as long as it lives: read when first
 * shown and whenever `request` changes, read again at once when an event concerns it. A null request
 * reads nothing.
 */
export function useQuery<C extends Channel>(channel: C, request: () => RequestOf<C> | null) {
  const client = useClient()
  const key = computed(() => {
    const asked = request()
    return asked === null ? null : queryKey(channel, asked)
  })
  let release: (() => void) | null = null
  watch(
    key,
    (next) => {
      release?.()
      release = null
      if (next === null) return
      release = client.observe(next)
      const asked = request() as RequestOf<C>
      if (client.needsRead(next)) void client.load(channel, asked)
    },
    { immediate: true },
  )
  onScopeDispose(() => release?.())
  const entry = computed(() => (key.value === null ? undefined : client.entries.get(key.value)))
  return {
    data: computed(() => entry.value?.data as ResponseOf<C> | undefined),
    loading: computed(() => entry.value?.loading ?? false),
    error: computed(() => entry.value?.error ?? null),
    /** Reads now (e.g. after a change the window made). */
    reload: (): Promise<IpcResult<ResponseOf<C>>> | null => {
      const asked = request()
      return asked === null ? null : client.load(channel, asked)
    },
  }
}

/**
 * A change on one channel, keyed by what it changes (`key`: a website, an edit, a setting): the
 * request on its way — what the window shows until main answers — and the last refusal, cleared by
 * the next try. Every part that sets up the same channel and key sees the same change on its way.
 */
export function useMutation<C extends Channel, K = unknown>(
  channel: C,
  key: (request: RequestOf<C>) => K = () => null as K,
) {
  const client = useClient()
  const keyOf = (part: K): string => `${channel} ${stableJson(part)}`

  async function run(request: RequestOf<C>): Promise<IpcResult<ResponseOf<C>>> {
    const id = keyOf(key(request))
    client.changes.set(id, { request, error: null })
    const result = await invoke(channel, request)
    // A newer change of the same key is still on its way: only this one's end is taken.
    if (client.changes.get(id)?.request !== request) return result
    if (result.ok) client.changes.delete(id)
    else client.changes.set(id, { request: undefined, error: result.error })
    return result
  }

  return {
    run,
    /** The request on its way for the key, if any. */
    pending: (part: K = null as K): RequestOf<C> | undefined =>
      client.changes.get(keyOf(part))?.request as RequestOf<C> | undefined,
    error: (part: K = null as K): IpcError | null => client.changes.get(keyOf(part))?.error ?? null,
    /** The refusal is no longer news. */
    clearError: (part: K = null as K): void => {
      const id = keyOf(part)
      if (client.changes.get(id)?.request === undefined) client.changes.delete(id)
    },
  }
}

/** Hears one of main's events for as long as the calling scope (a component, a shared part) lives. */
export function onEvent<E extends EventName>(name: E, handler: Handler<E>): void {
  const { handlers } = useClient()
  const own = handler as (payload: unknown) => void
  const set = handlers.get(name) ?? new Set()
  handlers.set(name, set.add(own))
  onScopeDispose(() => set.delete(own))
}

/** The last payload of an event main sends when a state changes (the network, SiteTray's update), or undefined. */
export function lastEvent<E extends EventName>(name: E): ComputedRef<Events[E] | undefined> {
  const { latest } = useClient()
  return computed(() => latest.get(name) as Events[E] | undefined)
}

/**
 * A part of the window's data that several components share (the websites list's rows, the switcher's
 * catalogue): set up once, in the data layer's scope, and ended with it.
 */
export function perWindow<T>(name: string, setup: () => T): T {
  return (useClient() as Client).shared(name, setup)
}

export type { IpcError, IpcResult, QueryState as Loaded }
