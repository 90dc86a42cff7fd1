/**
 * "Test connection" and "detect the service": one page of websites read with
 * the user's key, then the account's name. Every outcome is a ConnectionResult
 * with advice the user can act on; the messages are built from the host and
 * the kind of failure only, never from what the server or the network layer
 * said, so no key and no untranslated server text can reach the user — and
 * they name no status code, API path or variant, which say nothing to a user.
 */
import { ApiError, DEFAULT_TIMEOUT_MS, parseServiceUrl, type FetchFunction, type ResponseInfo } from '../api'
import { interpretAnswer } from '../api/response'
import { parseWebsitePage, WireFormatError } from '../api/wire'
import { isRecord } from '../../shared/validation'
import type { Variant } from '../../shared/website'
import { isVariant, PREFERRED_VARIANT, profileOf, VARIANTS } from '../../shared/variant-profile'
import type { HttpAnswer } from '../api/transport'
import { getAnswer, runDirectly, type RunRequest } from './http'
import type { ConnectionProblem, ConnectionResult } from './types'
import { checkAddressAdvice, fail, failureFromError, failureFromPage, type Failure } from './connection-advice'
import { t } from '../../shared/i18n'

export interface ConnectionCheckOptions {
  /** As typed or pasted; checked with parseServiceUrl before any request. */
  baseUrl: string
  apiKey: string
  /** Per request; default the client's. */
  timeoutMs?: number
  /** How requests are sent: Electron's net.fetch in the app, Node's fetch in Node-side tests. */
  fetch: FetchFunction
  /** Wraps every HTTP request, e.g. to send it through the server's request scheduler. Default: sent at once. */
  run?: RunRequest
  /** Every answer's status and rate-limit headers, e.g. for the scheduler's `observe`. */
  onResponse?: (info: ResponseInfo) => void
}

export interface TestConnectionOptions extends ConnectionCheckOptions {
  variant: Variant
}

/** One probe of a websites collection: whose wire format its items use ('empty' when there are none to tell). */
type ListProbe = { ok: true; path: Variant; content: Variant | 'empty' } | (Failure & { notThere?: boolean })

interface Context {
  base: string
  host: string
  apiKey: string
  get(path: string, query?: Record<string, string>): Promise<HttpAnswer>
}

/** Allowed in both variants, so the probe itself is never refused. */
const PROBE_QUERY = { per_page: '10' }
const ACCOUNT_NAME_MAX_LENGTH = 200
const MAX_TIMEOUT_MS = 2 ** 31 - 1

/**
 * When the two probes fail differently, the most telling failure is reported: the one that proves the API is there
 * comes first.
 */
const PROBLEM_RANK: readonly ConnectionProblem[] = [
  'unauthorized',
  'forbidden',
  'rate_limited',
  'server',
  'unreachable',
  'wrong_address',
  'invalid_address',
]

function prepare(options: ConnectionCheckOptions): Context | Failure {
  let service: URL
  try {
    service = parseServiceUrl(options.baseUrl)
  } catch (error) {
    return fail(
      'invalid_address',
      error instanceof ApiError ? error.message : t('sync.api.enterAddress', { example: 'https://stats.example.com' }),
    )
  }
  const apiKey = typeof options.apiKey === 'string' ? options.apiKey.trim() : ''
  if (apiKey === '') return fail('unauthorized', t('sync.checks.apiKeyMissing'))
  // A header cannot carry other characters: sending would fail as if the network were down.
  if (!/^[\x21-\x7e]+$/.test(apiKey)) return fail('unauthorized', t('sync.checks.apiKeyCharacters'))
  const timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS
  if (!Number.isInteger(timeoutMs) || timeoutMs < 1 || timeoutMs > MAX_TIMEOUT_MS)
    throw new RangeError('timeoutMs is a whole number of milliseconds, at least 1.')
  const base = `${service.origin}${service.pathname.replace(/\/+$/, '')}`
  const run = options.run ?? runDirectly
  return {
    base,
    host: service.host,
    apiKey,
    get: (path, query) =>
      getAnswer(`${base}${path}`, {
        apiKey,
        timeoutMs,
        fetch: options.fetch,
        run,
        ...(options.onResponse && { onResponse: options.onResponse }),
        ...(query && { query }),
      }),
  }
}

/** The wire format a list's items use: B names the website `domain`, A `url`. */
function contentOf(body: unknown): Variant | 'empty' {
  const items = Array.isArray(body) ? body : isRecord(body) && Array.isArray(body.data) ? body.data : []
  const first: unknown = items[0]
  if (!isRecord(first)) return 'empty'
  return VARIANTS.find((variant) => typeof first[profileOf(variant).identifierField] === 'string') ?? 'empty'
}

