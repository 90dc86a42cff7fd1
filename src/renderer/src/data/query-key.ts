/** A request as it crosses to main, and the key a read is known by in the window. */
import { toRaw } from 'vue'
import type { Channel, RequestOf } from '../../../shared/ipc-contract'

/**
 * A copy with no Vue proxy anywhere in it: Electron's contextBridge refuses a Proxy ("An object could
 * not be cloned"), and a reactive object nested in a plain one is still a Proxy, so the copy goes all
 * the way down through arrays and plain objects (what the contract's schemas describe).
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

/** The same text whatever order an object's keys were written in. */
export function stableJson(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(stableJson).join(',')}]`
  if (isPlainObject(value)) {
    const keys = Object.keys(value).filter((key) => value[key] !== undefined)
    return `{${keys
      .sort()
      .map((key) => `${JSON.stringify(key)}:${stableJson(value[key])}`)
      .join(',')}}`
  }
  return JSON.stringify(value) ?? 'null'
}

/**
 * A read's key: its channel and its request whatever the order of its keys, a key left undefined as one left out —
 * not parsed by main's schema, which would bring every channel's schema (and an IP parser) into the window's first
 * bundle; the requests are typed, so two ways of writing one differ in no more than that.
 */
export function queryKey<C extends Channel>(channel: C, request: RequestOf<C>): string {
  return `${channel} ${stableJson(plain(request))}`
}
