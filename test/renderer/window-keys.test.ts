/**
 * The window as a keyboard and a screen reader meet it: Escape goes up one level and hides the
 * window only from the list; Ctrl+S saves the form; the title names the view; the focus lands on
 * a form's first field, and after a refused save on the field at fault with its message in view;
 * outcomes are said in one polite live region.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expect as see } from './expect'
import type { FakeControl } from './fake-bridge'
import { seed, WORK_ID } from './fixtures'
import { startHarness, type Harness, type TestWindow } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const hidden = (page: Page): Promise<number> =>
  page.evaluate(() => (globalThis as unknown as { __fake: FakeControl }).__fake.hidden)
const title = (page: Page): Promise<string> => page.title()
const liveRegion = (page: Page) => page.locator('[data-live-region]')

async function openWebsite(window: TestWindow, domain: string): Promise<void> {
  await window.page.getByRole('button', { name: domain, exact: true }).click()
  await see(window.page.getByRole('heading', { name: domain })).toBeVisible()
}

describe('Escape', () => {
  it('goes from the editor back to the list, from Settings to the list, and from the list (empty search) hides the window', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'acme.com')
    await page.keyboard.press('Escape')
    await see(page.getByRole('list', { name: 'Websites' })).toBeVisible()
    expect(await hidden(page)).toBe(0)

    await page.getByRole('button', { name: 'Settings' }).click()
    await see(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
    await page.keyboard.press('Escape')
    await see(page.getByRole('list', { name: 'Websites' })).toBeVisible()
    expect(await hidden(page)).toBe(0)

    await page.keyboard.press('Escape')
    await expect.poll(() => hidden(page)).toBe(1)
    await window.close()
  })

  it("from an editor the tray opened (no history), leads to its account's list", async () => {
    const window = await harness.open(seed({ navigation: { view: 'website', accountId: WORK_ID, websiteId: '3' } }))
    const { page } = window
    await see(page.getByRole('heading', { name: 'cycling.net' })).toBeVisible()
    await page.keyboard.press('Escape')
    await see(page.getByRole('list', { name: 'Websites' })).toBeVisible()
    expect(await hidden(page)).toBe(0)
    await window.close()
  })
})

describe('Ctrl+S', () => {
  it("saves the editor's changes, wherever the focus is in the form, and does nothing when nothing changed", async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'acme.com')
    await page.keyboard.press('Control+s')
    expect(await window.calls('websites:update')).toEqual([])

    await page.getByLabel('E-mail reports').click()
    await page.getByLabel('Excluded query parameters').click()
    await page.keyboard.press('Control+s')
    expect(await window.waitForCall('websites:update')).toMatchObject({
      accountId: WORK_ID,
      websiteId: '1',
      patch: { emailReports: false },
    })
    await see(page.getByRole('main').getByText('Saved.')).toBeVisible()
    await window.close()
  })

  it('adds the new website', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await page.getByRole('button', { name: 'New website' }).click()
    // Typed once the form is there, as a person types into what they see.
    await see(page.locator('form input').first()).toBeFocused()
    await page.keyboard.type('keyboard.example')
    await page.keyboard.press('Control+s')
    expect(await window.waitForCall('websites:create')).toMatchObject({
      accountId: WORK_ID,
      input: { domain: 'keyboard.example' },
    })
    await see(page.getByRole('heading', { name: 'keyboard.example' })).toBeVisible()
    await window.close()
  })
})

describe("the window's title", () => {
  it('names the view: the list, the website opened, the settings', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await see(page.getByRole('list', { name: 'Websites' })).toBeVisible()
    await expect.poll(() => title(page)).toBe('Websites — SiteTray')
    await openWebsite(window, 'acme.com')
    await expect.poll(() => title(page)).toBe('acme.com — SiteTray')
    await page.getByRole('button', { name: 'Settings' }).click()
    await expect.poll(() => title(page)).toBe('Settings — SiteTray')
    await page.getByRole('button', { name: 'Account' }).click()
    await expect.poll(() => title(page)).toBe('Work — SiteTray')
    await window.close()
  })
})

describe('the focus', () => {
  it("is on the first field of a website's form once it opens, and on a view's heading after the header led there", async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'acme.com')
    // This account's service turns out to have no statistics: the website is its settings alone, their first field focused.
    const privacy = page.getByRole('combobox', { name: 'Statistics page', exact: true })
    await privacy.waitFor()
    await see(privacy).toBeFocused()

    await page.getByRole('button', { name: 'Conflicts' }).click()
    await see(page.getByRole('heading', { name: 'Conflicts' })).toBeFocused()
    await window.close()
  })

  it('after a refused save, is on the field at fault, with the field and its message in view above the footer', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'bakery.org')
    const ips = page.getByLabel('Excluded IP addresses')
    await ips.fill('203.0.113.9')
    // The field just in view at the bottom of the form, as a user leaves it who scrolled no further:
    // the service's message, added under it, would be under the footer.
    const body = page.locator('.view-body')
    const [fieldBox, bodyBox] = [(await ips.boundingBox())!, (await body.boundingBox())!]
    await page.mouse.move(bodyBox.x + bodyBox.width / 2, bodyBox.y + bodyBox.height / 2)
    await page.mouse.wheel(0, -2_000)
    await expect.poll(() => body.evaluate((element) => element.scrollTop)).toBe(0)
    const below = (await ips.boundingBox())!.y + fieldBox.height - (bodyBox.y + bodyBox.height)
    await page.mouse.wheel(0, below + 1)
    await expect
      .poll(async () => Math.round((await ips.boundingBox())!.y + fieldBox.height - (bodyBox.y + bodyBox.height)))
      .toBeLessThanOrEqual(0)

    await window.page.evaluate(() =>
      (globalThis as unknown as { __fake: FakeControl }).__fake.refuse('websites:update', {
        kind: 'validation',
        message: 'The given data was invalid.',
        fieldErrors: { excludeIps: ['The exclude ips may not contain 203.0.113.9 on your plan.'] },
      }),
    )
    await page.keyboard.press('Control+s')

    const message = page.getByRole('main').getByText('The exclude ips may not contain 203.0.113.9 on your plan.')
    await see(message).toBeVisible()
    await see(ips).toBeFocused()
    // What is drawn at the message's corners is the message itself: not the footer, not past the window's edge.
    const drawn = await message.evaluate((element) => {
      const box = element.getBoundingClientRect()
      const doc = element.ownerDocument as unknown as { elementFromPoint(x: number, y: number): unknown }
      const own = element as unknown as { contains(other: unknown): boolean }
      return [
        [box.left + 2, box.top + 2],
        [box.right - 2, box.bottom - 2],
      ].every(([x, y]) => own.contains(doc.elementFromPoint(x!, y!)))
    })
    expect(drawn).toBe(true)
    await window.close()
  })
})

describe('the live region', () => {
  it('is one polite region that says each outcome: saved, kept for later, and a carried notice', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await see(liveRegion(page)).toHaveAttribute('aria-live', 'polite')

    await openWebsite(window, 'acme.com')
    await page.getByLabel('Exclude bots').click()
    await page.getByRole('button', { name: 'Save' }).click()
    await see(liveRegion(page)).toContainText('Saved.')
    // Said once: the footer shows it, and is not a second region.
    await see(page.getByRole('status').filter({ hasText: 'Saved.' })).toHaveCount(1)

    await page.getByRole('button', { name: 'Delete…' }).click()
    await page.getByRole('dialog', { name: 'Delete acme.com?' }).getByRole('button', { name: 'Delete' }).click()
    await see(liveRegion(page)).toContainText('Deleted acme.com.')
    await window.close()
  })
})
