/**
 * Where an account's statistics are read from while it has a usable key (docs/architecture.md,
 * "The statistics engine"): the statistics client and the account's plan client for its address
 * and key, through the fetch the glue hands in, every answer's rate-limit headers going to the
 * address's scheduler — and the reader over them.
 */
import { createAccountPlanClient, createStatsClient, type FetchFunction } from '../api'
import type { RequestScheduler } from '../scheduler'
import type { StatsConnection } from './connection'
import { StatisticsReader, type ReaderParts } from './reader'

/** Where the account's statistics are read from while it has a usable key. */
export interface ReaderEndpoint {
  baseUrl: string
  apiKey: string
  timeoutMs: number | undefined
  fetch: FetchFunction
  scheduler: RequestScheduler
  connection: StatsConnection
}

/** A reader with its clients for the endpoint, every answer's rate-limit headers going to its scheduler. */
export function createReader(endpoint: ReaderEndpoint, parts: ReaderParts): StatisticsReader {
  const { baseUrl, apiKey, timeoutMs, fetch, scheduler, connection } = endpoint
  const common = {
    baseUrl,
    apiKey,
    fetch,
    onResponse: scheduler.observe,
    ...(timeoutMs !== undefined && { timeoutMs }),
  }
  const client = createStatsClient({ ...common, variant: 'B' })
  return new StatisticsReader({ ...parts, client, account: createAccountPlanClient(common), scheduler, connection })
}
