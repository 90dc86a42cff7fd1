/**
 * One website form's session, for "New website", the editor and a refused edit opened again ("Edit
 * again"): the baseline (the website as main last gave it; none for a new one), the draft the user
 * edits, what the form showed of each field before the user changed it (so that a change made
 * elsewhere meanwhile is a conflict), the field checks, the last attempt's feedback, what is taken
 * care of (unsaved changes), the draft kept for the next start, and a save main answered "on its
 * way" followed to its end. Plain and disposable: no store, no bridge, no DOM — a view's composable
 * (composables/useFormSession.ts) gives it the live region and the focus, and asks main.
 */
import { computed, ref } from 'vue'
import { t } from '../../../shared/i18n'
import type { EditSettled } from '../../../shared/ipc-contract'
import type { DraftSettings } from '../../../shared/form-draft'
import type { EditOutcome } from '../../../shared/sync'
import { hasErrors, type FieldErrors } from '../../../shared/validation'
import type { Website, WebsitePatch } from '../../../shared/website'
import { firstErrors, firstMessages, type IpcError } from './ipc-errors'
import {
  changesOf,
  checkForm,
  formOf,
  hasChanges,
  keptChanges,
  newWebsiteForm,
  rebased,
  seenValues,
  withKeptChanges,
  withValues,
  type WebsiteForm,
} from './website-form'

export type FormMode = 'create' | 'edit'
export type LoadState = 'loading' | 'ready' | 'gone' | 'failed'
export type CheckedField = 'domain' | 'excludeParams' | 'excludeIps' | 'password'

export interface SessionEffects {
  /** Says a sentence in the window's live region. */
  announce(text: string): void
  /** The first field at fault, in view and focused. */
  focusFirstInvalid(): Promise<void>
  /** The domain's own check (variant rules live with the account, not here). */
  checkDomain(domain: string): FieldErrors
}

const checkFields = (): string => t('editor.outcome.checkFields')

/** An outcome as the live region says it. */
export function outcomeText(outcome: EditOutcome, savedText?: string): string {
  switch (outcome.status) {
    case 'saved':
      return savedText ?? t('editor.outcome.saved')
    case 'queued':
      return outcome.message
    case 'conflict':
      return t('editor.outcome.conflict', { message: outcome.message })
  }
}

