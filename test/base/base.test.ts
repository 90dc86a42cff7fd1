/** The main process's small helpers: one task at a time, a run-once-later action, background work, the log. */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { createLogger, errorText, inBackground, RunOnceScheduler, Sequencer, sleep } from '../../src/main/base'
import { gate } from '../support/gate'

afterEach(() => {
  vi.useRealTimers()
  vi.restoreAllMocks()
})

describe('the sequencer', () => {
  it('runs tasks one at a time in call order; a failure fails its own caller only', async () => {
    const sequencer = new Sequencer()
    const first = gate()
    const order: string[] = []
    const one = sequencer.queue(async () => {
      await first.wait()
      order.push('one')
    })
    const two = sequencer.queue(() => {
      order.push('two')
      throw new Error('two failed')
    })
    const three = sequencer.queue(() => {
      order.push('three')
      return 3
    })
    await first.reached
    expect(order).toEqual([])
    first.open()
    await one
    await expect(two).rejects.toThrow('two failed')
    expect(await three).toBe(3)
    expect(order).toEqual(['one', 'two', 'three'])
    await sequencer.whenIdle()
  })
})

describe('the run-once-later scheduler', () => {
  it('runs once after the last request, and no later than maxDelayMs after the first', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    const runs: number[] = []
    const scheduler = new RunOnceScheduler(() => runs.push(Date.now()), { delayMs: 100, maxDelayMs: 250 })
    const start = Date.now()
    scheduler.schedule()
    await vi.advanceTimersByTimeAsync(90)
    scheduler.schedule()
    await vi.advanceTimersByTimeAsync(99)
    expect(runs).toEqual([])
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toEqual([start + 190])
    for (let step = 0; step < 30; step += 1) {
      scheduler.schedule()
      await vi.advanceTimersByTimeAsync(10)
    }
    expect(runs.slice(1)).toEqual([start + 190 + 250])
    scheduler.dispose()
    await vi.advanceTimersByTimeAsync(1_000)
    expect(runs).toHaveLength(2)
  })

  it('runs a retry exactly when asked, unless a new change comes first', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    let runs = 0
    const scheduler = new RunOnceScheduler(() => (runs += 1), { delayMs: 10, maxDelayMs: 20 })
    scheduler.scheduleIn(1_000)
    await vi.advanceTimersByTimeAsync(999)
    expect(runs).toBe(0)
    await vi.advanceTimersByTimeAsync(1)
    expect(runs).toBe(1)
    scheduler.scheduleIn(1_000)
    scheduler.schedule()
    await vi.advanceTimersByTimeAsync(10)
    expect(runs).toBe(2)
    scheduler.dispose()
  })

  it('sleep resolves after its delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let done = false
    const sleeping = sleep(50).then(() => (done = true))
    await vi.advanceTimersByTimeAsync(49)
    expect(done).toBe(false)
    await vi.advanceTimersByTimeAsync(1)
    await sleeping
    expect(done).toBe(true)
  })
})

describe('background work and the log', () => {
  it('logs a failure nobody handled with the part that speaks and the message, never a stack', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined)
    const failing = Promise.reject(new Error('the disk is full'))
    inBackground(failing, 'writing the mirror', createLogger('mirror'))
    await failing.catch(() => undefined)
    await Promise.resolve()
    expect(logged).toHaveBeenCalledWith('[mirror] writing the mirror failed:', 'the disk is full')
  })

  it('turns anything thrown into text', () => {
    expect(errorText(new TypeError('no'))).toBe('no')
    expect(errorText('plain')).toBe('plain')
    expect(errorText(42)).toBe('42')
  })
})
