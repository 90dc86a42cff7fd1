import { describe, expect, it, vi } from 'vitest'
import { ApiError, type ResponseInfo } from '../../src/main/api'
import { createScheduler } from '../../src/main/scheduler'
import { apiFailure } from '../support/errors'
import { advance, answer, drain, requests, useFakeClock, watch } from './helpers'

useFakeClock()

describe('the rate limit', () => {
  it('61 sweep requests: 54 go at once, the rest one a second as the limit refills, with one timer', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const pages = Array.from({ length: 61 }, (_, n) =>
      watch(scheduler.run({ lane: 'background', accountId: 'a' }, r.instant(`page ${n + 1}`))),
    )
    await drain()
    expect(r.sent).toHaveLength(54)
    expect(vi.getTimerCount()).toBe(1)

    await advance(999)
    expect(r.sent).toHaveLength(54)
    await advance(6_001)
    expect(r.sent.slice(54).map((request) => request.at)).toEqual([1_000, 2_000, 3_000, 4_000, 5_000, 6_000, 7_000])
    expect(pages.every((page) => page.state === 'resolved')).toBe(true)
    expect(vi.getTimerCount()).toBe(0)
  })

  it('follows X-RateLimit-Remaining: with 3 left, 3 clicks go before the refill', async () => {
    const scheduler = createScheduler()
    scheduler.observe(answer({ rateLimitRemaining: 3 }))
    expect(scheduler.status().tokens).toBe(3)
    const r = requests()
    for (let n = 1; n <= 5; n++) void scheduler.run({ lane: 'interactive', accountId: 'a' }, r.instant(`click ${n}`))
    await drain()
    expect(r.sent).toHaveLength(3)
    await advance(2_000)
    expect(r.sent.map((request) => request.at)).toEqual([0, 0, 0, 1_000, 2_000])
  })

  it('follows X-RateLimit-Remaining for the sweep too, which stops at the reserve', async () => {
    const scheduler = createScheduler()
    scheduler.observe(answer({ rateLimitRemaining: 9 }))
    const r = requests()
    for (let page = 1; page <= 5; page++)
      void scheduler.run({ lane: 'background', accountId: 'a' }, r.instant(`page ${page}`))
    await drain()
    expect(r.sent).toHaveLength(3)
  })

  it('follows X-RateLimit-Limit: a server allowing 30 a minute refills one token every 2 s', async () => {
    const scheduler = createScheduler()
    scheduler.observe(answer({ rateLimitLimit: 30, rateLimitRemaining: 0 }))
    expect(scheduler.status().limitPerMinute).toBe(30)
    const r = requests()
    for (let n = 1; n <= 3; n++) void scheduler.run({ lane: 'interactive', accountId: 'a' }, r.instant(`click ${n}`))
    await advance(6_000)
    expect(r.sent.map((request) => request.at)).toEqual([2_000, 4_000, 6_000])
  })

  it('clicks that could not go within 10 s fail at once with a busy message instead of hanging', async () => {
    const scheduler = createScheduler()
    scheduler.observe(answer({ rateLimitRemaining: 0 }))
    const r = requests()
    const clicks = Array.from({ length: 12 }, (_, n) =>
      watch(scheduler.run({ lane: 'interactive', accountId: 'a' }, r.instant(`click ${n + 1}`))),
    )
    await drain()
    expect(clicks.map((click) => click.state)).toEqual([...Array(10).fill('pending'), 'rejected', 'rejected'])
    const error = clicks[10]?.error
    expect(error).toBeInstanceOf(ApiError)
    expect(error).toMatchObject({
      kind: 'rate_limited',
      retryAfterMs: 11_000,
      message: 'The service is busy: SiteTray can send this in about 11 seconds.',
    })

    await advance(10_000)
    expect(clicks.slice(0, 10).every((click) => click.state === 'resolved')).toBe(true)
    expect(r.sent).toHaveLength(10)
  })

  it('a shorter wait limit is honoured', async () => {
    const scheduler = createScheduler({ interactiveMaxWaitMs: 500 })
    scheduler.observe(answer({ rateLimitRemaining: 0 }))
    const error = await apiFailure(scheduler.run({ lane: 'interactive', accountId: 'a' }, async () => 'never'))
    expect(error).toMatchObject({ kind: 'rate_limited', retryAfterMs: 1_000 })
  })

  it('sweep requests wait as long as it takes, they never fail for the limit', async () => {
    const scheduler = createScheduler()
    scheduler.observe(answer({ rateLimitRemaining: 0 }))
    const r = requests()
    const page = watch(scheduler.run({ lane: 'background', accountId: 'a' }, r.instant('page 1')))
    // The server said its window is spent: the sweep waits for the window to end, however long.
    await advance(59_999)
    expect(page.state).toBe('pending')
    await advance(1)
    expect(page.state).toBe('resolved')
  })

  it("a sweep follows the server's fixed window and leaves it the reserve: no 429, and a click goes at once", async () => {
    const scheduler = createScheduler()
    const server = fixedWindowServer(60, 60_000)
    const sent: string[] = []
    const pageTask = (name: string) => async (): Promise<string> => {
      sent.push(name)
      scheduler.observe(server.hit())
      return name
    }
    const pages = Array.from({ length: 100 }, (_, index) =>
      watch(scheduler.run({ lane: 'background', accountId: 'a' }, pageTask(`page ${index + 1}`))),
    )
    await advance(30_000)
    // 54 pages, then the sweep holds back the last 6 of the window for the user.
    expect(sent).toHaveLength(54)
    const click = watch(scheduler.run({ lane: 'interactive', accountId: 'a' }, pageTask('click')))
    await drain()
    expect(click.state).toBe('resolved')
    // The user is at work when the next window starts: the sweep leaves them half of it.
    await advance(25_000)
    void scheduler.run({ lane: 'interactive', accountId: 'a' }, pageTask('second click'))
    await advance(6_000)
    expect(sent).toHaveLength(56 + 30)
    // Twenty seconds after the last click, the sweep takes what it needs.
    await advance(20_000)
    expect({ sent: sent.length, refused: server.refused }).toEqual({ sent: 102, refused: 0 })
    expect(pages.every((page) => page.state === 'resolved')).toBe(true)
  })
})

/** Laravel's throttle: a fixed window from its first request, a 429 once the count is spent. */
function fixedWindowServer(limit: number, windowMs: number) {
  let windowStart = -Infinity
  let used = 0
  const server = {
    refused: 0,
    hit(): ResponseInfo {
      const now = Date.now()
      if (now >= windowStart + windowMs) {
        windowStart = now
        used = 0
      }
      if (used >= limit) {
        server.refused += 1
        return answer({ status: 429, rateLimitRemaining: 0, retryAfterMs: windowStart + windowMs - now })
      }
      used += 1
      return answer({ rateLimitRemaining: limit - used })
    },
  }
  return server
}

describe('the scheduler never keeps the app running', () => {
  it('its timer does not hold the process open', async () => {
    vi.useRealTimers()
    const timers = (): number => process.getActiveResourcesInfo().filter((resource) => resource === 'Timeout').length
    const before = timers()
    const scheduler = createScheduler()
    scheduler.observe(answer({ status: 429, retryAfterMs: 60_000 }))
    const page = scheduler.run({ lane: 'background', accountId: 'a' }, async () => 'page')
    expect(scheduler.status().queued.background).toBe(1)
    expect(timers()).toBe(before)
    scheduler.dispose()
    await expect(page).rejects.toMatchObject({ kind: 'network', message: 'The request was cancelled.' })
  })
})