export function createFormSession(mode: FormMode, effects: SessionEffects) {
  const website = ref<Website | null>(null)
  const loadState = ref<LoadState>(mode === 'create' ? 'ready' : 'loading')
  const loadError = ref<IpcError | null>(null)
  const domain = ref('')
  const form = ref<WebsiteForm | null>(mode === 'create' ? newWebsiteForm() : null)
  const shown = ref<WebsiteForm | null>(null)
  const errors = ref<Record<string, string>>({})
  /** The fields whose message is the form's own check (not main's): worded again when the language changes. */
  const ownChecks = new Set<string>()
  let passwordRequiredLast = false
  const failure = ref<IpcError | null>(null)
  const outcome = ref<EditOutcome | null>(null)
  const settled = ref<EditSettled | null>(null)
  /** The edit main said is on its way to the service, until its end is heard. */
  const awaiting = ref<string | null>(null)
  const saving = ref(false)

  const snapshot = (): string => JSON.stringify(mode === 'create' ? [domain.value, form.value] : form.value)
  /** The draft as it was when what it held was last taken care of; null: the website itself. */
  const committed = ref<string | null>(mode === 'create' ? snapshot() : null)

  const changes = computed(() => (website.value && form.value ? changesOf(website.value, form.value) : null))
  const dirty = computed(() => mode === 'create' || (changes.value ? hasChanges(changes.value) : false))
  const unsaved = computed(
    () => loadState.value === 'ready' && dirty.value && !saving.value && snapshot() !== committed.value,
  )

  /** The website as main gives it now: untouched fields follow it, changed ones keep the user's value. */
  function receive(next: Website | null, error?: IpcError): void {
    if (error) {
      loadState.value = 'failed'
      loadError.value = error
    } else if (!next) {
      loadState.value = 'gone'
    } else {
      const draft =
        website.value && form.value ? { website: website.value, form: form.value, shown: shown.value } : null
      const rebasedDraft = rebased(draft, next)
      website.value = next
      form.value = rebasedDraft.form
      shown.value = rebasedDraft.shown
      loadState.value = 'ready'
    }
  }

  /** Another website: nothing shown until it is received, nothing taken care of yet. */
  function reset(): void {
    loadState.value = 'loading'
    website.value = null
    form.value = null
    committed.value = null
  }

  /** The record a save answered with: the form shows it as it now is, with nothing left to send. */
  function adopt(saved: Website): void {
    website.value = saved
    form.value = formOf(saved)
    shown.value = formOf(saved)
  }

  /** What the draft holds now is taken care of (sent, kept in Conflicts, opened from there): leaving loses nothing. */
  function commit(): void {
    committed.value = snapshot()
  }

  /** A refused edit's values in the draft (never its password). */
  function showEdit(values: WebsitePatch, editDomain?: string): void {
    if (editDomain !== undefined) domain.value = editDomain
    if (form.value) form.value = withValues(mode === 'create' ? newWebsiteForm() : form.value, values)
  }

  /** What one Save sends: only what changed (the favorite among it — main decides where it goes), with what was seen. */
  function update(): { patch: WebsitePatch; seen?: WebsitePatch } | null {
    if (!website.value || !form.value) return null
    const { patch: settings, favorite } = changesOf(website.value, form.value)
    const patch = favorite === undefined ? settings : { ...settings, favorite }
    return shown.value ? { patch, seen: seenValues(shown.value, patch) } : { patch }
  }

  function check(passwordRequired: boolean): FieldErrors {
    const found = form.value ? checkForm(form.value, { passwordRequired }) : {}
    return mode === 'create' ? { ...effects.checkDomain(domain.value), ...found } : found
  }

  /** The form's own checks before sending: whether it may go (else the first field at fault has the focus). */
  async function passes(passwordRequired: boolean): Promise<boolean> {
    const found = check(passwordRequired)
    passwordRequiredLast = passwordRequired
    errors.value = firstMessages(found)
    ownChecks.clear()
    for (const field of Object.keys(errors.value)) ownChecks.add(field)
    forgetOutcome()
    if (!hasErrors(found)) return true
    effects.announce(checkFields())
    await effects.focusFirstInvalid()
    return false
  }

  /** One field checked as the user leaves it: its message, or none, the others left alone. */
  function checkField(field: CheckedField): void {
    if (!form.value || (field === 'domain' && !domain.value.trim())) return setError(field, undefined)
    setError(field, firstMessages(check(false))[field])
    ownChecks.add(field)
  }

  /** The language changed: the form's own messages are said again in it (main's stay as main worded them). */
  function rewordChecks(): void {
    const found = firstMessages(check(passwordRequiredLast))
    for (const field of ownChecks) if (errors.value[field] !== undefined) setError(field, found[field])
  }

  function setError(field: string, message: string | undefined): void {
    const { [field]: _old, ...rest } = errors.value
    errors.value = message ? { ...rest, [field]: message } : rest
  }

  /** Main's refusal: under its fields when it names some, else below the form. */
  function refused(error: IpcError): Promise<void> {
    saving.value = false
    errors.value = firstErrors(error)
    ownChecks.clear()
    failure.value = hasErrors(error.fieldErrors ?? {}) ? null : error
    effects.announce(failure.value ? t('editor.outcome.notSaved', { message: error.message }) : checkFields())
    return effects.focusFirstInvalid()
  }

  /** Messages from elsewhere (a refused edit opened again), the first field at fault focused. */
  function showErrors(messages: Record<string, string>): Promise<void> {
    errors.value = messages
    ownChecks.clear()
    return effects.focusFirstInvalid()
  }

  /** What became of a save, shown and said; one on its way is awaited (see `ended`). */
  function report(last: EditOutcome, savedText?: string): void {
    outcome.value = last
    settled.value = null
    if (last.status === 'queued' && last.editId) awaiting.value = last.editId
    effects.announce(outcomeText(last, savedText))
  }

  /** How a save answered "on its way" ended; answers whether the user may be taken to correct it at once. */
  function ended(end: EditSettled): boolean {
    awaiting.value = null
    outcome.value = null
    settled.value = end
    return end.outcome === 'refused' && !unsaved.value
  }

  /** What the last save said stops being true once the user changes something. */
  function forgetOutcome(): void {
    outcome.value = null
    failure.value = null
    settled.value = null
  }

  /** What of the draft may outlive SiteTray: the settings changed (and the domain typed), never the password. */
  function kept(): { domain?: string; values: DraftSettings; shown?: DraftSettings } | null {
    if (mode === 'create') {
      const { password: _never, ...values } = form.value ?? newWebsiteForm()
      return { domain: domain.value, values }
    }
    return website.value && form.value ? keptChanges(website.value, form.value, shown.value) : null
  }

  /** A draft SiteTray kept when it last closed, back in its fields. */
  function restore(draft: { domain?: string; values: DraftSettings; shown?: DraftSettings }): void {
    if (!form.value) return
    if (draft.domain !== undefined) domain.value = draft.domain
    const restored = withKeptChanges(form.value, shown.value, draft)
    form.value = restored.form
    if (mode === 'edit') shown.value = restored.shown
  }

  return {
    mode,
    website,
    loadState,
    loadError,
    domain,
    form,
    shown,
    errors,
    failure,
    outcome,
    settled,
    awaiting,
    saving,
    changes,
    dirty,
    unsaved,
    receive,
    rewordChecks,
    reset,
    adopt,
    commit,
    showEdit,
    update,
    passes,
    checkField,
    refused,
    showErrors,
    report,
    ended,
    forgetOutcome,
    kept,
    restore,
  }
}

export type FormSession = ReturnType<typeof createFormSession>
