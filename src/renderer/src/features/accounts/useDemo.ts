/** "Try the demo": main starts the embedded sample service and adds its account, which the window then shows. */
import { computed, reactive } from 'vue'
import type { AccountSummary } from '../../../../shared/accounts'
import { useAccounts } from '../../composables/useAccounts'
import { useMutation } from '../../data/query'

export function useDemo() {
  const accounts = useAccounts()
  const demo = useMutation('accounts:tryDemo')

  /** Starts the demo service and shows its account; answers it, or null when the demo could not start. */
  async function start(): Promise<AccountSummary | null> {
    if (demo.pending()) return null
    const result = await demo.run({})
    if (!result.ok) return null
    accounts.show(result.data)
    return result.data
  }

  return reactive({ busy: computed(() => demo.pending() !== undefined), error: computed(() => demo.error()), start })
}
