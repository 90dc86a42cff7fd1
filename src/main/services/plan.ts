/**
 * The plan's limits as the other services ask them (docs/architecture.md, "The plan's limits"): whether the plan allows exports, and a new website refused before anything is sent
 * when the account already has as many as its plan allows (counted from the mirror).
 */
import { ApiError } from '../api'
import { tn } from '../../shared/i18n'
import { runtimeOf, type ServicesContext } from './context'

/** The plan's `data_export`: undefined while the account's plan was not read (or on variant A). */
export function exportAllowed(context: ServicesContext, accountId: string): boolean | undefined {
  return context.runtimes.get(accountId)?.statistics?.exportAllowed()
}

/** Throws the refusal, naming the limit, when the plan allows no more websites; nothing is sent then. */
export function checkWebsiteLimit(context: ServicesContext, accountId: string): void {
  const limit = runtimeOf(context, accountId).statistics?.websiteLimitReached() ?? null
  if (limit === null) return
  const message = tn('plan.limits.websitesReached', limit)
  throw new ApiError({ kind: 'invalid_request', message, fieldErrors: { domain: [message] } })
}
