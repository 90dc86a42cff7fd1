/** Accounts: adding (after a connection test), keys, names, removal, and the demo's account. */
import { ApiError, createWebsitesClient, type ApiErrorKind } from '../api'
import { detectService, testConnection, type ConnectionProblem } from '../accounts'
import { createLogger, inBackground } from '../base'
import { deleteAccountData } from '../mirror'
import type { AccountSummary } from '../../shared/accounts'
import type { ParsedRequestOf } from '../../shared/ipc-contract'
import type { ChannelGroup } from '../../shared/ipc-interfaces'
import { AccountRuntime, noKeyMessage } from './account-runtime'
import { accountList, probeOptions, runtimeOf, type ServicesContext } from './context'
import { t } from '../../shared/i18n'

const log = createLogger('services')

/** How a failed connection test surfaces when adding an account fails because of it. */
const PROBLEM_KINDS: Record<ConnectionProblem, ApiErrorKind> = {
  unauthorized: 'unauthorized',
  forbidden: 'forbidden',
  unreachable: 'network',
  wrong_address: 'bad_response',
  invalid_address: 'invalid_request',
  rate_limited: 'rate_limited',
  server: 'server',
}

/** What a connection test says about the key itself; anything else (unreachable, busy, failing) leaves it untried. */
const KEY_REFUSALS: readonly ConnectionProblem[] = ['unauthorized', 'forbidden', 'invalid_address']

export function accountsService(context: ServicesContext) {
  const { env, runtimes } = context
  const list = (): AccountSummary[] => accountList(env.profiles, runtimes)

  return {
    list,
    detect: ({ baseUrl, apiKey }) => detectService({ baseUrl, apiKey, ...probeOptions(context, baseUrl) }),
    testConnection: async (request) => {
      if ('accountId' in request) {
        const { profile } = runtimeOf(context, request.accountId)
        const apiKey = await env.secrets.get(profile.id)
        if (!apiKey) return { ok: false as const, problem: 'unauthorized' as const, message: noKeyMessage() }
        return testConnection({
          baseUrl: profile.baseUrl,
          variant: profile.variant,
          apiKey,
          ...probeOptions(context, profile.baseUrl),
        })
      }
      return testConnection({ ...request, ...probeOptions(context, request.baseUrl) })
    },
    /** Tests the connection first; the key goes to the keychain, never to a file. */
    add: (request) => addAccount(context, request),
    setApiKey: (request) => setApiKey(context, request),
    rename: async ({ accountId, label }) => {
      const runtime = runtimeOf(context, accountId)
      runtime.profile = await env.profiles.rename(accountId, label)
      env.accountsChanged()
    },
    /** Cancels the account's requests, deletes its key, its mirror and its outbox. */
    remove: (request) => removeAccount(context, request),
    /** Starts the embedded demo service and adds a "Demo" account for it (or answers with the one there is). */
    tryDemo: async () => {
      const accountId = await context.demo.start(
        async (input) => (await addAccount(context, { ...input, variant: 'B' })).id,
      )
      const account = list().find((candidate) => candidate.id === accountId)
      if (!account) throw new ApiError({ kind: 'not_found', message: t('sync.account.demoRemoved') })
      return account
    },
  } satisfies ChannelGroup<'accounts'>
}

async function addAccount(context: ServicesContext, request: ParsedRequestOf<'accounts:add'>): Promise<AccountSummary> {
  const { env } = context
  const probe = { baseUrl: request.baseUrl, apiKey: request.apiKey, ...probeOptions(context, request.baseUrl) }
  const result = request.variant
    ? await testConnection({ ...probe, variant: request.variant })
    : await detectService(probe)
  if (!result.ok) throw new ApiError({ kind: PROBLEM_KINDS[result.problem], message: result.message })
  const label = request.label?.trim() || result.accountName || ''
  const profile = await env.profiles.add({ label, baseUrl: request.baseUrl, variant: result.variant })
  try {
    await env.secrets.set(profile.id, request.apiKey.trim())
  } catch (error) {
    // Without the keychain there is nowhere safe for the key: the account is not kept half-made.
    await env.profiles.remove(profile.id)
    throw error
  }
  const runtime = await AccountRuntime.open(profile, env)
  context.runtimes.set(profile.id, runtime)
  env.accountsChanged()
  return runtime.summary()
}

/**
 * The key is tried first, and a key the service refuses is never stored
 * over a working one. When the service cannot say (offline, busy,
 * failing), the key is saved as not yet verified and tried with the first
 * request the service answers.
 */
async function setApiKey(
  context: ServicesContext,
  { accountId, apiKey }: ParsedRequestOf<'accounts:setApiKey'>,
): Promise<void> {
  const { env } = context
  const runtime = runtimeOf(context, accountId)
  const key = apiKey.trim()
  const { baseUrl, variant } = runtime.profile
  // The client's own check first: a key that could never be sent is refused without a request.
  createWebsitesClient({ baseUrl, variant, apiKey: key, fetch: env.fetch })
  const tried = env.networkAvailable()
    ? await testConnection({ baseUrl, variant, apiKey: key, ...probeOptions(context, baseUrl) })
    : undefined
  if (tried && !tried.ok && KEY_REFUSALS.includes(tried.problem))
    throw new ApiError({ kind: PROBLEM_KINDS[tried.problem], message: tried.message })
  await runtime.exclusive(async () => {
    if (context.runtimes.get(accountId) !== runtime)
      throw new ApiError({ kind: 'invalid_request', message: t('sync.account.notThere') })
    await env.secrets.set(accountId, key)
    runtime.profile = await env.profiles.setKeyVerified(accountId, tried?.ok === true)
    await runtime.startEngine(key)
  })
  env.accountsChanged()
}

async function removeAccount(
  context: ServicesContext,
  { accountId }: ParsedRequestOf<'accounts:remove'>,
): Promise<void> {
  const { env } = context
  const runtime = runtimeOf(context, accountId)
  await runtime.exclusive(async () => {
    // The key first: if the keychain refuses, nothing else has changed and the user can try again.
    await env.secrets.delete(accountId)
    context.runtimes.delete(accountId)
    // Past the key there is no going back: the profile goes whatever the rest does, so no keyless account comes back at
    // the next start.
    await runtime.close()
    await env.profiles.remove(accountId)
    try {
      await deleteAccountData({ dir: env.dataDir, accountId })
    } catch (error) {
      // A folder nobody reads any more (its id is never used again); the account itself is gone.
      log.error("could not delete a removed account's data", error)
    }
  })
  context.recent.forget(accountId)
  context.listOrders.forget(accountId)
  context.visits.forget(accountId)
  // The demo's account is gone: its service stops and the demo is forgotten.
  if (context.demo.isOrphaned()) inBackground(context.demo.forget(), 'stopping the demo service')
  env.accountsChanged()
}
