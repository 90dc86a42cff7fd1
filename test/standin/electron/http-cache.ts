// Chromium's HTTP cache, as far as net.request meets it (README: "Networks"). A GET's 200 answer saying
// `Cache-Control: max-age=N` (N > 0, no `no-store`) is kept once its body was read to the end, by URL, and while fresh
// is given back without asking the server again. The request's `cache` mode as Electron maps it to Chromium's load
// flags: 'default' reads and writes; 'no-store' (LOAD_DISABLE_CACHE) neither reads nor writes; 'reload' and 'no-cache'
// ask the server and keep the new answer; 'force-cache' takes a stale entry too; 'only-if-cached' fails without one.
// Not played: heuristic freshness (Last-Modified), validators (ETag, 304), Vary, kept redirects, the disk.

export type CacheMode = 'default' | 'no-store' | 'reload' | 'no-cache' | 'force-cache' | 'only-if-cached'

/** An answer as the loader hands it on: its body streamed. */
export interface LoaderAnswer {
  status: number
  statusText: string
  headers: Array<[string, string]>
  body: ReadableStream<Uint8Array> | null
}

interface Entry {
  status: number
  statusText: string
  headers: Array<[string, string]>
  body: Uint8Array
  freshUntil: number
}

function maxAgeMs(headers: ReadonlyArray<[string, string]>): number | null {
  const control = headers
    .filter(([name]) => name.toLowerCase() === 'cache-control')
    .map(([, value]) => value.toLowerCase())
    .join(',')
  if (/(?:^|,)\s*no-store\s*(?:,|$)/.test(control)) return null
  const age = /(?:^|,)\s*max-age=(\d+)/.exec(control)
  return age && Number(age[1]) > 0 ? Number(age[1]) * 1000 : null
}

export class HttpCacheModel {
  private readonly entries = new Map<string, Entry>()

  /** The URLs whose answers the cache holds now (a test hook: what would be on disk). */
  urls(): string[] {
    return [...this.entries.keys()]
  }

  /** A kept answer the mode lets the request use, or null to ask the server; throws for 'only-if-cached' without one. */
  lookup(url: string, method: string, mode: CacheMode): LoaderAnswer | null {
    if (method !== 'GET' || mode === 'no-store' || mode === 'reload' || mode === 'no-cache') return null
    const entry = this.entries.get(url)
    const usable = entry && (mode === 'force-cache' || mode === 'only-if-cached' || entry.freshUntil > Date.now())
    if (!usable) {
      if (mode === 'only-if-cached') throw new Error('net::ERR_CACHE_MISS')
      return null
    }
    const body = entry.body
    return {
      status: entry.status,
      statusText: entry.statusText,
      headers: entry.headers,
      body: new ReadableStream({ start: (controller) => (controller.enqueue(body.slice()), controller.close()) }),
    }
  }

  /** The answer handed on; one that may be kept is kept once its body has been read whole. */
  keep(url: string, method: string, mode: CacheMode, answer: LoaderAnswer): LoaderAnswer {
    const age = maxAgeMs(answer.headers)
    if (method !== 'GET' || mode === 'no-store' || answer.status !== 200 || age === null || !answer.body) return answer
    const chunks: Uint8Array[] = []
    const keeping = new TransformStream<Uint8Array, Uint8Array>({
      transform: (chunk, controller) => (chunks.push(chunk), controller.enqueue(chunk)),
      flush: () => {
        this.entries.set(url, {
          status: answer.status,
          statusText: answer.statusText,
          headers: answer.headers,
          body: Buffer.concat(chunks),
          freshUntil: Date.now() + age,
        })
      },
    })
    return { ...answer, body: answer.body.pipeThrough(keeping) }
  }
}
