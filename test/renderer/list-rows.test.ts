/**
 * The list's rows in the window's data layer, in Node: a query is sent the moment it changes (no
 * timer), an answer overtaken by a newer query is never shown even when it comes last, rows asked
 * for an older list are dropped, and each block of rows is asked for once.
 */
import { afterEach, describe, expect, it, vi } from 'vitest'
import { effectScope } from 'vue'
import { listRows, type FetchRows } from '../../src/renderer/src/lib/list-rows'
import { useWebsiteList } from '../../src/renderer/src/features/websites/useWebsiteList'
import type { SiteTrayBridge } from '../../src/shared/ipc-interfaces'
import type { ListWindow } from '../../src/shared/list-query'
import type { IpcResult } from '../../src/renderer/src/lib/ipc-errors'
import { account, seed, websites, WORK_ID } from './fixtures'
import { freshPinia, startFakeMain, stopFakeMain } from './node-main'

interface Asked {
  offset: number
  limit: number
  answer(items: string[], total: number): void
}

/** A fetch whose answers the test gives, in any order. */
function controlledFetch(): { fetchRows: FetchRows; asked: Asked[] } {
  const asked: Asked[] = []
  const fetchRows: FetchRows = (offset, limit) =>
    new Promise<IpcResult<ListWindow>>((resolve) => {
      asked.push({
        offset,
        limit,
        answer: (domains, total) =>
          resolve({
            ok: true,
            data: {
              items: websites(domains.length).map((site, at) => ({ ...site, id: domains[at]!, domain: domains[at]! })),
              offset,
              total,
              order: 'domain-asc',
              source: 'mirror',
              incomplete: false,
              anchorIndex: null,
            },
          }),
      })
    })
  return { fetchRows, asked }
}

const flush = async (): Promise<void> => {
  for (let turn = 0; turn < 5; turn++) await Promise.resolve()
}

afterEach(() => {
  stopFakeMain()
  vi.useRealTimers()
})

describe("the list's rows", () => {
  it('never shows the answer to a query the user has typed past, even when it comes last', async () => {
    const { fetchRows, asked } = controlledFetch()
    const rows = listRows(fetchRows)
    const first = rows.load({ fromTop: true })
    const second = rows.load({ fromTop: true })
    asked[1]!.answer(['ca.example'], 1)
    asked[0]!.answer(['c.example', 'ca.example', 'cb.example'], 3)
    expect(await first).toBeNull()
    expect(await second).toMatchObject({ total: 1 })
    expect(rows.total.value).toBe(1)
    expect([...rows.rows.value.values()].map((site) => site.domain)).toEqual(['ca.example'])
  })

  it('asks for each block in view once, and drops rows asked for a list that has since changed', async () => {
    const { fetchRows, asked } = controlledFetch()
    const rows = listRows(fetchRows)
    const loading = rows.load({ fromTop: true })
    asked[0]!.answer(
      Array.from({ length: 100 }, (_, n) => `a${n}`),
      1_000,
    )
    await loading
    rows.show({ start: 180, end: 215 })
    rows.show({ start: 185, end: 220 })
    expect(asked.slice(1).map(({ offset, limit }) => [offset, limit])).toEqual([
      [100, 100],
      [200, 100],
    ])
    // The list changes before those rows come: they belong to the old list.
    const again = rows.load({ fromTop: false })
    asked[1]!.answer(
      Array.from({ length: 100 }, (_, n) => `old${n}`),
      1_000,
    )
    await flush()
    expect(rows.rows.value.get(150)).toBeUndefined()
    asked[3]!.answer(
      Array.from({ length: 200 }, (_, n) => `new${n + 100}`),
      1_000,
    )
    await again
    expect(rows.rows.value.get(150)?.domain).toBe('new150')
  })

  it('sends a search the moment it is typed: no timer stands between a key and its query', async () => {
    vi.useFakeTimers()
    const main = startFakeMain(seed({ accounts: [account(WORK_ID, 'Work')], websites: { [WORK_ID]: websites(30) } }))
    freshPinia()
    const scope = effectScope()
    const list = scope.run(() => useWebsiteList())!
    list.show(account(WORK_ID, 'Work'))
    list.setSearch('b')
    list.setSearch('ba')
    await flush()
    expect(vi.getTimerCount()).toBe(0)
    expect(
      main.calls
        .filter((call) => call.channel === 'websites:listWindow')
        .map((call) => (call.request as { search?: string }).search),
    ).toEqual([undefined, 'b', 'ba'])
    await vi.waitFor(() => expect(list.total).toBe(websites(30).filter((site) => site.domain.includes('ba')).length))
    scope.stop()
  })

  it('lets a new order come first when the list changes while it is on its way, so the view goes to the top instead of jumping', async () => {
    const main = startFakeMain(seed({ accounts: [account(WORK_ID, 'Work')], websites: { [WORK_ID]: websites(300) } }))
    freshPinia()
    const scope = effectScope()
    const list = scope.run(() => useWebsiteList())!
    const windows = (): number => main.calls.filter((call) => call.channel === 'websites:listWindow').length
    list.show(account(WORK_ID, 'Work'))
    await vi.waitFor(() => expect(list.order).toBe('domain-asc'))
    list.showRange({ start: 120, end: 135 })
    await vi.waitFor(() => expect(list.rowAt(130)).toBeDefined())
    const asked = windows()

    main.hold('websites:listWindow')
    list.setOrder('newest')
    // Heard here after the store (listeners are called in the order they subscribed).
    const heard = new Promise((resolve) =>
      (globalThis as unknown as { sitetray: SiteTrayBridge }).sitetray.on('websites-changed', resolve),
    )
    main.emit('websites-changed', { accountId: WORK_ID })
    await heard
    // The change is heard while the new order is on its way: nothing else is asked before it answers.
    expect(windows()).toBe(asked + 1)
    const tickets = { query: list.queryTicket, shift: list.shift.ticket }
    main.release('websites:listWindow')
    await vi.waitFor(() => expect(windows()).toBe(asked + 2))
    await vi.waitFor(() => expect(list.queryTicket).toBe(tickets.query + 1))
    expect(list.shift.ticket).toBe(tickets.shift)
    expect((main.calls.at(-1)?.request as { order?: string }).order).toBe('newest')
    scope.stop()
  })
})
