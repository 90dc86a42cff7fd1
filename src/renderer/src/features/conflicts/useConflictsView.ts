/**
 * The account's conflicts as their view shows them: read while shown and again when main says they changed; each
 * edit named by its website's domain (read once per visit for an edit that does not carry it); the other accounts
 * that have conflicts too; a side chosen, or a refused edit opened in the form it was made in to be corrected.
 */
import { computed, watch } from 'vue'
import type { AccountSummary } from '../../../../shared/accounts'
import { t } from '../../../../shared/i18n'
import type { Edit } from '../../../../shared/sync'
import { useAccounts } from '../../composables/useAccounts'
import { useNavigation } from '../../composables/useNavigation'
import { useSync } from '../../composables/useSync'
import { editWebsiteId, shownDomainInEdit } from '../../lib/edit-format'
import { useWebsites } from '../websites/useWebsites'
import { useConflicts, useShownConflicts, type Choice } from './useConflicts'

/** Each edit's domain: carried by the edit, else its website's, read once on this visit. */
function useEditDomains(accountId: () => string, edits: () => Edit[]) {
  const websites = useWebsites()
  const asked = new Set<string>()
  watch(
    edits,
    (list) => {
      for (const edit of list) {
        const websiteId = editWebsiteId(edit)
        const key = `${accountId()} ${websiteId}`
        if (shownDomainInEdit(edit) || asked.has(key)) continue
        asked.add(key)
        void websites.readRecord(accountId(), websiteId)
      }
    },
    { immediate: true },
  )

  /** A website the list no longer has: a create still names the domain it was sent with; else just "a website". */
  const fallbackName = (edit: Edit): string =>
    edit.kind === 'create' ? edit.input.domain : t('editor.conflicts.unknownWebsite')

  return function domainOf(edit: Edit): string {
    const shown = shownDomainInEdit(edit)
    if (shown !== null) return shown
    const websiteId = editWebsiteId(edit)
    const record = websites.record(accountId(), websiteId)
    if (record) return record.displayDomain
    return record === null || websites.recordFailed(accountId(), websiteId) ? fallbackName(edit) : '…'
  }
}

export function useConflictsView(account: () => AccountSummary) {
  const accounts = useAccounts()
  const conflicts = useConflicts()
  const sync = useSync()
  const router = useNavigation()
  const accountId = () => account().id
  useShownConflicts(accountId)
  const edits = computed(() => conflicts.of(accountId()) ?? [])

  return {
    conflicts,
    edits,
    loaded: computed(() => conflicts.of(accountId()) !== undefined),
    others: computed(() =>
      accounts.list.filter((other) => other.id !== accountId() && (sync.statusOf(other.id)?.conflicts ?? 0) > 0),
    ),
    domainOf: useEditDomains(accountId, () => edits.value),
    resolve: (edit: Edit, choice: Choice) => void conflicts.resolve(accountId(), edit.id, choice),
    /** A refused edit opens in the form it was made in, its values in place, to be corrected and sent again. */
    editAgain(edit: Edit): void {
      if (edit.kind === 'create') void router.go({ view: 'new-website', accountId: accountId(), retryEditId: edit.id })
      else if (edit.kind === 'update')
        void router.go({ view: 'website', accountId: accountId(), websiteId: edit.websiteId, retryEditId: edit.id })
    },
    /** Another account's conflicts, one click away. */
    showAccount: (other: string) => accounts.select(other),
  }
}
