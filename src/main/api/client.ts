import {
  hasErrors,
  normalizeLineList,
  validateListQuery,
  validateWebsiteInput,
  validateWebsitePatch,
} from '../../shared/validation'
import {
  type ListQuery,
  type Variant,
  type Website,
  type WebsiteInput,
  type WebsitePage,
  type WebsitePatch,
} from '../../shared/website'
import { isVariant, profileOf } from '../../shared/variant-profile'
import { checkApiKey, checkTimeout, checkWebsiteId, invalidRequest } from './connection'
import { ApiError, redactApiError } from './errors'
import { interpretAnswer, type Answer, type Target } from './response'
import type { FetchFunction } from './fetch'
import { exchange, type ExchangeOptions, type ResponseInfo } from './transport'
import { parseWebsiteBody, parseWebsitePage, toCreateForm, toListParams, toUpdateForm, WireFormatError } from './wire'
import { t } from '../../shared/i18n'

/**
 * Generous on purpose: a slow server's answer is worth waiting for in the background. Nobody waits
 * on it with the user: an edit's caller is answered within 2 s (sync/edit-waiters.ts) while its
 * request goes on.
 */
export const DEFAULT_TIMEOUT_MS = 15_000

export type { ResponseInfo } from './transport'

export interface WebsitesClientOptions {
  /** The service address without the API path, e.g. https://stats.example.com */
  baseUrl: string
  variant: Variant
  apiKey: string
  timeoutMs?: number
  /**
   * How requests are sent: Electron's net.fetch in the app (the services always pass it). Without
   * one, ofetch's own instance and so Node's fetch, for Node-side callers only: it knows neither
   * the system's proxy nor its certificate store.
   */
  fetch?: FetchFunction
  /** Called after every answer, error or not. */
  onResponse?: (info: ResponseInfo) => void
}

export interface RequestOptions {
  /** Cancels the request; it then fails as `network` with the message "The request was cancelled." */
  signal?: AbortSignal
}

export interface WebsitesClient {
  readonly variant: Variant
  list(query?: ListQuery, options?: RequestOptions): Promise<WebsitePage>
  get(id: string, options?: RequestOptions): Promise<Website>
  /**
   * Real servers ignore favorites on create, so a favorite is made with a
   * follow-up update. If that one fails the website still exists: it is
   * returned with `favorite: false`, and the caller may retry the favorite.
   */
  create(input: WebsiteInput, options?: RequestOptions): Promise<Website>
  update(id: string, patch: WebsitePatch, options?: RequestOptions & { method?: 'PATCH' | 'PUT' }): Promise<Website>
  remove(id: string, options?: RequestOptions): Promise<void>
}

type Method = ExchangeOptions['method']

/**
 * Where plain http may go: a literal loopback address (127.0.0.0/8, ::1), or `localhost` itself,
 * which Chromium (net.fetch) answers with loopback without asking any name server (as RFC 6761
 * asks). Not `*.localhost`: outside Chromium a resolver may send it to DNS, and the key in clear
 * text with it.
 */
export function isLoopbackHost(hostname: string): boolean {
  const host = hostname.toLowerCase()
  return host === 'localhost' || host === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(host)
}

/** An API path pasted along with the address; the client appends its own. */
const PASTED_API_PATH = /(?:\/public)?\/api\/v1(?:\/websites)?\/*$/

/** The service address, checked: HTTPS, or HTTP on loopback only (a key must never cross a network in clear text). */
export function parseServiceUrl(baseUrl: string): URL {
  let url: URL
  try {
    url = new URL(String(baseUrl).trim())
  } catch {
    throw invalidRequest({ baseUrl: [t('sync.api.enterAddress', { example: 'https://stats.example.com' })] })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:')
    throw invalidRequest({ baseUrl: [t('sync.api.httpsOnly', { scheme: 'https://' })] })
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw invalidRequest({
      baseUrl: [t('sync.api.httpLocalOnly', { scheme: 'https://', plain: 'http://' })],
    })
  }
  if (url.username || url.password) throw invalidRequest({ baseUrl: [t('sync.api.noCredentials')] })
  url.search = ''
  url.hash = ''
  url.pathname = url.pathname.replace(PASTED_API_PATH, '')
  return url
}

/** Servers never return exclude_params: what was just saved is the best knowledge of it. */
function keepSavedParams(website: Website, saved: string[] | undefined): Website {
  return saved === undefined || website.excludeParams !== null
    ? website
    : { ...website, excludeParams: normalizeLineList(saved) }
}

function parseOrBadResponse<T>(parse: () => T, status: number): T {
  try {
    return parse()
  } catch (error) {
    if (error instanceof WireFormatError)
      throw new ApiError({
        kind: 'bad_response',
        status,
        message: t('sync.api.notUnderstood', { detail: error.message }),
      })
    throw error
  }
}

