/**
 * One website form's session, for a new website and for a website's settings, each also opened on a refused edit
 * ("Edit again"): the baseline (the website as main last gave it; none for a new one), the draft the user edits, what
 * the form showed of each field before the user changed it (so that a change made elsewhere meanwhile is a conflict),
 * the field checks (form-checks.ts), the last attempt's feedback (form-feedback.ts), what is taken care of (unsaved
 * changes), the draft kept for the next start, and a save main answered "on its way" followed to its end. Plain and
 * disposable: no store, no bridge, no DOM — composables/useWebsiteForm.ts gives it the live region and the focus, and
 * asks main.
 */
import { computed, ref, type Ref } from 'vue'
import type { EditSettled } from '../../../shared/ipc-contract'
import type { DraftSettings } from '../../../shared/form-draft'
import type { FieldErrors } from '../../../shared/validation'
import type { Website, WebsitePatch } from '../../../shared/website'
import { formChecks } from './form-checks'
import { formFeedback, type FeedbackEffects } from './form-feedback'
import type { IpcError } from './ipc-errors'
import {
  changesOf,
  formOf,
  hasChanges,
  keptChanges,
  newWebsiteForm,
  rebased,
  seenValues,
  withKeptChanges,
  withValues,
  type WebsiteChanges,
  type WebsiteForm,
} from './website-form'

export type { CheckedField } from './form-checks'
/** What a session starts from: a new website's defaults, or a website as main gives it. */
export type SessionKind = 'create' | 'edit'
export type LoadState = 'loading' | 'ready' | 'gone' | 'failed'

export interface SessionEffects extends FeedbackEffects {
  /** The domain's own check (variant rules live with the account, not here). */
  checkDomain(domain: string): FieldErrors
}

/** What of a draft outlives SiteTray: the settings changed (and a new website's domain), never the password. */
export type KeptDraft = { domain?: string; values: DraftSettings; shown?: DraftSettings }

function draftState(kind: KindRules) {
  return {
    website: ref<Website | null>(null),
    loadState: ref<LoadState>(kind.loadState),
    loadError: ref<IpcError | null>(null),
    domain: ref(''),
    form: ref<WebsiteForm | null>(kind.form()),
    shown: ref<WebsiteForm | null>(null),
  }
}
type DraftState = ReturnType<typeof draftState>

/** What differs between a new website's session and a website's: the one place a session's kind is read. */
interface KindRules {
  loadState: LoadState
  form(): WebsiteForm | null
  /** The checks beyond the settings' own. */
  checks(effects: SessionEffects, domain: string): FieldErrors
  /** Whether the draft holds anything to send. */
  changed(changes: WebsiteChanges | null): boolean
  /** What of the draft outlives SiteTray (kept when it closes): never the password. */
  kept(state: DraftState): KeptDraft | null
}

const KINDS: Record<SessionKind, KindRules> = {
  // Ready at once with the spec's defaults; all of it is sent, so all that is typed is a change.
  create: {
    loadState: 'ready',
    form: newWebsiteForm,
    checks: (effects, domain) => effects.checkDomain(domain),
    changed: () => true,
    kept: ({ domain, form }) => {
      const { password: _never, ...values } = form.value ?? newWebsiteForm()
      return { domain: domain.value, values }
    },
  },
  // Nothing until main gives the website; a change is what differs from it.
  edit: {
    loadState: 'loading',
    form: () => null,
    checks: () => ({}),
    changed: (changes) => changes !== null && hasChanges(changes),
    kept: ({ website, form, shown }) =>
      website.value && form.value ? keptChanges(website.value, form.value, shown.value) : null,
  },
}

/** The draft against its baseline: what it changes, what of it is unsaved, and what main's records do to it. */
function baseline(kind: KindRules, { website, loadState, loadError, domain, form, shown }: DraftState, saving: Ref) {
  const snapshot = (): string => JSON.stringify([domain.value, form.value])
  /** The draft as it was when what it held was last taken care of (a website's is none before it is received). */
  const committed = ref(snapshot())
  const changes = computed(() => (website.value && form.value ? changesOf(website.value, form.value) : null))
  const dirty = computed(() => kind.changed(changes.value))
  const unsaved = computed(
    () => loadState.value === 'ready' && dirty.value && !saving.value && snapshot() !== committed.value,
  )

  /** The website as main gives it now: untouched fields follow it, changed ones keep the user's value. */
  function receive(next: Website | null, error?: IpcError): void {
    if (error) {
      loadState.value = 'failed'
      loadError.value = error
      return
    }
    if (!next) {
      loadState.value = 'gone'
      return
    }
    const draft = website.value && form.value ? { website: website.value, form: form.value, shown: shown.value } : null
    const rebasedDraft = rebased(draft, next)
    website.value = next
    form.value = rebasedDraft.form
    shown.value = rebasedDraft.shown
    loadState.value = 'ready'
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
    if (form.value) form.value = withValues(form.value, values)
  }

  /** What one Save sends: only what changed (the favorite among it — main decides where it goes), with what was seen. */
  function update(): { patch: WebsitePatch; seen?: WebsitePatch } | null {
    if (!website.value || !form.value) return null
    const { patch: settings, favorite } = changesOf(website.value, form.value)
    const patch = favorite === undefined ? settings : { ...settings, favorite }
    return shown.value ? { patch, seen: seenValues(shown.value, patch) } : { patch }
  }

  return { changes, dirty, unsaved, receive, adopt, commit, showEdit, update }
}

/** What of a form's draft outlives SiteTray, and how it comes back into the fields. */
function draftKeeping(kind: KindRules, state: DraftState) {
  /** A draft SiteTray kept when it last closed, back in its fields, with what the form showed before. */
  function restore(draft: KeptDraft): void {
    if (!state.form.value) return
    if (draft.domain !== undefined) state.domain.value = draft.domain
    const restored = withKeptChanges(state.form.value, state.shown.value, draft)
    state.form.value = restored.form
    state.shown.value = restored.shown
  }

  return { kept: () => kind.kept(state), restore }
}

export function createFormSession(kindName: SessionKind, effects: SessionEffects) {
  const kind = KINDS[kindName]
  const state = draftState(kind)
  const feedback = formFeedback(effects)
  const saving = ref(false)
  const tracked = baseline(kind, state, saving)

  /** Main's refusal: the save is over, what it refused shown. */
  function refused(error: IpcError): Promise<void> {
    saving.value = false
    return feedback.refused(error)
  }

  /** How a save answered "on its way" ended; answers whether the user may be taken to correct it at once. */
  function ended(end: EditSettled): boolean {
    feedback.settle(end)
    return end.outcome === 'refused' && !tracked.unsaved.value
  }

  const checks = formChecks({
    domain: state.domain,
    form: state.form,
    extra: (domain) => kind.checks(effects, domain),
    feedback,
    announce: effects.announce,
    focusFirstInvalid: effects.focusFirstInvalid,
  })

  return {
    ...state,
    ...feedback.refs,
    saving,
    ...tracked,
    ...checks,
    refused,
    showErrors: feedback.showErrors,
    report: feedback.report,
    ended,
    forgetOutcome: feedback.forgetOutcome,
    ...draftKeeping(kind, state),
  }
}

export type FormSession = ReturnType<typeof createFormSession>
