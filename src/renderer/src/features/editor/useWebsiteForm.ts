/**
 * The website form, in whichever of its four modes the view picks (website-form-modes.ts, the one place they differ):
 * the session over the fields (lib/form-session.ts), the refused edit it may be opened on (useRefusedEdit.ts), Save as
 * one request, a save main answered "on its way" followed to its end, the unsaved changes and the draft kept for the
 * next start, the tray's "Password…", and deleting the website. It asks main only through useWebsiteFormRequests.ts.
 * The view marks its `<form>` with `ref="form-element"` and its WebsiteSettingsFields with `ref="settings-fields"`:
 * the focus goes there.
 */
import { computed, nextTick, useTemplateRef, watch, type ComputedRef } from 'vue'
import type { AccountSummary } from '../../../../shared/accounts'
import type { IpcResult } from '../../../../shared/ipc-contract'
import type { EditOutcome } from '../../../../shared/sync'
import type { FormDraft } from '../../../../shared/form-draft'
import { currentLanguage, t } from '../../../../shared/i18n'
import { profileOf } from '../../../../shared/variant-profile'
import { focusFirstField, focusFirstInvalid } from '../../lib/focus'
import { createFormSession } from '../../lib/form-session'
import { checkDomain } from '../../lib/website-form'
import type { WebsiteFocus } from '../../router/routes'
import { useAnnouncerStore } from '../../stores/announcer'
import { useEditOutcomes } from '../../composables/useEditOutcomes'
import { useRouterStore } from '../../stores/router'
import { useUnsavedChangesStore } from '../../stores/unsaved-changes'
import { useRefusedEdit } from './useRefusedEdit'
import { useUnsavedChanges } from '../../composables/useUnsavedChanges'
import { useViewTitle } from '../../composables/useWindowTitle'
import { useWebsiteDelete } from './useWebsiteDelete'
import { useWebsiteFormRequests } from './useWebsiteFormRequests'
import { modeRules, type FormParts, type ModeRules, type SaveRequest, type WebsiteFormMode } from './website-form-modes'

export type { WebsiteFormMode } from './website-form-modes'

export function useWebsiteForm(account: () => AccountSummary, mode: () => WebsiteFormMode) {
  const asked = modeRules(mode())
  const focus = useFormFocus()
  const parts = useFormParts(account, asked, focus)
  const { session, refused } = parts
  const retrying = computed(() => refused.edit.value !== undefined)
  /** The mode the form is in now: while its refused edit is not waiting (not read yet, or gone), the ordinary one. */
  const current = computed(() => (retrying.value ? asked : (asked.ordinary ?? asked)))
  const { restoreKept } = useKeptDraft(asked, parts)
  const { open } = useFormOpening(parts, focus, restoreKept, () => focusAskedBy(mode()))
  const actions = useFormActions(parts, asked, current)
  useFormEvents(parts, actions.correct)
  useViewTitle(() => session.website.value?.displayDomain)
  void open()

  return {
    session,
    retrying,
    ...shownParts(parts, current, retrying),
    offersFavorite: computed(() => current.value.offersFavorite),
    localFavorites: computed(() => profileOf(account().variant).favoritesLiveHere),
    check: session.checkField,
    ...actions,
    ...useWebsiteDelete(parts.requests, parts.accountId, session),
    back: () => parts.router.back({ view: 'websites', accountId: parts.accountId() }),
  }
}

/** What the form's notice of its refused edit and its footer show, as their props, the same in every view. */
function shownParts({ session, refused }: FormParts, current: ComputedRef<ModeRules>, retrying: ComputedRef<boolean>) {
  const { outcome, settled, unsaved, failure, saving } = session
  return {
    refusedNotice: computed(() => {
      const edit = refused.edit.value
      return (
        edit && { edit, busy: saving.value, discarding: refused.discarding.value, error: refused.discardError.value }
      )
    }),
    footer: computed(() => ({
      outcome: outcome.value,
      settled: settled.value,
      unsaved: unsaved.value,
      failure: failure.value,
      submitLabel: t(saving.value ? current.value.submit.busy : current.value.submit.idle),
      canSubmit: !saving.value && (retrying.value || session.dirty.value),
    })),
  }
}

