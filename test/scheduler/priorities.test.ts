import { describe, expect, it } from 'vitest'
import { createScheduler } from '../../src/main/scheduler'
import { advance, answer, drain, requests, useFakeClock, watch } from './helpers'

useFakeClock()

describe('interactive work goes before background work', () => {
  it('a click made during a 50-request sweep is sent at once, not after the sweep', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const sweep = Array.from({ length: 50 }, (_, page) => r.held(`page ${page + 1}`))
    for (const page of sweep) void scheduler.run({ lane: 'background', accountId: 'a' }, page.task)
    await drain()
    expect(r.names()).toEqual(['page 1', 'page 2'])

    const click = watch(scheduler.run({ lane: 'interactive', accountId: 'a' }, r.instant('favorite')))
    await drain()
    expect(r.names()).toEqual(['page 1', 'page 2', 'favorite'])
    expect(click.state).toBe('resolved')
    expect(scheduler.status().queued).toEqual({ interactive: 0, background: 48 })
  })

  it('when the limit is used up, the next token goes to the click even though the sweep queued first', async () => {
    const scheduler = createScheduler()
    scheduler.observe(answer({ rateLimitRemaining: 0 }))
    const r = requests()
    for (let page = 1; page <= 50; page++)
      void scheduler.run({ lane: 'background', accountId: 'a' }, r.instant(`page ${page}`))
    const click = watch(scheduler.run({ lane: 'interactive', accountId: 'a' }, r.instant('rename')))

    await advance(999)
    expect(r.sent).toEqual([])
    await advance(1)
    expect(r.sent.map(({ name, at }) => [name, at])).toEqual([['rename', 1_000]])
    expect(click.state).toBe('resolved')
  })

  it('the sweep never spends the last tenth of the limit: 54 of 60 go, the user still has 6 at once', async () => {
    const scheduler = createScheduler()
    const r = requests()
    for (let page = 1; page <= 100; page++)
      void scheduler.run({ lane: 'background', accountId: 'a' }, r.instant(`page ${page}`))
    await drain()
    expect(r.sent).toHaveLength(54)
    expect(scheduler.status().tokens).toBe(6)

    const clicks = Array.from({ length: 7 }, (_, n) =>
      watch(scheduler.run({ lane: 'interactive', accountId: 'a' }, r.instant(`click ${n + 1}`))),
    )
    await drain()
    expect(clicks.map((click) => click.state)).toEqual([...Array(6).fill('resolved'), 'pending'])
    expect(r.sent).toHaveLength(60)

    await advance(1_000)
    expect(clicks[6]?.state).toBe('resolved')
    expect(r.sent.at(-1)?.name).toBe('click 7')
    // The user's seventh click took the refilled token; the sweep is still behind the reserve.
    expect(r.sent.filter((request) => request.name.startsWith('page'))).toHaveLength(54)
  })

  it('a sweep keeps at most 2 requests on the wire, clicks up to 4', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const pages = Array.from({ length: 5 }, (_, n) => r.held(`page ${n + 1}`))
    const clicks = Array.from({ length: 6 }, (_, n) => r.held(`click ${n + 1}`))
    for (const page of pages) void scheduler.run({ lane: 'background', accountId: 'a' }, page.task)
    for (const click of clicks) void scheduler.run({ lane: 'interactive', accountId: 'a' }, click.task)
    await drain()
    expect(r.names().sort()).toEqual(['click 1', 'click 2', 'click 3', 'click 4', 'page 1', 'page 2'])
    expect(scheduler.status()).toMatchObject({ inFlight: 6, queued: { interactive: 2, background: 3 } })

    clicks[0]?.release()
    await drain()
    expect(r.names().at(-1)).toBe('click 5')
    // A click still waits for a place on the wire, so the sweep does not get ahead of it.
    pages[0]?.release()
    await drain()
    expect(r.names().at(-1)).toBe('click 5')
    clicks[1]?.release()
    await drain()
    expect(r.names().slice(-2)).toEqual(['click 6', 'page 3'])
  })
})
