/**
 * One account's own actions: a new name (asked about before it goes, kept for the next start), and removing the
 * account — the window then shows the next account's websites, or the welcome when none is left.
 */
import { ref, watch } from 'vue'
import type { AccountSummary } from '../../../../shared/accounts'
import { t } from '../../../../shared/i18n'
import { accountName, useAccounts } from '../../composables/useAccounts'
import { useNavigation } from '../../composables/useNavigation'
import { useUnsavedChanges } from '../../composables/useUnsavedChanges'
import { firstErrors, type IpcError } from '../../lib/ipc-errors'
import { useAccountRequests } from './useAccountRequests'

/** The account's name, as typed and as saved. */
export function useAccountName(account: () => AccountSummary) {
  const requests = useAccountRequests()
  const label = ref(account().label)
  const renameError = ref<string | null>(null)
  const renamed = ref(false)
  const renaming = ref(false)
  const { claimKept } = useUnsavedChanges({
    subject: () => accountName(account()),
    unsaved: () => !renaming.value && label.value.trim() !== account().label,
    draft: () => ({ form: 'account', accountId: account().id, label: label.value }),
  })
  const kept = claimKept('account', (draft) => draft.accountId === account().id)
  if (kept) label.value = kept.label
  watch(
    () => account().id,
    () => {
      label.value = account().label
      renamed.value = false
    },
  )

  async function rename(): Promise<void> {
    const text = label.value.trim()
    renamed.value = false
    if (text === '') {
      renameError.value = t('accounts.account.nameMissing')
      return
    }
    renaming.value = true
    renameError.value = null
    const result = await requests.rename(account().id, text)
    renaming.value = false
    if (!result.ok) renameError.value = firstErrors(result.error).label ?? result.error.message
    else renamed.value = true
  }

  return { label, renameError, renamed, renaming, rename }
}

/** Removing the account, once the user confirmed. */
export function useAccountRemoval(account: () => AccountSummary) {
  const accounts = useAccounts()
  const router = useNavigation()
  const confirmingRemove = ref(false)
  const removing = ref(false)
  const removeError = ref<IpcError | null>(null)

  async function remove(): Promise<void> {
    removing.value = true
    removeError.value = null
    const result = await accounts.remove(account().id)
    removing.value = false
    confirmingRemove.value = false
    if (!result.ok) {
      removeError.value = result.error
      return
    }
    const next = accounts.list[0]
    await router.goTop(next ? { view: 'websites', accountId: next.id } : { view: 'onboarding' })
  }

  return { confirmingRemove, removing, removeError, remove }
}