const focusAskedBy = (mode: WebsiteFormMode): WebsiteFocus | undefined => ('focus' in mode ? mode.focus : undefined)

/** Where the form's focus goes, found through the view's template refs. */
function useFormFocus() {
  const formElement = useTemplateRef<HTMLFormElement>('form-element')
  const settings = useTemplateRef<{ focusPassword(): void }>('settings-fields')
  return {
    /** The form's first field, unless the user is in one already. */
    async firstField(): Promise<void> {
      await nextTick()
      focusFirstField(formElement.value)
    },
    /** The first field with an error, in view and focused. */
    firstInvalid: () => focusFirstInvalid(formElement.value),
    password: () => settings.value?.focusPassword(),
  }
}
type FormFocus = ReturnType<typeof useFormFocus>

/** The session over the fields, its refused edit and its requests: what the mode's steps work with. */
function useFormParts(account: () => AccountSummary, asked: ModeRules, focus: FormFocus): FormParts {
  const accountId = (): string => account().id
  const announcer = useAnnouncerStore()
  const outcomes = useEditOutcomes()
  const requests = useWebsiteFormRequests(accountId)
  const parts: FormParts = {
    session: createFormSession(asked.session, {
      announce: (text) => void announcer.announce(text),
      focusFirstInvalid: focus.firstInvalid,
      checkDomain: (domain) => checkDomain(domain, account().variant),
    }),
    refused: useRefusedEdit(asked.refusedKind, requests, () => asked.retryEditId),
    requests,
    router: useRouterStore(),
    accountId,
    follow: (editId) => outcomes.follow(editId, asked.subject(parts)),
    reload: () => asked.load(parts),
  }
  return parts
}

/**
 * The form's unsaved changes, asked about before anything drops them and kept for the next start (never the
 * password); and the draft the last run left, given back to the form it belongs to.
 */
function useKeptDraft(asked: ModeRules, parts: FormParts) {
  const store = useUnsavedChangesStore()
  const { session, accountId } = parts
  /** Who the kept draft belongs to: this account, and the refused edit the form is opened on, if any. */
  const owner = () => ({ accountId: accountId(), ...(asked.retryEditId && { retryEditId: asked.retryEditId }) })

  function draft(): FormDraft | null {
    const kept = session.kept()
    return kept ? asked.draft(kept, owner()) : null
  }
  useUnsavedChanges({ subject: () => asked.subject(parts), unsaved: () => session.unsaved.value, draft })

  /** The draft this form left when SiteTray last closed, back in its fields. */
  function restoreKept(): void {
    const found = store.claim(
      asked.draftForm,
      (candidate) =>
        candidate.accountId === accountId() &&
        (!('websiteId' in candidate) || candidate.websiteId === asked.websiteId) &&
        candidate.retryEditId === asked.retryEditId,
    )
    if (found) session.restore(found)
  }

  return { restoreKept }
}

/**
 * The form as it opens: the website read, a refused edit's values shown with the service's objection, the draft the
 * last run left given back, and the focus where it was asked for (the tray's "Password…" also while the form is open).
 */
