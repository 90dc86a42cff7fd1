/**
 * The window, through the Electron stand-in (the built app; its window a page in headless
 * Chromium, timed in the page by lib/paint-probe.ts):
 * - window open → the list painted, with 10,000 and 100,000 websites in the mirror: cold (the tray
 *   clicked at once after start, so the click creates and boots the page) and preloaded (the
 *   click after SiteTray loaded the page hidden once idle: it only shows it), and what the
 *   preloaded page holds in memory;
 * - at 100,000, a search keystroke typed with page.keyboard: from the key event to the frame
 *   that shows the character, and to the frame that shows the new first row (p50 and p95).
 * Measured on the list as it is; a new list is measured by the same code.
 */
import { rm } from 'node:fs/promises'
import { performance } from 'node:perf_hooks'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { benchCase, type CaseContext } from '../harness/case'
import { formatNumber } from '../harness/table'
import { appDataFor } from '../lib/app-data'
import { firstSite, quitApp, startApp, startChromium, type StandinApp } from '../lib/app-in-standin'
import { planKeystrokes, type Keystroke } from '../lib/keystroke-plan'
import { PAINT_PROBE, PROBE_GLOBAL, timedKeystroke, type PageProbe } from '../lib/paint-probe'
import { recordKeystrokes, type KeyFigures } from '../lib/keystroke-figures'
import { median, spread } from '../lib/stats'
import { realisticWebsites } from '../lib/websites'

const OPEN_GOAL_MS = 100
const CHARACTER_GOAL_MS = 16
const RESULT_GOAL_MS = 50
const WAIT_MS = 60_000

interface Size {
  name: string
  websites: number
  quickWebsites: number
  keystrokes: boolean
}

const SIZES: Size[] = [
  { name: 'window-10k', websites: 10_000, quickWebsites: 1_000, keystrokes: false },
  { name: 'window-100k', websites: 100_000, quickWebsites: 2_000, keystrokes: true },
]

/** The baseline: the same window over a small account, whose first page is all of it. */
const BASELINE_WEBSITES = { full: 1_000, quick: 100 }

interface Opened {
  app: StandinApp
  page: Page
  /** From the page's start (its navigation) to the list painted. */
  pageMs: number
  /** From the click on "Open SiteTray" in the tray menu to the list painted. */
  clickMs: number
}

const epochNow = (): number => performance.timeOrigin + performance.now()

/** Starts the app on `userData`, opens its window from the tray as a user would, and times the list's first paint. */
async function openWindow(userData: string, browser: Browser): Promise<Opened> {
  const app = await startApp(userData, { browser })
  const tray = await app.waitForMenu((labels) => firstSite(labels) !== undefined)
  // The window's page does not exist yet: the probe goes into the session's browser context, before it.
  const session = app.session as unknown as { context(): Promise<BrowserContext> }
  await (await session.context()).addInitScript(PAINT_PROBE)
  const clickedAt = epochNow()
  tray.clickMenuItem(['Open SiteTray'])
  const { page } = await app.waitForWindow()
  // Functions, not strings: the page's CSP refuses to evaluate a string the way waitForFunction would.
  await page.waitForFunction(
    (name) => ((globalThis as unknown as Record<string, PageProbe | undefined>)[name]?.listPaintedAt ?? null) !== null,
    PROBE_GLOBAL,
    { timeout: WAIT_MS },
  )
  const { paintedAt, timeOrigin } = (await page.evaluate(
    `({ paintedAt: window.${PROBE_GLOBAL}.listPaintedAt, timeOrigin: performance.timeOrigin })`,
  )) as { paintedAt: number; timeOrigin: number }
  return { app, page, pageMs: paintedAt, clickMs: timeOrigin + paintedAt - clickedAt }
}

/** Clicks into the search box, then presses each planned key once its predecessor's result is painted. */
async function typeInSearch(page: Page, plan: readonly Keystroke[]): Promise<KeyFigures> {
  const box = await page.getByRole('searchbox').boundingBox()
  if (!box) throw new Error('the search box is not on screen')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
  const figures: KeyFigures = { characterMs: [], resultMs: [], mismatches: [] }
  for (const keystroke of plan) {
    const timing = await timedKeystroke(page, keystroke.key, WAIT_MS)
    figures.characterMs.push(timing.charAt! - timing.keydownAt!)
    figures.resultMs.push(timing.resultAt! - timing.keydownAt!)
    if (timing.resultRow !== keystroke.firstRow)
      figures.mismatches.push(`"${keystroke.query}": ${timing.resultRow} instead of ${keystroke.firstRow}`)
  }
  return figures
}

interface Preloaded {
  /** From the click on "Open SiteTray" to the first frame painted after the window is shown. */
  clickMs: number
  /** The hidden page's JavaScript heap before the click, in MB (Chromium's own metric). */
  heapMb: number
  /** Its DOM nodes. */
  nodes: number
}

/** The end of the next frame the page paints, in the epoch's milliseconds (a string: this file has no DOM types). */
function nextPaintAt(page: Page): Promise<number> {
  return page.evaluate(`new Promise((done) => requestAnimationFrame(() => {
    const channel = new MessageChannel()
    channel.port1.onmessage = () => done(performance.timeOrigin + performance.now())
    channel.port2.postMessage(null)
  }))`) as Promise<number>
}

