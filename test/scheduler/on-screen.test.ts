/**
 * Statistics on screen: while the overview is shown the idle lane's reads for it may use four
 * fifths of the limit — more than a fifth, never more than four fifths in any window — a click
 * still goes at once, the other statistics stay within a fifth and wait behind the screen's, and
 * once the overview is closed or hidden statistics are back within a fifth.
 */
import { describe, expect, it } from 'vitest'
import { createScheduler } from '../../src/main/scheduler'
import { advance, drain, requests, useFakeClock, watch, type Sent } from './helpers'

useFakeClock()

const MINUTE = 60_000

/** The most requests sent within any one window of `ms`. */
function busiest(sent: readonly Sent[], ms = MINUTE): number {
  return Math.max(0, ...sent.map(({ at }) => sent.filter((other) => other.at >= at && other.at < at + ms).length))
}

describe('statistics on screen', () => {
  it('may use four fifths of the limit in any window, and a fifth again once off screen', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const shown = scheduler.statsOnScreen()
    for (let n = 1; n <= 200; n++)
      void scheduler.run({ lane: 'idle', accountId: 'a', forScreen: true }, r.instant(`visitors ${n}`))
    await drain()
    expect(r.sent).toHaveLength(48)
    expect(scheduler.status().idle.budgetLeft).toBe(0)
    await advance(MINUTE + 1_000)
    expect(r.sent).toHaveLength(96)
    expect(busiest(r.sent)).toBe(48)

    // Closed: what was sent still counts, and from now on a window holds a fifth.
    shown.dispose()
    const before = r.sent.length
    await advance(3 * MINUTE)
    const after = r.sent.slice(before)
    expect(after.length).toBeGreaterThan(0)
    expect(busiest(after)).toBeLessThanOrEqual(12)
  })

  it('goes after a click: clicks made once statistics spent their share go at once, within the limit', async () => {
    const scheduler = createScheduler()
    const r = requests()
    scheduler.statsOnScreen()
    for (let n = 1; n <= 100; n++)
      void scheduler.run({ lane: 'idle', accountId: 'a', forScreen: true }, r.instant(`visitors ${n}`))
    await drain()
    expect(r.sent).toHaveLength(48)
    const click = watch(scheduler.run({ lane: 'interactive', accountId: 'a' }, r.instant('edit')))
    await drain()
    expect(click.state).toBe('resolved')
    expect(r.names().at(-1)).toBe('edit')
    // The fifth statistics leave is the user's: a burst of clicks goes at once too.
    const clicks = Array.from({ length: 10 }, (_, n) =>
      watch(scheduler.run({ lane: 'interactive', accountId: 'a' }, r.instant(`edit ${n}`))),
    )
    await drain()
    expect(clicks.every((each) => each.state === 'resolved')).toBe(true)
    await advance(3 * MINUTE)
    expect(busiest(r.sent)).toBeLessThanOrEqual(60)
  })

  it('lasts while anyone shows statistics: holders add up', async () => {
    const scheduler = createScheduler()
    const r = requests()
    const overview = scheduler.statsOnScreen()
    const website = scheduler.statsOnScreen()
    overview.dispose()
    overview.dispose()
    for (let n = 1; n <= 60; n++)
      void scheduler.run({ lane: 'idle', accountId: 'a', forScreen: true }, r.instant(`visitors ${n}`))
    await drain()
    expect(r.sent).toHaveLength(48)
    website.dispose()
    await advance(MINUTE + 1_000)
    expect(r.sent.length).toBeLessThanOrEqual(48 + 12)
  })

  it("keeps the other statistics within a fifth meanwhile, behind the screen's", async () => {
    const scheduler = createScheduler()
    const r = requests()
    scheduler.statsOnScreen()
    for (let n = 1; n <= 30; n++) void scheduler.run({ lane: 'idle', accountId: 'a' }, r.instant(`alerts ${n}`))
    for (let n = 1; n <= 60; n++)
      void scheduler.run({ lane: 'idle', accountId: 'a', forScreen: true }, r.instant(`overview ${n}`))
    await drain()
    const names = r.names()
    expect(names).toHaveLength(48)
    // The first two of the others (the lane's two on the wire) had gone before the screen's were asked; the rest waited.
    expect(names.filter((name) => name.startsWith('alerts')).length).toBeLessThanOrEqual(2)
    await advance(4 * MINUTE)
    const others = r.sent.filter(({ name }) => name.startsWith('alerts'))
    expect(others).toHaveLength(30)
    expect(busiest(others)).toBeLessThanOrEqual(12)
    expect(busiest(r.sent)).toBeLessThanOrEqual(48)
  })
})
