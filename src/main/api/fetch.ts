/**
 * The one way main reaches the network: a fetch function handed in from the Electron glue
 * (Electron's `net.fetch`, so that the system's proxy, PAC file and certificate store apply —
 * docs/architecture.md, "Requests"), and every answer read with a byte cap, so that a server
 * sending without end costs a bounded amount of memory.
 */
import { createFetch, ofetch, type $Fetch, type Fetch } from 'ofetch'
import { ApiError } from './errors'
import { BodyTooLargeError, cappedChunks } from '../base'
import { formatByteSize, t } from '../../shared/i18n'

export { BodyTooLargeError } from '../base'

/** What `net.fetch` and Node's `fetch` both are, narrowed to how SiteTray calls them. */
export type FetchFunction = (url: string, init: RequestInit) => Promise<Response>

/** A page of 100 websites is well under 1 MB; 8 MB leaves room for any real server's answer. */
export const API_BODY_MAX_BYTES = 8 * 1024 * 1024

/**
 * ofetch over the fetch handed in (SiteTray's HTTP client, as everywhere in main). Without one —
 * only the pinned `createWebsitesClient` signature's Node-side callers, never the app, whose
 * services require theirs — ofetch's own instance, which uses the runtime's fetch.
 */
export function fetcherOf(fetch: FetchFunction | undefined): $Fetch {
  return fetch ? createFetch({ fetch: fetch as Fetch }) : ofetch
}

/** The answer as the fetch gave it, its body not read: the caller reads it with a cap. */
export function rawAnswer(fetch: FetchFunction | undefined, url: string, init: RequestInit): Promise<Response> {
  return fetcherOf(fetch).raw(url, {
    ...init,
    retry: false,
    ignoreResponseError: true,
    responseType: 'stream',
  } as Parameters<$Fetch['raw']>[1])
}

export function tooLargeError(host: string, maxBytes: number, status?: number): ApiError {
  return new ApiError({
    kind: 'bad_response',
    ...(status !== undefined && { status }),
    message: t('sync.api.tooLarge', { size: formatByteSize(maxBytes), host }),
  })
}

/**
 * The body as text, at most `maxBytes` of it: beyond that the stream is cancelled and
 * BodyTooLargeError thrown. An abort of `signal` cancels the read too, whatever the fetch
 * implementation does with a body once its headers are in.
 */
export async function readCappedText(response: Response, maxBytes: number, signal: AbortSignal): Promise<string> {
  const declared = Number(response.headers.get('content-length'))
  if (Number.isFinite(declared) && declared > maxBytes) {
    await response.body?.cancel().catch(() => undefined)
    throw new BodyTooLargeError(maxBytes)
  }
  if (!response.body) return ''
  const chunks: Uint8Array[] = []
  for await (const chunk of cappedChunks(response.body, maxBytes, signal)) chunks.push(chunk)
  return new TextDecoder().decode(Buffer.concat(chunks))
}
