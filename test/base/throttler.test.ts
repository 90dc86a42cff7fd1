/** "Run again if asked while running": one run at a time, at most one more behind it, every caller answered. */
import { describe, expect, it } from 'vitest'
import { Throttler } from '../../src/main/base'
import { gate } from '../support/gate'

describe('the throttler', () => {
  it('runs at once when idle, and folds every request made during a run into one more run', async () => {
    const throttler = new Throttler()
    const first = gate()
    const runs: string[] = []
    const one = throttler.queue(async () => {
      runs.push('one')
      await first.wait()
    })
    expect(runs).toEqual(['one'])
    const two = throttler.queue(async () => void runs.push('two'))
    const three = throttler.queue(async () => void runs.push('three'))
    expect(throttler.isBusy).toBe(true)
    first.open()
    await Promise.all([one, two, three])
    // The latest request wins and runs once, after the first: it sees whatever changed meanwhile.
    expect(runs).toEqual(['one', 'three'])
    expect(throttler.isBusy).toBe(false)
  })

  it('answers each caller with the outcome of the run that answers it, and goes on after a failure', async () => {
    const throttler = new Throttler()
    const first = gate()
    const failing = throttler.queue(async () => {
      await first.wait()
      throw new Error('first failed')
    })
    const next = throttler.queue(async () => undefined)
    first.open()
    await expect(failing).rejects.toThrow('first failed')
    await expect(next).resolves.toBeUndefined()
  })

  it('is idle only once the queued run has ended too', async () => {
    const throttler = new Throttler()
    const first = gate()
    const second = gate()
    const ended: string[] = []
    void throttler.queue(() => first.wait())
    void throttler.queue(() => second.wait())
    const idle = throttler.whenIdle().then(() => ended.push('idle'))
    first.open()
    await second.reached
    expect(ended).toEqual([])
    second.open()
    await idle
    expect(ended).toEqual(['idle'])
    await expect(throttler.whenIdle()).resolves.toBeUndefined()
  })

  it('starts nothing once disposed, not even what was queued', async () => {
    const throttler = new Throttler()
    const first = gate()
    const runs: string[] = []
    const running = throttler.queue(() => first.wait())
    const queued = throttler.queue(async () => void runs.push('queued'))
    throttler.dispose()
    first.open()
    await Promise.all([running, queued])
    await throttler.queue(async () => void runs.push('late'))
    expect(runs).toEqual([])
    expect(throttler.isBusy).toBe(false)
  })
})
