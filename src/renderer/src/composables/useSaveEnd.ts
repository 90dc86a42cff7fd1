/**
 * A save main answered "on its way" (`queued` with an `editId`), followed to
 * its end in the editor that made it: sent, kept as a conflict, or refused —
 * shown where "Saved on this computer — sending…" was (the live region says
 * it wherever the user is). Refused, the editor opens the edit to correct at
 * once, its objections under their fields — unless the user has typed since;
 * then the footer offers it, and the usual question guards what they typed.
 */
import { watch, type Ref } from 'vue'
import type { EditSettled } from '../../../shared/ipc-contract'
import { useConflictsStore } from '../stores/conflicts'
import { useEditOutcomesStore } from '../stores/edit-outcomes'
import { useRouterStore } from '../stores/router'
import type { useFormFeedback } from './useFormFeedback'

interface SaveEndContext {
  accountId: () => string
  websiteId: () => string
  feedback: ReturnType<typeof useFormFeedback>
  unsaved: Ref<boolean>
}

export function useSaveEnd({ accountId, websiteId, feedback, unsaved }: SaveEndContext) {
  const router = useRouterStore()
  const conflicts = useConflictsStore()
  const outcomes = useEditOutcomesStore()

  /** The refused edit, in this editor, for the user to correct. */
  async function correct(editId: string): Promise<void> {
    // Fresh: the edit was set aside moments ago.
    await conflicts.load(accountId())
    await router.go(
      { view: 'website', accountId: accountId(), websiteId: websiteId(), retryEditId: editId },
      { replace: true },
    )
  }

  async function ended(settled: EditSettled): Promise<void> {
    feedback.awaiting.value = null
    feedback.outcome.value = null
    feedback.settled.value = settled
    if (settled.outcome === 'refused' && !unsaved.value) await correct(settled.editId)
  }

  watch(
    () => (feedback.awaiting.value ? outcomes.settledOf(feedback.awaiting.value) : undefined),
    (settled) => {
      if (settled) void ended(settled)
    },
  )

  return { correct }
}
