/**
 * What a website form says back to the user (form-session.ts): the messages under its fields, a failure below it, the
 * last save's outcome and, for a save main answered "on its way", the edit awaited and how it ended.
 */
import { ref } from 'vue'
import { t } from '../../../shared/i18n'
import type { EditSettled } from '../../../shared/ipc-contract'
import type { EditOutcome } from '../../../shared/sync'
import { hasErrors } from '../../../shared/validation'
import { firstErrors, type IpcError } from './ipc-errors'

/** What the feedback needs of the view: its live region and its focus. */
export interface FeedbackEffects {
  /** Says a sentence in the window's live region. */
  announce(text: string): void
  /** The first field at fault, in view and focused. */
  focusFirstInvalid(): Promise<void>
}

export const checkFields = (): string => t('editor.outcome.checkFields')

/** An outcome as the live region says it. */
function outcomeText(outcome: EditOutcome): string {
  switch (outcome.status) {
    case 'saved':
      return t('editor.outcome.saved')
    case 'queued':
      return outcome.message
    case 'conflict':
      return t('editor.outcome.conflict', { message: outcome.message })
  }
}

export function formFeedback(effects: FeedbackEffects) {
  const errors = ref<Record<string, string>>({})
  const failure = ref<IpcError | null>(null)
  const outcome = ref<EditOutcome | null>(null)
  const settled = ref<EditSettled | null>(null)
  /** The edit main said is on its way to the service, until its end is heard. */
  const awaiting = ref<string | null>(null)

  function setError(field: string, message: string | undefined): void {
    const { [field]: _old, ...rest } = errors.value
    errors.value = message ? { ...rest, [field]: message } : rest
  }

  /** Main's refusal: under its fields when it names some, else below the form. */
  function refused(error: IpcError): Promise<void> {
    errors.value = firstErrors(error)
    failure.value = hasErrors(error.fieldErrors ?? {}) ? null : error
    effects.announce(failure.value ? t('editor.outcome.notSaved', { message: error.message }) : checkFields())
    return effects.focusFirstInvalid()
  }

  /** Messages from elsewhere (a refused edit opened again), the first field at fault focused. */
  function showErrors(messages: Record<string, string>): Promise<void> {
    errors.value = messages
    return effects.focusFirstInvalid()
  }

  /** What became of a save, shown and said; one on its way is awaited (see `settle`). */
  function report(last: EditOutcome): void {
    outcome.value = last
    settled.value = null
    if (last.status === 'queued' && last.editId) awaiting.value = last.editId
    effects.announce(outcomeText(last))
  }

  /** How a save answered "on its way" ended. */
  function settle(end: EditSettled): void {
    awaiting.value = null
    outcome.value = null
    settled.value = end
  }

  /** What the last save said stops being true once the user changes something. */
  function forgetOutcome(): void {
    outcome.value = null
    failure.value = null
    settled.value = null
  }

  return {
    refs: { errors, failure, outcome, settled, awaiting },
    setError,
    refused,
    showErrors,
    report,
    settle,
    forgetOutcome,
  }
}
