/**
 * The window's data layer in Node, against the fake main process: every
 * subscription to main's events is made once, by the data layer, and released
 * with the app; every request crosses as plain data, whatever reactive state
 * it was built from.
 */
import { disposePinia } from 'pinia'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createRenderer, reactive, ref } from 'vue'
import { installDataLayer } from '../../src/renderer/src/data-layer'
import { useServerData } from '../../src/renderer/src/data/query'
import { events } from '../../src/shared/ipc-contract'
import { useSettings } from '../../src/renderer/src/composables/useSettings'
import { useSync } from '../../src/renderer/src/composables/useSync'
import { useWebsiteList } from '../../src/renderer/src/features/websites/useWebsiteList'
import { useWindowStart } from '../../src/renderer/src/composables/useWindowStart'
import type { FakeControl } from './fake-bridge'
import { seed, WORK_ID } from './fixtures'
import { freshPinia, startFakeMain, stopFakeMain } from './node-main'

/** Vue without a DOM: enough to mount and unmount an app whose root renders nothing. */
const { createApp } = createRenderer<object, object>({
  createElement: () => ({}),
  createText: () => ({}),
  createComment: () => ({}),
  insert: () => undefined,
  remove: () => undefined,
  setText: () => undefined,
  setElementText: () => undefined,
  parentNode: () => null,
  nextSibling: () => null,
  patchProp: () => undefined,
})

/** The window's data, set up as the window sets it up (the list as soon as the list is shown). */
function windowApp() {
  const app = createApp({
    setup() {
      useWindowStart()
      useWebsiteList()
      return () => null
    },
  })
  installDataLayer(app)
  return app
}

let main: FakeControl
beforeEach(() => {
  vi.useFakeTimers()
  main = startFakeMain(seed())
})
afterEach(() => {
  stopFakeMain()
  vi.useRealTimers()
})

describe("the data layer's subscriptions", () => {
  it('are made once per event, for the whole window, and released with their timers when the app goes', () => {
    const app = windowApp()
    app.mount({})

    // However many parts of the window hear an event, main's bridge has one subscription to it.
    expect(main.subscriptions()).toEqual(Object.fromEntries(Object.keys(events).map((name) => [name, 1])))
    expect(vi.getTimerCount()).toBeGreaterThan(0)

    app.unmount()
    expect(main.subscriptions()).toEqual({})
    // The "2 min ago" clock and the search's delay are gone too.
    expect(vi.getTimerCount()).toBe(0)
  })

  it('stop reaching a store that was disposed', async () => {
    const pinia = freshPinia()
    const settings = useSettings()
    disposePinia(pinia)
    main.emit('settings-changed', {
      settings: {
        launchAtLogin: true,
        globalShortcut: null,
        theme: 'dark',
        refreshIntervalMinutes: 15,
        visitorAlerts: false,
        silentAfterDays: 2,
        spikeFactor: 3,
        switcherShortcut: null,
        ipLookupUrl: 'https://api.ipify.org',
        menuBarNumber: { kind: 'off' },
        digest: 'off',
        language: 'system',
      },
      language: { shown: 'en', system: 'en', direction: 'ltr', formatLocale: 'en-US' },
      problems: {},
      notes: {},
    })
    await vi.runOnlyPendingTimersAsync()
    expect(settings.state).toBeNull()
    expect(main.subscriptions()).toEqual({})
  })

  it('keep a store current while it lives', async () => {
    freshPinia()
    const sync = useSync()
    main.emit('connectivity', { networkAvailable: false })
    await vi.runOnlyPendingTimersAsync()
    expect(sync.networkAvailable).toBe(false)
  })
})

describe('requests to main', () => {
  it("cross as plain data when they are built from reactive state, as Electron's contextBridge needs", async () => {
    freshPinia()
    // A form's state as a view holds it: reactive, with reactive lists inside.
    const draft = reactive({ patch: { excludeIps: ['203.0.113.7'], emailReports: true } })
    const seen = ref({ excludeIps: [] as string[] })

    const result = await useServerData().ask('websites:update', {
      accountId: WORK_ID,
      websiteId: '2',
      patch: draft.patch,
      seen: seen.value,
    })

    expect(result.ok).toBe(true)
    expect(main.calls.find((call) => call.channel === 'websites:update')?.request).toEqual({
      accountId: WORK_ID,
      websiteId: '2',
      patch: { excludeIps: ['203.0.113.7'], emailReports: true },
      seen: { excludeIps: [] },
    })
    expect(main.violations).toEqual([])
  })

  it('answer a refusal the window can show when the call itself fails', async () => {
    freshPinia()
    // What ipcRenderer.invoke does when main has no handler, or the handler throws.
    ;(globalThis as { sitetray?: unknown }).sitetray = {
      accounts: { rename: () => Promise.reject(new Error("No handler registered for 'accounts:rename'")) },
    }

    const result = await useServerData().ask('accounts:rename', { accountId: WORK_ID, label: 'Work' })

    expect(result).toEqual({
      ok: false,
      error: { kind: 'internal', message: "No handler registered for 'accounts:rename'" },
    })
  })
})
