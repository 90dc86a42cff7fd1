/**
 * The website editor's Save (useWebsiteEditor.ts): one request — the update, or for a refused edit opened again, the
 * correction in its place — and what the form shows after it.
 */
import type { EditOutcome } from '../../../shared/sync'
import { api } from '../lib/api'
import type { FormSession } from '../lib/form-session'
import type { useEditorRetry } from './useEditorRetry'
import type { useRefusedEdit } from './useRefusedEdit'

interface SaveParts {
  session: FormSession
  refused: ReturnType<typeof useRefusedEdit<'update'>>
  accountId: () => string
  /** Follows a save main answered "on its way" until it ends. */
  follow: (editId: string) => void
  /** The website again from main, into the form. */
  load: () => Promise<void>
  sendCorrection: ReturnType<typeof useEditorRetry>['sendCorrection']
}

export function useEditorSave({ session, refused, accountId, follow, load, sendCorrection }: SaveParts) {
  /** One Save, one request: the update, or for a refused edit opened again, the correction in its place. */
  async function save(): Promise<void> {
    const current = session.website.value
    const values = session.form.value
    if (!current || !values || session.saving.value) return
    const passwordRequired = values.privacy === 2 && (!current.hasPassword || refused.asksForPassword.value)
    if (!(await session.passes(passwordRequired))) return
    const request = session.update()
    if (!request) return
    session.saving.value = true
    if (refused.edit.value) return sendCorrection(request.patch, request.seen)
    if (Object.keys(request.patch).length === 0) {
      session.saving.value = false
      return
    }
    const sent = await api.websites.update({ accountId: accountId(), websiteId: current.id, ...request })
    if (!sent.ok) return session.refused(sent.error)
    session.saving.value = false
    await settle(sent.data)
  }

  /**
   * Sent or kept: the form shows the website as it now is; one on its way to the service is followed
   * until it ends. A conflict leaves the form as the user made it, kept in Conflicts.
   */
  async function settle(last: EditOutcome): Promise<void> {
    session.report(last)
    if (session.awaiting.value) follow(session.awaiting.value)
    if (last.status === 'conflict') return session.commit()
    // Cleared first: the draft keeps what the user typed over a newer record; a password sent is not sent again.
    if (session.form.value) session.form.value.password = ''
    if (last.website) session.adopt(last.website)
    else await load()
  }

  return save
}
