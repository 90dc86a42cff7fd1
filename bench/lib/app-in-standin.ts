/**
 * The built app (out/) in the Electron stand-in (test/standin), as the app cases start it: hidden
 * at start, as at login, and offline unless told otherwise, so that it shows its mirror and asks
 * the service nothing (the data folders of lib/app-data.ts point at a service that is gone).
 */
import { resolve } from 'node:path'
import type { Browser } from 'playwright-core'
import type { MenuLabelTree } from '../../test/standin/electron/menu'
import { CHROMIUM_ARGS } from '../../test/standin/electron/standin'
import { launchApp, type StandinApp } from '../../test/standin/launch'

export type { StandinApp, MenuLabelTree }

export const APP_ROOT = resolve(__dirname, '..', '..')

export function startApp(userData: string, options: { online?: boolean; browser?: Browser } = {}): Promise<StandinApp> {
  return launchApp({
    appRoot: APP_ROOT,
    userData,
    argv: ['--hidden'],
    online: options.online ?? false,
    timeoutMs: 60_000,
    ...(options.browser && { browser: options.browser }),
  })
}

export async function quitApp(app: StandinApp): Promise<void> {
  app.quit()
  await app.exited
  await app.dispose()
}

/** One Chromium for every window a case opens (starting one per window would be measured too). */
export async function startChromium(): Promise<Browser> {
  const { chromium } = await import('playwright-core')
  return chromium.launch({ executablePath: '/usr/bin/chromium', args: CHROMIUM_ARGS })
}

/** The first website in the menu (a favorite), as [its name, its "E-mail reports" item]. */
export function firstSite(labels: MenuLabelTree): [string, string] | undefined {
  for (const entry of labels) {
    if (typeof entry === 'string') continue
    const [label, items] = Object.entries(entry)[0]!
    const email = items.find((item) => typeof item === 'string' && item.endsWith('E-mail reports'))
    // The website's name, without today's visitors beside it (they change as the numbers are read).
    if (typeof email === 'string') return [label.split(' — ')[0]!, email]
  }
  return undefined
}

export const offersAddAccount = (labels: MenuLabelTree): boolean => labels.includes('Add account…')

export const synced = (labels: MenuLabelTree): boolean =>
  labels.some((line) => typeof line === 'string' && line.startsWith('Synced'))
