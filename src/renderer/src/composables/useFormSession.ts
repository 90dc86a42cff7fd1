/**
 * A website form's session (lib/form-session.ts) for a view: its words in the live region, its
 * unsaved changes asked about before anything drops them and kept for the next start (never the
 * password), the draft the last run left given back, the refused edit it may be opened on ("Edit
 * again"), and a save main answered "on its way" followed until the `edit-settled` event ends it.
 */
import { watch } from 'vue'
import type { FormDraft } from '../../../shared/form-draft'
import type { EditSettled } from '../../../shared/ipc-contract'
import type { Variant } from '../../../shared/website'
import { createFormSession, type FormMode } from '../lib/form-session'
import { currentLanguage } from '../../../shared/i18n'
import { checkDomain } from '../lib/website-form'
import { useAnnouncerStore } from '../stores/announcer'
import { useEditOutcomesStore } from '../stores/edit-outcomes'
import { useUnsavedChangesStore } from '../stores/unsaved-changes'
import { useRefusedEdit } from './useRefusedEdit'
import { useUnsavedChanges } from './useUnsavedChanges'

export interface SessionSource {
  accountId: () => string
  variant: () => Variant
  /** The website edited; none for a new one. */
  websiteId?: () => string
  retryEditId: () => string | undefined
  /** What the form is about, as the user knows it: a domain. */
  subject: () => string
  focusFirstInvalid: () => Promise<void>
  /** A save that was on its way has ended. */
  onEnded?: (settled: EditSettled, mayCorrect: boolean) => void
}

/** The kind of refused edit a form of this mode may be opened on. */
type EditKind<M extends FormMode> = M extends 'create' ? 'create' : 'update'

export function useFormSession<M extends FormMode>(mode: M, source: SessionSource) {
  const announcer = useAnnouncerStore()
  const outcomes = useEditOutcomesStore()
  const store = useUnsavedChangesStore()
  const session = createFormSession(mode, {
    announce: (text) => void announcer.announce(text),
    focusFirstInvalid: source.focusFirstInvalid,
    checkDomain: (domain) => checkDomain(domain, source.variant()),
  })
  const kind = (mode === 'create' ? 'create' : 'update') as EditKind<M>
  const refused = useRefusedEdit(kind, source.accountId, source.retryEditId)

  /** Who the kept draft belongs to: this form, on this account (and website), opened on this refused edit or none. */
  function owner() {
    const retryEditId = source.retryEditId()
    return {
      accountId: source.accountId(),
      ...(source.websiteId && { websiteId: source.websiteId() }),
      ...(retryEditId && { retryEditId }),
    }
  }

  function draft(): FormDraft | null {
    const kept = session.kept()
    if (!kept) return null
    const { domain, ...settings } = kept
    return mode === 'create'
      ? { form: 'new-website', ...owner(), domain: domain ?? '', values: settings.values }
      : ({ form: 'website', ...owner(), ...settings } as FormDraft)
  }

  /** The draft this form left when SiteTray last closed, back in its fields. */
  function restoreKept(): void {
    const mine = owner()
    const found = store.claim(
      mode === 'create' ? 'new-website' : 'website',
      (candidate) =>
        candidate.accountId === mine.accountId &&
        ('websiteId' in candidate ? candidate.websiteId === mine.websiteId : true) &&
        candidate.retryEditId === mine.retryEditId,
    )
    if (found) session.restore(found)
  }

  useUnsavedChanges({ subject: source.subject, unsaved: () => session.unsaved.value, draft })
  watch(currentLanguage, () => session.rewordChecks())
  watch(
    () => (session.awaiting.value ? outcomes.settledOf(session.awaiting.value) : undefined),
    (settled) => {
      if (settled) source.onEnded?.(settled, session.ended(settled))
    },
  )

  return {
    session,
    refused,
    restoreKept,
    /** An edit main answered "on its way": its end is said in the live region wherever the user is by then. */
    follow: (editId: string) => outcomes.follow(editId, source.subject()),
  }
}
