/**
 * A response body read as it comes, never more than a cap: a server (or a website) that sends
 * without end costs a bounded amount of memory, and an abort stops the read at once, whatever the
 * fetch implementation does with a body once its headers are in.
 */

/** The body passed the cap; the read was cancelled. Callers say whose answer it was. */
export class BodyTooLargeError extends Error {
  constructor(readonly maxBytes: number) {
    super(`the server's answer was larger than ${maxBytes} bytes`)
    this.name = 'BodyTooLargeError'
  }
}

/** The signal was aborted while the body was being read. */
export class BodyReadAbortedError extends Error {
  constructor() {
    super('aborted')
    this.name = 'BodyReadAbortedError'
  }
}

/**
 * The body's chunks, at most `maxBytes` in all. Beyond the cap it throws BodyTooLargeError; on an
 * abort of `signal`, BodyReadAbortedError. The stream is cancelled when the caller stops early.
 */
export async function* cappedChunks(
  body: ReadableStream<Uint8Array>,
  maxBytes: number,
  signal: AbortSignal,
): AsyncGenerator<Uint8Array, void, undefined> {
  const reader = body.getReader()
  const onAbort = (): void => void reader.cancel(signal.reason).catch(() => undefined)
  signal.addEventListener('abort', onAbort, { once: true })
  let received = 0
  try {
    for (;;) {
      const { done, value } = await reader.read()
      // A cancel on abort ends the stream as if it were complete: the signal says it was not.
      if (signal.aborted) throw new BodyReadAbortedError()
      if (done) return
      received += value.byteLength
      if (received > maxBytes) throw new BodyTooLargeError(maxBytes)
      yield value
    }
  } finally {
    signal.removeEventListener('abort', onAbort)
    await reader.cancel().catch(() => undefined)
  }
}
