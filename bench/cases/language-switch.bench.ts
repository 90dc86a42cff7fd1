/**
 * A switch of language in the settings, through the Electron stand-in (the built app, its window a page in headless
 * Chromium): from the select's change event to the end of the frame that shows the window in the new language —
 * main applying it, the window fetching that language's chunk the first time (src/shared/i18n/catalog-loader.ts),
 * and Vue redrawing. Each shipped language is switched to once, not yet loaded; the baseline is the switch back to
 * English, whose catalog the window always has.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { Page } from 'playwright-core'
import { LANGUAGES } from '../../src/shared/i18n'
import { benchCase } from '../harness/case'
import { launchApp } from '../../test/standin/launch'
import { APP_ROOT, quitApp, startChromium } from '../lib/app-in-standin'
import { median, spread } from '../lib/stats'

const GOAL_MS = 100
const WAIT_MS = 60_000
const PROBE = '__sitetrayLanguageProbe'

/** In the page: the change event's time, and the end of the first frame painted once <html lang> says the target. */
const LANGUAGE_PROBE = `(() => {
  const probe = { target: null, changeAt: null, paintedAt: null, pending: false }
  Object.defineProperty(window, '${PROBE}', { value: probe })
  addEventListener('change', (event) => {
    if (probe.target !== null && probe.changeAt === null) probe.changeAt = event.timeStamp
  }, true)
  new MutationObserver(() => {
    if (probe.target === null || probe.pending || document.documentElement.lang !== probe.target) return
    probe.pending = true
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => (probe.paintedAt = performance.now())
      channel.port2.postMessage(null)
    })
  }).observe(document.documentElement, { attributes: true, attributeFilter: ['lang'] })
})()`

/** Chooses `language` in the settings' language list and waits for the frame that shows it: its milliseconds. */
async function timedSwitch(page: Page, language: string): Promise<number> {
  await page.evaluate(
    `Object.assign(window.${PROBE}, { target: ${JSON.stringify(language)}, changeAt: null, paintedAt: null, pending: false })`,
  )
  await page.locator('select:has(option[value="de"])').selectOption(language)
  await page.waitForFunction((name) => (globalThis as never)[name]?.['paintedAt'] != null, PROBE, { timeout: WAIT_MS })
  const { changeAt, paintedAt } = (await page.evaluate(`window.${PROBE}`)) as { changeAt: number; paintedAt: number }
  return paintedAt - changeAt
}

benchCase({
  name: 'language-switch',
  order: 75,
  title: 'a switch of language in the settings → the window painted in it (its catalog fetched the first time)',
  baseline: 'the switch back to English, whose catalog the window always has: main and the redraw without the fetch',
  needsBuild: true,
  async run(context) {
    const browser = await startChromium()
    const userData = await mkdtemp(join(tmpdir(), 'sitetray-bench-language-'))
    try {
      // Started as at first run (not hidden): the welcome, from which the settings are a click away.
      const app = await launchApp({ appRoot: APP_ROOT, userData, browser, timeoutMs: WAIT_MS })
      try {
        const { page } = await app.waitForLoadedWindow(undefined, WAIT_MS)
        await page.getByRole('button', { name: 'Settings', exact: true }).click()
        await page.locator('select:has(option[value="de"])').waitFor({ timeout: WAIT_MS })
        await page.evaluate(LANGUAGE_PROBE)
        const languages = LANGUAGES.filter((language) => language !== 'en')
        const first: number[] = []
        const back: number[] = []
        for (const language of context.quick ? languages.slice(0, 2) : languages) {
          context.log(`switching to ${language}`)
          first.push(await timedSwitch(page, language))
          back.push(await timedSwitch(page, 'en'))
        }
        const fetched = (await page.evaluate(
          `performance.getEntriesByType('resource').filter((entry) => entry.name.includes('/languages/')).map((entry) => entry.duration)`,
        )) as number[]
        context.record({
          measure: `to a language not loaded yet (${first.length} languages), slowest`,
          figure: { value: Math.max(...first), unit: 'ms' },
          baseline: { value: Math.max(...back), unit: 'ms' },
          goal: { op: '<', value: GOAL_MS },
          detail: `${spread(first)}; back to English ${spread(back)}; the chunk's fetch itself: ${spread(fetched)}`,
        })
        context.record({
          measure: 'to a language not loaded yet, median',
          figure: { value: median(first), unit: 'ms' },
          baseline: { value: median(back), unit: 'ms' },
          goal: { op: '<', value: GOAL_MS },
        })
      } finally {
        await quitApp(app)
      }
    } finally {
      await browser.close()
      await rm(userData, { recursive: true, force: true })
    }
  },
})