/** What both clients check before their first request: the variant, the key, the timeout and the full endpoint. */
export function checkedEndpoint(
  options: Pick<WebsitesClientOptions, 'baseUrl' | 'variant' | 'apiKey' | 'timeoutMs'>,
  apiPathOf: (variant: Variant) => string,
): { variant: Variant; endpoint: string; apiKey: string; timeoutMs: number } {
  const { variant } = options
  if (!isVariant(variant)) throw invalidRequest({ variant: [t('sync.api.variant')] })
  const apiKey = checkApiKey(options.apiKey)
  const service = parseServiceUrl(options.baseUrl)
  // URL keeps at least '/' as the path: trim it so the API path is not doubled.
  const endpoint = `${service.origin}${service.pathname.replace(/\/+$/, '')}${apiPathOf(variant)}`
  const timeoutMs = checkTimeout(options.timeoutMs ?? DEFAULT_TIMEOUT_MS)
  return { variant, endpoint, apiKey, timeoutMs }
}

export function createWebsitesClient(options: WebsitesClientOptions): WebsitesClient {
  const { variant, ...checked } = checkedEndpoint(options, (v) => profileOf(v).apiPath)
  return new HttpWebsitesClient(variant, { ...checked, fetch: options.fetch, onResponse: options.onResponse })
}

interface Connection {
  endpoint: string
  apiKey: string
  timeoutMs: number
  fetch: FetchFunction | undefined
  onResponse: WebsitesClientOptions['onResponse']
}

class HttpWebsitesClient implements WebsitesClient {
  constructor(
    readonly variant: Variant,
    private readonly connection: Connection,
  ) {}

  async list(query: ListQuery = {}, opts: RequestOptions = {}): Promise<WebsitePage> {
    const errors = validateListQuery(query, this.variant)
    if (hasErrors(errors)) throw invalidRequest(errors)
    const answer = await this.send('GET', 'collection', '', {
      query: toListParams(query, this.variant),
      signal: opts.signal,
    })
    return parseOrBadResponse(() => parseWebsitePage(answer.body, this.variant, query.page ?? 1), answer.status)
  }

  async get(id: string, opts: RequestOptions = {}): Promise<Website> {
    const answer = await this.send('GET', 'website', `/${checkWebsiteId(id)}`, { signal: opts.signal })
    return parseOrBadResponse(() => parseWebsiteBody(answer.body, this.variant), answer.status)
  }

  async create(input: WebsiteInput, opts: RequestOptions = {}): Promise<Website> {
    const errors = validateWebsiteInput(input, this.variant)
    if (hasErrors(errors)) throw invalidRequest(errors)
    const answer = await this.send('POST', 'collection', '', {
      form: toCreateForm(input, this.variant),
      signal: opts.signal,
    })
    const created = keepSavedParams(
      parseOrBadResponse(() => parseWebsiteBody(answer.body, this.variant), answer.status),
      input.excludeParams,
    )
    if (input.favorite !== true || created.favorite) return created
    try {
      return { ...(await this.update(created.id, { favorite: true }, opts)), excludeParams: created.excludeParams }
    } catch {
      // Reporting the create as failed would invite a duplicate: the website exists, unfavorited, as its record says.
      return created
    }
  }

  async update(
    id: string,
    patch: WebsitePatch,
    opts: RequestOptions & { method?: 'PATCH' | 'PUT' } = {},
  ): Promise<Website> {
    checkWebsiteId(id)
    const errors = validateWebsitePatch(patch, this.variant)
    if (hasErrors(errors)) throw invalidRequest(errors)
    const method = opts.method ?? 'PATCH'
    if (method !== 'PATCH' && method !== 'PUT') throw invalidRequest({ method: ['Updates use PATCH or PUT.'] })
    const answer = await this.send(method, 'website', `/${id}`, {
      form: toUpdateForm(patch, this.variant),
      signal: opts.signal,
    })
    return keepSavedParams(
      parseOrBadResponse(() => parseWebsiteBody(answer.body, this.variant), answer.status),
      patch.excludeParams,
    )
  }

  async remove(id: string, opts: RequestOptions = {}): Promise<void> {
    await this.send('DELETE', 'website', `/${checkWebsiteId(id)}`, { signal: opts.signal })
  }

  private async send(
    method: Method,
    target: Target,
    path: string,
    init: { query?: Record<string, string>; form?: URLSearchParams; signal?: AbortSignal | undefined } = {},
  ): Promise<Answer> {
    const { endpoint, apiKey, timeoutMs, fetch, onResponse } = this.connection
    try {
      const answer = await exchange(`${endpoint}${path}`, { method, apiKey, timeoutMs, fetch, ...init, onResponse })
      return interpretAnswer(answer, target)
    } catch (error) {
      // Servers may echo what they were sent: no text leaves with the key in it.
      throw error instanceof ApiError ? redactApiError(error, apiKey) : error
    }
  }
}
