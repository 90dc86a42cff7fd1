/**
 * The accounts as main reports them (never a key, only `hasApiKey` and
 * `keyState`), which one the window shows, and the changes that move the
 * list at once: add, remove. The rest (detect, test, rename, a new key) the
 * views ask main themselves (`api.accounts.*`); `accounts-changed` follows.
 */
import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import type { RequestOf } from '../../../shared/ipc-contract'
import { api } from '../lib/api'
import { listen } from '../lib/bridge'
import { hostOf } from '../lib/format'
import type { IpcError } from '../lib/ipc-errors'

export function accountName(account: Pick<AccountSummary, 'label' | 'baseUrl'>): string {
  return account.label || hostOf(account.baseUrl)
}

function withAccount(list: AccountSummary[], account: AccountSummary): AccountSummary[] {
  return list.some((candidate) => candidate.id === account.id)
    ? list.map((candidate) => (candidate.id === account.id ? account : candidate))
    : [...list, account]
}

export const useAccountsStore = defineStore('accounts', () => {
  const list = ref<AccountSummary[]>([])
  const loadError = ref<IpcError | null>(null)
  const chosenId = ref<string | null>(null)

  /** The account the list, the conflicts and the account view are about: the one chosen, else the first. */
  const selected = computed<AccountSummary | null>(
    () => list.value.find((account) => account.id === chosenId.value) ?? list.value[0] ?? null,
  )
  const selectedId = computed(() => selected.value?.id ?? null)

  const byId = (accountId: string | null | undefined): AccountSummary | null =>
    list.value.find((account) => account.id === accountId) ?? null
  function select(accountId: string): void {
    chosenId.value = accountId
  }

  async function load(): Promise<void> {
    const result = await api.accounts.list()
    if (result.ok) list.value = result.data
    loadError.value = result.ok ? null : result.error
  }

  /** An account main just answered with, in the list at once (before `accounts-changed` arrives) and shown. */
  function show(account: AccountSummary): void {
    list.value = withAccount(list.value, account)
    select(account.id)
  }

  /** A new account, shown at once. */
  async function add(request: RequestOf<'accounts:add'>) {
    const result = await api.accounts.add(request)
    if (result.ok) show(result.data)
    return result
  }

  async function remove(accountId: string) {
    const result = await api.accounts.remove({ accountId })
    if (result.ok) list.value = list.value.filter((account) => account.id !== accountId)
    return result
  }

  listen('accounts-changed', ({ accounts }) => {
    list.value = accounts
  })

  return {
    list,
    loadError,
    selected,
    selectedId,
    byId,
    load,
    select,
    show,
    add,
    remove,
  }
})
