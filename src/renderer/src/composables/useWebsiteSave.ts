/**
 * Saving a website's draft: the form's own checks first, then only what
 * changed, with what the form showed of it (so that another device's change
 * meanwhile is a conflict); or, for a refused edit opened again, the
 * correction in its place. What became of it is the form's feedback; an edit
 * main answered before the service did is followed to its end.
 */
import type { EditOutcome } from '../../../shared/sync'
import type { WebsitePatch } from '../../../shared/website'
import { changesOf, checkForm, seenValues } from '../lib/website-form'
import type { Notice } from '../router/routes'
import { useEditOutcomesStore } from '../stores/edit-outcomes'
import { useWebsitesStore } from '../stores/websites'
import type { useFormFeedback } from './useFormFeedback'
import type { useRefusedEdit } from './useRefusedEdit'
import type { useWebsiteDraft } from './useWebsiteDraft'

interface SaveContext {
  accountId: () => string
  draft: ReturnType<typeof useWebsiteDraft>
  refused: ReturnType<typeof useRefusedEdit<'update'>>
  feedback: ReturnType<typeof useFormFeedback>
  /** The refused edit is gone, sent again: the editor goes on as an ordinary one. */
  onCorrected: (notice: Notice) => Promise<void>
  /** What the form holds now is taken care of (kept in Conflicts, or sent): leaving it loses nothing. */
  commit: () => void
  /** What the edits are about, as the user knows it: the website's domain. */
  subject: () => string
}

export function useWebsiteSave({ accountId, draft, refused, feedback, onCorrected, commit, subject }: SaveContext) {
  const websites = useWebsitesStore()
  const outcomes = useEditOutcomesStore()
  const seenOf = (patch: WebsitePatch) => (draft.shownForm.value ? seenValues(draft.shownForm.value, patch) : undefined)

  async function save(): Promise<void> {
    const current = draft.website.value
    const values = draft.form.value
    if (!current || !values || feedback.saving.value) return
    const passwordRequired = values.privacy === 2 && (!current.hasPassword || refused.asksForPassword.value)
    if (!(await feedback.passes(checkForm(values, { passwordRequired })))) return
    const { patch, favorite } = changesOf(current, values)
    feedback.saving.value = true
    if (refused.edit.value) return sendCorrection(current.id, patch, favorite)
    const sent = await websites.saveChanges({
      accountId: accountId(),
      websiteId: current.id,
      patch,
      seen: seenOf(patch),
      favorite,
    })
    if (!sent.ok) return feedback.refused(sent.error)
    feedback.saving.value = false
    if (sent.data) await settle(sent.data)
  }

  /**
   * Sent or kept: the form shows the website as it now is; one on its way to the service is followed
   * until it ends. A conflict leaves the form as the user made it, kept in Conflicts.
   */
  async function settle(last: EditOutcome): Promise<void> {
    feedback.report(last)
    if (last.status === 'queued' && last.editId) {
      feedback.awaiting.value = last.editId
      outcomes.follow(last.editId, subject())
    }
    if (last.status === 'conflict') return commit()
    // Cleared first: the draft keeps what the user typed over a newer record, and a password sent is not to be sent
    // again.
    if (draft.form.value) draft.form.value.password = ''
    if (last.website) draft.adopt(last.website)
    else await draft.load()
  }

  /**
   * Retry mode: the correction goes in the refused edit's place, sent even when
   * nothing differs from the service any more (the refused edit then simply
   * goes). Refused again, the form shows the new reason and stays.
   */
  async function sendCorrection(websiteId: string, patch: WebsitePatch, favorite: boolean | undefined): Promise<void> {
    const result = await refused.send(patch, seenOf(patch))
    if (!result.ok) return feedback.refused(result.error)
    feedback.saving.value = false
    if (result.refusedAgain) return feedback.show(refused.fieldErrors.value)
    if (favorite !== undefined && result.data.status !== 'conflict') {
      const starred = await websites.favorite.run({ accountId: accountId(), websiteId, favorite })
      if (!starred.ok) return feedback.refused(starred.error)
    }
    if (result.data.status === 'queued' && result.data.editId) outcomes.follow(result.data.editId, subject())
    commit()
    await onCorrected(
      result.data.status === 'saved'
        ? { text: 'Sent again.', tone: 'good' }
        : { text: result.data.message, tone: 'warning' },
    )
  }

  /** A field checked as the user leaves it. */
  function check(field: 'excludeParams' | 'excludeIps' | 'password'): void {
    if (draft.form.value && draft.website.value)
      feedback.checked(field, checkForm(draft.form.value, { passwordRequired: false }))
  }

  return { save, check }
}
