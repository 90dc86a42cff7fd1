/**
 * The website editor's unsaved changes: what differs from the website and
 * was not taken care of since (a conflict kept, a refused edit opened),
 * asked about before anything drops it, reported for the next start without
 * the password, and the draft the last run left given back to its fields.
 */
import { computed, ref } from 'vue'
import type { FormDraft } from '../../../shared/form-draft'
import { keptChanges, withKeptChanges } from '../lib/website-form'
import { useUnsavedChangesStore } from '../stores/unsaved-changes'
import type { useFormFeedback } from './useFormFeedback'
import { useUnsavedChanges } from './useUnsavedChanges'
import type { useWebsiteDraft } from './useWebsiteDraft'

interface UnsavedContext {
  accountId: () => string
  websiteId: () => string
  retryEditId: () => string | undefined
  draft: ReturnType<typeof useWebsiteDraft>
  feedback: ReturnType<typeof useFormFeedback>
  subject: () => string
}

export function useEditorUnsaved({ accountId, websiteId, retryEditId, draft, feedback, subject }: UnsavedContext) {
  const store = useUnsavedChangesStore()
  /** The form as it was when what it held was last taken care of; null: the website itself. */
  const committed = ref<string | null>(null)
  const unsaved = computed(
    () =>
      draft.loadState.value === 'ready' &&
      draft.dirty.value &&
      !feedback.saving.value &&
      JSON.stringify(draft.form.value) !== committed.value,
  )

  /** What the form holds now is taken care of: leaving it loses nothing. */
  function commit(): void {
    committed.value = JSON.stringify(draft.form.value)
  }

  /** What of the draft may outlive SiteTray: the settings changed, never the password. */
  function kept(): FormDraft | null {
    const website = draft.website.value
    const changes = website && draft.form.value ? keptChanges(website, draft.form.value, draft.shownForm.value) : null
    if (!changes) return null
    const retrying = retryEditId()
    return {
      form: 'website',
      accountId: accountId(),
      websiteId: websiteId(),
      ...(retrying && { retryEditId: retrying }),
      ...changes,
    }
  }

  /** The draft this form left when SiteTray last closed, back in its fields. */
  function restoreKept(): void {
    const found = store.claim(
      'website',
      (candidate) =>
        candidate.accountId === accountId() &&
        candidate.websiteId === websiteId() &&
        candidate.retryEditId === retryEditId(),
    )
    if (!found || !draft.form.value) return
    const restored = withKeptChanges(draft.form.value, draft.shownForm.value, found)
    draft.form.value = restored.form
    draft.shownForm.value = restored.shown
  }

  useUnsavedChanges({ subject, unsaved: () => unsaved.value, draft: kept })

  return {
    unsaved,
    commit,
    restoreKept,
    /** Another website (or account): nothing taken care of yet. */
    reset: () => {
      committed.value = null
    },
  }
}
