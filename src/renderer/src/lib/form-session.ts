/**
 * One website form's session, for "New website", the editor and a refused edit opened again ("Edit
 * again"): the baseline (the website as main last gave it; none for a new one), the draft the user
 * edits, what the form showed of each field before the user changed it (so that a change made
 * elsewhere meanwhile is a conflict), the field checks, the last attempt's feedback, what is taken
 * care of (unsaved changes), the draft kept for the next start, and a save main answered "on its
 * way" followed to its end. Plain and disposable: no store, no bridge, no DOM — a view's composable
 * (composables/useFormSession.ts) gives it the live region and the focus, and asks main.
 */
import { computed, ref, type Ref } from 'vue'
import type { EditSettled } from '../../../shared/ipc-contract'
import type { DraftSettings } from '../../../shared/form-draft'
import { hasErrors, type FieldErrors } from '../../../shared/validation'
import type { Website, WebsitePatch } from '../../../shared/website'
import { checkFields, formFeedback, type FeedbackEffects } from './form-feedback'
import { firstMessages, type IpcError } from './ipc-errors'
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

export interface SessionEffects extends FeedbackEffects {
  /** The domain's own check (variant rules live with the account, not here). */
  checkDomain(domain: string): FieldErrors
}

type KeptDraft = { domain?: string; values: DraftSettings; shown?: DraftSettings }

interface DraftParts {
  website: Ref<Website | null>
  domain: Ref<string>
  form: Ref<WebsiteForm | null>
  shown: Ref<WebsiteForm | null>
}

/** What of a form's draft outlives SiteTray (kept when it closes), and how it comes back into the fields. */
function draftKeeping(mode: FormMode, { website, domain, form, shown }: DraftParts) {
  /** The settings changed (and the domain typed), never the password. */
  function kept(): KeptDraft | null {
    if (mode === 'create') {
      const { password: _never, ...values } = form.value ?? newWebsiteForm()
      return { domain: domain.value, values }
    }
    return website.value && form.value ? keptChanges(website.value, form.value, shown.value) : null
  }

  /** A draft SiteTray kept when it last closed, back in its fields. */
  function restore(draft: KeptDraft): void {
    if (!form.value) return
    if (draft.domain !== undefined) domain.value = draft.domain
    const restored = withKeptChanges(form.value, shown.value, draft)
    form.value = restored.form
    if (mode === 'edit') shown.value = restored.shown
  }

  return { kept, restore }
}

/** The form's own field checks: all of them before a save, or one as the user leaves its field. */
function formChecks(
  mode: FormMode,
  effects: SessionEffects,
  { domain, form }: Pick<DraftParts, 'domain' | 'form'>,
  feedback: ReturnType<typeof formFeedback>,
) {
  /** The messages these checks put under fields, as they were worded: a change of language words them again. */
  const own = new Map<string, string>()
  let passwordRequiredLast = false

  function check(passwordRequired: boolean): FieldErrors {
    const found = form.value ? checkForm(form.value, { passwordRequired }) : {}
    return mode === 'create' ? { ...effects.checkDomain(domain.value), ...found } : found
  }

  function remember(messages: Record<string, string>): void {
    for (const [field, message] of Object.entries(messages)) own.set(field, message)
  }

  /** Whether the form may be sent (else the first field at fault has the focus). */
  async function passes(passwordRequired: boolean): Promise<boolean> {
    const found = check(passwordRequired)
    passwordRequiredLast = passwordRequired
    feedback.refs.errors.value = firstMessages(found)
    remember(feedback.refs.errors.value)
    feedback.forgetOutcome()
    if (!hasErrors(found)) return true
    effects.announce(checkFields())
    await effects.focusFirstInvalid()
    return false
  }

  /** One field checked as the user leaves it: its message, or none, the others left alone. */
  function checkField(field: CheckedField): void {
    if (!form.value || (field === 'domain' && !domain.value.trim())) return feedback.setError(field, undefined)
    const message = firstMessages(check(false))[field]
    feedback.setError(field, message)
    if (message) remember({ [field]: message })
  }

  /** The language changed: the messages these checks show are said again in it (main's stay as main worded them). */
  function rewordChecks(): void {
    const found = firstMessages(check(passwordRequiredLast))
    const reworded: Record<string, string> = {}
    for (const [field, message] of own) {
      if (feedback.refs.errors.value[field] !== message) continue
      feedback.setError(field, found[field])
      if (found[field]) reworded[field] = found[field]
    }
    own.clear()
    remember(reworded)
  }

  return { passes, checkField, rewordChecks }
}

export function createFormSession(mode: FormMode, effects: SessionEffects) {
  const website = ref<Website | null>(null)
  const loadState = ref<LoadState>(mode === 'create' ? 'ready' : 'loading')
  const loadError = ref<IpcError | null>(null)
  const domain = ref('')
  const form = ref<WebsiteForm | null>(mode === 'create' ? newWebsiteForm() : null)
  const shown = ref<WebsiteForm | null>(null)
  const feedback = formFeedback(effects)
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

  /** Main's refusal: the save is over, what it refused shown. */
  function refused(error: IpcError): Promise<void> {
    saving.value = false
    return feedback.refused(error)
  }

  /** How a save answered "on its way" ended; answers whether the user may be taken to correct it at once. */
  function ended(end: EditSettled): boolean {
    feedback.settle(end)
    return end.outcome === 'refused' && !unsaved.value
  }

  return {
    mode,
    website,
    loadState,
    loadError,
    domain,
    form,
    shown,
    ...feedback.refs,
    saving,
    changes,
    dirty,
    unsaved,
    receive,
    reset,
    adopt,
    commit,
    showEdit,
    update,
    ...formChecks(mode, effects, { domain, form }, feedback),
    refused,
    showErrors: feedback.showErrors,
    report: feedback.report,
    ended,
    forgetOutcome: feedback.forgetOutcome,
    ...draftKeeping(mode, { website, domain, form, shown }),
  }
}

export type FormSession = ReturnType<typeof createFormSession>
