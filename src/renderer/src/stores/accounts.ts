/**
 * The accounts as main reports them (never a key, only `hasApiKey` and
 * `keyState`), which one the window shows, and the demo's progress.
 */
import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import { ask, type IpcError } from '../lib/bridge'
import { hostOf } from '../lib/format'

export function accountName(account: Pick<AccountSummary, 'label' | 'baseUrl'>): string {
  return account.label || hostOf(account.baseUrl)
}

export const useAccountsStore = defineStore('accounts', () => {
  const list = ref<AccountSummary[]>([])
  const loaded = ref(false)
  const loadError = ref<IpcError | null>(null)
  const chosenId = ref<string | null>(null)
  const demoBusy = ref(false)
  const demoError = ref<IpcError | null>(null)

  /** The account the list, the conflicts and the account view are about: the one chosen, else the first. */
  const selected = computed<AccountSummary | null>(() => list.value.find((account) => account.id === chosenId.value) ?? list.value[0] ?? null)
  const selectedId = computed(() => selected.value?.id ?? null)

  function byId(accountId: string | null | undefined): AccountSummary | null {
    return list.value.find((account) => account.id === accountId) ?? null
  }

  function apply(accounts: AccountSummary[]): void {
    list.value = accounts
    loaded.value = true
  }

  async function load(): Promise<void> {
    const result = await ask((bridge) => bridge.accounts.list())
    if (result.ok) {
      apply(result.data)
      loadError.value = null
    } else {
      loadError.value = result.error
      loaded.value = true
    }
  }

  function select(accountId: string): void {
    chosenId.value = accountId
  }

  /** Starts the demo service and shows its account; answers whether it worked. */
  async function tryDemo(): Promise<AccountSummary | null> {
    if (demoBusy.value) return null
    demoBusy.value = true
    demoError.value = null
    const result = await ask((bridge) => bridge.accounts.tryDemo())
    demoBusy.value = false
    if (!result.ok) {
      demoError.value = result.error
      return null
    }
    upsert(result.data)
    chosenId.value = result.data.id
    return result.data
  }

  /** An account main just answered with: in the list at once, before `accounts-changed` arrives. */
  function upsert(account: AccountSummary): void {
    const index = list.value.findIndex((candidate) => candidate.id === account.id)
    list.value = index === -1 ? [...list.value, account] : list.value.map((candidate) => (candidate.id === account.id ? account : candidate))
  }

  window.sitetray.on('accounts-changed', ({ accounts }) => apply(accounts))

  return { list, loaded, loadError, selected, selectedId, demoBusy, demoError, byId, load, select, tryDemo, upsert }
})
