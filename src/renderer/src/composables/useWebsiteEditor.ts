/**
 * The website editor's logic, apart from its view, on a form session (useFormSession): the draft
 * over the website (following main's changes), Save as one request — the favorite with the other
 * settings, main decides where each goes — a save main answered before the service did followed to
 * its end, a refused edit opened again ("Edit again") and corrected or discarded, the tray's
 * "Password…", and deleting the website. The view gives it the props the router gave it and the
 * focus moves only the view can make.
 */
import { computed, nextTick, watch } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import { t } from '../../../shared/i18n'
import { profileOf } from '../../../shared/variant-profile'
import { api } from '../lib/api'
import type { WebsiteFocus } from '../router/routes'
import { useRouterStore } from '../stores/router'
import { useWebsitesStore } from '../stores/websites'
import { useEditorSave } from './useEditorSave'
import { useEditorRetry } from './useEditorRetry'
import { useFormSession } from './useFormSession'
import { useViewTitle } from './useWindowTitle'
import { useWebsiteDelete } from './useWebsiteDelete'

export interface EditorProps {
  account: AccountSummary
  websiteId: string
  focus?: WebsiteFocus
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
  const { session, refused, restoreKept, follow } = useFormSession('edit', {
    accountId,
    websiteId,
    variant: () => props.account.variant,
    retryEditId: () => props.retryEditId,
    subject: (): string => session.website.value?.displayDomain ?? t('editor.website.subject'),
    focusFirstInvalid: focus.firstInvalid,
    // Refused, the editor opens the edit to correct at once — unless the user has typed since; then the footer offers it.
    onEnded: (settled, mayCorrect) => void (mayCorrect && retry.correct(settled.editId)),
  })
  const retry = useEditorRetry({ session, refused, accountId, websiteId, follow, askForPassword })
  const save = useEditorSave({ session, refused, accountId, follow, load, sendCorrection: retry.sendCorrection })
  useViewTitle(() => session.website.value?.displayDomain)

  async function load(): Promise<void> {
    const result = await api.websites.get({ accountId: accountId(), websiteId: websiteId() })
    if (result.ok) session.receive(result.data)
    else session.receive(null, result.error)
  }

  /** The tray's "Password…" for a website without one: the choice is made, the password is asked for. */
  async function askForPassword(): Promise<void> {
    if (!session.form.value) return
    session.form.value.privacy = 2
    await nextTick()
    focus.password()
  }

  // Each source compared on its own: a new account summary (a rename, a new key) must not reload the form under the
  // user.
  watch(
    [websiteId, accountId],
    async () => {
      session.reset()
      await load()
      if (props.retryEditId) {
        await retry.showRefused()
        restoreKept()
      } else {
        restoreKept()
        if (props.focus === 'password') await askForPassword()
        // The tracking code's panel takes the focus itself (TrackingCodePanel.vue).
        else if (props.focus !== 'tracking' && props.focus !== 'tracking-code') await focus.firstField()
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
      if (session.loadState.value === 'ready' && !session.saving.value) void load()
    },
  )

  return {
    session,
    save,
    check: session.checkField,
    ...useWebsiteDelete(accountId, session),
    refusedEdit: refused.edit,
    retrying: computed(() => refused.edit.value !== undefined),
    localFavorites: computed(() => profileOf(props.account.variant).favoritesLiveHere),
    discardRefused: retry.discardRefused,
    correct: retry.correct,
    back: () => router.back({ view: 'websites', accountId: accountId() }),
  }
}
