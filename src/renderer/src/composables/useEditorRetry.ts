/**
 * The editor opened on a refused edit: the edit's values in the form with the
 * service's objections beside them, and the two ways out — the correction
 * sent (useWebsiteSave), or the edit discarded — after which the editor goes
 * on as an ordinary one.
 */
import { nextTick } from 'vue'
import { withValues } from '../lib/website-form'
import type { Notice } from '../router/routes'
import { useRouterStore } from '../stores/router'
import type { useFormFeedback } from './useFormFeedback'
import type { useRefusedEdit } from './useRefusedEdit'
import type { useWebsiteDraft } from './useWebsiteDraft'

interface RetryContext {
  accountId: () => string
  websiteId: () => string
  draft: ReturnType<typeof useWebsiteDraft>
  refused: ReturnType<typeof useRefusedEdit<'update'>>
  feedback: ReturnType<typeof useFormFeedback>
  /** A password the service never got (a restart lost it): Password chosen, its field focused. */
  askForPassword: () => Promise<void>
  /** The form as it is now is taken care of: leaving it loses nothing the user has not chosen to drop. */
  commit: () => void
}

export function useEditorRetry({
  accountId,
  websiteId,
  draft,
  refused,
  feedback,
  askForPassword,
  commit,
}: RetryContext) {
  const router = useRouterStore()

  /** The refused edit is gone: the same website, in an ordinary editor, with a word on what happened. */
  async function leave(notice: Notice): Promise<void> {
    await router.go({ view: 'website', accountId: accountId(), websiteId: websiteId() }, { replace: true, notice })
  }

  /**
   * The refused edit's values in the form, as it was opened: leaving it unchanged loses nothing (the edit stays in
   * Conflicts).
   */
  async function show(): Promise<void> {
    const edit = await refused.open()
    if (!edit || !draft.form.value) return
    draft.form.value = withValues(draft.form.value, edit.patch)
    commit()
    if (refused.asksForPassword.value) {
      feedback.errors.value = refused.fieldErrors.value
      return askForPassword()
    }
    // The field the service objected to, in view and focused.
    await nextTick()
    await feedback.show(refused.fieldErrors.value)
  }

  async function discard(): Promise<void> {
    if (!(await refused.discard())) return
    // The user chose to drop the edit, corrections and all: no second question on the way out.
    commit()
    if (draft.website.value)
      return leave({ text: 'Your change was discarded; the website shows what the service has.', tone: 'good' })
    // Deleted on the service meanwhile: nothing is left to show here.
    await router.goTop(
      { view: 'websites', accountId: accountId() },
      { notice: { text: 'Your change was discarded.', tone: 'good' } },
    )
  }

  return { show, discard, leave }
}
