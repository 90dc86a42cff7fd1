/**
 * The account's plan from `GET /api/v1/account` (variant B; docs/architecture.md, "How servers
 * behave"): `{ data: { …, plan: { id, name, features: { api, data_export, email_reports,
 * pageviews, websites } } }, status }`. Features are read leniently — booleans may arrive as 1/0
 * or "1"/"0", limits as numbers or numeric strings, -1 unlimited — and an answer without a plan
 * is a bad response, never a guessed plan.
 */
import type { AccountPlan } from '../../shared/plan'
import { t } from '../../shared/i18n'
import { checkedEndpoint } from './client'
import { ApiError, redactApiError } from './errors'
import type { FetchFunction } from './fetch'
import { interpretAnswer } from './response'
import type { RequestRunner, StatsRequestOptions } from './stats'
import { exchange, type ResponseInfo } from './transport'

export interface AccountPlanClientOptions {
  baseUrl: string
  apiKey: string
  timeoutMs?: number
  fetch: FetchFunction
  onResponse?: (info: ResponseInfo) => void
}

export interface AccountPlanClient {
  plan(options?: StatsRequestOptions): Promise<AccountPlan>
}

const ACCOUNT_PATH = '/api/v1/account'
const runAtOnce: RequestRunner = (request) => request()

export function createAccountPlanClient(options: AccountPlanClientOptions): AccountPlanClient {
  const { endpoint, apiKey, timeoutMs } = checkedEndpoint({ ...options, variant: 'B' }, () => ACCOUNT_PATH)
  return {
    async plan(request: StatsRequestOptions = {}): Promise<AccountPlan> {
      const run = request.run ?? runAtOnce
      const answer = await run(async (signal) => {
        try {
          const raw = await exchange(endpoint, {
            method: 'GET',
            apiKey,
            timeoutMs,
            fetch: options.fetch,
            signal: signal ?? request.signal,
            onResponse: options.onResponse,
          })
          return interpretAnswer(raw, 'website')
        } catch (error) {
          throw error instanceof ApiError ? redactApiError(error, apiKey) : error
        }
      })
      const plan = parseAccountPlan(answer.body)
      if (!plan)
        throw new ApiError({
          kind: 'bad_response',
          status: answer.status,
          message: t('plan.errors.accountNotUnderstood'),
        })
      return plan
    },
  }
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value)
}

/** PHP truthiness as the server's features hold it: true/1/"1" on, anything else off. */
function flag(value: unknown): boolean {
  return value === true || value === 1 || value === '1' || value === 'true'
}

/** A count or -1; a missing or unreadable limit counts as unlimited, as the server's own checks skip it. */
function limit(value: unknown): number {
  const number = typeof value === 'string' && /^\s*-?\d+\s*$/.test(value) ? Number(value) : value
  return typeof number === 'number' && Number.isSafeInteger(number) && number >= -1 ? number : -1
}

/** The plan inside an account answer (wrapped in `data` or not), or null when there is none. */
export function parseAccountPlan(body: unknown): AccountPlan | null {
  const data = isRecord(body) && isRecord(body.data) ? body.data : body
  if (!isRecord(data) || !isRecord(data.plan)) return null
  const { plan } = data
  const features = isRecord(plan.features) ? plan.features : null
  if (!features) return null
  const name = typeof plan.name === 'string' ? plan.name.trim().slice(0, 100) : ''
  return {
    name,
    features: {
      api: flag(features.api),
      dataExport: flag(features.data_export),
      emailReports: flag(features.email_reports),
      pageviews: limit(features.pageviews),
      websites: limit(features.websites),
    },
  }
}
