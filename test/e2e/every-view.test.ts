/**
 * Every view of a new user's first walk through the built app (pictures/first-run.ts), in the light
 * and the dark theme, with real mouse and keyboard input from the welcome to the settings — a
 * refused key, a server in trouble, a refused save and the question before unsaved changes go
 * included. At each stop:
 * - no accessibility violation that axe-core finds (WCAG 2.1 A and AA: contrast, names, roles…);
 * - no word from the code (peoples-words.ts);
 * - a screenshot, taken and dropped, so that a view that cannot be drawn fails here. The docs'
 *   pictures of the same walk come from `npm run screenshots` (pictures/take-pictures.ts).
 */
import AxeBuilder from '@axe-core/playwright'
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { expectPeoplesWords } from './peoples-words'
import { FIRST_RUN } from './pictures/first-run'
import type { Theme } from './pictures/walk'
import { useApp, useSandboxes } from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()

/** The WCAG 2.1 A and AA rules, the level desktop apps are held to. */
const WCAG_AA = ['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']

async function checkView(page: Page, theme: Theme, view: string): Promise<void> {
  await expectPeoplesWords(page, view)
  const { violations } = await new AxeBuilder({ page }).withTags(WCAG_AA).analyze()
  const found = violations.map(
    (violation) =>
      `${violation.id} (${violation.impact}): ${violation.help} — ${violation.nodes.map((node) => `${node.target.join(' ')}: ${node.failureSummary ?? ''}`).join('; ')}`,
  )
  expect(found, `${view}, ${theme} theme`).toEqual([])
  const picture = await page.screenshot({ animations: 'disabled', caret: 'hide' })
  expect(picture.length).toBeGreaterThan(0)
}

describe.each(['light', 'dark'] as const)('every view, %s theme', (theme) => {
  it("has no accessibility violation and speaks the user's words, from the welcome to the settings", async () => {
    const cleanups: Array<() => Promise<void> | void> = []
    try {
      const scene = await FIRST_RUN.start({
        launch,
        dataFolder,
        sandboxes,
        theme,
        language: 'en',
        newPage: () => Promise.reject(new Error('the first run draws no mock-up')),
        onEnd: (cleanup) => cleanups.push(cleanup),
      })
      for (const stop of FIRST_RUN.stops) {
        await stop.reach(scene)
        await checkView(scene.page, theme, stop.name.replaceAll('-', ' '))
      }
    } finally {
      for (const cleanup of cleanups) await cleanup()
    }
  }, 240_000)
})
