/** The idle lane (statistics): last in line, never in a sweep's way, and within a fifth of the limit. */
import { describe, expect, it } from 'vitest'
import { createScheduler } from '../../src/main/scheduler'
import { advance, answer, drain, requests, useFakeClock, watch } from './helpers'

useFakeClock()

describe('idle work', () => {
  it('waits while a sweep has pages queued or on the wire, and a moment after its last page', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const pages = [r.held('page 1'), r.held('page 2'), r.held('page 3')]
    for (const page of pages) void scheduler.run({ lane: 'background', accountId: 'a' }, page.task)
    const stats = watch(scheduler.run({ lane: 'idle', accountId: 'a' }, r.instant('visitors')))
    await drain()
    expect(r.names()).toEqual(['page 1', 'page 2'])

    pages[0]!.release()
    await drain()
    // Page 3 took page 1's place; the statistics still wait.
    expect(r.names()).toEqual(['page 1', 'page 2', 'page 3'])
    pages[1]!.release()
    pages[2]!.release()
    await drain()
    expect(stats.state).toBe('pending')
    expect(scheduler.status().idle.queued).toBe(1)

    // A sweep asks for its next page a moment after the last answer: a second at 60 a minute.
    await advance(999)
    expect(stats.state).toBe('pending')
    await advance(1)
    expect(stats.state).toBe('resolved')
    expect(r.names().at(-1)).toBe('visitors')
  })

  it('goes after the clicks and the sweep queued with it, in the order it was asked for', async () => {
    const scheduler = createScheduler()
    const r = requests()
    void scheduler.run({ lane: 'idle', accountId: 'a' }, r.instant('visitors 1'))
    void scheduler.run({ lane: 'idle', accountId: 'a' }, r.instant('visitors 2'))
    await drain()
    expect(r.names()).toEqual(['visitors 1', 'visitors 2'])
  })

  it('sends at most a fifth of the limit in any window, however much waits', async () => {
    const scheduler = createScheduler()
    const r = requests()
    for (let n = 1; n <= 30; n++) void scheduler.run({ lane: 'idle', accountId: 'a' }, r.instant(`visitors ${n}`))
    await drain()
    expect(r.sent).toHaveLength(12)
    expect(scheduler.status().idle).toEqual({ queued: 18, budgetLeft: 0 })

    // Each counts a second longer than the minute: it reaches the server a moment after it leaves.
    await advance(60_999)
    expect(r.sent).toHaveLength(12)
    await advance(1)
    expect(r.sent).toHaveLength(24)
    await advance(61_000)
    expect(r.sent).toHaveLength(30)
    // Every window of a minute holds 12 at most.
    for (const { at } of r.sent)
      expect(r.sent.filter((other) => other.at >= at && other.at < at + 60_000).length).toBeLessThanOrEqual(12)
  })

  it('follows the limit the server announces: 10 a minute leaves statistics 2', async () => {
    const scheduler = createScheduler()
    scheduler.observe(answer({ rateLimitLimit: 10 }))
    const r = requests()
    for (let n = 1; n <= 5; n++) void scheduler.run({ lane: 'idle', accountId: 'a' }, r.instant(`visitors ${n}`))
    await drain()
    expect(r.sent).toHaveLength(2)
  })

  it('leaves the user the reserve: a click after statistics spent their budget goes at once', async () => {
    const scheduler = createScheduler()
    // The server's window has 13 left: statistics may take 7 and leave the reserve of 6, no more.
    scheduler.observe(answer({ rateLimitRemaining: 13 }))
    const r = requests()
    for (let n = 1; n <= 12; n++) void scheduler.run({ lane: 'idle', accountId: 'a' }, r.instant(`visitors ${n}`))
    await drain()
    expect(r.sent).toHaveLength(7)
    const clicks = Array.from({ length: 6 }, (_, n) =>
      watch(scheduler.run({ lane: 'interactive', accountId: 'a' }, r.instant(`click ${n + 1}`))),
    )
    await drain()
    expect(clicks.map((click) => click.state)).toEqual(Array(6).fill('resolved'))
  })

  it('a 429 holds statistics back and sends them again after the pause, never failing them', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const refused = r.refusedFirst('visitors', 5_000)
    const stats = watch(scheduler.run({ lane: 'idle', accountId: 'a' }, refused.task))
    await drain()
    expect(stats.state).toBe('pending')
    await advance(5_000)
    expect(stats.state).toBe('resolved')
    expect(refused.attempts()).toBe(2)
  })

  it('is cancelled with its account', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const page = watch(scheduler.run({ lane: 'background', accountId: 'a' }, r.held('page').task))
    const stats = watch(scheduler.run({ lane: 'idle', accountId: 'a' }, r.instant('visitors')))
    scheduler.cancelAccount('a')
    await drain()
    expect([page.state, stats.state]).toEqual(['rejected', 'rejected'])
    expect(scheduler.status().idle.queued).toBe(0)
    expect(r.names()).toEqual(['page'])
  })
})
