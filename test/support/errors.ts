import { expect } from 'vitest'
import { ApiError } from '../../src/main/api'

/** The ApiError a call fails with; the test fails if it succeeds or throws anything else. */
export async function apiFailure(promise: Promise<unknown>): Promise<ApiError> {
  const error = await promise.then(
    () => undefined,
    (reason: unknown) => reason,
  )
  expect(error, 'the call should fail with an ApiError').toBeInstanceOf(ApiError)
  return error as ApiError
}
