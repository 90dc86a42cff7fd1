/**
 * The website editor opened on a refused edit ("Edit again", useWebsiteEditor.ts): its values shown to correct, the
 * correction sent in the edit's place, or the edit discarded; and the way into this mode when a save is refused.
 */
import { nextTick } from 'vue'
import { t } from '../../../shared/i18n'
import type { FormSession } from '../lib/form-session'
import type { Notice } from '../router/routes'
import { useConflictsStore } from '../stores/conflicts'
import { useRouterStore } from '../stores/router'
import type { useRefusedEdit } from './useRefusedEdit'

interface RetryParts {
  session: FormSession
  refused: ReturnType<typeof useRefusedEdit<'update'>>
  accountId: () => string
  websiteId: () => string
  /** Follows a save main answered "on its way" until it ends. */
  follow: (editId: string) => void
  /** The password field, with the choice of a password made. */
  askForPassword: () => Promise<void>
}

export function useEditorRetry({ session, refused, accountId, websiteId, follow, askForPassword }: RetryParts) {
  const router = useRouterStore()
  const conflicts = useConflictsStore()

  /**
   * The correction goes in the refused edit's place, sent even when nothing differs from the service any more (the
   * refused edit then simply goes). Refused again, the form shows the new reason and stays.
   */
  async function sendCorrection(
    patch: Parameters<typeof refused.send>[0],
    seen: Parameters<typeof refused.send>[1],
  ): Promise<void> {
    // The favorite goes with the correction: main puts it where favorites live, so one retry is one call.
    const result = await refused.send(patch, seen)
    if (!result.ok) return session.refused(result.error)
    session.saving.value = false
    if (result.refusedAgain) return session.showErrors(refused.fieldErrors.value)
    if (result.data.status === 'queued' && result.data.editId) follow(result.data.editId)
    session.commit()
    await leave(
      result.data.status === 'saved'
        ? { text: t('editor.refused.sentAgain'), tone: 'good' }
        : { text: result.data.message, tone: 'warning' },
    )
  }

  /** The refused edit is gone: the same website, in an ordinary editor, with a word on what happened. */
  async function leave(notice: Notice): Promise<void> {
    await router.go({ view: 'website', accountId: accountId(), websiteId: websiteId() }, { replace: true, notice })
  }

  /** The refused edit's values in the form: leaving it unchanged loses nothing (the edit stays in Conflicts). */
  async function showRefused(): Promise<void> {
    const edit = await refused.open()
    if (!edit || !session.form.value) return
    session.showEdit(edit.patch)
    session.commit()
    if (refused.asksForPassword.value) {
      session.errors.value = refused.fieldErrors.value
      return askForPassword()
    }
    // The field the service objected to, in view and focused.
    await nextTick()
    await session.showErrors(refused.fieldErrors.value)
  }

  async function discardRefused(): Promise<void> {
    if (!(await refused.discard())) return
    // The user chose to drop the edit, corrections and all: no second question on the way out.
    session.commit()
    if (session.website.value) return leave({ text: t('editor.refused.discardedShown'), tone: 'good' })
    // Deleted on the service meanwhile: nothing is left to show here.
    await router.goTop(
      { view: 'websites', accountId: accountId() },
      { notice: { text: t('editor.refused.discarded'), tone: 'good' } },
    )
  }

  /** The refused edit, in this editor, for the user to correct. */
  async function correct(editId: string): Promise<void> {
    // Fresh: the edit was set aside moments ago.
    await conflicts.load(accountId())
    await router.go(
      { view: 'website', accountId: accountId(), websiteId: websiteId(), retryEditId: editId },
      { replace: true },
    )
  }

  return { sendCorrection, showRefused, discardRefused, correct }
}
