/**
 * What the account views ask main beyond the list (composables/useAccounts.ts): which variant answers at
 * an address with a key, "Test connection", a new name, a new key (write-only: it is never read back),
 * and the service's own page in the browser.
 */
import { useMutation } from '../../data/query'

export function useAccountRequests() {
  const detecting = useMutation('accounts:detect')
  const testing = useMutation('accounts:testConnection')
  const renaming = useMutation('accounts:rename', (request) => request.accountId)
  const keying = useMutation('accounts:setApiKey', (request) => request.accountId)
  const opening = useMutation('app:openExternal')
  return {
    detect: detecting.run,
    testConnection: (accountId: string) => testing.run({ accountId }),
    rename: (accountId: string, label: string) => renaming.run({ accountId, label }),
    setApiKey: (accountId: string, apiKey: string) => keying.run({ accountId, apiKey }),
    /** An account's service address in the browser (main opens only the accounts' own addresses). */
    openService: (url: string) => void opening.run({ url }),
  }
}
