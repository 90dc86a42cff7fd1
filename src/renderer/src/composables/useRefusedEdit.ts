/**
 * A refused edit opened again in a form (the editor, or "New website"): the
 * edit itself and what the service said of it.
 */
import { computed } from 'vue'
import type { CreateEdit, Edit, UpdateEdit } from '../../../shared/sync'
import { firstErrors } from '../lib/bridge'
import { useConflictsStore } from '../stores/conflicts'

export function useRefusedEdit<K extends 'create' | 'update'>(kind: K, accountId: () => string, editId: () => string | undefined) {
  const conflicts = useConflictsStore()

  const edit = computed(() => {
    const id = editId()
    if (id === undefined) return undefined
    const found = conflicts.byAccount[accountId()]?.find((candidate: Edit) => candidate.id === id)
    return found?.kind === kind && found.conflict?.kind === 'rejected' ? (found as K extends 'create' ? CreateEdit : UpdateEdit) : undefined
  })
  const refusal = computed(() => (edit.value?.conflict?.kind === 'rejected' ? edit.value.conflict : undefined))
  /** The field errors as the form shows them, one message per field. */
  const fieldErrors = computed(() => (refusal.value ? firstErrors({ kind: 'validation', message: refusal.value.message, fieldErrors: refusal.value.fieldErrors }) : {}))
  /** The password went with a restart (never on disk): the user types it again. */
  const asksForPassword = computed(() => edit.value?.withheldPassword === true || refusal.value?.fieldErrors.password !== undefined)

  /** The conflicts are read once; the edit is then whatever the store holds. */
  async function ready(): Promise<void> {
    if (editId() !== undefined && !(accountId() in conflicts.byAccount)) await conflicts.load(accountId())
  }

  return { edit, fieldErrors, asksForPassword, ready }
}
