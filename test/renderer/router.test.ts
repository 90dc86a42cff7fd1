/**
 * The window's router in Node, against the fake main process: the tray's
 * deep links (`app:takeNavigation` at start, `navigate` events after) and the
 * window's own moves land where a user expects, and a view's leave guard is
 * asked before any of them.
 */
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import type { Navigation } from '../../src/shared/ipc-contract'
import { useAccounts } from '../../src/renderer/src/composables/useAccounts'
import { useRouterStore } from '../../src/renderer/src/stores/router'
import { useWebsiteList } from '../../src/renderer/src/features/websites/useWebsiteList'
import { useWindowStart } from '../../src/renderer/src/composables/useWindowStart'
import type { FakeControl, FakeSeed } from './fake-bridge'
import { account, CLIENT_ID, emptySeed, seed, WORK_ID } from './fixtures'
import { freshPinia, startFakeMain, stopFakeMain } from './node-main'

const twoAccounts = (overrides: Partial<FakeSeed> = {}): FakeSeed =>
  seed({ accounts: [account(WORK_ID, 'Work'), account(CLIENT_ID, 'Client sites')], ...overrides })

let main: FakeControl

/** The window started as it starts: accounts and settings, then where main asked it to go. */
async function startWindow(fake: FakeSeed) {
  main = startFakeMain(fake)
  freshPinia()
  await useWindowStart().start()
  return useRouterStore()
}

/** The tray asks the window to go somewhere; the event arrives on a later turn, as IPC delivers it. */
async function trayOpens(target: Navigation): Promise<void> {
  main.emit('navigate', target)
  await vi.runOnlyPendingTimersAsync()
}

beforeEach(() => vi.useFakeTimers())
afterEach(() => {
  stopFakeMain()
  vi.useRealTimers()
})

describe('deep links from the tray', () => {
  it('open the place main kept while the window started, in the account it names, with the focus it asks for', async () => {
    const router = await startWindow(
      twoAccounts({ navigation: { view: 'website', accountId: CLIENT_ID, websiteId: '3', focus: 'password' } }),
    )

    expect(router.route).toEqual({ view: 'website', accountId: CLIENT_ID, websiteId: '3', focus: 'password' })
    expect(useAccounts().selectedId).toBe(CLIENT_ID)
    expect(router.focusTicket).toBe(1)
    // The first place starts the history: Back has nowhere to lead out of the window.
    expect(router.canGoBack).toBe(false)
  })

  it('take a "navigate" heard while the window starts over what main kept before', async () => {
    main = startFakeMain(twoAccounts({ navigation: { view: 'conflicts' }, hold: ['app:takeNavigation'] }))
    freshPinia()
    const starting = useWindowStart().start()
    await trayOpens({ view: 'settings' })
    main.release('app:takeNavigation')
    await starting

    expect(useRouterStore().route).toEqual({ view: 'settings' })
  })

  it('open an editor over the list, so that Back returns to the list', async () => {
    const router = await startWindow(twoAccounts())
    expect(router.route).toEqual({ view: 'websites' })

    await trayOpens({ view: 'website', accountId: WORK_ID, websiteId: '5' })
    expect(router.route).toEqual({ view: 'website', accountId: WORK_ID, websiteId: '5' })

    await router.back({ view: 'websites' })
    expect(router.route).toEqual({ view: 'websites' })
  })

  it('ask the same field twice when the tray asks twice', async () => {
    const router = await startWindow(twoAccounts())
    await trayOpens({ view: 'website', accountId: WORK_ID, websiteId: '5', focus: 'password' })
    await trayOpens({ view: 'website', accountId: WORK_ID, websiteId: '5', focus: 'password' })
    expect(router.focusTicket).toBe(2)
  })

  it('show the favorites when the tray\'s "All N favorites…" asks for them', async () => {
    const router = await startWindow(twoAccounts())
    await trayOpens({ view: 'websites', accountId: CLIENT_ID, favoritesOnly: true })

    expect(router.route).toEqual({ view: 'websites', accountId: CLIENT_ID, favoritesOnly: true })
    expect(useWebsiteList().favoritesOnly).toBe(true)
    expect(useAccounts().selectedId).toBe(CLIENT_ID)
  })

  it('lead to the list when the account they name is gone, and to the welcome when there is none', async () => {
    const router = await startWindow(twoAccounts())
    await trayOpens({ view: 'account', accountId: '00000000-0000-4000-8000-0000000000ff', focus: 'apiKey' })
    expect(router.route).toEqual({ view: 'websites' })

    const empty = await startWindow(emptySeed({ navigation: { view: 'website', accountId: WORK_ID, websiteId: '1' } }))
    expect(empty.route).toEqual({ view: 'onboarding' })
    await trayOpens({ view: 'settings' })
    expect(empty.route).toEqual({ view: 'settings' })
  })

  it("go past a view's leave guard only when it agrees", async () => {
    const router = await startWindow(
      twoAccounts({ navigation: { view: 'website', accountId: WORK_ID, websiteId: '2' } }),
    )
    let answer: (leave: boolean) => void = () => undefined
    const asked: string[] = []
    const removeGuard = router.beforeLeave((to) => {
      asked.push(to.view)
      return new Promise<boolean>((done) => (answer = done))
    })

    await trayOpens({ view: 'website', accountId: WORK_ID, websiteId: '7' })
    expect(asked).toEqual(['website'])
    // Until the guard answers, the window stays where it is.
    expect(router.route).toEqual({ view: 'website', accountId: WORK_ID, websiteId: '2' })
    answer(false)
    await vi.runOnlyPendingTimersAsync()
    expect(router.route).toEqual({ view: 'website', accountId: WORK_ID, websiteId: '2' })

    const leaving = router.goTop({ view: 'settings' })
    answer(true)
    expect(await leaving).toBe(true)
    expect(router.route).toEqual({ view: 'settings' })

    removeGuard()
    await trayOpens({ view: 'conflicts' })
    expect(router.route).toEqual({ view: 'conflicts' })
    expect(asked).toEqual(['website', 'settings'])
  })
})

