/**
 * What a journey needs of a running SiteTray, whoever runs it: the Electron stand-in here
 * (standin-driver.ts), real Electron through Playwright's `_electron` in CI
 * (test/electron/electron-driver.ts). The journeys (journeys.ts) are written once against this.
 */
import { readFileSync, watch } from 'node:fs'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import type { MenuLabelTree } from '../standin/electron/menu'

export type { MenuLabelTree }

export interface LaunchInput {
  /** app.getPath('userData'): a fresh folder, or one a previous launch left. */
  userData: string
  /** Launch switches, e.g. ['--hidden']. */
  argv?: string[]
}

export interface JourneyApp {
  /** The window's page once it has loaded (the window opens at a start without --hidden). */
  windowPage(): Promise<Page>
  /**
   * Resolves with the tray menu's labels once `predicate` holds for them (labels as MenuLabelTree: '[x] Name', '---',
   * `{ Submenu: [...] }`).
   */
  waitForTray(predicate: (labels: MenuLabelTree) => boolean, description: string): Promise<MenuLabelTree>
  /**
   * Clicks the tray menu's item at `path` (submenu names without the details after ' — ').
   * Real Electron offers no way to click a tray menu through the OS: its driver calls the item's
   * own `click` from main, as Electron does for a click.
   */
  clickTray(path: string[]): Promise<void>
  /**
   * Runs `fn` in main with the `electron` module the app has; `fn` must be self-contained (it is sent as source to real
   * Electron).
   */
  evaluateInMain<R, A>(fn: (electron: typeof import('electron'), arg: A) => R | Promise<R>, arg: A): Promise<R>
  /**
   * Sends `payload` on `channel` to the app's handler as from the window's first subframe (one the page added), and
   * returns the answer.
   */
  invokeFromSubframe(channel: string, payload: unknown): Promise<unknown>
  /** Quits as the tray's "Quit SiteTray" does and resolves with the exit code. */
  quit(): Promise<number>
}

export interface JourneyDriver {
  /** Who plays Electron, for the test names. */
  readonly name: string
  /** The platform the app sees: its tray says leaving that platform's way ("Quit SiteTray", "Exit", "Quit"). */
  readonly platform: NodeJS.Platform
  launch(input: LaunchInput): Promise<JourneyApp>
  /** Ends every app this driver launched (after each journey). */
  closeAll(): Promise<void>
}

/** A tray menu's top-level labels as shown (submenus by their name, without the visitors beside it). */
export function topLabels(tree: MenuLabelTree): string[] {
  return tree.map((entry) => (typeof entry === 'string' ? entry : Object.keys(entry)[0]!.split(' — ')[0]!))
}

/** The labels inside the submenu called `label` (with or without the details beside it), or null. */
export function submenu(tree: MenuLabelTree, label: string): MenuLabelTree | null {
  for (const entry of tree) {
    if (typeof entry === 'string') continue
    const [name, items] = Object.entries(entry)[0]!
    if (name.split(' — ')[0] === label) return items
  }
  return null
}

/**
 * Resolves with `file` in `folder` parsed as JSON once `predicate` holds for it: re-read whenever
 * the folder changes (fs.watch, no polling), failing after `timeoutMs` with `description`.
 */
export function jsonFileWhere<T>(
  folder: string,
  file: string,
  predicate: (value: T) => boolean,
  description: string,
  timeoutMs = 15_000,
): Promise<T> {
  const read = (): T | null => {
    try {
      const value = JSON.parse(readFileSync(join(folder, file), 'utf8')) as T
      return predicate(value) ? value : null
    } catch {
      return null
    }
  }
  return new Promise((resolve, reject) => {
    const done = (value: T | null, error?: Error): void => {
      watcher.close()
      clearTimeout(timer)
      if (error) reject(error)
      else resolve(value!)
    }
    const watcher = watch(folder, () => {
      const value = read()
      if (value !== null) done(value)
    })
    const timer = setTimeout(() => done(null, new Error(`timed out waiting for ${description}`)), timeoutMs)
    const value = read()
    if (value !== null) done(value)
  })
}
