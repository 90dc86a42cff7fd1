/** Refusals as the window receives them, and how a form shows them: one message under each field. */
import type { IpcError, IpcResult } from '../../../shared/ipc-contract'
import type { FieldErrors } from '../../../shared/validation'

export type { IpcError, IpcResult }

/** First message per field, for inline errors. */
export function firstMessages(fieldErrors: FieldErrors | undefined): Record<string, string> {
  const out: Record<string, string> = {}
  for (const [field, messages] of Object.entries(fieldErrors ?? {})) {
    if (messages[0]) out[field] = messages[0]
  }
  return out
}

/** A refusal's field errors, one message per field. */
export function firstErrors(error: IpcError | null | undefined): Record<string, string> {
  return firstMessages(error?.fieldErrors)
}
