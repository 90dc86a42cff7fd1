/**
 * The statistics client, variant B only (variant A has no statistics: there
 * the feature is absent, and every call is refused before a request). It reads
 * one page of any statistic, or a dense series of days walked page by page.
 * Each request goes through the runner the caller passes — the scheduler, so
 * that a walk of three pages is three scheduled requests rather than one long
 * task — and fails only with an ApiError, mapped as the websites calls are.
 */
import { t } from '../../shared/i18n'
import { dayCount, denseDailySeries, type DailyCount, type StatsPage } from '../../shared/statistics/series'
import {
  validateDailySeriesQuery,
  validateStatsQuery,
  type DailySeriesQuery,
  type StatsQuery,
} from '../../shared/statistics/stats-query'
import { hasErrors } from '../../shared/validation'
import type { Variant } from '../../shared/website'
import { profileOf } from '../../shared/variant-profile'
import { checkedEndpoint } from './client'
import { checkWebsiteId, invalidRequest } from './connection'
import { ApiError, redactApiError } from './errors'
import { interpretAnswer, type Answer } from './response'
import { dailyCountsOf, parseStatsPage, toStatsParams } from './stats-wire'
import type { FetchFunction } from './fetch'
import { exchange, type ResponseInfo } from './transport'
import { WireFormatError } from './wire'

export interface StatsClientOptions {
  /** The service address without the API path, e.g. https://stats.example.com */
  baseUrl: string
  variant: Variant
  apiKey: string
  timeoutMs?: number
  /** How requests are sent: Electron's net.fetch in the app, Node's fetch in Node-side tests. */
  fetch: FetchFunction
  /** Called after every answer, error or not (the scheduler's `observe`). */
  onResponse?: (info: ResponseInfo) => void
}

/**
 * Runs one request — on a scheduler's lane, or at once — and hands it the
 * signal that cancels it. A runner may run a request again (after a 429).
 */
export type RequestRunner = <T>(request: (signal?: AbortSignal) => Promise<T>) => Promise<T>

export interface StatsRequestOptions {
  /** Cancels the call; it then fails as `network` with the message "The request was cancelled." */
  signal?: AbortSignal
  /** Where each request is run; default: at once. */
  run?: RequestRunner
}

export interface StatsClient {
  readonly variant: Variant
  /** False on variant A, whose servers have no statistics. */
  readonly available: boolean
  /** One page, as asked (the server's defaults: by count, descending, 10 a page). */
  stats(websiteId: string, query: StatsQuery, options?: StatsRequestOptions): Promise<StatsPage>
  /** Every day from..to with its count, 0 for days without traffic; asks 100 days a page, oldest first. */
  dailySeries(websiteId: string, query: DailySeriesQuery, options?: StatsRequestOptions): Promise<DailyCount[]>
}

const STATS_PATH = '/api/v1/stats'
const SERIES_PAGE_SIZE = 100
const NO_STATISTICS_MESSAGE = 'This service has no statistics: its API (variant A) offers none.'

const runAtOnce: RequestRunner = (request) => request()

export function createStatsClient(options: StatsClientOptions): StatsClient {
  const { variant, ...checked } = checkedEndpoint(options, () => STATS_PATH)
  return new HttpStatsClient(variant, { ...checked, fetch: options.fetch, onResponse: options.onResponse })
}

interface Connection {
  endpoint: string
  apiKey: string
  timeoutMs: number
  fetch: FetchFunction
  onResponse: StatsClientOptions['onResponse']
}

class HttpStatsClient implements StatsClient {
  readonly available: boolean

  constructor(
    readonly variant: Variant,
    private readonly connection: Connection,
  ) {
    this.available = profileOf(variant).hasStatistics
  }

  async stats(websiteId: string, query: StatsQuery, options: StatsRequestOptions = {}): Promise<StatsPage> {
    this.checkAvailable()
    checkWebsiteId(websiteId)
    const errors = validateStatsQuery(query)
    if (hasErrors(errors)) throw invalidRequest(errors)
    return this.page(websiteId, query, options)
  }

  async dailySeries(
    websiteId: string,
    query: DailySeriesQuery,
    options: StatsRequestOptions = {},
  ): Promise<DailyCount[]> {
    this.checkAvailable()
    checkWebsiteId(websiteId)
    const errors = validateDailySeriesQuery(query)
    if (hasErrors(errors)) throw invalidRequest(errors)
    const { name, from, to } = query
    // A range of n days has at most n rows: a server pointing past them is not followed.
    const pagesAtMost = Math.ceil(dayCount(from, to) / SERIES_PAGE_SIZE)
    const counts: DailyCount[] = []
    let page = 1
    for (let read = 1; ; read++) {
      const result = await this.page(
        websiteId,
        { name, from, to, sortBy: 'value', sort: 'asc', perPage: SERIES_PAGE_SIZE, ...(page > 1 && { page }) },
        options,
      )
      counts.push(...dailyCountsOf(result.rows))
      if (result.nextPage === null || read >= pagesAtMost) break
      page = result.nextPage
    }
    return denseDailySeries(counts, from, to)
  }

  private checkAvailable(): void {
    if (!this.available) throw new ApiError({ kind: 'invalid_request', message: NO_STATISTICS_MESSAGE })
  }

  private async page(websiteId: string, query: StatsQuery, options: StatsRequestOptions): Promise<StatsPage> {
    const run = options.run ?? runAtOnce
    const answer = await run((signal) =>
      this.send(`/${websiteId}`, toStatsParams(query), eitherSignal(signal, options.signal)),
    )
    try {
      return parseStatsPage(answer.body, query.page ?? 1)
    } catch (error) {
      if (error instanceof WireFormatError)
        throw new ApiError({
          kind: 'bad_response',
          status: answer.status,
          message: t('sync.checks.statsNotUnderstood', { detail: error.message }),
        })
      throw error
    }
  }

  private async send(path: string, query: Record<string, string>, signal: AbortSignal | undefined): Promise<Answer> {
    const { endpoint, apiKey, timeoutMs, fetch, onResponse } = this.connection
    try {
      const answer = await exchange(`${endpoint}${path}`, {
        method: 'GET',
        apiKey,
        timeoutMs,
        fetch,
        query,
        signal,
        onResponse,
      })
      // A 404 names the website (not the user's, or gone), as for one website's own address.
      return interpretAnswer(answer, 'website')
    } catch (error) {
      // Servers may echo what they were sent: no text leaves with the key in it.
      throw error instanceof ApiError ? redactApiError(error, apiKey) : error
    }
  }
}

function eitherSignal(first: AbortSignal | undefined, second: AbortSignal | undefined): AbortSignal | undefined {
  if (first && second) return AbortSignal.any([first, second])
  return first ?? second
}
