import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { startSandbox, type RecordedRequest } from '../../src/main/sandbox'
import { call, manualClock, withSandbox } from './helpers'
import { watchSettled } from '../support/settled'

const LIST = '/api/v1/websites'

/**
 * An `onRequest` hook, and a promise for the next request it hears of: the test waits for the sandbox to have the
 * request, not for time to pass.
 */
function arrivals(): { onRequest(): void; next(): Promise<void> } {
  let heard: () => void = () => undefined
  return {
    onRequest: () => heard(),
    next: () => new Promise<void>((resolve) => (heard = resolve)),
  }
}

describe('injected faults', () => {
  it('html-500 answers a 500 HTML error page', () =>
    withSandbox({}, async (sandbox) => {
      sandbox.injectFault({ fault: { kind: 'html-500' } })
      const response = await call(sandbox, LIST)
      expect(response.status).toBe(500)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.text).toMatch(/^<!DOCTYPE html>/)
      expect(response.body).toBeUndefined()
    }))

  it('html-200 answers a 200 HTML login page', () =>
    withSandbox({}, async (sandbox) => {
      sandbox.injectFault({ fault: { kind: 'html-200' } })
      const response = await call(sandbox, LIST)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toMatch(/^text\/html/)
      expect(response.text).toContain('name="password"')
      expect(response.body).toBeUndefined()
    }))

  it('redirect-login answers 302 to /login with no body', () =>
    withSandbox({}, async (sandbox) => {
      sandbox.injectFault({ fault: { kind: 'redirect-login' } })
      const response = await call(sandbox, LIST)
      expect(response.status).toBe(302)
      expect(response.headers.get('location')).toBe(`${sandbox.url}/login`)
      expect(response.text).toBe('')
    }))

  it('malformed-json answers 200 application/json with a truncated body', () =>
    withSandbox({}, async (sandbox) => {
      sandbox.injectFault({ fault: { kind: 'malformed-json' } })
      const response = await call(sandbox, LIST)
      expect(response.status).toBe(200)
      expect(response.headers.get('content-type')).toBe('application/json')
      expect(response.text.startsWith('{"data": [')).toBe(true)
      expect(() => JSON.parse(response.text)).toThrow(SyntaxError)
    }))

  it("claim-pages answers the list as it is, with the pagination's claim in its meta; a key it refuses stays refused", () =>
    withSandbox({}, async (sandbox) => {
      sandbox.injectFault({
        fault: { kind: 'claim-pages', lastPage: 100_000_000, total: 10_000_000_000 },
        path: LIST,
        times: Infinity,
      })
      const claimed = await call(sandbox, `${LIST}?per_page=100`)
      expect(claimed.status).toBe(200)
      expect(claimed.body).toMatchObject({ meta: { last_page: 100_000_000, total: 10_000_000_000, per_page: 100 } })
      expect((claimed.body as { data: unknown[] }).data).toHaveLength(36)
      expect((await call(sandbox, LIST, { key: 'sk_wrong' })).status).toBe(401)
    }))

  it('hang never answers; the client has to give up', async () => {
    // "Never" as far as any timer of the sandbox's could tell: an hour of fake time passes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    const requests = arrivals()
    await withSandbox({ onRequest: requests.onRequest }, async (sandbox) => {
      sandbox.injectFault({ fault: { kind: 'hang' } })
      const received = requests.next()
      const giveUp = new AbortController()
      const hung = watchSettled(call(sandbox, LIST, { signal: giveUp.signal }))
      await received
      await vi.advanceTimersByTimeAsync(60 * 60_000)
      // A request sent after the hung one is answered in full while the hung one still has nothing:
      // had the sandbox answered or dropped it, that would have reached the client first.
      expect((await call(sandbox, LIST)).status).toBe(200)
      expect(hung.settled()).toBe(false)
      giveUp.abort()
      await expect(hung.promise).rejects.toMatchObject({ name: 'AbortError' })
    })
  })

  it('drop closes the connection without a response', () =>
    withSandbox({}, async (sandbox) => {
      sandbox.injectFault({ fault: { kind: 'drop' } })
      await expect(call(sandbox, LIST)).rejects.toThrow(TypeError)
      expect((await call(sandbox, LIST)).status).toBe(200)
    }))

  it('stall-body sends the headers and the start of a body, then nothing more', async () => {
    // "Nothing more" as far as any timer of the sandbox's could tell: an hour of fake time passes.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    await withSandbox({}, async (sandbox) => {
      sandbox.injectFault({ fault: { kind: 'stall-body' } })
      const giveUp = new AbortController()
      const response = await fetch(`${sandbox.url}${LIST}`, {
        headers: { authorization: `Bearer ${sandbox.apiKey}`, accept: 'application/json' },
        signal: giveUp.signal,
      })
      expect(response.status).toBe(200)
      const reader = response.body!.getReader()
      const first = await reader.read()
      expect(new TextDecoder().decode(first.value)).toMatch(/^\{"data": \[/)
      const rest = watchSettled(reader.read())
      await vi.advanceTimersByTimeAsync(60 * 60_000)
      // A request sent after the stall is answered in full while the stalled body still has nothing more:
      // more of it, or its end, would have reached the client first.
      expect((await call(sandbox, LIST)).status).toBe(200)
      expect(rest.settled()).toBe(false)
      giveUp.abort()
      await expect(rest.promise).rejects.toMatchObject({ name: 'AbortError' })
    })
  })

  it('drop-body sends the headers and the start of a body, then resets the connection', () =>
    withSandbox({}, async (sandbox) => {
      sandbox.injectFault({ fault: { kind: 'drop-body' } })
      const response = await fetch(`${sandbox.url}${LIST}`, {
        headers: { authorization: `Bearer ${sandbox.apiKey}`, accept: 'application/json' },
      })
      expect(response.status).toBe(200)
      await expect(response.text()).rejects.toThrow(TypeError)
      expect((await call(sandbox, LIST)).status).toBe(200)
    }))

  it('status answers any canned JSON response', () =>
    withSandbox({}, async (sandbox) => {
      sandbox.injectFault({
        fault: {
          kind: 'status',
          status: 503,
          body: { message: 'Down for maintenance.', status: 503 },
          headers: { 'Retry-After': '30' },
        },
      })
      const response = await call(sandbox, LIST)
      expect(response.status).toBe(503)
      expect(response.headers.get('content-type')).toBe('application/json')
      expect(response.headers.get('retry-after')).toBe('30')
      expect(response.body).toEqual({ message: 'Down for maintenance.', status: 503 })

      sandbox.injectFault({ fault: { kind: 'status', status: 502 } })
      const defaulted = await call(sandbox, LIST)
      expect(defaulted.status).toBe(502)
      expect(defaulted.body).toEqual({ message: 'Bad Gateway', status: 502 })
    }))

  it('applies a rule `times` times, Infinity until cleared', () =>
    withSandbox({}, async (sandbox) => {
      sandbox.injectFault({ fault: { kind: 'status', status: 500 }, times: 2 })
      const statuses: number[] = []
      for (let index = 0; index < 3; index++) statuses.push((await call(sandbox, LIST)).status)
      expect(statuses).toEqual([500, 500, 200])

      sandbox.injectFault({ fault: { kind: 'status', status: 503 }, times: Number.POSITIVE_INFINITY })
      for (let index = 0; index < 5; index++) expect((await call(sandbox, LIST)).status).toBe(503)
      sandbox.clearFaults()
      expect((await call(sandbox, LIST)).status).toBe(200)
    }))

  it('matches on method and path (string or RegExp), first matching rule first', () =>
    withSandbox({}, async (sandbox) => {
      sandbox.injectFault({ fault: { kind: 'status', status: 409 }, method: 'post', path: LIST })
      sandbox.injectFault({ fault: { kind: 'status', status: 418 }, path: /\/websites\/\d+$/g, times: 3 })
      sandbox.injectFault({ fault: { kind: 'status', status: 500 } })
      expect((await call(sandbox, `${LIST}/1`)).status).toBe(418)
      expect((await call(sandbox, `${LIST}/2`)).status).toBe(418)
      expect((await call(sandbox, `/public/api/v1/websites/3`)).status).toBe(418)
      expect((await call(sandbox, `${LIST}/1`)).status).toBe(500)
      expect((await call(sandbox, `${LIST}/1`)).status).toBe(200)
      expect((await call(sandbox, LIST, { method: 'POST', form: { domain: 'x.example.com' } })).status).toBe(409)
      expect((await call(sandbox, LIST, { method: 'POST', form: { domain: 'x.example.com' } })).status).toBe(201)
    }))

  it('comes before authentication and the rate limit, and is not counted', () => {
    const clock = manualClock()
    return withSandbox({ rateLimitPerMinute: 5, now: clock.now }, async (sandbox) => {
      sandbox.injectFault({ fault: { kind: 'status', status: 500 }, times: 2 })
      const faulted = await call(sandbox, LIST, { key: null })
      expect(faulted.status).toBe(500)
      expect(faulted.headers.get('x-ratelimit-limit')).toBeNull()
      expect((await call(sandbox, LIST, { key: sandbox.restrictedApiKey })).status).toBe(500)
      const normal = await call(sandbox, LIST)
      expect(normal.headers.get('x-ratelimit-remaining')).toBe('4')
    })
  })

  it('refuses a negative times', () =>
    withSandbox({}, async (sandbox) => {
      expect(() => sandbox.injectFault({ fault: { kind: 'hang' }, times: -1 })).toThrow(TypeError)
    }))
})

