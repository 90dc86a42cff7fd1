import { ofetch } from 'ofetch'
import { hasErrors, normalizeLineList, validateListQuery, validateWebsiteInput, validateWebsitePatch, type FieldErrors } from '../../shared/validation'
import { CAPABILITIES, type ListQuery, type Variant, type Website, type WebsiteInput, type WebsitePage, type WebsitePatch } from '../../shared/website'
import { ApiError, parseFieldErrors, parseRetryAfter, serverMessage } from './errors'
import { parseWebsiteBody, parseWebsitePage, toCreateForm, toDomainFieldErrors, toListParams, toUpdateForm, WireFormatError } from './wire'

export const DEFAULT_TIMEOUT_MS = 15_000

/** What every response says about the rate limit, for the scheduler. */
export interface ResponseInfo {
  status: number
  rateLimitLimit: number | null
  rateLimitRemaining: number | null
  retryAfterMs: number | null
}

export interface WebsitesClientOptions {
  /** The service address without the API path, e.g. https://stats.example.com */
  baseUrl: string
  variant: Variant
  apiKey: string
  timeoutMs?: number
  /** Called after every answer, error or not. */
  onResponse?: (info: ResponseInfo) => void
}

export interface RequestOptions {
  /** Cancels the request; it then fails as `network` with status undefined. */
  signal?: AbortSignal
}

export interface WebsitesClient {
  readonly variant: Variant
  list(query?: ListQuery, options?: RequestOptions): Promise<WebsitePage>
  get(id: string, options?: RequestOptions): Promise<Website>
  create(input: WebsiteInput, options?: RequestOptions): Promise<Website>
  update(id: string, patch: WebsitePatch, options?: RequestOptions & { method?: 'PATCH' | 'PUT' }): Promise<Website>
  remove(id: string, options?: RequestOptions): Promise<void>
}

const LOOPBACK_HOSTS = new Set(['localhost', '127.0.0.1', '[::1]'])

export function isLoopbackHost(hostname: string): boolean {
  return LOOPBACK_HOSTS.has(hostname) || /^127(?:\.\d{1,3}){3}$/.test(hostname) || hostname.endsWith('.localhost')
}

