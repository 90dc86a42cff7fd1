import { describe, expect, it } from 'vitest'
import { ApiError } from '../../src/main/api'
import { createScheduler } from '../../src/main/scheduler'
import { apiFailure } from '../support/errors'
import { advance, answer, drain, requests, START, useFakeClock, watch } from './helpers'

useFakeClock()

describe('Retry-After', () => {
  it('a 429 holds back everything for that server until Retry-After, then the refused request goes again and succeeds', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const refused = r.refusedFirst('page 1', 5_000)
    const page1 = watch(scheduler.run({ lane: 'background', accountId: 'a' }, refused.task))
    await drain()
    expect(refused.attempts()).toBe(1)
    expect(scheduler.status()).toMatchObject({ pausedUntil: START + 5_000, tokens: 0 })

    const page2 = watch(scheduler.run({ lane: 'background', accountId: 'b' }, r.instant('page 2')))
    const click = watch(scheduler.run({ lane: 'interactive', accountId: 'b' }, r.instant('click')))
    await advance(4_999)
    expect(r.names()).toEqual(['page 1'])
    expect([page1.state, page2.state, click.state]).toEqual(['pending', 'pending', 'pending'])

    await advance(1)
    expect(r.sent.slice(1).map(({ name, at }) => [name, at])).toEqual([
      ['click', 5_000],
      ['page 1', 5_000],
      ['page 2', 5_000],
    ])
    expect(page1).toMatchObject({ state: 'resolved', value: 'page 1' })
    expect(page2.state).toBe('resolved')
    expect(scheduler.status().pausedUntil).toBeNull()
  })

  it('a sweep request is retried as often as the server refuses it; the sweep never sees the 429', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const refused = r.refusedFirst('page 1', 20_000, 3)
    const page = watch(scheduler.run({ lane: 'background', accountId: 'a' }, refused.task))
    await advance(60_000)
    expect(refused.attempts()).toBe(4)
    expect(r.sent.map((request) => request.at)).toEqual([0, 20_000, 40_000, 60_000])
    expect(page).toMatchObject({ state: 'resolved', value: 'page 1' })
  })

  it('retried requests keep their order, ahead of the ones that never went', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const first = r.refusedFirst('page 1', 2_000)
    const second = r.refusedFirst('page 2', 2_000)
    void scheduler.run({ lane: 'background', accountId: 'a' }, first.task)
    void scheduler.run({ lane: 'background', accountId: 'a' }, second.task)
    void scheduler.run({ lane: 'background', accountId: 'a' }, r.instant('page 3'))
    await advance(2_000)
    expect(r.names()).toEqual(['page 1', 'page 2', 'page 1', 'page 2', 'page 3'])
  })

  it('a server answering Retry-After: 0 is still given a second before the next try', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const refused = r.refusedFirst('page 1', 0, 2)
    const page = watch(scheduler.run({ lane: 'background', accountId: 'a' }, refused.task))
    await advance(2_000)
    expect(r.sent.map((request) => request.at)).toEqual([0, 1_000, 2_000])
    expect(page.state).toBe('resolved')
  })

  it('a click refused for a short while is retried without the user noticing', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const refused = r.refusedFirst('save', 3_000)
    const save = watch(scheduler.run({ lane: 'interactive', accountId: 'a' }, refused.task))
    await advance(3_000)
    expect(r.sent.map((request) => request.at)).toEqual([0, 3_000])
    expect(save).toMatchObject({ state: 'resolved', value: 'save' })
  })

  it('a click refused for longer than 10 s fails with a busy error that says when it could go', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const refused = r.refusedFirst('save', 30_000)
    const error = await apiFailure(scheduler.run({ lane: 'interactive', accountId: 'a' }, refused.task))
    expect(error).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 30_000,
      message: 'The service is busy: SiteTray can send this in about 30 seconds.',
    })
    expect(refused.attempts()).toBe(1)

    // During the pause a new click fails right away without being sent; the sweep just waits.
    const click = await apiFailure(scheduler.run({ lane: 'interactive', accountId: 'a' }, r.instant('another click')))
    expect(click).toMatchObject({ kind: 'rate_limited', retryAfterMs: 30_000 })
    const page = watch(scheduler.run({ lane: 'background', accountId: 'a' }, r.instant('page 1')))
    await advance(29_999)
    expect(page.state).toBe('pending')
    await advance(1)
    expect(page.state).toBe('resolved')
    expect(r.names()).toEqual(['save', 'page 1'])
  })

  it('a 429 seen in an answer pauses too, for a minute when it says nothing about how long', async () => {
    const scheduler = createScheduler()
    scheduler.observe(answer({ status: 429, rateLimitRemaining: 0, retryAfterMs: null }))
    expect(scheduler.status().pausedUntil).toBe(START + 60_000)
    const page = watch(scheduler.run({ lane: 'background', accountId: 'a' }, async () => 'page'))
    await advance(59_999)
    expect(page.state).toBe('pending')
    await advance(1)
    expect(page.state).toBe('resolved')
  })

  it("after the pause the whole limit is available again, as the server's window has reset", async () => {
    const scheduler = createScheduler()
    scheduler.observe(answer({ status: 429, rateLimitRemaining: 0, retryAfterMs: 5_000 }))
    const r = requests()
    for (let page = 1; page <= 60; page++)
      void scheduler.run({ lane: 'background', accountId: 'a' }, r.instant(`page ${page}`))
    await advance(5_000)
    expect(r.sent).toHaveLength(54)
  })

  it('errors other than a 429 reach the caller unchanged', async () => {
    const scheduler = createScheduler()
    const notFound = new ApiError({ kind: 'not_found', status: 404 })
    const bug = new TypeError('a bug in the task')
    await expect(scheduler.run({ lane: 'interactive', accountId: 'a' }, () => Promise.reject(notFound))).rejects.toBe(
      notFound,
    )
    await expect(
      scheduler.run({ lane: 'background', accountId: 'a' }, () => {
        throw bug
      }),
    ).rejects.toBe(bug)
    expect(scheduler.status()).toMatchObject({ pausedUntil: null, inFlight: 0 })
  })
})
