/**
 * What a website form says about its last attempt: one message under each
 * field at fault, a refusal that names no field, whether a save is on its
 * way, and what became of the last one. A refusal puts the first field at
 * fault in view, focused.
 */
import { ref } from 'vue'
import type { EditOutcome } from '../../../shared/sync'
import { hasErrors, type FieldErrors } from '../../../shared/validation'
import { firstErrors, firstMessages, type IpcError } from '../lib/ipc-errors'

export function useFormFeedback(focusFirstInvalid: () => Promise<void>) {
  const errors = ref<Record<string, string>>({})
  const failure = ref<IpcError | null>(null)
  const outcome = ref<EditOutcome | null>(null)
  const saving = ref(false)

  /** The form's own checks before sending: answers whether it may go (else the first field at fault has the focus). */
  async function passes(found: FieldErrors): Promise<boolean> {
    errors.value = firstMessages(found)
    failure.value = null
    outcome.value = null
    if (!hasErrors(found)) return true
    await focusFirstInvalid()
    return false
  }

  /** Main's refusal: under its fields when it names some, else below the form. */
  function refused(error: IpcError): Promise<void> {
    saving.value = false
    errors.value = firstErrors(error)
    failure.value = hasErrors(error.fieldErrors ?? {}) ? null : error
    return focusFirstInvalid()
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
  }

  return { errors, failure, outcome, saving, passes, refused, show, checked, forgetOutcome }
}
