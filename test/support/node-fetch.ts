/**
 * Node's own fetch (undici), for Node-side tests and benchmarks: no system proxy, no OS certificate store — never the
 * app's.
 */
import type { FetchFunction } from '../../src/main/api'

export const nodeFetch: FetchFunction = (url, init) => globalThis.fetch(url, init)
