/** A promise whose outcome can be asked for without waiting on it: a "not yet" is an assertion, not a sleep. */
export function watchSettled<T>(promise: Promise<T>): { promise: Promise<T>; settled(): boolean } {
  let settled = false
  promise.then(
    () => (settled = true),
    () => (settled = true),
  )
  return { promise, settled: () => settled }
}
