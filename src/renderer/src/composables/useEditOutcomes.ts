/**
 * Edits main answered before the service confirmed them ("Saved on this
 * computer — sending…", with an `editId`), and how each ended, from the
 * `edit-settled` event: sent, set aside as a conflict, or refused. The end is
 * said in the live region wherever the user is by then; the editor that made
 * the edit, if still open, shows it too.
 */
import { reactive, ref } from 'vue'
import { t } from '../../../shared/i18n'
import type { EditSettled } from '../../../shared/ipc-contract'
import { onEvent, perWindow } from '../data/query'
import { useAnnouncerStore } from '../stores/announcer'

/** Ends heard for edits the window has not been told about yet (IPC may deliver an event before an answer). */
const EARLY_LIMIT = 50

/** The end of an edit, in a sentence about `subject` (a domain). */
export function settledText(settled: Pick<EditSettled, 'outcome' | 'message'>, subject: string): string {
  switch (settled.outcome) {
    case 'sent':
      return t('editor.settled.sent', { subject })
    case 'conflict':
      return t('editor.settled.conflict', { subject, message: settled.message ?? t('editor.settled.conflictDefault') })
    case 'refused':
      return t('editor.settled.refused', { subject, message: settled.message ?? t('editor.footer.notAccepted') })
  }
}

export const useEditOutcomes = () => perWindow('edit-outcomes', setUpEditOutcomes)

function setUpEditOutcomes() {
  const announcer = useAnnouncerStore()
  /** editId → what the edit was about, for the edits still on their way. */
  const watching = new Map<string, string>()
  const settled = ref<Record<string, EditSettled>>({})
  let unclaimed: string[] = []

  function end(event: EditSettled, subject: string): void {
    watching.delete(event.editId)
    settled.value = { ...settled.value, [event.editId]: event }
    void announcer.announce(settledText(event, subject))
  }

  /** The window was told the edit is on its way: its end is said when it comes (or now, if it came first). */
  function follow(editId: string, subject: string): void {
    const early = settled.value[editId]
    if (early && unclaimed.includes(editId)) {
      unclaimed = unclaimed.filter((id) => id !== editId)
      end(early, subject)
      return
    }
    watching.set(editId, subject)
  }

  onEvent('edit-settled', (event) => {
    const subject = watching.get(event.editId)
    if (subject !== undefined) {
      end(event, subject)
      return
    }
    // Not (yet) one of the window's: kept a while, in case its answer is still on the way.
    settled.value = { ...settled.value, [event.editId]: event }
    unclaimed = [...unclaimed, event.editId]
    for (const old of unclaimed.splice(0, Math.max(0, unclaimed.length - EARLY_LIMIT))) {
      const { [old]: _dropped, ...rest } = settled.value
      settled.value = rest
    }
  })

  return reactive({
    follow,
    /** How the edit ended, once it has. */
    settledOf: (editId: string): EditSettled | undefined => settled.value[editId],
  })
}
