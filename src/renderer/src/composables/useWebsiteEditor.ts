/**
 * The website editor's logic, apart from its view: the draft over the
 * website (following main's changes), saving it (useWebsiteSave), a refused
 * edit opened again to be corrected or discarded, the tray's "Password…", and
 * deleting the website. The view gives it the props the router gave it and
 * the two focus moves only the view can make.
 */
import { computed, nextTick, ref, watch } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import { CAPABILITIES } from '../../../shared/website'
import { withValues } from '../lib/website-form'
import type { Notice } from '../router/routes'
import { useRouterStore } from '../stores/router'
import { useWebsitesStore } from '../stores/websites'
import { useRefusedEdit } from './useRefusedEdit'
import { useWebsiteDraft } from './useWebsiteDraft'
import { useWebsiteSave } from './useWebsiteSave'

export interface EditorProps {
  account: AccountSummary
  websiteId: string
  focus?: 'password'
  retryEditId?: string
}

export interface EditorFocus {
  /** The first field with an error, in view and focused. */
  firstInvalid(): Promise<void>
  password(): void
}

export function useWebsiteEditor(props: EditorProps, focus: EditorFocus) {
  const router = useRouterStore()
  const websites = useWebsitesStore()
  const accountId = (): string => props.account.id
  const draft = useWebsiteDraft(accountId, () => props.websiteId)
  const refused = useRefusedEdit('update', accountId, () => props.retryEditId)
  const saver = useWebsiteSave({ accountId, draft, refused, focusFirstInvalid: focus.firstInvalid, onCorrected: leaveRetry })
  const deleting = ref(false)

  /** Sent again or discarded: the editor goes on as an ordinary one. */
  async function leaveRetry(notice: Notice): Promise<void> {
    await router.go({ view: 'website', accountId: accountId(), websiteId: props.websiteId }, { replace: true, notice })
  }

  /** A refused edit, opened to be corrected: its values in the form, the service's objections beside them. */
  async function showRefusedEdit(): Promise<void> {
    const edit = await refused.open()
    if (!edit || !draft.form.value) return
    draft.form.value = withValues(draft.form.value, edit.patch)
    saver.errors.value = refused.fieldErrors.value
    if (refused.asksForPassword.value) return askForPassword()
    await nextTick()
    await focus.firstInvalid()
  }

  /** The tray's "Password…" for a website without one: the choice is made, the password is asked for. */
  async function askForPassword(): Promise<void> {
    if (!draft.form.value) return
    draft.form.value.privacy = 2
    await nextTick()
    focus.password()
  }

  async function discardRefused(): Promise<void> {
    if (!(await refused.discard())) return
    if (draft.website.value) return leaveRetry({ text: 'Your change was discarded; the website shows what the service has.', tone: 'good' })
    // Deleted on the service meanwhile: nothing is left to show here.
    await router.goTop({ view: 'websites', accountId: accountId() }, { notice: { text: 'Your change was discarded.', tone: 'good' } })
  }

  async function remove(): Promise<boolean> {
    const current = draft.website.value
    if (!current) return false
    deleting.value = true
    const result = await websites.remove({ accountId: accountId(), websiteId: current.id })
    deleting.value = false
    if (!result.ok) {
      saver.failure.value = result.error
      return false
    }
    const notice: Notice = result.data.status === 'saved' ? { text: `Deleted ${current.domain}.`, tone: 'good' } : { text: `${current.domain}: ${result.data.message}`, tone: 'warning' }
    await router.goTop({ view: 'websites', accountId: accountId() }, { notice })
    return true
  }

  // Each source compared on its own: a new account summary (a rename, a new key) must not reload the form under the user.
  watch(
    [() => props.websiteId, () => props.account.id],
    async () => {
      draft.reset()
      await draft.load()
      if (props.retryEditId) await showRefusedEdit()
      else if (props.focus === 'password') await askForPassword()
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
      if (draft.loadState.value === 'ready' && !saver.saving.value) void draft.load()
    },
  )

  const { website, loadState, loadError, form, dirty } = draft
  const { errors, failure, outcome, saving, save, check, forgetOutcome } = saver
  return {
    website,
    loadState,
    loadError,
    form,
    dirty,
    errors,
    failure,
    outcome,
    saving,
    save,
    check,
    forgetOutcome,
    refusedEdit: refused.edit,
    retrying: computed(() => refused.edit.value !== undefined),
    localFavorites: computed(() => !CAPABILITIES[props.account.variant].serverFavorites),
    deleting,
    remove,
    discardRefused,
    back: () => router.back({ view: 'websites', accountId: accountId() }),
  }
}