function useFormOpening(
  parts: FormParts,
  focus: FormFocus,
  restoreKept: () => void,
  asked: () => WebsiteFocus | undefined,
) {
  const { session, refused } = parts

  /** The tray's "Password…" for a website without one: the choice is made, the password is asked for. */
  async function askForPassword(): Promise<void> {
    if (!session.form.value) return
    session.form.value.privacy = 2
    await nextTick()
    focus.password()
  }

  async function focusAsAsked(): Promise<void> {
    const field = asked()
    if (field === 'password') return askForPassword()
    // The tracking code's panel takes the focus itself (TrackingCodePanel.vue).
    if (field !== 'tracking' && field !== 'tracking-code') await focus.firstField()
  }

  /** The field the service objected to, in view and focused; a password lost in a restart is asked for again. */
  async function showObjection(): Promise<void> {
    session.errors.value = refused.fieldErrors.value
    await nextTick()
    if (refused.asksForPassword.value && !session.errors.value.domain) await askForPassword()
    else await focus.firstInvalid()
  }

  async function open(): Promise<void> {
    await parts.reload()
    const edit = await refused.open()
    const showsEdit = edit !== undefined && session.form.value !== null
    if (showsEdit) {
      if (edit.kind === 'create') session.showEdit(edit.input, edit.input.domain)
      else session.showEdit(edit.patch)
      // Left as it was opened, the edit loses nothing: it stays in Conflicts.
      session.commit()
    }
    restoreKept()
    if (showsEdit) await showObjection()
    else await focusAsAsked()
  }

  watch(
    () => parts.router.focusTicket,
    () => {
      if (asked() === 'password') void askForPassword()
    },
  )
  return { open }
}

/** Save's one request, as the mode asked for it: straight to main, or in a refused edit's place. */
function sendSave(
  { requests, refused, accountId }: FormParts,
  request: SaveRequest,
): Promise<IpcResult<EditOutcome> & { refusedAgain?: boolean }> {
  switch (request.kind) {
    case 'create':
      return requests.creating.run({ accountId: accountId(), input: request.input })
    case 'update': {
      const { kind: _kind, ...change } = request
      return requests.updating.run({ accountId: accountId(), ...change })
    }
    case 'correction':
      return refused.send(request.change, request.seen)
  }
}

/** What the user does with the form: Save, the refused edit dropped, or opened to correct. */
function useFormActions(parts: FormParts, asked: ModeRules, current: ComputedRef<ModeRules>) {
  const { session, refused } = parts

  /** One Save, one request (the mode says which), and what the form shows after it. */
  async function save(): Promise<void> {
    const rules = current.value
    if (session.saving.value || !session.form.value) return
    // Password privacy needs a password, unless the service keeps one (and it was not lost with a refused edit).
    const passwordRequired = !session.website.value?.hasPassword || refused.asksForPassword.value
    if (!(await session.passes(passwordRequired))) return
    const request = rules.send(parts)
    if (!request) return
    session.saving.value = true
    const result = await sendSave(parts, request)
    if (!result.ok) return session.refused(result.error)
    session.saving.value = false
    // Refused again: the form stays on the edit, with the new reason.
    if (result.refusedAgain) return session.showErrors(refused.fieldErrors.value)
    await rules.sent(parts, result.data)
  }

  async function discardRefused(): Promise<void> {
    if (!(await refused.discard())) return
    // The user chose to drop the edit, corrections and all: no second question on the way out.
    session.commit()
    await current.value.discarded(parts)
  }

  /** A save on its way, refused: its edit, in this form, for the user to correct. */
  async function correct(editId: string): Promise<void> {
    // Fresh: the edit was set aside moments ago.
    await parts.requests.edits(true)
    await parts.router.go(asked.again(parts.accountId(), editId), { replace: true })
  }

  return { save, discardRefused, correct }
}

/** What happens elsewhere, shown in the form: how a save on its way ended, main's changes, another language. */
function useFormEvents(parts: FormParts, correct: (editId: string) => Promise<void>) {
  const { session } = parts
  const outcomes = useEditOutcomes()
  watch(currentLanguage, () => session.rewordChecks())
  watch(
    () => (session.awaiting.value ? outcomes.settledOf(session.awaiting.value) : undefined),
    (settled) => {
      // Refused, the form opens the edit to correct at once — unless the user has typed since; the footer offers it.
      if (settled && session.ended(settled)) void correct(settled.editId)
    },
  )
  // Main's word that the account's websites changed: the draft follows, unless a save is on its way.
  parts.requests.onWebsitesChanged(() => {
    if (session.loadState.value === 'ready' && !session.saving.value) void parts.reload()
  })
}