describe('a leave guard that says no', () => {
  it('keeps the account shown: a link into another account selects it only once the window goes', async () => {
    const router = await startWindow(
      twoAccounts({ navigation: { view: 'website', accountId: WORK_ID, websiteId: '2' } }),
    )
    let asked = 0
    router.beforeLeave(() => {
      asked += 1
      return false
    })
    await trayOpens({ view: 'website', accountId: CLIENT_ID, websiteId: '3' })
    expect(asked).toBe(1)
    expect(router.route).toEqual({ view: 'website', accountId: WORK_ID, websiteId: '2' })
    expect(useAccounts().selectedId).toBe(WORK_ID)
  })

  it('is not asked when the link leads where the window is, whatever it asks to focus', async () => {
    const router = await startWindow(
      twoAccounts({ navigation: { view: 'website', accountId: WORK_ID, websiteId: '2' } }),
    )
    let asked = 0
    router.beforeLeave(() => {
      asked += 1
      return false
    })
    const ticket = router.focusTicket
    await trayOpens({ view: 'website', accountId: WORK_ID, websiteId: '2', focus: 'password' })
    expect(asked).toBe(0)
    expect(router.route).toEqual({ view: 'website', accountId: WORK_ID, websiteId: '2', focus: 'password' })
    expect(router.focusTicket).toBe(ticket + 1)
  })
})

describe('the accounts there are', () => {
  it("lead to the welcome when the last one goes, and to the first one's websites when one is added", async () => {
    const router = await startWindow(seed())
    await router.go({ view: 'account', accountId: WORK_ID })

    main.emit('accounts-changed', { accounts: [] })
    await vi.runOnlyPendingTimersAsync()
    expect(router.route).toEqual({ view: 'onboarding' })

    main.emit('accounts-changed', { accounts: [account(CLIENT_ID, 'Client sites')] })
    await vi.runOnlyPendingTimersAsync()
    expect(router.route).toEqual({ view: 'websites' })
  })
})
