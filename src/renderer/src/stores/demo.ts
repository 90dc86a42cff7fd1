/** "Try the demo": main starts the embedded sample service and adds its account, which the window then shows. */
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import { invoke } from '../lib/bridge'
import type { IpcError } from '../lib/ipc-errors'
import { useAccountsStore } from './accounts'

export const useDemoStore = defineStore('demo', () => {
  const accounts = useAccountsStore()
  const busy = ref(false)
  const error = ref<IpcError | null>(null)

  /** Starts the demo service and shows its account; answers it, or null when the demo could not start. */
  async function start(): Promise<AccountSummary | null> {
    if (busy.value) return null
    busy.value = true
    error.value = null
    const result = await invoke('accounts:tryDemo', {})
    busy.value = false
    if (!result.ok) {
      error.value = result.error
      return null
    }
    accounts.show(result.data)
    return result.data
  }

  return { busy, error, start }
})
