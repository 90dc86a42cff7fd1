export { createWebsitesClient, parseServiceUrl, isLoopbackHost, DEFAULT_TIMEOUT_MS } from './client'
export type { WebsitesClient, WebsitesClientOptions, RequestOptions, ResponseInfo } from './client'
export { ApiError, CANCELLED_MESSAGE } from './errors'
export type { ApiErrorKind, ApiErrorShape } from './errors'
export { isLastPage } from './wire'
export {
  createStatsClient,
  type StatsClient,
  type StatsClientOptions,
  type StatsRequestOptions,
  type RequestRunner,
} from './stats'
export { API_BODY_MAX_BYTES, type FetchFunction } from './fetch'
// The plan's limits: the account's plan from GET /api/v1/account.
export { createAccountPlanClient, parseAccountPlan, type AccountPlanClient } from './account-plan'
