/**
 * A window whose page hangs can still be closed: the close button's question about unsaved changes
 * is the page's to ask, and a page that cannot run a line of script within a few seconds never
 * will. The window then goes, and the draft main was last told opens again with the next window.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import { addAccount, openFromTray, showSettings, topLabels, useApp, useSandboxes } from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()
const EDITED = 'maple-street-bakery.com'
/** main-window.ts' PAGE_ANSWER_MS (that module imports electron, which this process cannot load). */
const PAGE_ANSWER_MS = 3_000

async function clickOn(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

describe('a hung window with unsaved changes', () => {
  it('closes a few seconds after the close button, and the next window shows the draft', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const userData = dataFolder()
    const app = await launch({ userData, argv: ['--hidden'] })
    await addAccount(app, sandbox)
    await app.waitForMenu((labels) => topLabels(labels).includes(EDITED))
    const win = await app.waitForLoadedWindow()
    const { page } = win
    await clickOn(page, page.getByRole('button', { name: EDITED, exact: true }))
    await page.getByRole('heading', { name: EDITED }).waitFor()
    await showSettings(page)
    await clickOn(page, page.getByLabel('Excluded IP addresses'))
    await page.keyboard.type('203.0.113.9')
    const draft = (): string => {
      try {
        return readFileSync(join(userData, 'draft.json'), 'utf8')
      } catch {
        return ''
      }
    }
    await app.waitFor(() => draft().includes('203.0.113.9'), 'main keeps the draft')

    // The page's script never returns: it can neither ask nor hide.
    void page
      .evaluate(() => {
        for (;;);
      })
      .catch(() => undefined)
    const closedAt = Date.now()
    win.userClose()
    await app.waitFor(() => win.isDestroyed(), 'the hung window closed', PAGE_ANSWER_MS + 5_000)
    expect(Date.now() - closedAt).toBeGreaterThanOrEqual(PAGE_ANSWER_MS - 100)

    openFromTray(app)
    const again = await app.waitForLoadedWindow((candidate) => candidate !== win)
    await again.page.getByRole('heading', { name: EDITED }).waitFor()
    expect(await again.page.getByLabel('Excluded IP addresses').inputValue()).toBe('203.0.113.9')
  })
})
