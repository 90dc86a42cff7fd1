/**
 * What a website form says about its last attempt: one message under each
 * field at fault, a refusal that names no field, whether a save is on its
 * way, what became of the last one — and, for a save main answered before
 * the service did, how it ended. A refusal puts the first field at fault in
 * view, focused; every outcome is said in the window's live region.
 */
import { ref } from 'vue'
import type { EditSettled } from '../../../shared/ipc-contract'
import type { EditOutcome } from '../../../shared/sync'
import { hasErrors, type FieldErrors } from '../../../shared/validation'
import { firstErrors, firstMessages, type IpcError } from '../lib/ipc-errors'
import { useAnnouncerStore } from '../stores/announcer'

const CHECK_FIELDS = 'Not saved: check the highlighted fields.'

/** An outcome as the live region says it. */
export function outcomeText(outcome: EditOutcome, savedText = 'Saved.'): string {
  switch (outcome.status) {
    case 'saved':
      return savedText
    case 'queued':
      return outcome.message
    case 'conflict':
      return `Conflict: ${outcome.message}`
  }
}

export function useFormFeedback(focusFirstInvalid: () => Promise<void>) {
  const announcer = useAnnouncerStore()
  const errors = ref<Record<string, string>>({})
  const failure = ref<IpcError | null>(null)
  const outcome = ref<EditOutcome | null>(null)
  /** How a save answered "on its way" ended (sent, conflict, refused). */
  const settled = ref<EditSettled | null>(null)
  /** The edit main said is on its way to the service, until its end is heard. */
  const awaiting = ref<string | null>(null)
  const saving = ref(false)

  /** The form's own checks before sending: answers whether it may go (else the first field at fault has the focus). */
  async function passes(found: FieldErrors): Promise<boolean> {
    errors.value = firstMessages(found)
    failure.value = null
    outcome.value = null
    settled.value = null
    if (!hasErrors(found)) return true
    void announcer.announce(CHECK_FIELDS)
    await focusFirstInvalid()
    return false
  }

  /** Main's refusal: under its fields when it names some, else below the form. */
  function refused(error: IpcError): Promise<void> {
    saving.value = false
    errors.value = firstErrors(error)
    failure.value = hasErrors(error.fieldErrors ?? {}) ? null : error
    void announcer.announce(failure.value ? `Not saved: ${error.message}` : CHECK_FIELDS)
    return focusFirstInvalid()
  }

  /** What became of a save, shown and said. */
  function report(last: EditOutcome, savedText?: string): void {
    outcome.value = last
    settled.value = null
    void announcer.announce(outcomeText(last, savedText))
  }

  /** Messages from elsewhere (a refused edit opened again), the first field at fault focused. */
  function show(messages: Record<string, string>): Promise<void> {
    errors.value = messages
    return focusFirstInvalid()
  }

  /** One field checked as the user leaves it: its message, or none, the others left alone. */
  function checked(field: string, found: FieldErrors): void {
    const { [field]: _old, ...rest } = errors.value
    const message = firstMessages(found)[field]
    errors.value = message ? { ...rest, [field]: message } : rest
  }

  /** What the last save said stops being true once the user changes something. */
  function forgetOutcome(): void {
    outcome.value = null
    failure.value = null
    settled.value = null
  }

  return { errors, failure, outcome, settled, awaiting, saving, passes, refused, report, show, checked, forgetOutcome }
}
