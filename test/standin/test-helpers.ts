// Shared by the stand-in's self-tests: one Chromium per test file, fresh userData per launch.
import { mkdtempSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { fileURLToPath } from 'node:url'
import type { Browser } from 'playwright-core'
import { afterAll, afterEach, beforeAll } from 'vitest'
import { CHROMIUM_ARGS } from './electron/standin'
import { launchApp, type LaunchOptions, type StandinApp } from './launch'

export const fixture = (name: string): string => fileURLToPath(new URL(`./fixtures/${name}`, import.meta.url))

/**
 * Registers beforeAll/afterAll/afterEach hooks and returns `launch`, which starts a fixture app
 * with a fresh userData folder in the file's shared Chromium; every app is disposed after its test.
 */
export function useStandin(): {
  launch: (name: string, options?: Partial<LaunchOptions>) => Promise<StandinApp>
  /** Disposes `app` (e.g. a second instance) after the current test. */
  track: (app: StandinApp) => StandinApp
  /** One app for the enclosing describe block (read-only tests), disposed after it. */
  shared: (name: string, options?: Partial<LaunchOptions>) => () => StandinApp
} {
  // Started when the first window needs it: tray-only tests never pay for Chromium.
  let browser: Promise<Browser> | undefined
  const sharedBrowser = (): Promise<Browser> =>
    (browser ??= import('playwright-core').then(({ chromium }) =>
      chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS }),
    ))
  const apps: StandinApp[] = []
  const folders: string[] = []
  afterEach(async () => {
    await Promise.all(apps.splice(0).map((a) => a.dispose()))
    for (const folder of folders.splice(0)) rmSync(folder, { recursive: true, force: true })
  })
  afterAll(async () => {
    await (await browser)?.close()
  })
  const start = async (
    name: string,
    options: Partial<LaunchOptions>,
    into: StandinApp[],
    dirs: string[],
  ): Promise<StandinApp> => {
    const userData = options.userData ?? mkdtempSync(join(tmpdir(), 'standin-'))
    if (!options.userData) dirs.push(userData)
    // The first window of a file waits for its Chromium to start, on a machine other suites share.
    const app = await launchApp({
      appRoot: fixture(name),
      userData,
      browser: sharedBrowser,
      timeoutMs: 10_000,
      ...options,
    })
    into.push(app)
    return app
  }
  return {
    track: (app) => {
      apps.push(app)
      return app
    },
    launch: (name, options = {}) => start(name, options, apps, folders),
    shared: (name, options = {}) => {
      const own: StandinApp[] = []
      const dirs: string[] = []
      beforeAll(async () => {
        await start(name, options, own, dirs)
      })
      afterAll(async () => {
        await Promise.all(own.splice(0).map((a) => a.dispose()))
        for (const folder of dirs.splice(0)) rmSync(folder, { recursive: true, force: true })
      })
      return () => own[0]!
    },
  }
}

/** Lets pending setImmediate work (window closing, event delivery) run; not a timed sleep. */
export const nextTick = (): Promise<void> => new Promise((resolve) => setImmediate(resolve))
