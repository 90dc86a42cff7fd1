/**
 * The accounts as main reports them (never a key, only `hasApiKey` and `keyState`), kept by
 * `accounts-changed`; which one the window shows; and the changes that move the list at once: add,
 * remove. The rest (detect, test, rename, a new key) the account views ask through their feature.
 */
import { computed, reactive } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import type { RequestOf } from '../../../shared/ipc-contract'
import { perWindow, useMutation, useServerData } from '../data/query'
import { hostOf } from '../lib/format'
import { useAccountChoiceStore } from '../stores/account-choice'

export function accountName(account: Pick<AccountSummary, 'label' | 'baseUrl'>): string {
  return account.label || hostOf(account.baseUrl)
}

function withAccount(list: AccountSummary[], account: AccountSummary): AccountSummary[] {
  return list.some((candidate) => candidate.id === account.id)
    ? list.map((candidate) => (candidate.id === account.id ? account : candidate))
    : [...list, account]
}

export const useAccounts = () => perWindow('accounts', setUpAccounts)

function setUpAccounts() {
  const server = useServerData()
  const choice = useAccountChoiceStore()
  const adding = useMutation('accounts:add')
  const removing = useMutation('accounts:remove', (request) => request.accountId)
  const list = computed(() => server.data('accounts:list', {}) ?? [])

  /** The account the list, the conflicts and the account view are about: the one chosen, else the first. */
  const selected = computed<AccountSummary | null>(
    () => list.value.find((account) => account.id === choice.chosenId) ?? list.value[0] ?? null,
  )
  const byId = (accountId: string | null | undefined): AccountSummary | null =>
    list.value.find((account) => account.id === accountId) ?? null

  async function load(): Promise<void> {
    const result = await server.load('accounts:list', {})
    // Each summary carries its account's sync status as it was when main answered.
    if (result.ok)
      for (const account of result.data) server.put('sync:status', { accountId: account.id }, account.status)
  }

  /** An account main just answered with, in the list at once (before `accounts-changed` arrives) and shown. */
  function show(account: AccountSummary): void {
    server.put('accounts:list', {}, withAccount(list.value, account))
    choice.select(account.id)
  }

  async function add(request: RequestOf<'accounts:add'>) {
    const result = await adding.run(request)
    if (result.ok) show(result.data)
    return result
  }

  async function remove(accountId: string) {
    const result = await removing.run({ accountId })
    if (result.ok)
      server.put(
        'accounts:list',
        {},
        list.value.filter((account) => account.id !== accountId),
      )
    return result
  }

  return reactive({
    list,
    loadError: computed(() => server.error('accounts:list', {})),
    selected,
    selectedId: computed(() => selected.value?.id ?? null),
    byId,
    load,
    select: choice.select,
    show,
    add,
    remove,
  })
}
