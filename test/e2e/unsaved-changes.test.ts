/**
 * No typed change dropped without asking, and focus where the eyes are, in the built app with a
 * person's hands (page.mouse, page.keyboard): in the editor, typing then Back, Escape, the tray's
 * "Open in SiteTray" for another website or the close button asks, and Keep editing keeps every
 * character; hiding and showing the window keeps the form; a quit keeps the draft for the next
 * start, without the password; Escape goes from the editor to the list and from the list hides the
 * window; an opened website's first field has the focus; a refused save shows its field and
 * message above the footer.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import { addAccount, openFromTray, showSettings, topLabels, useApp, useSandboxes } from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()

const EDITED = 'maple-street-bakery.com'
const OTHER = 'hiking-the-alps.de'

/** A click where the element is drawn, as a person's pointer does it. */
async function clickOn(page: Page, target: Locator): Promise<void> {
  await target.scrollIntoViewIfNeeded()
  const box = (await target.boundingBox())!
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

const isFocused = (target: Locator): Promise<boolean> =>
  target.evaluate((element) => element === element.ownerDocument.activeElement)

async function appWithEditor(
  options: { platform?: 'linux' | 'win32' | 'darwin'; userData?: string; tab?: 'statistics' | 'settings' } = {},
) {
  const sandbox = await startSandbox()
  sandboxes.push(sandbox)
  const { tab: _tab, ...launchOptions } = options
  const app = await launch({ argv: ['--hidden'], ...launchOptions })
  await addAccount(app, sandbox)
  const tray = await app.waitForMenu(
    (labels) => topLabels(labels).includes(EDITED) && topLabels(labels).includes(OTHER),
  )
  const win = await app.waitForLoadedWindow()
  const page = win.page
  await clickOn(page, page.getByRole('button', { name: EDITED, exact: true }))
  await page.getByRole('heading', { name: EDITED }).waitFor()
  if (options.tab !== 'statistics') await showSettings(page)
  return { app, win, tray, page, sandbox }
}

/** Types into the excluded IPs, as a person does: a click in the field, then the keys. */
async function typeIps(page: Page, text: string): Promise<Locator> {
  const ips = page.getByLabel('Excluded IP addresses')
  await clickOn(page, ips)
  await page.keyboard.type(text)
  return ips
}

const question = (page: Page) => page.getByRole('dialog', { name: `Discard your changes to ${EDITED}?` })

async function keepEditing(page: Page): Promise<void> {
  await question(page).waitFor()
  await page.keyboard.press('Enter')
  await question(page).waitFor({ state: 'hidden' })
}

describe('the editor with typed changes', () => {
  it('asks before Back, Escape or the tray\'s "Open in SiteTray" for another website drops them, and Keep editing keeps every character', async () => {
    const { tray, page } = await appWithEditor()
    const typed = '203.0.113.9\n198.51.100.0/24'
    const ips = await typeIps(page, typed)

    await clickOn(page, page.getByRole('button', { name: 'Back', exact: true }))
    await keepEditing(page)
    expect(await ips.inputValue()).toBe(typed)

    await page.keyboard.press('Escape')
    await keepEditing(page)
    expect(await ips.inputValue()).toBe(typed)

    tray.clickMenuItem([OTHER, 'Open in SiteTray'])
    await keepEditing(page)
    expect(await ips.inputValue()).toBe(typed)
    await page.getByRole('heading', { name: EDITED }).waitFor()

    // Asked again, the user lets it go: the other website opens, nothing was sent.
    tray.clickMenuItem([OTHER, 'Open in SiteTray'])
    await question(page).waitFor()
    await clickOn(page, question(page).getByRole('button', { name: 'Discard' }))
    await page.getByRole('heading', { name: OTHER }).waitFor()
  })

  it('keeps the form as it was when the window is hidden and shown again; the close button asks, and Discard hides it', async () => {
    const { app, win, tray, page } = await appWithEditor({ platform: 'win32' })
    const typed = '192.0.2.44'
    const ips = await typeIps(page, typed)

    // Windows: a click on the tray icon hides the window, another shows it.
    tray.userClick()
    expect(win.isVisible()).toBe(false)
    tray.userClick()
    await app.waitFor(() => win.isVisible(), 'the window shown again')
    expect(await ips.inputValue()).toBe(typed)

    win.userClose()
    await question(page).waitFor()
    expect(win.isVisible()).toBe(true)
    await page.keyboard.press('Enter')
    await question(page).waitFor({ state: 'hidden' })
    expect(win.isVisible()).toBe(true)
    expect(await ips.inputValue()).toBe(typed)

    win.userClose()
    await clickOn(page, question(page).getByRole('button', { name: 'Discard' }))
    await app.waitFor(() => !win.isVisible(), 'the window hidden')
    tray.userClick()
    await app.waitFor(() => win.isVisible(), 'the window shown again')
    await expectValue(ips, '')
  })

  it('keeps them across a quit: the next start opens the form with them, and the password typed never reached the disk', async () => {
    const userData = dataFolder()
    const { app: first, page } = await appWithEditor({ userData })
    // Public → Password: Tab from the settings' tab to their first field, and ↓ moves the choice (Private, Public,
    // Password).
    await page.keyboard.press('Tab')
    await expect.poll(() => isFocused(page.getByLabel('Statistics page'))).toBe(true)
    await page.keyboard.press('ArrowDown')
    const password = page.getByLabel('Password', { exact: true })
    await clickOn(page, password)
    await page.keyboard.type('never-on-disk-77')
    await typeIps(page, '192.0.2.45')
    await first.waitFor(
      async () => (await readFile(join(userData, 'draft.json'), 'utf8').catch(() => '')).includes('192.0.2.45'),
      'the draft on disk',
    )
    first.quit()
    expect(await first.exited).toEqual({ code: 0 })
    expect(await readFile(join(userData, 'draft.json'), 'utf8')).not.toContain('never-on-disk-77')

    const app = await launch({ argv: ['--hidden'], userData })
    await app.waitForMenu((labels) => topLabels(labels).includes(EDITED))
    openFromTray(app)
    const next = (await app.waitForLoadedWindow()).page
    await next.getByRole('heading', { name: EDITED }).waitFor()
    await expectValue(next.getByLabel('Excluded IP addresses'), '192.0.2.45')
    expect(await next.getByLabel('Statistics page').inputValue()).toBe('2')
    // The password is asked for again: it was never kept.
    expect(await next.getByLabel('Password', { exact: true }).inputValue()).toBe('')
  })
})

describe('Escape and the focus', () => {
  it("the website's name has the focus once it opens on its statistics; Escape returns to the list; Escape in the list hides the window", async () => {
    const { app, win, page } = await appWithEditor({ tab: 'statistics' })
    await expect.poll(() => isFocused(page.getByRole('heading', { name: EDITED }))).toBe(true)

    await page.keyboard.press('Escape')
    await page.getByRole('list', { name: 'Websites' }).waitFor()
    expect(win.isVisible()).toBe(true)

    await page.keyboard.press('Escape')
    await app.waitFor(() => !win.isVisible(), 'the window hidden')
  })

  it('on macOS, ⌘S saves the form', async () => {
    const { page, sandbox, app } = await appWithEditor({ platform: 'darwin' })
    await typeIps(page, '192.0.2.47')
    await page.keyboard.press('Meta+s')
    await app.waitFor(
      () =>
        sandbox.control
          .list('B')
          .find((row) => row.host === EDITED)
          ?.exclude_ips?.includes('192.0.2.47') === true,
      'the change on the service',
    )
    await page.getByRole('main').getByText('Saved.').waitFor()
  })

  it('a refused save focuses the field at fault, with its message drawn in the window above the footer', async () => {
    const { page, sandbox } = await appWithEditor()
    const ips = await typeIps(page, '192.0.2.46')
    sandbox.injectFault({
      fault: {
        kind: 'status',
        status: 422,
        body: { message: { exclude_ips: ['192.0.2.46 is reserved for the service.'] }, status: 422 },
      },
      method: 'PATCH',
    })
    await clickOn(page, page.getByRole('button', { name: 'Save' }))

    const message = page.getByRole('main').getByText('192.0.2.46 is reserved for the service.')
    await message.waitFor()
    await expect.poll(() => isFocused(ips)).toBe(true)
    const drawn = await message.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const doc = element.ownerDocument
      const inWindow = box.top >= 0 && box.bottom <= doc.documentElement.clientHeight
      const corners = [
        [box.left + 2, box.top + 2],
        [box.right - 2, box.bottom - 2],
      ]
      return inWindow && corners.every(([x, y]) => element.contains(doc.elementFromPoint(x!, y!)))
    })
    expect(drawn).toBe(true)
  })
})

async function expectValue(field: Locator, value: string): Promise<void> {
  await expect.poll(() => field.inputValue()).toBe(value)
}