/** Starts the app, waits for the page SiteTray loads hidden once idle, then opens it from the tray. */
async function openPreloaded(userData: string, browser: Browser): Promise<Preloaded> {
  const app = await startApp(userData, { browser })
  try {
    const tray = await app.waitForMenu((labels) => firstSite(labels) !== undefined)
    const window = await app.waitForLoadedWindow(undefined, WAIT_MS)
    await window.page.locator('[data-row-open]').first().waitFor({ state: 'attached', timeout: WAIT_MS })
    if (window.isVisible()) throw new Error('the preloaded window was shown before the click')
    const cdp = await window.page.context().newCDPSession(window.page)
    await cdp.send('Performance.enable')
    const { metrics } = await cdp.send('Performance.getMetrics')
    const metric = (name: string): number => metrics.find((entry) => entry.name === name)?.value ?? Number.NaN
    const clickedAt = epochNow()
    tray.clickMenuItem(['Open SiteTray'])
    await app.waitFor(() => window.isVisible(), 'the window shown', WAIT_MS)
    const paintedAt = await nextPaintAt(window.page)
    return { clickMs: paintedAt - clickedAt, heapMb: metric('JSHeapUsedSize') / 1_048_576, nodes: metric('Nodes') }
  } finally {
    await quitApp(app)
  }
}

interface Measured {
  opens: Opened[]
  preloaded: Preloaded[]
  keys: KeyFigures | null
}

async function measureAccount(
  quick: boolean,
  count: number,
  opens: number,
  keystrokes: number,
  browser: Browser,
): Promise<Measured> {
  const data = await appDataFor(quick, count)
  const measured: Measured = { opens: [], preloaded: [], keys: null }
  try {
    for (let open = 0; open < opens; open += 1) {
      const opened = await openWindow(data.userData, browser)
      measured.opens.push(opened)
      if (keystrokes > 0 && open === opens - 1)
        measured.keys = await typeInSearch(opened.page, planKeystrokes(realisticWebsites(count), keystrokes))
      await quitApp(opened.app)
    }
    for (let open = 0; open < opens; open += 1) measured.preloaded.push(await openPreloaded(data.userData, browser))
  } finally {
    await rm(data.userData, { recursive: true, force: true })
  }
  return measured
}

async function measureWindow(context: CaseContext, size: Size): Promise<void> {
  const count = context.quick ? size.quickWebsites : size.websites
  const baseCount = context.quick ? BASELINE_WEBSITES.quick : BASELINE_WEBSITES.full
  const opens = context.quick ? 1 : 3
  const keystrokes = size.keystrokes ? (context.quick ? 6 : 40) : 0
  const browser = await startChromium()
  try {
    // --quick proves the case runs: no baseline, whose own start of the app would cost it seconds.
    const base = context.quick ? null : await measureAccount(false, baseCount, opens, keystrokes, browser)
    if (base) context.log(`baseline measured at ${baseCount}`)
    const mine = await measureAccount(context.quick, count, opens, keystrokes, browser)
    const label = `${formatNumber(count)} websites`
    const pageMs = (measured: Measured): number[] => measured.opens.map((open) => open.pageMs)
    const clickMs = (measured: Measured): number[] => measured.opens.map((open) => open.clickMs)
    context.record({
      measure: `${label}: window open → list painted`,
      figure: { value: median(pageMs(mine)), unit: 'ms' },
      baseline: base && { value: median(pageMs(base)), unit: 'ms' },
      goal: { op: '<', value: OPEN_GOAL_MS },
      detail: `medians from the page's start; baseline ${formatNumber(baseCount)} websites. From the tray click (the stand-in creating the page included): ${spread(clickMs(mine))}${base ? `, baseline ${spread(clickMs(base))}` : ''}`,
    })
    const preloadedMs = (measured: Measured): number[] => measured.preloaded.map((open) => open.clickMs)
    context.record({
      measure: `${label}: tray click → window shown, page preloaded`,
      figure: { value: median(preloadedMs(mine)), unit: 'ms' },
      baseline: { value: median(clickMs(mine)), unit: 'ms' },
      goal: { op: '<', value: OPEN_GOAL_MS },
      detail: `medians; baseline: the cold open of the same account (the click creates and boots the page), ${spread(clickMs(mine))}; preloaded ${spread(preloadedMs(mine))}. The stand-in shows a page at once: the OS compositing a real window is not in it`,
    })
    context.record({
      measure: `${label}: the preloaded page's JS heap`,
      figure: { value: median(mine.preloaded.map((open) => open.heapMb)), unit: 'MB' },
      baseline: null,
      goal: null,
      detail: `Chromium's JSHeapUsedSize of the hidden page before the click, median; DOM nodes ${formatNumber(median(mine.preloaded.map((open) => open.nodes)))}. A real Electron renderer process adds its own resident memory, not measured here`,
    })
    const mineKeys = mine.keys
    const baseKeys = base?.keys ?? null
    if (!mineKeys) return
    recordKeystrokes(context, mineKeys, baseKeys, {
      label: `${label}: search key`,
      result: 'new first row painted',
      keys: `${keystrokes} keys typed into the search box (letters and Backspace, each changing the first row)`,
      goals: { characterMs: CHARACTER_GOAL_MS, resultMs: RESULT_GOAL_MS },
      baselineWebsites: baseCount,
    })
    for (const mismatch of [...mineKeys.mismatches, ...(baseKeys?.mismatches ?? [])].slice(0, 5))
      context.note(`the list showed another first row than the bench expected for ${mismatch}`)
  } finally {
    await browser.close()
  }
}

for (const [index, size] of SIZES.entries()) {
  benchCase({
    name: size.name,
    order: 60 + index,
    title: `the window over ${formatNumber(size.websites)} websites, through the stand-in: opened → list painted${size.keystrokes ? '; a search keystroke → painted' : ''}`,
    baseline: `the same over an account of ${formatNumber(BASELINE_WEBSITES.full)} websites, in the same run`,
    needsBuild: true,
    run: (context) => measureWindow(context, size),
  })
}
