/**
 * The quick switcher over 30,000 websites of three accounts, through the Electron stand-in (the
 * built app, its window a page in headless Chromium, timed in the page by lib/paint-probe.ts):
 * Ctrl+K, then keys typed with page.keyboard — from the key event to the frame that shows the
 * typed character, and to the frame that shows the new best match (p50 and p95). The window ranks
 * the catalogue itself, keystroke by keystroke; the baseline is the same over one account of 1,000.
 */
import { rm } from 'node:fs/promises'
import type { Browser, BrowserContext, Page } from 'playwright-core'
import { prepareCatalogue, rankSwitcher, type PreparedRow, type SwitcherRow } from '../../src/shared/switcher'
import { benchCase, type CaseContext } from '../harness/case'
import { formatNumber } from '../harness/table'
import { appDataFor } from '../lib/app-data'
import { firstSite, quitApp, startApp, startChromium } from '../lib/app-in-standin'
import { paintProbe, timedKeystroke } from '../lib/paint-probe'
import { recordKeystrokes, type KeyFigures } from '../lib/keystroke-figures'
import { realisticWebsite } from '../lib/websites'

const GOAL_MS = 16
const WAIT_MS = 60_000
const OPTION = '[role="option"]'
const SIZES = { full: { accounts: 3, each: 10_000, base: 1_000 }, quick: { accounts: 3, each: 500, base: 100 } }

interface Keystroke {
  key: string
  /** The best match's domain once the key is typed. */
  best: string
}

/** The catalogue the window will rank, made the way main makes it (no website opened yet). */
function catalogueOf(accounts: number, each: number): PreparedRow[] {
  const websites: SwitcherRow[] = []
  for (let account = 0; account < accounts; account += 1) {
    for (let n = 0; n < each; n += 1) {
      const website = realisticWebsite(account * each + n)
      websites.push([account, website.id, website.displayDomain, website.domain, website.favorite ? 1 : 0, 0])
    }
  }
  return prepareCatalogue({
    accounts: Array.from({ length: accounts }, (_, index) => ({ id: String(index), label: `Bench ${index + 1}` })),
    websites,
  })
}

/**
 * Typing and Backspace, every key changing the best match, so that "the result is painted" is something a person sees.
 */
function planKeys(prepared: readonly PreparedRow[], count: number): Keystroke[] {
  const alphabet = [...'abcdefghijklmnopqrstuvwxyz0123456789-.']
  const best = (text: string): string | undefined => rankSwitcher(prepared, text, 1)[0]?.row[2]
  const plan: Keystroke[] = []
  let text = ''
  let step = 7
  while (plan.length < count) {
    const now = best(text)
    step = (step * 31 + 11) % alphabet.length
    const typed =
      text.length < 6
        ? alphabet
            .map((_, offset) => alphabet[(step + offset) % alphabet.length]!)
            .find((char) => best(text + char) !== undefined && best(text + char) !== now)
        : undefined
    if (typed !== undefined) {
      text += typed
      plan.push({ key: typed, best: best(text)! })
    } else if (text.length > 0 && best(text.slice(0, -1)) !== now) {
      text = text.slice(0, -1)
      plan.push({ key: 'Backspace', best: best(text)! })
    } else {
      text = ''
      if (plan.length === 0) throw new Error('no key changes the best match')
    }
  }
  return plan
}

async function openSwitcher(userData: string, browser: Browser) {
  const app = await startApp(userData, { browser })
  const tray = await app.waitForMenu((labels) => firstSite(labels) !== undefined || labels.includes('Open SiteTray'))
  const session = app.session as unknown as { context(): Promise<BrowserContext> }
  await (await session.context()).addInitScript(paintProbe(OPTION))
  tray.clickMenuItem(['Open SiteTray'])
  const { page } = await app.waitForWindow()
  await page.getByRole('searchbox', { name: 'Search websites' }).waitFor({ timeout: WAIT_MS })
  await page.keyboard.press('Control+k')
  // The catalogue has come once the favorites are listed.
  await page.locator(OPTION).first().waitFor({ timeout: WAIT_MS })
  return { app, page }
}

async function typeKeys(page: Page, plan: readonly Keystroke[]): Promise<KeyFigures> {
  const figures: KeyFigures = { characterMs: [], resultMs: [], mismatches: [] }
  for (const keystroke of plan) {
    const timing = await timedKeystroke(page, keystroke.key, WAIT_MS)
    figures.characterMs.push(timing.charAt! - timing.keydownAt!)
    figures.resultMs.push(timing.resultAt! - timing.keydownAt!)
    const shown = timing.resultRow?.split(', ')[0]
    if (shown !== keystroke.best) figures.mismatches.push(`${keystroke.key}: ${shown} instead of ${keystroke.best}`)
  }
  return figures
}

async function measure(
  quick: boolean,
  accounts: number,
  each: number,
  keys: number,
  browser: Browser,
): Promise<KeyFigures> {
  const data = await appDataFor(quick, each, accounts)
  try {
    const { app, page } = await openSwitcher(data.userData, browser)
    try {
      return await typeKeys(page, planKeys(catalogueOf(accounts, each), keys))
    } finally {
      await quitApp(app)
    }
  } finally {
    await rm(data.userData, { recursive: true, force: true })
  }
}

async function measureSwitcher(context: CaseContext): Promise<void> {
  const size = context.quick ? SIZES.quick : SIZES.full
  const keys = context.quick ? 4 : 40
  const browser = await startChromium()
  try {
    // --quick only proves the case runs: the baseline's own start of the app is left out there.
    const mine = await measure(context.quick, size.accounts, size.each, keys, browser)
    const base = context.quick ? null : await measure(false, 1, size.base, keys, browser)
    const label = `${formatNumber(size.accounts * size.each)} websites, ${size.accounts} accounts`
    recordKeystrokes(context, mine, base, {
      label: `${label}: switcher key`,
      result: 'new best match painted',
      keys: `${keys} keys (letters and Backspace, each changing the best match)`,
      goals: { characterMs: GOAL_MS, resultMs: GOAL_MS },
      baselineWebsites: size.base,
    })
    for (const mismatch of [...mine.mismatches, ...(base?.mismatches ?? [])].slice(0, 5))
      context.note(`the switcher showed another best match than the bench expected: ${mismatch}`)
  } finally {
    await browser.close()
  }
}

benchCase({
  name: 'switcher',
  order: 65,
  title: 'the quick switcher over 30,000 websites of three accounts, through the stand-in: a keystroke → painted',
  baseline: 'the same keys over one account of 1,000 websites, in the same run',
  needsBuild: true,
  run: measureSwitcher,
})
