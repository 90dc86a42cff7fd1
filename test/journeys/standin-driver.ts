/**
 * The journeys' driver for the Electron stand-in: the built app's main in this process, its
 * window a page in Debian's Chromium (test/standin/README.md).
 */
import type { Browser } from 'playwright-core'
import { CHROMIUM_ARGS } from '../standin/electron/standin'
import type { StandinPlatform } from '../standin/electron/platform'
import { launchApp, type StandinApp } from '../standin/launch'
import { APP_ROOT } from '../e2e/support'
import { quitLabel } from '../../src/main/tray/menu'
import type { JourneyApp, JourneyDriver, LaunchInput } from './driver'

const TIMEOUT_MS = 15_000

/** The stand-in playing Electron on `platform` (its tray, menus and windows behave as Electron's do there). */
export function standinDriver(platform: StandinPlatform): JourneyDriver {
  let browser: Promise<Browser> | undefined
  const sharedBrowser = (): Promise<Browser> =>
    (browser ??= import('playwright-core').then(({ chromium }) =>
      chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
    ))
  const running: StandinApp[] = []

  return {
    name: `the Electron stand-in on ${platform}`,
    platform,
    async launch({ userData, argv = [] }: LaunchInput): Promise<JourneyApp> {
      const app = await launchApp({
        appRoot: APP_ROOT,
        userData,
        argv,
        platform,
        browser: sharedBrowser,
        timeoutMs: TIMEOUT_MS,
      })
      running.push(app)
      return journeyApp(app)
    },
    async closeAll(): Promise<void> {
      for (const app of running.splice(0)) {
        if (!app.standin.hasExited()) app.quit()
        await app.dispose()
      }
      await (await browser)?.close()
      browser = undefined
    },
  }
}

function journeyApp(app: StandinApp): JourneyApp {
  return {
    windowPage: async () => (await app.waitForLoadedWindow()).page,
    waitForTray: async (predicate) => (await app.waitForMenu((labels) => predicate(labels))).menuLabels(),
    clickTray: async (path) => {
      const tray = app.tray()
      if (!tray) throw new Error('no tray icon')
      tray.clickMenuItem(path)
    },
    evaluateInMain: async (fn, arg) => fn(app.electron, arg),
    invokeFromSubframe: async (channel, payload) => {
      const window = await app.waitForLoadedWindow()
      const frame = window.page.frames().find((candidate) => candidate !== window.page.mainFrame())
      if (!frame) throw new Error('the page has no subframe')
      return window.invokeFromFrame(frame, channel, payload)
    },
    quit: async () => {
      app.tray()!.clickMenuItem([quitLabel(app.platform)])
      return (await app.exited).code
    },
  }
}
