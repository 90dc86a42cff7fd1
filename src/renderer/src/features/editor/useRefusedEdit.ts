/**
 * A refused edit opened again in the website form (create-again, edit-again): the edit as it was opened — so the form
 * stays on it while the correction is on its way — what the service said of it, and the two ways out: the correction
 * sent in its place, or the edit discarded.
 */
import { computed, ref, type Ref } from 'vue'
import { t } from '../../../../shared/i18n'
import type { CreateEdit, Edit, EditOutcome, UpdateEdit } from '../../../../shared/sync'
import type { WebsitePatch } from '../../../../shared/website'
import { firstMessages, type IpcResult } from '../../lib/ipc-errors'
import type { Correction } from '../conflicts/useConflicts'
import type { WebsiteFormRequests } from './useWebsiteFormRequests'

type RefusedEdit<K extends 'create' | 'update'> = K extends 'create' ? CreateEdit : UpdateEdit

export function useRefusedEdit<K extends 'create' | 'update'>(
  kind: K,
  requests: WebsiteFormRequests,
  editId: () => string | undefined,
) {
  const edit = ref<RefusedEdit<K>>() as Ref<RefusedEdit<K> | undefined>

  const refusal = computed(() => (edit.value?.conflict?.kind === 'rejected' ? edit.value.conflict : undefined))
  /** The field errors as the form shows them, one message per field. */
  const fieldErrors = computed(() => firstMessages(refusal.value?.fieldErrors))
  /** The password went with a restart (never on disk): the user types it again. */
  const asksForPassword = computed(
    () => edit.value?.withheldPassword === true || refusal.value?.fieldErrors.password !== undefined,
  )
  const discarding = computed(() => edit.value !== undefined && requests.discarding(edit.value.id))
  const discardError = computed(() => (edit.value ? requests.discardError(edit.value.id) : null))

  /** The refused edit among the account's edits, if it is still a refused one of this kind. */
  function find(edits: Edit[] | undefined): RefusedEdit<K> | undefined {
    const id = editId()
    const found = id === undefined ? undefined : edits?.find((candidate) => candidate.id === id)
    return found?.kind === kind && found.conflict?.kind === 'rejected' ? (found as RefusedEdit<K>) : undefined
  }

  async function open(): Promise<RefusedEdit<K> | undefined> {
    if (editId() === undefined) return undefined
    edit.value = find(await requests.edits())
    return edit.value
  }

  /**
   * Sends the correction. Refused again, the edit is back in Conflicts with
   * the new reason, and the form shows it; anything else ends the retry.
   */
  async function send(
    change: Correction,
    seen?: WebsitePatch,
  ): Promise<IpcResult<EditOutcome> & { refusedAgain?: boolean }> {
    const id = edit.value?.id
    if (id === undefined)
      return { ok: false, error: { kind: 'not_found', message: t('editor.refused.noLongerWaiting') } }
    const result = await requests.retry(id, change, seen)
    if (!result.ok || result.data.status !== 'conflict') return result
    const again = find(await requests.edits(true))
    if (again) edit.value = again
    return { ...result, refusedAgain: again !== undefined }
  }

  function discard(): Promise<boolean> {
    const id = edit.value?.id
    return id === undefined ? Promise.resolve(false) : requests.discard(id)
  }

  return { edit, fieldErrors, asksForPassword, discarding, discardError, open, send, discard }
}

export type RefusedEditState = ReturnType<typeof useRefusedEdit<'create' | 'update'>>
