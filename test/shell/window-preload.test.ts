/** The window's page is loaded before the first click, once SiteTray is idle after start. */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { Emitter } from '../../src/shared/base/event'
import type { AccountSummary } from '../../src/shared/accounts'
import type { ServicesEvent } from '../../src/main/services'
import { preloadWindowWhenIdle } from '../../src/main/shell/window-preload'

function fakeServices(busy: { value: boolean }) {
  const events = new Emitter<ServicesEvent>()
  const account = (): AccountSummary =>
    ({ status: { activities: busy.value ? [{ kind: 'syncing' }] : [] } }) as unknown as AccountSummary
  return { events, services: { onEvent: events.event, accounts: { list: () => [account()] } } as never }
}

describe('the window preloaded after start', () => {
  beforeEach(() => vi.useFakeTimers())
  afterEach(() => vi.useRealTimers())

  it('is created once the accounts are idle, not before the tray has had its moment', () => {
    const busy = { value: false }
    const { services } = fakeServices(busy)
    const prepare = vi.fn()
    preloadWindowWhenIdle({ services, prepare, minDelayMs: 1_000, maxDelayMs: 8_000 })
    vi.advanceTimersByTime(999)
    expect(prepare).not.toHaveBeenCalled()
    vi.advanceTimersByTime(1)
    expect(prepare).toHaveBeenCalledTimes(1)
    vi.advanceTimersByTime(10_000)
    expect(prepare).toHaveBeenCalledTimes(1)
  })

  it('waits for a first sweep to end, then loads at once', () => {
    const busy = { value: true }
    const { services, events } = fakeServices(busy)
    const prepare = vi.fn()
    preloadWindowWhenIdle({ services, prepare, minDelayMs: 1_000, maxDelayMs: 8_000 })
    vi.advanceTimersByTime(3_000)
    events.fire({ type: 'accounts-changed', payload: { accounts: [] } })
    expect(prepare).not.toHaveBeenCalled()
    busy.value = false
    events.fire({ type: 'sync-status', payload: { status: {} } } as never)
    expect(prepare).toHaveBeenCalledTimes(1)
  })

  it('loads at the latest after the longest wait, however busy the accounts stay, and never after being disposed', () => {
    const busy = { value: true }
    const { services } = fakeServices(busy)
    const prepare = vi.fn()
    preloadWindowWhenIdle({ services, prepare, minDelayMs: 1_000, maxDelayMs: 8_000 })
    vi.advanceTimersByTime(8_000)
    expect(prepare).toHaveBeenCalledTimes(1)

    const later = vi.fn()
    preloadWindowWhenIdle({ services, prepare: later }).dispose()
    vi.advanceTimersByTime(60_000)
    expect(later).not.toHaveBeenCalled()
  })
})
