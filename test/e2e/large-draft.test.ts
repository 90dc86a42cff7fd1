/**
 * A draft larger than SiteTray keeps across a restart, in the built app with a person's hands: 2,500
 * IP addresses pasted into a website's excluded IPs (more than the 20,000 characters main keeps).
 * The window says they are too large to keep across a restart, the close button still asks before
 * they go, nothing older is kept in their place — and once the form is small again, it is kept.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import { addAccount, showSettings, topLabels, useApp, useSandboxes } from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()

const EDITED = 'maple-street-bakery.com'
const NOT_KEPT = `Your changes to ${EDITED} are too large to keep across a restart: save them before you quit SiteTray.`

async function clickOn(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/**
 * The system's clipboard, as another program leaves it: written from a page of the same browser
 * outside the app (whose session refuses every permission), so that Ctrl+V pastes it as one input
 * — typed, 2,500 lines would take the keyboard a minute.
 */
async function copyFromAnotherProgram(page: Page, origin: string, text: string): Promise<void> {
  const browser = page.context().browser()!
  const other = await browser.newContext()
  try {
    await other.grantPermissions(['clipboard-read', 'clipboard-write'], { origin })
    const helper = await other.newPage()
    await helper.goto(origin)
    await helper.evaluate(
      (copied) =>
        (
          globalThis as unknown as { navigator: { clipboard: { writeText(text: string): Promise<void> } } }
        ).navigator.clipboard.writeText(copied),
      text,
    )
  } finally {
    await other.close()
  }
}

/** 2,500 addresses, one a line: about 30,000 characters. */
const manyIps = Array.from({ length: 2_500 }, (_, index) => `10.${Math.floor(index / 250)}.${index % 250}.1`).join('\n')

describe('a draft too large to keep', () => {
  it('is said to be so, the close button still asks, and a small one is kept again', async () => {
    const userData = dataFolder()
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'], platform: 'win32', userData })
    await addAccount(app, sandbox)
    await app.waitForMenu((labels) => topLabels(labels).includes(EDITED))
    const win = await app.waitForLoadedWindow()
    const { page } = win
    await clickOn(page, page.getByRole('button', { name: EDITED, exact: true }))
    await page.getByRole('heading', { name: EDITED }).waitFor()
    await showSettings(page)

    const ips = page.getByLabel('Excluded IP addresses')
    await clickOn(page, ips)
    expect(manyIps.length).toBeGreaterThan(20_000)
    await copyFromAnotherProgram(page, sandbox.url, manyIps)
    await page.keyboard.press('Control+v')

    // Drawn where it can be seen, and said (the live region is seen by no one).
    const drawn = page.getByText(NOT_KEPT).and(page.locator(':not([data-live-region])'))
    await drawn.waitFor()
    await expect.poll(() => page.locator('[data-live-region]').textContent()).toBe(NOT_KEPT)

    // The close button asks, though main keeps nothing of it.
    win.userClose()
    const question = page.getByRole('dialog', { name: `Discard your changes to ${EDITED}?` })
    await question.waitFor()
    await question.getByText('It is too large to keep across a restart.').waitFor()
    await page.keyboard.press('Enter')
    await question.waitFor({ state: 'hidden' })
    expect(win.isVisible()).toBe(true)
    expect((await ips.inputValue()).length).toBe(manyIps.length)

    // Small again: the word goes, and the draft is kept.
    await clickOn(page, ips)
    await page.keyboard.press('Control+a')
    await page.keyboard.type('192.0.2.2')
    await drawn.waitFor({ state: 'detached' })
    const onDisk = (): Promise<string> => readFile(join(userData, 'draft.json'), 'utf8').catch(() => '')
    await app.waitFor(async () => (await onDisk()).includes('192.0.2.2'), 'the small draft on disk')

    // Large once more: not the small draft kept in its place — nothing is.
    await page.keyboard.press('Control+a')
    await page.keyboard.press('Control+v')
    await drawn.waitFor()
    await app.waitFor(async () => !(await onDisk()).includes('192.0.2.2'), 'the outdated draft gone from the disk')
  })
})