/** The service address, checked: HTTPS, or HTTP on loopback only (a key must never cross a network in clear text). */
export function parseServiceUrl(baseUrl: string): URL {
  let url: URL
  try {
    url = new URL(baseUrl.trim())
  } catch {
    throw invalid({ baseUrl: ['Enter the service address, e.g. https://stats.example.com.'] })
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw invalid({ baseUrl: ['The service address must start with https://.'] })
  if (url.protocol === 'http:' && !isLoopbackHost(url.hostname)) {
    throw invalid({ baseUrl: ['Use https:// for the service address: plain http:// is only allowed for this computer (localhost).'] })
  }
  if (url.username || url.password) throw invalid({ baseUrl: ['Leave user names and passwords out of the service address.'] })
  url.search = ''
  url.hash = ''
  return url
}

function invalid(fieldErrors: FieldErrors): ApiError {
  const first = Object.values(fieldErrors)[0]?.[0]
  return new ApiError({ kind: 'invalid_request', fieldErrors, ...(first !== undefined && { message: first }) })
}

function checkId(id: string): string {
  if (typeof id !== 'string' || !/^[A-Za-z0-9_-]{1,64}$/.test(id)) throw invalid({ id: ['A website id is a number like 42.'] })
  return id
}

/** Servers never return exclude_params: what was just saved is the best knowledge of it. */
function keepSavedParams(website: Website, saved: string[] | undefined): Website {
  return saved === undefined || website.excludeParams !== null ? website : { ...website, excludeParams: normalizeLineList(saved) }
}

function headerNumber(headers: Headers, name: string): number | null {
  const value = headers.get(name)
  return value !== null && /^\s*\d+\s*$/.test(value) ? Number(value) : null
}

interface Answer {
  status: number
  body: unknown
}

export function createWebsitesClient(options: WebsitesClientOptions): WebsitesClient {
  const { variant, apiKey, onResponse } = options
  if (variant !== 'A' && variant !== 'B') throw invalid({ variant: ['The API variant is A or B.'] })
  if (typeof apiKey !== 'string' || apiKey.trim() === '') throw invalid({ apiKey: ['Enter the API key from the service\'s account area.'] })
  const service = parseServiceUrl(options.baseUrl)
  const endpoint = `${service.origin}${service.pathname.replace(/\/+$/, '')}${CAPABILITIES[variant].apiPath}`
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS

  /** Never let a message carry the key, even if a server echoes it back. */
  const redact = (text: string): string => text.split(apiKey).join('[redacted]')

  async function send(
    method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE',
    path: string,
    init: { query?: Record<string, string>; form?: URLSearchParams; signal?: AbortSignal | undefined } = {},
  ): Promise<Answer> {
    const headers: Record<string, string> = { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' }
    if (init.form) headers['Content-Type'] = 'application/x-www-form-urlencoded'
    // ofetch's own timeout stops at the headers; this one also covers a body that never ends.
    const controller = new AbortController()
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      controller.abort()
    }, timeoutMs)
    const abortFromCaller = (): void => controller.abort()
    if (init.signal?.aborted) controller.abort()
    else init.signal?.addEventListener('abort', abortFromCaller, { once: true })
    try {
      const response = await ofetch.raw<string, 'text'>(`${endpoint}${path}`, {
        method,
        headers,
        ...(init.query && { query: init.query }),
        ...(init.form && { body: init.form.toString() }),
        signal: controller.signal,
        retry: false,
        redirect: 'manual',
        responseType: 'text',
        ignoreResponseError: true,
      })
      const status = response.status
      const text = typeof response._data === 'string' ? response._data : ''
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'))
      onResponse?.({
        status,
        rateLimitLimit: headerNumber(response.headers, 'x-ratelimit-limit'),
        rateLimitRemaining: headerNumber(response.headers, 'x-ratelimit-remaining'),
        retryAfterMs: retryAfterMs ?? null,
      })
      return interpret(status, text, response.headers.get('content-type') ?? '', retryAfterMs)
    } catch (error) {
      if (error instanceof ApiError) throw error
      // Anything else is ofetch's FetchError or undici's TypeError: both may hold the request headers, so only the kind leaves.
      if (timedOut) throw new ApiError({ kind: 'timeout', message: `The service did not answer within ${Math.round(timeoutMs / 1000)} s.` })
      if (init.signal?.aborted) throw new ApiError({ kind: 'network', message: 'The request was cancelled.' })
      throw new ApiError({ kind: 'network' })
    } finally {
      clearTimeout(timer)
      init.signal?.removeEventListener('abort', abortFromCaller)
    }
  }

  function interpret(status: number, text: string, contentType: string, retryAfterMs: number | undefined): Answer {
    if (status >= 300 && status < 400) {
      // Laravel redirects unauthenticated requests to its login page.
      throw new ApiError({ kind: 'unauthorized', status })
    }
    const isHtml = /html/i.test(contentType) || /^\s*<(?:!doctype|html)/i.test(text)
    let body: unknown
    let parsed = false
    if (!isHtml && text.trim() !== '') {
      try {
        body = JSON.parse(text)
        parsed = true
      } catch {
        parsed = false
      }
    }
    const message = parsed ? serverMessage(body) : undefined
    const withMessage = message !== undefined ? { message: redact(message) } : {}
    if (status >= 200 && status < 300) {
      if (isHtml) throw new ApiError({ kind: 'bad_response', status, message: 'The service answered with a web page instead of data. Check the service address.' })
      if (!parsed && text.trim() !== '') throw new ApiError({ kind: 'bad_response', status })
      return { status, body }
    }
    switch (status) {
      case 401:
        throw new ApiError({ kind: 'unauthorized', status })
      case 403:
        throw new ApiError({ kind: 'forbidden', status, ...withMessage })
      case 404:
      case 410:
        throw new ApiError({ kind: 'not_found', status })
      case 408:
        throw new ApiError({ kind: 'timeout', status })
      case 422: {
        const fieldErrors = parseFieldErrors(body)
        const mapped = fieldErrors && toDomainFieldErrors(fieldErrors)
        const first = mapped && Object.values(mapped)[0]?.[0]
        throw new ApiError({
          kind: 'validation',
          status,
          ...(mapped && { fieldErrors: mapped }),
          ...(first !== undefined ? { message: redact(first) } : withMessage),
        })
      }
      case 429:
        throw new ApiError({ kind: 'rate_limited', status, ...(retryAfterMs !== undefined && { retryAfterMs }) })
    }
    if (status >= 500) throw new ApiError({ kind: 'server', status, ...(retryAfterMs !== undefined && { retryAfterMs }) })
    throw new ApiError({ kind: 'bad_response', status, ...withMessage })
  }

  function read<T>(parse: () => T, status: number): T {
    try {
      return parse()
    } catch (error) {
      if (error instanceof WireFormatError) throw new ApiError({ kind: 'bad_response', status, message: `The service sent an answer SiteTray does not understand: ${error.message}` })
      throw error
    }
  }

  async function update(id: string, patch: WebsitePatch, opts: RequestOptions & { method?: 'PATCH' | 'PUT' } = {}): Promise<Website> {
    checkId(id)
    const errors = validateWebsitePatch(patch, variant)
    if (hasErrors(errors)) throw invalid(errors)
    const method = opts.method ?? 'PATCH'
    if (method !== 'PATCH' && method !== 'PUT') throw invalid({ method: ['Updates use PATCH or PUT.'] })
    const answer = await send(method, `/${encodeURIComponent(id)}`, { form: toUpdateForm(patch, variant), signal: opts.signal })
    const website = read(() => parseWebsiteBody(answer.body, variant), answer.status)
    return keepSavedParams(website, patch.excludeParams)
  }

  return {
    variant,

    async list(query: ListQuery = {}, opts: RequestOptions = {}): Promise<WebsitePage> {
      const errors = validateListQuery(query, variant)
      if (hasErrors(errors)) throw invalid(errors)
      const answer = await send('GET', '', { query: toListParams(query, variant), signal: opts.signal })
      return read(() => parseWebsitePage(answer.body, variant, query.page ?? 1), answer.status)
    },

    async get(id: string, opts: RequestOptions = {}): Promise<Website> {
      const answer = await send('GET', `/${encodeURIComponent(checkId(id))}`, { signal: opts.signal })
      return read(() => parseWebsiteBody(answer.body, variant), answer.status)
    },

    async create(input: WebsiteInput, opts: RequestOptions = {}): Promise<Website> {
      const errors = validateWebsiteInput(input, variant)
      if (hasErrors(errors)) throw invalid(errors)
      const answer = await send('POST', '', { form: toCreateForm(input, variant), signal: opts.signal })
      let website = read(() => parseWebsiteBody(answer.body, variant), answer.status)
      website = keepSavedParams(website, input.excludeParams)
      // Real servers ignore favorites on create: a follow-up update makes it stick.
      if (input.favorite === true && !website.favorite) {
        try {
          website = { ...(await update(website.id, { favorite: true }, opts)), excludeParams: website.excludeParams }
        } catch {
          // The website exists now; reporting the create as failed would invite a duplicate. It stays unfavorited, as the record says.
        }
      }
      return website
    },

    update,

    async remove(id: string, opts: RequestOptions = {}): Promise<void> {
      await send('DELETE', `/${encodeURIComponent(checkId(id))}`, { signal: opts.signal })
    },
  }
}
