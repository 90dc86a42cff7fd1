/**
 * The website editor's logic, apart from its view: the draft over the
 * website (following main's changes), saving it and following a save main
 * answered before the service did to its end, a refused edit opened again
 * (useEditorRetry), the tray's "Password…", deleting the website, and the
 * draft's unsaved changes — asked about before anything drops them, kept for
 * the next start (never the password), and given back from the last run. The
 * view gives it the props the router gave it and the focus moves only the
 * view can make.
 */
import { computed, nextTick, watch } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import { profileOf } from '../../../shared/variant-profile'
import { useRouterStore } from '../stores/router'
import { useWebsitesStore } from '../stores/websites'
import { useEditorRetry } from './useEditorRetry'
import { useEditorUnsaved } from './useEditorUnsaved'
import { useFormFeedback } from './useFormFeedback'
import { useRefusedEdit } from './useRefusedEdit'
import { useSaveEnd } from './useSaveEnd'
import { useViewTitle } from './useWindowTitle'
import { useWebsiteDelete } from './useWebsiteDelete'
import { useWebsiteDraft } from './useWebsiteDraft'
import { useWebsiteSave } from './useWebsiteSave'

export interface EditorProps {
  account: AccountSummary
  websiteId: string
  focus?: 'password'
  retryEditId?: string
}

export interface EditorFocus {
  /** The form's first field, unless the user is in one already. */
  firstField(): Promise<void>
  /** The first field with an error, in view and focused. */
  firstInvalid(): Promise<void>
  password(): void
}

export function useWebsiteEditor(props: EditorProps, focus: EditorFocus) {
  const router = useRouterStore()
  const websites = useWebsitesStore()
  const accountId = (): string => props.account.id
  const websiteId = (): string => props.websiteId
  const draft = useWebsiteDraft(accountId, websiteId)
  const refused = useRefusedEdit('update', accountId, () => props.retryEditId)
  const feedback = useFormFeedback(focus.firstInvalid)
  const subject = (): string => draft.website.value?.displayDomain ?? 'this website'
  const changes = useEditorUnsaved({
    accountId,
    websiteId,
    retryEditId: () => props.retryEditId,
    draft,
    feedback,
    subject,
  })
  const retry = useEditorRetry({
    accountId,
    websiteId,
    draft,
    refused,
    feedback,
    askForPassword,
    commit: changes.commit,
  })
  const saver = useWebsiteSave({
    accountId,
    draft,
    refused,
    feedback,
    onCorrected: retry.leave,
    commit: changes.commit,
    subject,
  })
  const { correct } = useSaveEnd({ accountId, websiteId, feedback, unsaved: changes.unsaved })
  useViewTitle(() => draft.website.value?.displayDomain)

  /** The tray's "Password…" for a website without one: the choice is made, the password is asked for. */
  async function askForPassword(): Promise<void> {
    if (!draft.form.value) return
    draft.form.value.privacy = 2
    await nextTick()
    focus.password()
  }

  // Each source compared on its own: a new account summary (a rename, a new key) must not reload the form under the
  // user.
  watch(
    [websiteId, accountId],
    async () => {
      draft.reset()
      changes.reset()
      await draft.load()
      if (props.retryEditId) {
        await retry.show()
        changes.restoreKept()
      } else {
        changes.restoreKept()
        if (props.focus === 'password') await askForPassword()
        else await focus.firstField()
      }
    },
    { immediate: true },
  )
  watch(
    () => router.focusTicket,
    () => {
      if (props.focus === 'password') void askForPassword()
    },
  )
  // Main's word that the account's websites changed: the draft follows, unless a save is on its way.
  watch(
    () => websites.changesOf(accountId()),
    () => {
      if (draft.loadState.value === 'ready' && !feedback.saving.value) void draft.load()
    },
  )

  return {
    draft,
    feedback,
    ...saver,
    ...useWebsiteDelete(accountId, draft, feedback, changes.commit),
    unsaved: changes.unsaved,
    refusedEdit: refused.edit,
    retrying: computed(() => refused.edit.value !== undefined),
    localFavorites: computed(() => profileOf(props.account.variant).favoritesLiveHere),
    discardRefused: retry.discard,
    correct,
    back: () => router.back({ view: 'websites', accountId: accountId() }),
  }
}
