/**
 * The websites list of the built app in the Electron stand-in, at 10,000 and 100,000 websites:
 * - from the tray's "Open SiteTray", a few seconds after start-up, to the first rows painted (the
 *   window's page loads, the list asks main, main answers a window of rows from its index), and
 *   what main's first query costs when the index is built on demand instead;
 * - a search keystroke, from its key event to the typed character painted and to the result
 *   painted (its count and rows), p50 and p95.
 * "Painted" is the first animation frame after the change is in the page. The account's mirror is
 * written on disk before each start. Run with `npm run bench -- window` (a private keyring here).
 */
import { resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
import type { Page } from 'playwright-core'
import { openMirror } from '../src/main/mirror'
import { LARGE_ACCOUNT_ID, largeAccount } from '../test/e2e/large-account'
import { launchApp, type StandinApp } from '../test/standin/launch'
import type { Website } from '../src/shared/website'

const SIZES = [10_000, 100_000]
const STARTS = 3
/** Typed one character at a time, each result painted before the next key, as a person types. */
const SEARCHES = ['shop-12', 'garden-9', 'music-45', 'travel-3', 'blog-77', 'news-101']
const appRoot = resolve(__dirname, '..')
const OPEN_AFTER_MS = 4_000

/** Runs in the page before the app's own code: when rows first appear, and what each key and count change cost. */
const PROBE = `(() => {
  const probe = (window.__probe = { firstRows: null, keys: [] })
  const now = () => performance.timeOrigin + performance.now()
  const afterPaint = (record) => requestAnimationFrame(() => record(now()))
  new MutationObserver((_, observer) => {
    if (probe.firstRows === null && document.querySelector('[data-row-open]')) {
      observer.disconnect()
      afterPaint((at) => (probe.firstRows = at))
    }
  }).observe(document, { childList: true, subtree: true })
  addEventListener('keydown', (event) => {
    if (!event.target.matches || !event.target.matches('input[type=search]')) return
    const key = { at: performance.timeOrigin + event.timeStamp, typed: null, results: [] }
    probe.keys.push(key)
    event.target.addEventListener('input', () => afterPaint((at) => (key.typed = at)), { once: true })
  }, true)
  const watchCount = () => {
    const count = document.querySelector('.count')
    if (!count) return setTimeout(watchCount, 20)
    new MutationObserver(() => {
      const key = probe.keys[probe.keys.length - 1]
      const text = count.textContent.trim()
      if (key) afterPaint((at) => key.results.push({ text, at }))
    }).observe(count, { childList: true, characterData: true, subtree: true })
  }
  addEventListener('DOMContentLoaded', watchCount)
})()`

interface Probe {
  firstRows: number | null
  keys: Array<{ at: number; typed: number | null; results: Array<{ text: string; at: number }> }>
}

/** The page as functions run in it see it (they are sent as text: nothing from this module). */
type PageGlobal = { __probe?: Probe; document: { querySelector(selector: string): { textContent: string | null } | null } }

const epochNow = (): number => performance.timeOrigin + performance.now()

function percentile(values: number[], share: number): number {
  const sorted = [...values].sort((a, b) => a - b)
  return sorted[Math.min(sorted.length - 1, Math.ceil(share * sorted.length) - 1)]!
}

function median(values: number[]): number {
  return percentile(values, 0.5)
}

/** What the count line says for a search, as the toolbar words it. */
function countText(websites: readonly Website[], needle: string): string {
  const matches = websites.filter((website) => website.domain.toLowerCase().includes(needle)).length
  if (matches === 0) return 'No matches'
  return `${matches.toLocaleString('en-US')} ${matches === 1 ? 'match' : 'matches'}`
}

async function openAndTime(app: StandinApp): Promise<{ page: Page; ms: number; fromPageStart: number }> {
  await app.waitForTray()
  // Opened a few seconds after start-up, as a person opens it: main has built the index by then.
  await new Promise((resolve) => setTimeout(resolve, OPEN_AFTER_MS))
  const context = await (app.session as unknown as { context(): Promise<{ addInitScript(script: { content: string }): Promise<void> }> }).context()
  await context.addInitScript({ content: PROBE })
  const clicked = epochNow()
  // Linux, the stand-in's default: the tray icon's menu opens the window.
  app.tray()!.clickMenuItem(['Open SiteTray'])
  const { page } = await app.waitForLoadedWindow()
  await page.waitForFunction(() => (globalThis as unknown as PageGlobal).__probe?.firstRows != null, undefined, { timeout: 30_000 })
  const painted = (await page.evaluate('window.__probe.firstRows')) as number
  const pageStart = (await page.evaluate('performance.timeOrigin')) as number
  return { page, ms: painted - clicked, fromPageStart: painted - pageStart }
}

async function keystrokes(page: Page, websites: readonly Website[]): Promise<{ typed: number[]; result: number[] }> {
  const typed: number[] = []
  const result: number[] = []
  const search = page.getByRole('searchbox')
  await search.focus()
  for (const word of SEARCHES) {
    let shown = (await page.locator('.count').textContent())!.trim()
    for (let length = 1; length <= word.length; length++) {
      const expected = countText(websites, word.slice(0, length))
      await page.keyboard.press(word[length - 1]!)
      await page.waitForFunction((text) => ((globalThis as unknown as PageGlobal).document.querySelector('.count')?.textContent?.trim() ?? '') === text, expected, { timeout: 10_000 })
      const probe = (await page.evaluate('window.__probe')) as Probe
      const key = probe.keys.at(-1)!
      await page.waitForFunction(() => (globalThis as unknown as PageGlobal).__probe!.keys.at(-1)!.typed !== null)
      typed.push(((await page.evaluate('window.__probe.keys.at(-1).typed')) as number) - key.at)
      // A key that leaves the count as it was changes nothing to wait for.
      if (expected !== shown) {
        await page.waitForFunction((text) => (globalThis as unknown as PageGlobal).__probe!.keys.at(-1)!.results.some((entry) => entry.text === text), expected)
        const painted = ((await page.evaluate('window.__probe.keys.at(-1)')) as Probe['keys'][number]).results.find((entry) => entry.text === expected)!
        result.push(painted.at - key.at)
      }
      shown = expected
    }
    await search.fill('')
    await page.waitForFunction(() => /websites?$/.test(((globalThis as unknown as PageGlobal).document.querySelector('.count')?.textContent?.trim() ?? '')))
  }
  return { typed, result }
}

/** The first window of rows from a mirror just loaded: what main adds to the first open. */
async function firstQuery(dataDir: string): Promise<number> {
  const mirror = await openMirror({ dir: dataDir, accountId: LARGE_ACCOUNT_ID })
  const started = performance.now()
  mirror.listWindow({ order: 'domain-asc', offset: 0, limit: 100 })
  const ms = performance.now() - started
  await mirror.close()
  return ms
}

async function main(): Promise<void> {
  for (const size of SIZES) {
    const large = await largeAccount(size)
    try {
      const opens: number[] = []
      const fromPageStart: number[] = []
      let app: StandinApp | null = null
      let page: Page | null = null
      for (let start = 0; start < STARTS; start++) {
        app = await launchApp({ appRoot, userData: large.dataFolder(), argv: ['--hidden'], timeoutMs: 30_000 })
        const opened = await openAndTime(app)
        opens.push(opened.ms)
        fromPageStart.push(opened.fromPageStart)
        page = opened.page
        if (start < STARTS - 1) {
          app.quit()
          await app.exited
          await app.dispose()
        }
      }
      console.log(`${size.toLocaleString('en-US')} websites: tray "Open SiteTray" → first rows painted: median ${median(opens).toFixed(0)} ms (${opens.map((ms) => ms.toFixed(0)).join(', ')}) over ${STARTS} starts; of which the page's own start → rows painted: median ${median(fromPageStart).toFixed(0)} ms`)
      console.log(`${size.toLocaleString('en-US')} websites: main's first list query (the index built from the mirror, the first window cut): ${(await firstQuery(large.dataFolder())).toFixed(1)} ms`)
      const { typed, result } = await keystrokes(page!, large.websites)
      console.log(`${size.toLocaleString('en-US')} websites: search keystroke → typed character painted: p50 ${percentile(typed, 0.5).toFixed(1)} ms, p95 ${percentile(typed, 0.95).toFixed(1)} ms (${typed.length} keys)`)
      console.log(`${size.toLocaleString('en-US')} websites: search keystroke → result painted: p50 ${percentile(result, 0.5).toFixed(1)} ms, p95 ${percentile(result, 0.95).toFixed(1)} ms (${result.length} keys)`)
      app!.quit()
      await app!.exited
      await app!.dispose()
    } finally {
      await large.dispose()
    }
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
