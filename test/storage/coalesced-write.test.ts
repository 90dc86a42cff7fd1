/**
 * A document written back when it changes: bursts coalesced, a steady stream still written, failures retried, nothing
 * lost at close.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { CoalescedWrite } from '../../src/main/storage'
import { gate } from '../support/gate'

afterEach(() => {
  vi.useRealTimers()
})

/** A file that remembers what was written to it, and can be made to fail. */
function recordingFile(): { write(value: unknown): Promise<void>; readonly written: unknown[]; failNext: number } {
  const file = {
    written: [] as unknown[],
    failNext: 0,
    async write(value: unknown) {
      if (file.failNext > 0) {
        file.failNext -= 1
        throw new Error('ENOSPC: simulated')
      }
      file.written.push(structuredClone(value))
    },
  }
  return file
}

describe('a coalesced write', () => {
  it('writes a burst of changes once, after the quiet spell, with the document as it is then', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const file = recordingFile()
    let document = 0
    const writer = new CoalescedWrite({
      file,
      snapshot: () => ({ document }),
      debounceMs: 50,
      maxDelayMs: 1_000,
      onWriteFailed: () => undefined,
    })
    for (let change = 1; change <= 100; change += 1) {
      document = change
      writer.changed()
    }
    await vi.advanceTimersByTimeAsync(49)
    expect(file.written).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(file.written).toEqual([{ document: 100 }])
    await writer.close()
    expect(file.written).toHaveLength(1)
  })

  it('still writes a steady stream of changes every maxDelayMs', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const file = recordingFile()
    let document = 0
    const writer = new CoalescedWrite({
      file,
      snapshot: () => document,
      debounceMs: 100,
      maxDelayMs: 200,
      onWriteFailed: () => undefined,
    })
    for (let now = 0; now < 1_000; now += 10) {
      document = now
      writer.changed()
      await vi.advanceTimersByTimeAsync(10)
    }
    // Never the 100 ms pause the debounce waits for: the writes come from the 200 ms cap.
    expect(file.written).toHaveLength(5)
    writer.dispose()
  })

  it('tries a failed write again by itself, and reports the failure', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const file = recordingFile()
    file.failNext = 1
    const failed = gate()
    const failures: Error[] = []
    const writer = new CoalescedWrite({
      file,
      snapshot: () => 'kept',
      debounceMs: 5,
      maxDelayMs: 20,
      onWriteFailed: (error) => {
        failures.push(error)
        void failed.wait()
      },
    })
    writer.changed()
    await vi.advanceTimersByTimeAsync(5)
    await failed.reached
    expect(failures.map((error) => error.message)).toEqual(['ENOSPC: simulated'])
    expect(file.written).toEqual([])
    await vi.advanceTimersByTimeAsync(40)
    expect(file.written).toEqual(['kept'])
    writer.dispose()
  })

  it('writes what is still waiting when it is closed, and nothing when nothing changed', async () => {
    const file = recordingFile()
    const writer = new CoalescedWrite({
      file,
      snapshot: () => 'last',
      debounceMs: 60_000,
      maxDelayMs: 60_000,
      onWriteFailed: () => undefined,
    })
    await writer.flush()
    expect(file.written).toEqual([])
    writer.changed()
    await writer.close()
    expect(file.written).toEqual(['last'])
  })
})