describe('latency and shutdown', () => {
  it('delays every response by latencyMs', async () => {
    // The latency is the sandbox's setTimeout: fake time decides when it is over, the loopback I/O stays real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    const requests = arrivals()
    const witness = await startSandbox({ rateLimitPerMinute: 0 })
    onTestFinished(() => witness.close())
    await withSandbox({ latencyMs: 250, onRequest: requests.onRequest }, async (sandbox) => {
      for (const [path, status] of [
        [LIST, 200],
        ['/nothing', 404],
      ] as const) {
        const received = requests.next()
        const answer = watchSettled(call(sandbox, path))
        await received
        await vi.advanceTimersByTimeAsync(249)
        // A whole exchange with an undelayed sandbox, started now: an answer already sent would be in by its end.
        await call(witness, LIST)
        expect(answer.settled(), path).toBe(false)
        await vi.advanceTimersByTimeAsync(1)
        expect((await answer.promise).status, path).toBe(status)
      }
    })
  })

  it('records a request before the latency delay', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    const seen: RecordedRequest[] = []
    const requests = arrivals()
    const onRequest = (request: RecordedRequest): void => {
      seen.push(request)
      requests.onRequest()
    }
    await withSandbox({ latencyMs: 400, onRequest }, async (sandbox) => {
      const received = requests.next()
      const answer = watchSettled(call(sandbox, LIST))
      // Fake time stands still, so the latency wait cannot end: a request recorded only after it is never heard of, and
      // this test times out.
      await received
      expect(seen.map((request) => request.path)).toEqual([LIST])
      expect(answer.settled()).toBe(false)
      await vi.advanceTimersByTimeAsync(400)
      expect((await answer.promise).status).toBe(200)
    })
  })

  it('close() ends a hanging request and resolves', async () => {
    const requests = arrivals()
    const sandbox = await startSandbox({ seed: 0, onRequest: requests.onRequest })
    sandbox.injectFault({ fault: { kind: 'hang' } })
    const received = requests.next()
    const outcome = call(sandbox, LIST).then(
      () => 'answered',
      () => 'failed',
    )
    await received
    // A plain server.close() would wait for the hung request until Node's request timeout, minutes away: this test
    // would time out first.
    await sandbox.close()
    expect(await outcome).toBe('failed')
  })

  it('close() ends keep-alive connections and a latency wait, and can be called twice', async () => {
    // Fake time never ends the latency wait by itself: only close() can, and it must leave no timer behind.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    const requests = arrivals()
    const sandbox = await startSandbox({ seed: 0, latencyMs: 5_000, onRequest: requests.onRequest })
    const received = requests.next()
    const slow = call(sandbox, LIST).then(
      () => 'answered',
      () => 'failed',
    )
    await received
    // The latency wait is on the fake clock.
    expect(vi.getTimerCount()).toBeGreaterThan(0)
    await Promise.all([sandbox.close(), sandbox.close()])
    expect(vi.getTimerCount()).toBe(0)
    expect(await slow).toBe('failed')
    await expect(fetch(`${sandbox.url}${LIST}`)).rejects.toThrow(TypeError)
  })
})
