/**
 * No typed change dropped without asking: in every form, leaving with unsaved changes — Back,
 * Escape, the header, the tray's links, another account, the window's close button — asks
 * "Discard your changes to …?" with Keep editing as the default; what may outlive a quit is
 * reported to main (never a password or a key), and a draft from the last run comes back.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { UnsavedForm } from '../../src/shared/form-draft'
import { expect as see } from './expect'
import type { FakeControl } from './fake-bridge'
import { account, CLIENT_ID, conflicts, seed, WORK_ID } from './fixtures'
import { startHarness, type Harness, type TestWindow } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const control = (page: Page): Promise<Pick<FakeControl, 'hidden' | 'unsaved'>> =>
  page.evaluate(() => {
    const { hidden, unsaved } = (globalThis as unknown as { __fake: FakeControl }).__fake
    return { hidden, unsaved }
  })
const hidden = async (page: Page): Promise<number> => (await control(page)).hidden
const reported = async (page: Page): Promise<UnsavedForm> => (await control(page)).unsaved

function question(page: Page, subject: string) {
  return page.getByRole('dialog', { name: `Discard your changes to ${subject}?` })
}

async function openWebsite(window: TestWindow, domain: string): Promise<void> {
  await window.page.getByRole('button', { name: domain, exact: true }).click()
  await see(window.page.getByRole('heading', { name: domain })).toBeVisible()
}

describe('the website editor with unsaved changes', () => {
  it('asks before Back drops them: Enter keeps editing with every character, Discard leaves without sending', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'bakery.org')
    const ips = page.getByLabel('Excluded IP addresses')
    await ips.click()
    await page.keyboard.type('203.0.113.9\n198.51.100.0/24')

    await page.getByRole('button', { name: 'Back' }).click()
    const asked = question(page, 'bakery.org')
    await see(asked).toBeVisible()
    await see(asked.getByRole('button', { name: 'Keep editing' })).toBeFocused()
    await page.keyboard.press('Enter')
    await see(asked).toBeHidden()
    await see(page.getByRole('heading', { name: 'bakery.org' })).toBeVisible()
    await see(ips).toHaveValue('203.0.113.9\n198.51.100.0/24')

    await page.getByRole('button', { name: 'Back' }).click()
    await asked.getByRole('button', { name: 'Discard' }).click()
    await see(page.getByRole('list', { name: 'Websites' })).toBeVisible()
    expect(await window.calls('websites:update')).toEqual([])
    await window.close()
  })

  it('asks before Escape drops them; Escape in the question keeps editing, not the window hidden', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'bakery.org')
    await page.getByLabel('E-mail reports').click()
    await page.keyboard.press('Escape')
    const asked = question(page, 'bakery.org')
    await see(asked).toBeVisible()
    await page.keyboard.press('Escape')
    await see(asked).toBeHidden()
    await see(page.getByRole('heading', { name: 'bakery.org' })).toBeVisible()
    await see(page.getByLabel('E-mail reports')).toBeChecked()
    // Back where the user was.
    await see(page.getByLabel('E-mail reports')).toBeFocused()
    expect(await hidden(page)).toBe(0)
    await window.close()
  })

  it('asks before the tray opens another website over them, and goes once the user discards', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'bakery.org')
    await page.getByLabel('Excluded query parameters').fill('ref')

    // "Password…" for the website shown goes nowhere else: no question, nothing lost.
    await window.emit('navigate', { view: 'website', accountId: WORK_ID, websiteId: '2', focus: 'password' })
    await see(page.getByLabel('Password', { exact: true })).toBeFocused()
    await see(page.getByLabel('Excluded query parameters')).toHaveValue('ref')
    await see(question(page, 'bakery.org')).toBeHidden()

    await window.emit('navigate', { view: 'website', accountId: WORK_ID, websiteId: '3' })
    const asked = question(page, 'bakery.org')
    await see(asked).toBeVisible()
    await page.keyboard.press('Enter')
    await see(page.getByLabel('Excluded query parameters')).toHaveValue('ref')

    await window.emit('navigate', { view: 'website', accountId: WORK_ID, websiteId: '3' })
    await asked.getByRole('button', { name: 'Discard' }).click()
    await see(page.getByRole('heading', { name: 'cycling.net' })).toBeVisible()
    await window.close()
  })

  it('asks before another account is chosen; kept editing, the account shown stays chosen', async () => {
    const window = await harness.open(
      seed({
        accounts: [account(WORK_ID, 'Work'), account(CLIENT_ID, 'Client sites')],
        websites: { [WORK_ID]: seed().websites[WORK_ID]!, [CLIENT_ID]: [] },
      }),
    )
    const { page } = window
    await openWebsite(window, 'acme.com')
    await page.getByLabel('Exclude bots').click()
    await page.getByLabel('Switch account').selectOption(CLIENT_ID)
    await page.keyboard.press('Enter')
    await see(question(page, 'acme.com')).toBeHidden()
    await see(page.getByLabel('Switch account')).toHaveValue(WORK_ID)
    await see(page.getByRole('heading', { name: 'acme.com' })).toBeVisible()
    await window.close()
  })

  it('asks before the header leads elsewhere, but not once the changes are saved', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'bakery.org')
    await page.getByLabel('Exclude bots').click()
    await page.getByRole('button', { name: 'Settings' }).click()
    await see(question(page, 'bakery.org')).toBeVisible()
    await page.keyboard.press('Enter')

    await page.getByRole('button', { name: 'Save' }).click()
    await see(page.getByRole('main').getByText('Saved.')).toBeVisible()
    await page.getByRole('button', { name: 'Settings' }).click()
    await see(page.getByRole('heading', { name: 'Settings' })).toBeVisible()
    await window.close()
  })

  it('tells main what may be kept for the next start: the settings changed and what the form showed of them, never the password', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'bakery.org')
    await page.getByLabel('Statistics page').selectOption({ label: 'Password' })
    await page.getByLabel('Password', { exact: true }).fill('s3cret-word')
    await page.getByLabel('Excluded IP addresses').fill('203.0.113.9')

    await expect
      .poll(() => reported(page))
      .toEqual({
        subject: 'bakery.org',
        draft: {
          form: 'website',
          accountId: WORK_ID,
          websiteId: '2',
          values: { privacy: 2, excludeIps: '203.0.113.9' },
          shown: { privacy: 0, excludeIps: '' },
        },
      })
    expect(JSON.stringify(await window.calls('app:setUnsavedForm'))).not.toContain('s3cret-word')

    // Back to what the website holds: nothing unsaved any more.
    await page.getByLabel('Statistics page').selectOption({ label: 'Public' })
    await page.getByLabel('Excluded IP addresses').fill('')
    await expect.poll(() => reported(page)).toBeNull()
    await window.close()
  })
})

describe("the window's close button, pressed with unsaved changes", () => {
  it('asks: Keep editing leaves the window and the form as they were, Discard drops the changes and hides it', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'bakery.org')
    await page.getByLabel('Excluded IP addresses').fill('203.0.113.9')

    await window.emit('close-requested', {})
    const asked = question(page, 'bakery.org')
    await see(asked).toBeVisible()
    await page.keyboard.press('Enter')
    await see(asked).toBeHidden()
    expect(await hidden(page)).toBe(0)
    await see(page.getByLabel('Excluded IP addresses')).toHaveValue('203.0.113.9')

    await window.emit('close-requested', {})
    await asked.getByRole('button', { name: 'Discard' }).click()
    await expect.poll(() => hidden(page)).toBe(1)
    // Shown again later: the website as it is, nothing of the discarded change.
    await see(page.getByLabel('Excluded IP addresses')).toHaveValue('')
    await see(page.getByRole('heading', { name: 'bakery.org' })).toBeVisible()
    await expect.poll(() => reported(page)).toBeNull()
    await window.close()
  })
})

describe('every other form', () => {
  it('"New website": asks before Cancel drops the domain typed', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await page.getByRole('button', { name: 'New website' }).click()
    await see(page.getByLabel('Domain')).toBeFocused()
    await page.keyboard.type('new-shop.example')
    await page.getByRole('button', { name: 'Cancel' }).click()
    await see(question(page, 'new-shop.example')).toBeVisible()
    await page.keyboard.press('Enter')
    await see(page.getByLabel('Domain')).toHaveValue('new-shop.example')
    await expect
      .poll(() => reported(page))
      .toMatchObject({
        subject: 'new-shop.example',
        draft: { form: 'new-website', accountId: WORK_ID, domain: 'new-shop.example' },
      })

    // Added: nothing left to ask about on the way to its editor.
    await page.getByRole('button', { name: 'Add website' }).click()
    await see(page.getByRole('heading', { name: 'new-shop.example' })).toBeVisible()
    await see(question(page, 'new-shop.example')).toBeHidden()
    await window.close()
  })

  it('"Add account": asks before Back drops what was typed, and never reports the key', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await page.getByRole('button', { name: 'Account' }).click()
    await page.getByRole('button', { name: 'Add another account' }).click()
    await page.getByLabel('Service address').fill('https://stats.other.example')
    await page.getByLabel('API key').fill('secret-api-key-1234')
    await page.getByRole('button', { name: 'Back' }).click()
    await see(question(page, 'the new account')).toBeVisible()
    await page.keyboard.press('Enter')
    await see(page.getByLabel('API key')).toHaveValue('secret-api-key-1234')
    await expect
      .poll(() => reported(page))
      .toEqual({
        subject: 'the new account',
        draft: { form: 'add-account', baseUrl: 'https://stats.other.example', label: '' },
      })
    expect(JSON.stringify(await window.calls('app:setUnsavedForm'))).not.toContain('secret-api-key-1234')
    await window.close()
  })

  it("an account's name and key: asks before the header leads away from either", async () => {
    const window = await harness.open(seed())
    const { page } = window
    await page.getByRole('button', { name: 'Account' }).click()
    await page.getByLabel('Account name').fill('Agency')
    await page.getByRole('button', { name: 'Websites' }).click()
    await see(question(page, 'Work')).toBeVisible()
    await page.keyboard.press('Enter')
    await see(page.getByLabel('Account name')).toHaveValue('Agency')
    await page.getByLabel('Account name').fill('Work')

    // A key typed and not saved: asked about, never kept for the next start.
    await page.getByLabel('New API key').fill('another-secret-key')
    await page.getByRole('button', { name: 'Websites' }).click()
    await see(question(page, 'the API key')).toBeVisible()
    await page.keyboard.press('Enter')
    await expect.poll(() => reported(page)).toEqual({ subject: 'the API key', draft: null })
    await window.close()
  })

  it('a refused edit opened to correct: leaving it as it was asks nothing (it stays in Conflicts); a correction typed is asked about', async () => {
    const window = await harness.open(seed({ conflicts: { [WORK_ID]: conflicts() } }))
    const { page } = window
    await window.emit('navigate', { view: 'conflicts', accountId: WORK_ID })
    await page.getByRole('article', { name: 'cycling.net' }).getByRole('button', { name: 'Edit again' }).click()
    const ips = page.getByLabel('Excluded IP addresses')
    await see(ips).toHaveValue('10.0.0.300')
    await page.getByRole('button', { name: 'Back' }).click()
    await see(page.getByRole('heading', { name: 'Conflicts' })).toBeVisible()

    await page.getByRole('article', { name: 'cycling.net' }).getByRole('button', { name: 'Edit again' }).click()
    await ips.fill('10.0.0.30')
    await page.getByRole('button', { name: 'Back' }).click()
    await see(question(page, 'cycling.net')).toBeVisible()
    await page.keyboard.press('Enter')
    await see(ips).toHaveValue('10.0.0.30')
    await window.close()
  })
})

describe('a draft kept when SiteTray last closed', () => {
  it('opens first, in its form, with what the user had changed — and what was shown before, so that main can still tell a conflict', async () => {
    const window = await harness.open(
      seed({
        draft: {
          subject: 'bakery.org',
          draft: {
            form: 'website',
            accountId: WORK_ID,
            websiteId: '2',
            values: { excludeIps: '203.0.113.9', emailReports: true },
            shown: { excludeIps: '', emailReports: false },
          },
        },
        navigation: { view: 'website', accountId: WORK_ID, websiteId: '3' },
      }),
    )
    const { page } = window
    // Where the tray asked the window to go, once the user says the draft may go.
    const asked = question(page, 'bakery.org')
    await see(asked).toBeVisible()
    await page.keyboard.press('Enter')
    await see(asked).toBeHidden()
    await see(page.getByRole('heading', { name: 'bakery.org' })).toBeVisible()
    await see(page.getByRole('main').getByText('Here is what you had not saved when SiteTray closed.')).toBeVisible()
    await see(page.getByLabel('Excluded IP addresses')).toHaveValue('203.0.113.9')
    await see(page.getByLabel('E-mail reports')).toBeChecked()
    await expect
      .poll(() => reported(page))
      .toMatchObject({ subject: 'bakery.org', draft: { values: { excludeIps: '203.0.113.9', emailReports: true } } })

    await page.getByRole('button', { name: 'Save' }).click()
    expect(await window.waitForCall('websites:update')).toEqual({
      accountId: WORK_ID,
      websiteId: '2',
      patch: { emailReports: true, excludeIps: ['203.0.113.9'] },
      seen: { emailReports: false, excludeIps: [] },
    })
    await window.close()
  })
})
