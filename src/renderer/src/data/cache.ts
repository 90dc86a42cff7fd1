/**
 * The window's copy of main's answers, by key (query-key.ts): data, loading and error, which reads are on screen and
 * which an event marked; and main's events applied to it through the one table (refreshes.ts). Set up once per
 * window by data/query.ts, which hands in the one way to ask main.
 */
import { onScopeDispose, shallowReactive } from 'vue'
import type { Channel, EventName, IpcError, IpcResult, RequestOf, ResponseOf } from '../../../shared/ipc-contract'
import { onEvent as hear } from './main-events'
import { queryKey } from './query-key'
import { REFRESHES, type Refresh } from './refreshes'

type Ask = <C extends Channel>(channel: C, request: RequestOf<C>) => Promise<IpcResult<ResponseOf<C>>>

export interface Entry {
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

/** Main's answers by key: data, loading and error, which are shown, which an event marked. */
export function readCache(invoke: Ask) {
  const entries = shallowReactive(new Map<string, Entry>())
  /** Per key, the newest read: an answer to an older one is dropped. */
  const turns = new Map<string, number>()
  /** Per key, how many parts of the window show it now: those are read again at once when an event concerns them. */
  const observers = new Map<string, number>()
  /** Keys an event concerned while nobody showed them: read again when next needed. */
  const stale = new Set<string>()

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
    const change = result.ok ? { data: result.data, error: null } : { error: result.error }
    patch(key, { channel, request }, { ...change, loading: false })
    return result
  }

  /** A value main pushed, or the window's own: an answer still on its way is newer still (IPC keeps the order). */
  function put<C extends Channel>(channel: C, request: RequestOf<C>, data: ResponseOf<C>): void {
    const key = queryKey(channel, request)
    stale.delete(key)
    patch(key, { channel, request }, { data, error: null })
  }

  return {
    entries,
    patch,
    load,
    put,
    needsRead(key: string): boolean {
      const entry = entries.get(key)
      return stale.has(key) || (entry?.data === undefined && !entry?.loading)
    },
    shown: (key: string): boolean => (observers.get(key) ?? 0) > 0,
    markStale: (key: string) => void stale.add(key),
    observe(key: string): () => void {
      observers.set(key, (observers.get(key) ?? 0) + 1)
      return () => observers.set(key, (observers.get(key) ?? 1) - 1)
    },
  }
}

export type Cache = ReturnType<typeof readCache>

/** Main's events applied to the cache through the table (refreshes.ts), before anyone else hears them. */
export function refreshFromEvents(cache: Cache): void {
  const throttled = new Map<string, ReturnType<typeof setTimeout>>()
  onScopeDispose(() => throttled.forEach((timer) => clearTimeout(timer)))

  function refresh(key: string, entry: Entry, throttleMs = 0): void {
    if (!cache.shown(key)) return cache.markStale(key)
    if (throttleMs === 0) return void cache.load(entry.channel, entry.request as never)
    if (throttled.has(key)) return
    const later = () => {
      throttled.delete(key)
      void cache.load(entry.channel, entry.request as never)
    }
    throttled.set(key, setTimeout(later, throttleMs))
  }

  function apply(rule: Refresh, payload: unknown): void {
    for (const { request, data } of rule.answers?.(payload as never) ?? [])
      cache.put(rule.channel, request as never, data as never)
    for (const [key, entry] of cache.entries) {
      if (entry.channel !== rule.channel) continue
      const concerned = rule.concerns
        ? rule.concerns(entry.request as never, payload as never, entry.data as never)
        : rule.answers === undefined
      if (!concerned) continue
      const updated =
        rule.update && entry.data !== undefined ? rule.update(entry.data as never, payload as never) : undefined
      if (updated !== undefined) cache.patch(key, entry, { data: updated })
      else refresh(key, entry, rule.throttleMs)
    }
  }

  for (const [name, rules] of Object.entries(REFRESHES) as [EventName, Refresh[]][])
    hear(name, (payload) => rules.forEach((rule) => apply(rule, payload)))
}
