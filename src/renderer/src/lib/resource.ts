/**
 * Server data in the window, written once: a keyed resource (`resource(channel, keyOf)`: data,
 * loading and error per key, read again when one of main's events names the key) and a mutation
 * (`mutation(channel, keyOf)`: the request in flight and the last refusal per key). Stores build
 * theirs from these and keep only the window's own state (docs/architecture.md, "Window").
 *
 * Written here rather than taken from @tanstack/vue-query: main already caches (the mirror, the
 * statistics cache) and says by event when something changed, so the window needs no stale times,
 * retries, refetch on focus or garbage collection — the parts of a query library it would have to
 * turn off — and answers are result envelopes, not throws. What is left is a map per key, a
 * counter so that a late answer never overwrites a newer one, and event names wired to re-reads.
 */
import { shallowReactive } from 'vue'
import type {
  Channel,
  EventName,
  Events,
  IpcError,
  IpcResult,
  RequestOf,
  ResponseOf,
} from '../../../shared/ipc-contract'
import { invoke, listen } from './bridge'

interface Entry<C extends Channel, T> {
  request: RequestOf<C>
  data: T | undefined
  loading: boolean
  error: IpcError | null
}

/** Per event name, the key the event says changed (null: none); a key read so far is then read again. */
export type Invalidations = { [E in EventName]?: (payload: Events[E]) => string | null }

export interface ResourceOptions<C extends Channel, T> {
  /** What is kept of an answer (e.g. only the conflicts of `sync:conflicts`). */
  select?: (data: ResponseOf<C>) => T
  invalidatedBy?: Invalidations
}

/** Per key, the newest read: an answer to an older one is dropped. */
class Turns {
  private readonly newest = new Map<string, number>()

  next(key: string): number {
    const turn = (this.newest.get(key) ?? 0) + 1
    this.newest.set(key, turn)
    return turn
  }

  isNewest(key: string, turn: number): boolean {
    return this.newest.get(key) === turn
  }
}

/**
 * One channel's answers, per key (an account, a website…); set up inside a store, whose scope its event subscriptions
 * share.
 */
export function resource<C extends Channel, T = ResponseOf<C>>(
  channel: C,
  keyOf: (request: RequestOf<C>) => string,
  options: ResourceOptions<C, T> = {},
) {
  const entries = shallowReactive(new Map<string, Entry<C, T>>())
  const turns = new Turns()
  const select = options.select ?? ((data: ResponseOf<C>) => data as unknown as T)

  function patch(key: string, request: RequestOf<C>, change: Partial<Entry<C, T>>): void {
    const entry = entries.get(key) ?? { request, data: undefined, loading: false, error: null }
    entries.set(key, { ...entry, request, ...change })
  }

  /** Reads the key now; answers main's answer (also when a newer read has taken its place). */
  async function load(request: RequestOf<C>): Promise<IpcResult<ResponseOf<C>>> {
    const key = keyOf(request)
    const turn = turns.next(key)
    patch(key, request, { loading: true })
    const result = await invoke(channel, request)
    if (!turns.isNewest(key, turn)) return result
    patch(
      key,
      request,
      result.ok ? { data: select(result.data), loading: false, error: null } : { loading: false, error: result.error },
    )
    return result
  }

  /** Reads the key unless it has its data or is being read. */
  function ensure(request: RequestOf<C>): void {
    const entry = entries.get(keyOf(request))
    if (entry?.data === undefined && !entry?.loading) void load(request)
  }

  /**
   * A value main pushed (an event that carries it) or the window's own change. It does not outrank
   * a read on its way: IPC keeps the order, so an answer that arrives after it is newer still.
   */
  function set(key: string, data: T, request?: RequestOf<C>): void {
    const asked = request ?? entries.get(key)?.request
    if (asked !== undefined) patch(key, asked, { data, error: null })
  }

  function update(key: string, change: (data: T) => T): void {
    const data = entries.get(key)?.data
    if (data !== undefined) set(key, change(data))
  }

  function invalidatedBy<E extends EventName>(event: E, keyOfEvent: (payload: Events[E]) => string | null): void {
    listen(event, (payload) => {
      const key = keyOfEvent(payload)
      const entry = key === null ? undefined : entries.get(key)
      if (entry) void load(entry.request)
    })
  }
  for (const [event, keyOfEvent] of Object.entries(options.invalidatedBy ?? {}))
    invalidatedBy(event as EventName, keyOfEvent as (payload: unknown) => string | null)

  return {
    data: (key: string): T | undefined => entries.get(key)?.data,
    loading: (key: string): boolean => entries.get(key)?.loading ?? false,
    error: (key: string): IpcError | null => entries.get(key)?.error ?? null,
    /** Whether an answer came for the key. */
    has: (key: string): boolean => entries.get(key)?.data !== undefined,
    load,
    ensure,
    set,
    update,
  }
}

/** One channel's changes, per key: the request in flight and the last refusal (cleared by the next try). */
export function mutation<C extends Channel>(channel: C, keyOf: (request: RequestOf<C>) => string = () => '') {
  const pending = shallowReactive(new Map<string, RequestOf<C>>())
  const errors = shallowReactive(new Map<string, IpcError>())

  async function run(request: RequestOf<C>): Promise<IpcResult<ResponseOf<C>>> {
    const key = keyOf(request)
    pending.set(key, request)
    errors.delete(key)
    const result = await invoke(channel, request)
    // A newer change of the same key stays pending: only this one's end is taken.
    if (pending.get(key) !== request) return result
    pending.delete(key)
    if (!result.ok) errors.set(key, result.error)
    return result
  }

  return {
    run,
    /** The request on its way for the key, if any. */
    pending: (key = ''): RequestOf<C> | undefined => pending.get(key),
    error: (key = ''): IpcError | null => errors.get(key) ?? null,
    /** The refusal is no longer news (another request took its place). */
    clearError: (key = ''): void => void errors.delete(key),
  }
}

/**
 * How many times main said a key changed (`websites-changed` for an account…): whoever shows
 * something read for that key watches the count and reads again.
 */
export function eventCounts<E extends EventName>(event: E, keyOf: (payload: Events[E]) => string) {
  const counts = shallowReactive(new Map<string, number>())
  listen(event, (payload) => {
    const key = keyOf(payload)
    counts.set(key, (counts.get(key) ?? 0) + 1)
  })
  return (key: string): number => counts.get(key) ?? 0
}

export type Resource<C extends Channel, T = ResponseOf<C>> = ReturnType<typeof resource<C, T>>
export type Mutation<C extends Channel> = ReturnType<typeof mutation<C>>
