/**
 * The window's one way to main (docs/architecture.md, "Window"): every read and write of main's data
 * goes through here, and nothing else in the window touches the preload's `window.sitetray`.
 *
 * - A read is keyed by its channel and its request, whatever the order of its keys, so that two
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
import { computed, getCurrentScope, onScopeDispose, shallowReactive, watch, type EffectScope } from 'vue'
import type {
  Channel,
  EventName,
  Events,
  IpcError,
  IpcResult,
  RequestOf,
  ResponseOf,
} from '../../../shared/ipc-contract'
import { t } from '../../../shared/i18n'
import { bridge, onEvent as hear } from './main-events'
import { plain, queryKey, stableJson } from './query-key'
import { readCache, refreshFromEvents, type Entry } from './cache'

export { lastEvent } from './main-events'

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

/** One per window (per Pinia): its event subscriptions, timers and shared parts end with the app. */
const useClient = defineStore('server-data', () => {
  const cache = readCache(invoke)
  refreshFromEvents(cache)
  const changes = shallowReactive(new Map<string, { request: unknown; error: IpcError | null }>())
  const shared = new Map<string, unknown>()
  const scope = getCurrentScope() as EffectScope
  return {
    ...cache,
    changes,
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
    /** Read again when next needed: main changed it in a way no event says. */
    markStale: <C extends Channel>(channel: C, request: RequestOf<C>): void =>
      client.markStale(queryKey(channel, request)),
    /** The read counts as shown (an event concerning it reads it again at once) until the function answered is called. */
    observe: <C extends Channel>(channel: C, request: RequestOf<C>): (() => void) =>
      client.observe(queryKey(channel, request)),
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
 * shown (`fresh`: each time it is shown, even when an answer is kept) and whenever `request` changes,
 * read again at once when an event concerns it. A null request reads nothing.
 */
/** How soon a read held back for the service's limit is asked again (main itself waits for the limit). */
const RATE_LIMITED_RETRY_MS = 10_000

export function useQuery<C extends Channel>(
  channel: C,
  request: () => RequestOf<C> | null,
  { fresh = false }: { fresh?: boolean } = {},
) {
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
      if (fresh || client.needsRead(next)) void client.load(channel, asked)
    },
    { immediate: true },
  )
  onScopeDispose(() => release?.())
  const entry = computed(() => (key.value === null ? undefined : client.entries.get(key.value)))
  // A read main held back for the service's limit is asked again while still wanted: main sends it once the limit
  // allows, and the view would otherwise keep saying "in about a minute" for good.
  let retry: ReturnType<typeof setTimeout> | undefined
  watch(
    () => entry.value?.error?.kind,
    (kind) => {
      clearTimeout(retry)
      if (kind !== 'rate_limited') return
      const held = key.value
      retry = setTimeout(() => {
        const asked = request()
        if (asked !== null && key.value === held) void client.load(channel, asked)
      }, RATE_LIMITED_RETRY_MS)
    },
  )
  onScopeDispose(() => clearTimeout(retry))
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

/**
 * A part of the window's data that several components share (the websites list's rows, the switcher's
 * catalogue): set up once, in the data layer's scope, and ended with it.
 */
export function perWindow<T>(name: string, setup: () => T): T {
  return (useClient() as Client).shared(name, setup)
}

/** The entry's one question before the app exists (the language of the first paint): nothing kept. */
export const askBeforeStart = invoke

/**
 * Hears one of main's events for as long as the calling scope lives, after the table (refreshes.ts) has
 * refreshed what the event concerns.
 */
export function onEvent<E extends EventName>(name: E, listener: (payload: Events[E]) => void): void {
  useClient()
  hear(name, listener)
}

export type { IpcError, IpcResult }
