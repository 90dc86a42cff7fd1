export { createWebsitesClient, parseServiceUrl, isLoopbackHost, DEFAULT_TIMEOUT_MS } from './client'
export type { WebsitesClient, WebsitesClientOptions, RequestOptions, ResponseInfo } from './client'
export { ApiError, isApiError } from './errors'
export type { ApiErrorKind, ApiErrorShape } from './errors'
