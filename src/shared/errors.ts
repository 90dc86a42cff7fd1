/**
 * What can go wrong, as every process sees it. Main throws ApiError with one of
 * these kinds; IPC carries only the kind, a message for the user and field
 * errors — never a stack, a cause or a request.
 */
import type { FieldErrors } from './validation'

export type ApiErrorKind =
  | 'unauthorized'
  | 'forbidden'
  | 'not_found'
  | 'validation'
  | 'rate_limited'
  | 'timeout'
  | 'network'
  | 'server'
  | 'bad_response'
  | 'invalid_request'

/** An error as it may leave the main process. */
export interface ErrorInfo {
  kind: ApiErrorKind
  message: string
  fieldErrors?: FieldErrors
}
