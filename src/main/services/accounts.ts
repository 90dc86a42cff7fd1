/** Accounts: adding (after a connection test), keys, names, removal. */
import { ApiError, createWebsitesClient, type ApiErrorKind } from '../api'
import { detectService, testConnection, type ConnectionProblem } from '../accounts'
import { deleteAccountData } from '../mirror'
import { AccountRuntime, NO_KEY } from './account-runtime'
import { probeOptions, runtimeOf, type ServicesContext } from './context'
import type { Services } from './types'

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

export function accountsService(context: ServicesContext): Services['accounts'] {
  const { profiles, secrets, runtimes } = context

  return {
    list: () =>
      profiles.list().flatMap((profile) => {
        const runtime = runtimes.get(profile.id)
        return runtime ? [runtime.summary()] : []
      }),

    detect: ({ baseUrl, apiKey }) => detectService({ baseUrl, apiKey, ...probeOptions(context, baseUrl) }),

    testConnection: async (input) => {
      if ('accountId' in input) {
        const { profile } = runtimeOf(context, input.accountId)
        const apiKey = await secrets.get(profile.id)
        if (!apiKey) return { ok: false, problem: 'unauthorized', message: NO_KEY }
        return testConnection({ baseUrl: profile.baseUrl, variant: profile.variant, apiKey, ...probeOptions(context, profile.baseUrl) })
      }
      return testConnection({ ...input, ...probeOptions(context, input.baseUrl) })
    },

    add: async (input) => {
      const probe = { baseUrl: input.baseUrl, apiKey: input.apiKey, ...probeOptions(context, input.baseUrl) }
      const result = input.variant ? await testConnection({ ...probe, variant: input.variant }) : await detectService(probe)
      if (!result.ok) throw new ApiError({ kind: PROBLEM_KINDS[result.problem], message: result.message })
      const label = input.label?.trim() || result.accountName || ''
      const profile = await profiles.add({ label, baseUrl: input.baseUrl, variant: result.variant })
      try {
        await secrets.set(profile.id, input.apiKey.trim())
      } catch (error) {
        // Without the keychain there is nowhere safe for the key: the account is not kept half-made.
        await profiles.remove(profile.id)
        throw error
      }
      const runtime = await AccountRuntime.open(profile, context.env)
      runtimes.set(profile.id, runtime)
      context.emit({ type: 'accounts-changed' })
      return runtime.summary()
    },

    /**
     * The key is tried first, and a key the service refuses is never stored
     * over a working one. When the service cannot say (offline, busy,
     * failing), the key is saved as not yet verified and tried with the first
     * request the service answers.
     */
    setApiKey: async (accountId, apiKey) => {
      const runtime = runtimeOf(context, accountId)
      const key = typeof apiKey === 'string' ? apiKey.trim() : ''
      const { baseUrl, variant } = runtime.profile
      // The client's own check first: a key that could never be sent is refused without a request.
      createWebsitesClient({ baseUrl, variant, apiKey: key })
      const tried = context.env.networkAvailable() ? await testConnection({ baseUrl, variant, apiKey: key, ...probeOptions(context, baseUrl) }) : undefined
      if (tried && !tried.ok && KEY_REFUSALS.includes(tried.problem)) throw new ApiError({ kind: PROBLEM_KINDS[tried.problem], message: tried.message })
      await runtime.exclusive(async () => {
        if (runtimes.get(accountId) !== runtime) throw new ApiError({ kind: 'invalid_request', message: 'This account does not exist (any more).' })
        await secrets.set(accountId, key)
        runtime.profile = await profiles.setKeyVerified(accountId, tried?.ok === true)
        await runtime.startEngine(key)
      })
      context.emit({ type: 'accounts-changed' })
    },

    rename: async (accountId, label) => {
      const runtime = runtimeOf(context, accountId)
      runtime.profile = await profiles.rename(accountId, label)
      context.emit({ type: 'accounts-changed' })
    },

    remove: async (accountId) => {
      const runtime = runtimeOf(context, accountId)
      await runtime.exclusive(async () => {
        // The key first: if the keychain refuses, nothing else has changed and the user can try again.
        await secrets.delete(accountId)
        runtimes.delete(accountId)
        // Past the key there is no going back: the profile goes whatever the rest does, so no keyless account comes back at the next start.
        await runtime.close()
        await profiles.remove(accountId)
        try {
          await deleteAccountData({ dir: context.env.dataDir, accountId })
        } catch (error) {
          // A folder nobody reads any more (its id is never used again); the account itself is gone.
          console.error('[services] could not delete a removed account\'s data:', error instanceof Error ? error.message : error)
        }
      })
      context.emit({ type: 'accounts-changed' })
    },
  }
}
