/**
 * A walk: the built app started in the stand-in, then driven with the mouse and keyboard from one
 * view to the next, a picture at each stop. `npm run screenshots` takes every walk of walks.ts in
 * each theme (and in each of its languages); every-view.test.ts takes the first-run walk's stops in
 * `npm test`, checking each view as it goes.
 */
import type { Page } from 'playwright-core'
import type { Sandbox } from '../../../src/main/sandbox'
import type { Language } from '../../../src/shared/i18n'
import type { StandinApp } from '../../standin/launch'
import type { AppHarness } from '../support'
import type { PictureGroup } from './sources'

export type Theme = 'light' | 'dark'

/** What a walk is started with: the harness, the theme and language to show, a way to borrow a browser page. */
export interface WalkStart {
  launch: AppHarness['launch']
  dataFolder: AppHarness['dataFolder']
  /** Servers the walk starts: closed after it. */
  sandboxes: Sandbox[]
  theme: Theme
  language: Language
  /** A page of its own in Chromium, outside the app (the tray's mock-ups are drawn there). */
  newPage(size: { width: number; height: number }): Promise<Page>
  /** Called when the walk is over, whatever happened (servers of its own to close). */
  onEnd(cleanup: () => Promise<void> | void): void
}

/** Where a walk is: the app, and the page its pictures are taken of (the window's, or a mock-up's). */
export interface Scene {
  app: StandinApp
  page: Page
}

export interface Stop<S extends Scene = Scene> {
  /** The picture's name: docs/screenshots/<name>[-<language>]-<theme>.png */
  name: string
  /** From the previous stop to this one, as a person would: the mouse, the keyboard, the tray. */
  reach(scene: S): Promise<void>
}

export interface Walk<S extends Scene = Scene> {
  name: string
  /** The code its pictures show (sources.ts): a change there makes them stale. */
  group: PictureGroup
  /**
   * The languages it is taken in (default English alone): another is worth its pictures where the layout
   * changes — Arabic runs right to left, German has the longest words.
   */
  languages?: readonly Language[]
  start(context: WalkStart): Promise<S>
  stops: ReadonlyArray<Stop<S>>
}

/** A walk whose scene carries more than the app and its page, kept typed inside the walk. */
export function defineWalk<S extends Scene>(walk: Walk<S>): Walk {
  return walk as unknown as Walk
}

/** The picture a stop makes in a language and theme. */
export function pictureFile(stop: Pick<Stop, 'name'>, language: Language, theme: Theme): string {
  return `${stop.name}${language === 'en' ? '' : `-${language}`}-${theme}.png`
}

export function languagesOf(walk: Walk): readonly Language[] {
  return walk.languages ?? ['en']
}

/** Every picture a walk makes. */
export function picturesOf(walk: Walk): string[] {
  return languagesOf(walk).flatMap((language) =>
    (['light', 'dark'] as const).flatMap((theme) => walk.stops.map((stop) => pictureFile(stop, language, theme))),
  )
}

/** Two frames, so that focus rings, transitions and the last layout are painted before the picture. */
export function settled(page: Page): Promise<unknown> {
  return page.evaluate(() => {
    const frame = (globalThis as unknown as { requestAnimationFrame(callback: () => void): void }).requestAnimationFrame
    return new Promise<void>((done) => frame(() => frame(done)))
  })
}
