/**
 * The websites list as a person reaches it: with more websites than fit in the window, the wheel
 * over the list and the keyboard bring every one of them into view, and a click where the last
 * one is drawn opens it — at the normal text size and at 200 % (Ctrl/⌘ and +), where the window
 * shows half as much. Only real input events (page.mouse, page.keyboard): a list that cannot
 * scroll passes every test that clicks rows through the DOM.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { displayDomain } from '../../src/main/base/display-domain'
import { startSandbox } from '../../src/main/sandbox'
import { addAccount, doubleTextSize, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

/** The domains whose rows a person can see now: the row is what is drawn at its own centre. */
function visibleDomains(page: Page): Promise<string[]> {
  // A string: the test's TypeScript has no DOM types.
  return page.evaluate(`[...document.querySelectorAll('[data-row-open]')]
    .filter((row) => {
      const box = row.getBoundingClientRect()
      const hit = document.elementFromPoint(box.left + box.width / 2, box.top + box.height / 2)
      return hit !== null && row.contains(hit)
    })
    .map((row) => row.getAttribute('aria-label') ?? '')`)
}

/** Resolves once the frame after the last input has been drawn (the wheel scrolls asynchronously). */
function nextFrame(page: Page): Promise<unknown> {
  return page.evaluate('new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve)))')
}

async function listCentre(page: Page): Promise<{ x: number; y: number }> {
  const box = await page.getByRole('list', { name: 'Websites' }).boundingBox()
  const viewport = page.viewportSize()!
  expect(box).not.toBeNull()
  // The part of the list inside the window, whatever its full height.
  const top = Math.max(box!.y, 0)
  const bottom = Math.min(box!.y + box!.height, viewport.height)
  return { x: box!.x + box!.width / 2, y: (top + bottom) / 2 }
}

async function openWithSixtyWebsites(): Promise<{ page: Page; domains: string[] }> {
  const sandbox = await startSandbox({ seed: 60 })
  sandboxes.push(sandbox)
  const app = await launch({ argv: ['--hidden'] })
  await addAccount(app, sandbox)
  const page = (await app.waitForLoadedWindow()).page
  // The rows name websites as people write them (bücher.de for xn--bcher-kva.de).
  const domains = sandbox.control.list('B').map((row) => displayDomain(row.host))
  expect(domains).toHaveLength(60)
  await page.getByText('60 websites').waitFor()
  return { page, domains }
}

describe.each([100, 200])('the websites list, with more websites than fit in the window, text at %i %%', (textSize) => {
  it('brings every website into view with the wheel, and a click on the last one opens it', async () => {
    const { page, domains } = await openWithSixtyWebsites()
    if (textSize === 200) {
      const rowHeight = (await page.locator('[data-row-open]').first().boundingBox())!.height
      await doubleTextSize(page)
      await expect
        .poll(async () => (await page.locator('[data-row-open]').first().boundingBox())!.height)
        .toBeCloseTo(rowHeight * 2, 0)
    }
    const seen = new Set(await visibleDomains(page))
    expect(seen.size).toBeLessThan(60)

    const { x, y } = await listCentre(page)
    await page.mouse.move(x, y)
    for (let turn = 0; turn < 40 && seen.size < domains.length; turn++) {
      await page.mouse.wheel(0, 240)
      await nextFrame(page)
      for (const domain of await visibleDomains(page)) seen.add(domain)
    }
    expect([...seen].sort()).toEqual([...domains].sort())

    // The last row is drawn where the user sees it; a click at that point opens that website.
    const last = page.locator('[data-row-open]').last()
    const domain = await last.getAttribute('aria-label')
    const box = (await last.boundingBox())!
    await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
    await page.getByRole('heading', { name: domain! }).waitFor()
  })

  it('brings the last website into view with End and the next ones with Page Down', async () => {
    const { page } = await openWithSixtyWebsites()
    if (textSize === 200) await doubleTextSize(page)
    const before = await visibleDomains(page)
    const firstVisible = before[0]!

    // From the search box, ↓ goes into the list; Page Down shows websites that were out of view.
    await page.getByRole('searchbox').focus()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('PageDown')
    await expect.poll(async () => (await visibleDomains(page)).some((domain) => !before.includes(domain))).toBe(true)

    await page.keyboard.press('End')
    const lastRow = await page.locator('[data-row-open]').last().getAttribute('aria-label')
    await expect.poll(() => visibleDomains(page)).toContain(lastRow)

    await page.keyboard.press('Home')
    await expect.poll(() => visibleDomains(page)).toContain(firstVisible)
  })
})
