/**
 * "Statistics on screen": the faster budget holds only while the window shows a
 * statistics view and the window itself is before the user's eyes — not while it is hidden,
 * minimized or closed, nor after its page went — and it reaches every account's server.
 */
import { describe, expect, it } from 'vitest'
import type { RequestScheduler } from '../../src/main/scheduler'
import { StatsScreen } from '../../src/main/services/stats-screen'

function servers(count: number) {
  const held = Array.from({ length: count }, () => 0)
  const schedulers = held.map(
    (_, index) =>
      ({
        statsOnScreen: () => {
          held[index]! += 1
          return { dispose: () => void (held[index]! -= 1) }
        },
      }) as unknown as RequestScheduler,
  )
  return { held, schedulers }
}

describe('statistics on screen', () => {
  it('needs both the view shown and the window shown, and ends with either', () => {
    const { held, schedulers } = servers(2)
    const screen = new StatsScreen(() => schedulers)
    screen.view({ view: 'overview' }, true)
    expect(held).toEqual([0, 0])
    screen.window(true)
    expect(held).toEqual([1, 1])
    // Hidden or minimized: back to the background's budget; shown again: faster again.
    screen.window(false)
    expect(held).toEqual([0, 0])
    screen.window(true)
    expect(held).toEqual([1, 1])
    screen.view({ view: 'overview' }, false)
    expect(held).toEqual([0, 0])
  })

  it('ends when the page goes, and follows the accounts while on screen', () => {
    const { held, schedulers } = servers(3)
    let shownServers = schedulers.slice(0, 2)
    const screen = new StatsScreen(() => shownServers)
    screen.window(true)
    screen.view({ view: 'overview' }, true)
    expect(held).toEqual([1, 1, 0])
    shownServers = schedulers
    screen.accountsChanged()
    expect(held).toEqual([1, 1, 1])
    screen.pageGone()
    expect(held).toEqual([0, 0, 0])
    // A new page that shows the overview says so again.
    screen.view({ view: 'overview' }, true)
    expect(held).toEqual([1, 1, 1])
    screen.dispose()
    expect(held).toEqual([0, 0, 0])
  })

  it("a website's view takes its own account's server alone, and the same view said twice is one", () => {
    const { held, schedulers } = servers(2)
    const screen = new StatsScreen((view) =>
      view.view === 'website' ? [schedulers[view.accountId === 'a' ? 0 : 1]!] : schedulers,
    )
    screen.window(true)
    const shop = { view: 'website', accountId: 'a', websiteId: '1' } as const
    screen.view(shop, true)
    screen.view(shop, true)
    expect(held).toEqual([1, 0])
    screen.view({ view: 'website', accountId: 'b', websiteId: '7' }, true)
    expect(held).toEqual([1, 1])
    screen.view({ view: 'website', accountId: 'b', websiteId: '7' }, false)
    expect(held).toEqual([1, 0])
    screen.view(shop, false)
    expect(held).toEqual([0, 0])
  })
})