async function probeList(context: Context, variant: Variant): Promise<ListProbe> {
  const path = profileOf(variant).apiPath
  let answer: HttpAnswer
  try {
    answer = await context.get(path, PROBE_QUERY)
  } catch (error) {
    return failureFromError(error, context)
  }
  const pageFailure = failureFromPage(answer, context)
  if (pageFailure) return pageFailure
  let body: unknown
  try {
    body = interpretAnswer(answer, 'collection').body
  } catch (error) {
    return failureFromError(error, context)
  }
  try {
    parseWebsitePage(body, variant, 1)
  } catch (error) {
    if (!(error instanceof WireFormatError)) throw error
    return fail('wrong_address', t('sync.check.notList', { host: context.host, advice: checkAddressAdvice() }))
  }
  return { ok: true, path: variant, content: contentOf(body) }
}

function mostTelling(failures: readonly Failure[]): Failure {
  const sorted = [...failures].sort((a, b) => PROBLEM_RANK.indexOf(a.problem) - PROBLEM_RANK.indexOf(b.problem))
  return sorted[0] ?? fail('unreachable', t('sync.check.notChecked'))
}

function accountName(body: unknown): string | null {
  const data = isRecord(body) && isRecord(body.data) ? body.data : body
  if (!isRecord(data) || typeof data.name !== 'string') return null
  // eslint-disable-next-line no-control-regex
  const name = data.name.replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  if (name === '') return null
  return name.length > ACCOUNT_NAME_MAX_LENGTH ? `${name.slice(0, ACCOUNT_NAME_MAX_LENGTH - 1)}…` : name
}

/**
 * The account's name, a nicety: any failure is null, never a failed check.
 * Variant A servers answer under their own prefix, some only under /api/v1.
 */
async function readAccountName(context: Context, variant: Variant): Promise<string | null> {
  for (const path of profileOf(variant).accountPaths) {
    try {
      const answer = await context.get(path)
      if (failureFromPage(answer, context)) return null
      return accountName(interpretAnswer(answer, 'website').body)
    } catch (error) {
      // A missing endpoint (older servers) is normal; anything else would only repeat itself on the next path.
      if (!(error instanceof ApiError && error.kind === 'not_found')) return null
    }
  }
  return null
}

/** A list in the other variant's format where this one's should be: no server SiteTray knows answers like that. */
function mismatch(context: Context): Failure {
  return fail('wrong_address', t('sync.check.unusableList', { host: context.host, advice: checkAddressAdvice() }))
}

/** Which variant the service speaks, read from how its website lists look, and the account's name. */
export async function detectService(options: ConnectionCheckOptions): Promise<ConnectionResult> {
  const context = prepare(options)
  if ('ok' in context) return context
  const probes = await Promise.all(VARIANTS.map((variant) => probeList(context, variant)))
  const answered = probes.filter((probe) => probe.ok)
  // A list whose items match its path settles it; a path that lists the other variant's format is not one a client can
  // use.
  const confirmed = answered.filter((probe) => probe.content === probe.path).map((probe) => probe.path)
  const empty = answered.filter((probe) => probe.content === 'empty').map((probe) => probe.path)
  const candidates = confirmed.length > 0 ? confirmed : empty
  const variant = candidates.includes(PREFERRED_VARIANT) ? PREFERRED_VARIANT : candidates[0]
  if (variant !== undefined) return { ok: true, variant, accountName: await readAccountName(context, variant) }

  // What is left of the answered lists is in the other variant's format.
  const failures: Failure[] = probes.map((probe) => (probe.ok ? mismatch(context) : fail(probe.problem, probe.message)))
  if (probes.every((probe) => !probe.ok && probe.notThere === true)) {
    return fail('wrong_address', t('sync.check.noService', { host: context.host, advice: checkAddressAdvice() }))
  }
  return mostTelling(failures)
}

/** Whether this address, variant and key work together; on failure, which of them to fix. */
export async function testConnection(options: TestConnectionOptions): Promise<ConnectionResult> {
  const { variant } = options
  if (!isVariant(variant)) throw new TypeError('The API variant is A or B.')
  const context = prepare(options)
  if ('ok' in context) return context
  const probe = await probeList(context, variant)
  if (probe.ok) {
    if (probe.content !== 'empty' && probe.content !== variant) {
      return fail('wrong_address', t('sync.check.otherVersion', { host: context.host }))
    }
    return { ok: true, variant, accountName: await readAccountName(context, variant) }
  }
  if (probe.problem === 'wrong_address' && probe.notThere === true) {
    // The commonest mistake: the right server with the other variant chosen. One more request says so.
    const other = profileOf(variant).other
    const otherProbe = await probeList(context, other)
    const otherIsThere = otherProbe.ok
      ? otherProbe.content !== variant
      : otherProbe.problem === 'unauthorized' || otherProbe.problem === 'forbidden'
    if (otherIsThere) {
      return fail('wrong_address', t('sync.check.otherVersion', { host: context.host }))
    }
  }
  return fail(probe.problem, probe.message)
}
