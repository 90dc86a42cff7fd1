/** "Try the demo": main starts the embedded sample service and adds its account, which the window then shows. */
import { defineStore } from 'pinia'
import { computed } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import { mutation } from '../lib/resource'
import { useAccountsStore } from './accounts'

export const useDemoStore = defineStore('demo', () => {
  const accounts = useAccountsStore()
  const demo = mutation('accounts:tryDemo')

  /** Starts the demo service and shows its account; answers it, or null when the demo could not start. */
  async function start(): Promise<AccountSummary | null> {
    if (demo.pending()) return null
    const result = await demo.run({})
    if (!result.ok) return null
    accounts.show(result.data)
    return result.data
  }

  return { busy: computed(() => demo.pending() !== undefined), error: computed(() => demo.error()), start }
})
