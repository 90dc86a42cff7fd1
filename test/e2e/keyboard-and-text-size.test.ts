/**
 * The window for people who do not use a mouse, and for people who need larger text, in the built
 * app:
 * - with the keyboard alone, from the list to a website's settings and back, a new website, the
 *   settings and the account — every focused control showing where the focus is;
 * - at 200 % text size (Ctrl/⌘ and +), every view still fits the window's width and its controls
 *   are reached with the wheel. (list-scroll.test.ts reaches every website at 200 % too.)
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import { addAccount, clickAt, doubleTextSize, openWebsite, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

/** The focused control's label (or text) and whether a focus ring is drawn around it. */
function focused(page: Page): Promise<{ name: string; ring: boolean; tag: string }> {
  // A string: the test's TypeScript has no DOM types.
  return page.evaluate(`(() => {
    const element = document.activeElement
    if (!element || element === document.body) return { name: '', ring: false, tag: 'BODY' }
    const style = getComputedStyle(element)
    const ring = (style.outlineStyle !== 'none' && parseFloat(style.outlineWidth) > 0) || style.boxShadow !== 'none'
    const name = element.getAttribute('aria-label') || (element.labels && element.labels[0] && element.labels[0].innerText) || element.innerText || element.getAttribute('placeholder') || ''
    return { name: name.trim(), ring, tag: element.tagName }
  })()`)
}

/**
 * Presses Tab (or Shift+Tab, `backwards`) until the control named `name` has the focus, checking the ring of every
 * control on the way.
 */
async function tabTo(page: Page, name: string | RegExp, backwards = false): Promise<void> {
  for (let press = 0; press < 40; press++) {
    await page.keyboard.press(backwards ? 'Shift+Tab' : 'Tab')
    const now = await focused(page)
    expect(now.ring, `a focus ring around "${now.name}" (${now.tag})`).toBe(true)
    if (typeof name === 'string' ? now.name === name : name.test(now.name)) return
  }
  throw new Error(`Tab never reached "${String(name)}"`)
}

/** Whether anything in the page is wider than the window (a row of controls pushed out, a line that does not wrap). */
function overflowsSideways(page: Page): Promise<boolean> {
  return page.evaluate(`[document.scrollingElement, ...document.querySelectorAll('.view-body, .body, main, .view-slot')]
    .some((element) => element && element.scrollWidth > element.clientWidth + 1)`) as Promise<boolean>
}

async function accountWithDemoSites(): Promise<Page> {
  const sandbox = await startSandbox()
  sandboxes.push(sandbox)
  const app = await launch({ argv: ['--hidden'], platform: 'linux' })
  await addAccount(app, sandbox)
  const { page } = await app.waitForLoadedWindow()
  await page.getByText('36 websites').waitFor()
  return page
}

