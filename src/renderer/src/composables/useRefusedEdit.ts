/**
 * A refused edit opened again in a form (the editor, or "New website"): the
 * edit as it was opened — so the form stays in its retry mode while the
 * correction is on its way — what the service said of it, and the two ways
 * out: the correction sent in its place, or the edit discarded.
 */
import { computed, ref, type Ref } from 'vue'
import { t } from '../../../shared/i18n'
import type { CreateEdit, EditOutcome, UpdateEdit } from '../../../shared/sync'
import type { WebsitePatch } from '../../../shared/website'
import { firstMessages, type IpcResult } from '../lib/ipc-errors'
import { useConflictsStore, type Correction } from '../stores/conflicts'

type RefusedEdit<K extends 'create' | 'update'> = K extends 'create' ? CreateEdit : UpdateEdit

export function useRefusedEdit<K extends 'create' | 'update'>(
  kind: K,
  accountId: () => string,
  editId: () => string | undefined,
) {
  const conflicts = useConflictsStore()
  const edit = ref<RefusedEdit<K>>() as Ref<RefusedEdit<K> | undefined>

  const refusal = computed(() => (edit.value?.conflict?.kind === 'rejected' ? edit.value.conflict : undefined))
  /** The field errors as the form shows them, one message per field. */
  const fieldErrors = computed(() => firstMessages(refusal.value?.fieldErrors))
  /** The password went with a restart (never on disk): the user types it again. */
  const asksForPassword = computed(
    () => edit.value?.withheldPassword === true || refusal.value?.fieldErrors.password !== undefined,
  )
  const discarding = computed(() => edit.value !== undefined && conflicts.resolvingOf(edit.value.id) !== undefined)

  /** The refused edit as Conflicts holds it now, if it is still a refused one of this kind. */
  function current(): RefusedEdit<K> | undefined {
    const id = editId()
    const found = id === undefined ? undefined : conflicts.of(accountId())?.find((candidate) => candidate.id === id)
    return found?.kind === kind && found.conflict?.kind === 'rejected' ? (found as RefusedEdit<K>) : undefined
  }

  async function open(): Promise<RefusedEdit<K> | undefined> {
    if (editId() === undefined) return undefined
    if (conflicts.of(accountId()) === undefined) await conflicts.load(accountId())
    edit.value = current()
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
    const result = await conflicts.retry(accountId(), id, change, seen)
    if (!result.ok || result.data.status !== 'conflict') return result
    await conflicts.load(accountId())
    const again = current()
    if (again) edit.value = again
    return { ...result, refusedAgain: again !== undefined }
  }

  function discard(): Promise<boolean> {
    const id = edit.value?.id
    return id === undefined ? Promise.resolve(false) : conflicts.resolve(accountId(), id, 'theirs')
  }

  return { edit, fieldErrors, asksForPassword, discarding, open, send, discard }
}
