import { describe, expect, it, vi } from 'vitest'
import { ApiError } from '../../src/main/api'
import { createScheduler, isCancellation, RequestCancelledError } from '../../src/main/scheduler'
import { advance, answer, drain, requests, useFakeClock, watch } from './helpers'

useFakeClock()

function expectCancelled(error: unknown): void {
  expect(error).toBeInstanceOf(ApiError)
  expect(error).toMatchObject({ kind: 'network', message: 'The request was cancelled.' })
  expect(isCancellation(error)).toBe(true)
}

describe('cancellation', () => {
  it("cancelling an account stops its queued and running requests; another account's requests still complete", async () => {
    const scheduler = createScheduler()
    const r = requests()
    const a = [r.held('a 1'), r.held('a 2'), r.held('a 3')]
    const b = [r.held('b 1'), r.held('b 2')]
    const aRuns = a.map((request) => watch(scheduler.run({ lane: 'background', accountId: 'a' }, request.task)))
    const bRuns = b.map((request) => watch(scheduler.run({ lane: 'background', accountId: 'b' }, request.task)))
    await drain()
    expect(r.names()).toEqual(['a 1', 'a 2'])

    scheduler.cancelAccount('a')
    await drain()
    for (const run of aRuns) {
      expect(run.state).toBe('rejected')
      expectCancelled(run.error)
    }
    expect(r.sent.filter((request) => request.name.startsWith('a')).map((request) => request.signal.aborted)).toEqual([
      true,
      true,
    ])
    expect(r.names()).toEqual(['a 1', 'a 2', 'b 1', 'b 2'])

    for (const request of b) request.release()
    await drain()
    expect(bRuns.map((run) => run.value)).toEqual(['b 1', 'b 2'])
  })

  it("a task's own signal cancels it while queued, without it ever being sent", async () => {
    const scheduler = createScheduler()
    const r = requests()
    scheduler.observe(answer({ rateLimitRemaining: 0 }))
    const controller = new AbortController()
    const cancelled = watch(
      scheduler.run({ lane: 'background', accountId: 'a', signal: controller.signal }, r.instant('page 1')),
    )
    const kept = watch(scheduler.run({ lane: 'background', accountId: 'a' }, r.instant('page 2')))
    controller.abort()
    await drain()
    expectCancelled(cancelled.error)
    expect(scheduler.status().queued.background).toBe(1)

    // The server's window is spent: background work waits for it to end.
    await advance(60_000)
    expect(r.names()).toEqual(['page 2'])
    expect(kept.state).toBe('resolved')
  })

  it("a task's own signal aborts it on the wire and frees its place for the next one", async () => {
    const scheduler = createScheduler()
    const r = requests()
    const controller = new AbortController()
    const slow = r.held('slow')
    const run = watch(scheduler.run({ lane: 'background', accountId: 'a', signal: controller.signal }, slow.task))
    void scheduler.run({ lane: 'background', accountId: 'a' }, r.held('other').task)
    void scheduler.run({ lane: 'background', accountId: 'a' }, r.instant('next'))
    await drain()
    expect(r.names()).toEqual(['slow', 'other'])

    controller.abort()
    await drain()
    expect(r.sent[0]?.signal.aborted).toBe(true)
    expectCancelled(run.error)
    expect(r.names()).toEqual(['slow', 'other', 'next'])
  })

  it('a task whose signal is already aborted is never sent', async () => {
    const scheduler = createScheduler()
    const task = vi.fn(async () => 'page')
    const error = await scheduler
      .run({ lane: 'interactive', accountId: 'a', signal: AbortSignal.abort() }, task)
      .catch((reason: unknown) => reason)
    expectCancelled(error)
    expect(task).not.toHaveBeenCalled()
  })

  it('a request refused with a 429 and cancelled during the pause is not sent again', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const refused = r.refusedFirst('page 1', 5_000)
    const run = watch(scheduler.run({ lane: 'background', accountId: 'a' }, refused.task))
    await drain()
    scheduler.cancelAccount('a')
    await advance(5_000)
    expectCancelled(run.error)
    expect(refused.attempts()).toBe(1)
  })

  it('dispose rejects everything queued, stops its timer and takes no more work', async () => {
    const scheduler = createScheduler()
    scheduler.observe(answer({ status: 429, retryAfterMs: 5_000 }))
    const task = vi.fn(async () => 'page')
    const queued = [
      watch(scheduler.run({ lane: 'background', accountId: 'a' }, task)),
      watch(scheduler.run({ lane: 'background', accountId: 'b' }, task)),
    ]
    expect(vi.getTimerCount()).toBe(1)

    scheduler.dispose()
    await drain()
    for (const run of queued) expectCancelled(run.error)
    expect(vi.getTimerCount()).toBe(0)
    expectCancelled(
      await scheduler.run({ lane: 'interactive', accountId: 'a' }, task).catch((reason: unknown) => reason),
    )
    await advance(10_000)
    expect(task).not.toHaveBeenCalled()
  })

  it('isCancellation tells a cancellation from a real network failure', () => {
    expect(isCancellation(new RequestCancelledError())).toBe(true)
    // What the API client throws when its own signal is aborted.
    expect(isCancellation(new ApiError({ kind: 'network', message: 'The request was cancelled.' }))).toBe(true)
    expect(isCancellation(new ApiError({ kind: 'network' }))).toBe(false)
    expect(isCancellation(new ApiError({ kind: 'timeout' }))).toBe(false)
    expect(isCancellation(new Error('The request was cancelled.'))).toBe(false)
    expect(isCancellation(undefined)).toBe(false)
  })
})
