/** The two other answers to "asked while running": join the run under way, or run once more after it. */
import { describe, expect, it } from 'vitest'
import { RunAgainIfAsked, SharedRun } from '../../src/main/base'
import { gate } from '../support/gate'

describe('a shared run', () => {
  it('answers everyone who asks while it runs with that run, and starts afresh once it ended', async () => {
    const shared = new SharedRun<number>()
    const first = gate()
    let starts = 0
    const factory = async (): Promise<number> => {
      starts += 1
      await first.wait()
      return starts
    }
    const one = shared.join(factory)
    const two = shared.join(factory)
    expect(shared.current).not.toBeNull()
    first.open()
    expect(await Promise.all([one, two])).toEqual([1, 1])
    expect(shared.current).toBeNull()
    expect(await shared.join(factory)).toBe(2)
  })

  it('hands a failure to every caller of that run, and lets the next one start', async () => {
    const shared = new SharedRun<void>()
    const failing = gate()
    const one = shared.join(async () => {
      await failing.wait()
      throw new Error('refused')
    })
    const two = shared.join(async () => undefined)
    failing.open()
    await expect(one).rejects.toThrow('refused')
    await expect(two).rejects.toThrow('refused')
    await expect(shared.join(async () => undefined)).resolves.toBeUndefined()
  })
})

describe('a job run again if asked', () => {
  it('runs a request made from inside the job after the pass, never inside it', () => {
    const passes: string[] = []
    let depth = 0
    let askInside = 2
    const job = new RunAgainIfAsked(() => {
      depth += 1
      passes.push(`pass at depth ${depth}`)
      if (askInside-- > 0) {
        job.run()
        job.run()
      }
      depth -= 1
    })
    job.run()
    expect(passes).toEqual(['pass at depth 1', 'pass at depth 1', 'pass at depth 1'])
    job.run()
    expect(passes).toHaveLength(4)
  })
})