describe('with the keyboard alone', () => {
  it('a website is found, changed and saved, a new website begun and left, and the settings and the account reached', async () => {
    const page = await accountWithDemoSites()

    // The search has the focus when the window opens; ↓ goes into the list; Enter opens the website.
    await expect.poll(async () => (await focused(page)).name).toBe('Search websites')
    await page.keyboard.type('maple')
    await page.getByText('1 match').waitFor()
    await page.keyboard.press('ArrowDown')
    expect((await focused(page)).name).toBe('maple-street-bakery.com')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'maple-street-bakery.com' }).waitFor()

    // It opens on its statistics: Tab to their tab, → to the settings' tab beside it.
    await tabTo(page, /^Statistics$/)
    await page.keyboard.press('ArrowRight')
    await page.getByRole('tab', { name: 'Settings', selected: true }).waitFor()

    // Tab to a switch, Space turns it, Ctrl+S saves.
    const emailReports = page.getByRole('checkbox', { name: 'E-mail reports' })
    const wasOn = await emailReports.isChecked()
    await tabTo(page, /^E-mail reports/)
    await page.keyboard.press('Space')
    expect(await emailReports.isChecked()).toBe(!wasOn)
    await page.keyboard.press('ControlOrMeta+S')
    await page
      .getByRole('main')
      .getByText(/^(Saved|Sent)\./)
      .waitFor()

    // Escape goes back to the list, on the row just edited; "/" goes back to the search.
    await page.keyboard.press('Escape')
    await expect.poll(async () => (await focused(page)).name).toBe('maple-street-bakery.com')
    await page.keyboard.press('/')
    expect((await focused(page)).name).toBe('Search websites')
    await page.keyboard.press('Escape')

    // Ctrl+N begins a new website; typed and left with Escape, the question comes first.
    await page.keyboard.press('ControlOrMeta+N')
    await page.getByLabel('Domain').waitFor()
    await expect.poll(async () => (await focused(page)).name).toBe('Domain')
    await page.keyboard.type('new-shop.example')
    await page.keyboard.press('Escape')
    const question = page.getByRole('dialog')
    await question.waitFor()
    // Keep editing is the default: Enter keeps every character.
    await page.keyboard.press('Enter')
    await question.waitFor({ state: 'hidden' })
    expect(await page.getByLabel('Domain').inputValue()).toBe('new-shop.example')
    await page.keyboard.press('Escape')
    await question.waitFor()
    await tabTo(page, 'Discard')
    await page.keyboard.press('Enter')
    await page.getByText('36 websites').waitFor()

    // Ctrl+, opens the settings; Tab reaches the shortcut; back up to the header, its Account button opens the account.
    await page.keyboard.press('ControlOrMeta+Comma')
    await page.getByRole('heading', { name: 'Settings' }).waitFor()
    await tabTo(page, 'Global shortcut')
    await tabTo(page, 'Account', true)
    await page.keyboard.press('Enter')
    await page.getByLabel('Name', { exact: true }).waitFor()
  })
})

describe('at 200 % text size', () => {
  it("every view fits the window's width, and its controls are reached with the wheel", async () => {
    const page = await accountWithDemoSites()
    await doubleTextSize(page)
    expect(await overflowsSideways(page)).toBe(false)

    await openWebsite(page, 'maple-street-bakery.com', 'statistics')
    await page.getByRole('heading', { name: 'maple-street-bakery.com' }).waitFor()
    await page.locator('[data-total="visitors"]').waitFor()
    expect(await overflowsSideways(page)).toBe(false)
    // The statistics' periods, totals, chart and lists fit too.
    await page.locator('[data-list="page"]').scrollIntoViewIfNeeded()
    await page.getByRole('table', { name: 'Pages', exact: true }).waitFor()
    expect(await overflowsSideways(page), 'statistics').toBe(false)
    await clickAt(page, page.getByRole('tab', { name: 'Settings' }))
    // The last field of the form, far below the fold, is reached with the wheel and typed into.
    await clickAt(page, page.getByLabel('Excluded IP addresses'))
    await page.keyboard.type('\n198.51.100.4')
    await clickAt(page, page.getByRole('button', { name: 'Save' }))
    await page
      .getByRole('main')
      .getByText(/^(Saved|Sent)\./)
      .waitFor()

    await clickAt(page, page.getByRole('button', { name: 'Back', exact: true }))
    await clickAt(page, page.getByRole('button', { name: 'New website' }))
    await page.getByLabel('Domain').waitFor()
    expect(await overflowsSideways(page)).toBe(false)
    await clickAt(page, page.getByRole('button', { name: 'Cancel' }))

    for (const [button, landmark] of [
      ['Overview', 'Overview'],
      ['Conflicts', 'Conflicts'],
      ['Account', 'Name'],
      ['Settings', 'Global shortcut'],
    ] as const) {
      await clickAt(
        page,
        page.getByRole('navigation', { name: 'Main' }).getByRole('button', { name: button, exact: true }),
      )
      await (
        landmark === 'Conflicts' || landmark === 'Overview'
          ? page.getByRole('heading', { name: landmark })
          : page.getByLabel(landmark, { exact: true })
      ).waitFor()
      // The overview's table at its widest: a website's figures are in it.
      if (landmark === 'Overview') await page.locator('[data-website-id] td.number').first().waitFor()
      expect(await overflowsSideways(page), button).toBe(false)
    }
  })
})
