import { describe, expect, it } from 'vitest'
import { createSchedulerRegistry } from '../../src/main/scheduler'
import { apiFailure } from '../support/errors'
import { answer, drain, requests, useFakeClock, watch } from './helpers'

useFakeClock()

describe('one scheduler per service address', () => {
  it('two accounts on the same server share one limit, whatever path or spelling their address has', () => {
    const registry = createSchedulerRegistry()
    const first = registry.forService('https://stats.example.com')
    const second = registry.forService('https://STATS.example.com:443/public/api/v1/')
    expect(second).toBe(first)

    first.observe(answer({ rateLimitRemaining: 0 }))
    expect(second.status().tokens).toBe(0)
    registry.dispose()
  })

  it('a different port or host is another server with its own limit', async () => {
    const registry = createSchedulerRegistry()
    const paused = registry.forService('http://127.0.0.1:8080')
    paused.observe(answer({ status: 429, retryAfterMs: 30_000 }))
    const r = requests()
    const otherPort = watch(
      registry.forService('http://127.0.0.1:8081').run({ lane: 'background', accountId: 'a' }, r.instant('other port')),
    )
    const otherHost = watch(
      registry
        .forService('https://stats.example.org')
        .run({ lane: 'background', accountId: 'a' }, r.instant('other host')),
    )
    await drain()
    expect([otherPort.state, otherHost.state]).toEqual(['resolved', 'resolved'])
    expect(paused.status().pausedUntil).not.toBeNull()
    registry.dispose()
  })

  it('cancelling an account reaches its work on every server', async () => {
    const registry = createSchedulerRegistry()
    const r = requests()
    const one = registry.forService('https://one.example.com')
    const two = registry.forService('https://two.example.com')
    const runs = [one, two].map((scheduler) =>
      watch(scheduler.run({ lane: 'background', accountId: 'a' }, r.held('page').task)),
    )
    await drain()
    registry.cancelAccount('a')
    await drain()
    expect(runs.map((run) => run.state)).toEqual(['rejected', 'rejected'])
    registry.dispose()
  })

  it('an address the client would refuse is refused here too', async () => {
    const registry = createSchedulerRegistry()
    const error = await apiFailure(Promise.resolve().then(() => registry.forService('http://stats.example.com')))
    expect(error.kind).toBe('invalid_request')
  })

  it('dispose cancels the queued work of every server', async () => {
    const registry = createSchedulerRegistry()
    const scheduler = registry.forService('https://stats.example.com')
    scheduler.observe(answer({ status: 429, retryAfterMs: 5_000 }))
    const run = watch(scheduler.run({ lane: 'background', accountId: 'a' }, async () => 'page'))
    registry.dispose()
    await drain()
    expect(run.state).toBe('rejected')
    expect(registry.forService('https://stats.example.com')).not.toBe(scheduler)
  })
})
