/**
 * The website editor: only what changed is sent, refusals land under their fields, the tray's "Password…" lands on the
 * password.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expect as see } from './expect'
import { account, seed, status, WORK_ID } from './fixtures'
import { startHarness, type Harness, type TestWindow } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

async function openWebsite(window: TestWindow, domain: string): Promise<void> {
  await window.page.getByRole('button', { name: domain, exact: true }).click()
  await see(window.page.getByRole('heading', { name: domain })).toBeVisible()
}

function refuseNext(window: TestWindow, channel: string, error: object): Promise<void> {
  return window.page.evaluate(
    ({ channel: name, error: refusal }) =>
      (globalThis as unknown as { __fake: { refuse(channel: string, error: object): void } }).__fake.refuse(
        name,
        refusal,
      ),
    { channel, error },
  )
}

describe('website editor', () => {
  it('sends only the fields the user changed, and says it was saved', async () => {
    const window = await harness.open(seed())
    const { page } = window
    // acme.com: Private, e-mail reports on, bots excluded, a favorite, two IPs excluded.
    await openWebsite(window, 'acme.com')
    await see(page.getByRole('button', { name: 'Save' })).toBeDisabled()

    await page.getByLabel('E-mail reports').uncheck()
    await page.getByLabel('Excluded IP addresses').fill('203.0.113.7\n198.51.100.0/24\n  192.0.2.1  \n')
    await page.getByRole('button', { name: 'Save' }).click()

    // Shown in the footer (the live region says it too).
    await see(page.getByRole('main').getByText('Saved.')).toBeVisible()
    expect(await window.waitForCall('websites:update')).toEqual({
      accountId: WORK_ID,
      websiteId: '1',
      patch: { emailReports: false, excludeIps: ['203.0.113.7', '198.51.100.0/24', '192.0.2.1'] },
      seen: { emailReports: true, excludeIps: ['203.0.113.7', '198.51.100.0/24'] },
    })
    // Favorite untouched: no favorite call; the form now shows the saved record.
    expect(await window.calls('websites:favorite')).toEqual([])
    await see(page.getByRole('button', { name: 'Save' })).toBeDisabled()
    await window.close()
  })

  it('one Save that changes privacy and the favorite is one request to main, the favorite among the fields', async () => {
    const window = await harness.open(seed())
    const { page } = window
    // acme.com: Private and a favorite.
    await openWebsite(window, 'acme.com')
    await page.getByLabel('Statistics page').selectOption({ label: 'Public' })
    await page.getByLabel('Favorite', { exact: true }).uncheck()
    await page.getByRole('button', { name: 'Save' }).click()

    await see(page.getByRole('main').getByText('Saved.')).toBeVisible()
    expect((await window.calls('websites:update')).map((call) => call.request)).toEqual([
      {
        accountId: WORK_ID,
        websiteId: '1',
        patch: { privacy: 0, favorite: false },
        seen: { privacy: 1, favorite: true },
      },
    ])
    expect(await window.calls('websites:favorite')).toEqual([])
    expect(await page.getByLabel('Favorite', { exact: true }).isChecked()).toBe(false)
    await window.close()
  })

  it("shows the service's field errors under their fields and keeps what the user typed", async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'acme.com')
    await refuseNext(window, 'websites:update', {
      kind: 'validation',
      message: 'The given data was invalid.',
      fieldErrors: { excludeParams: ['The exclude params may not be greater than 255 characters.'] },
    })
    await page.getByLabel('Excluded query parameters').fill('utm_source\nref')
    await page.getByRole('button', { name: 'Save' }).click()

    const params = page.getByLabel('Excluded query parameters')
    await see(page.getByText('The exclude params may not be greater than 255 characters.')).toBeVisible()
    await see(params).toHaveAttribute('aria-invalid', 'true')
    await see(params).toBeFocused()
    await see(params).toHaveValue('utm_source\nref')
    await window.close()
  })

  it('checks a field before sending: an address that is not an IP never leaves the window', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'bakery.org')
    await page.getByLabel('Excluded IP addresses').fill('10.0.0.300')
    await page.getByRole('button', { name: 'Save' }).click()
    await see(page.getByText('Not an IP address or CIDR range: "10.0.0.300"', { exact: false })).toBeVisible()
    expect(await window.calls('websites:update')).toEqual([])
    await window.close()
  })

  it('keeps what the user changed when the website or the account changes meanwhile, and takes the rest', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'florist.com')
    await page.getByLabel('E-mail reports').check()

    // The tray (or a sync) makes florist.com Public; the account is renamed.
    await page.evaluate(() => {
      const fake = (globalThis as unknown as { __fake: { websites(id: string): { id: string; privacy: number }[] } })
        .__fake
      const florist = fake.websites('00000000-0000-4000-8000-000000000001').find((website) => website.id === '6')
      if (florist) florist.privacy = 0
    })
    await window.emit('accounts-changed', { accounts: [account(WORK_ID, 'Work (renamed)')] })
    await window.emit('websites-changed', { accountId: WORK_ID })

    await see(page.getByLabel('Statistics page')).toHaveValue('0')
    await see(page.getByLabel('E-mail reports')).toBeChecked()
    await page.getByRole('button', { name: 'Save' }).click()
    expect(await window.waitForCall('websites:update')).toEqual({
      accountId: WORK_ID,
      websiteId: '6',
      patch: { emailReports: true },
      seen: { emailReports: false },
    })
    await window.close()
  })

  it('sends what the form showed of a setting the user changed, even after another device changed it meanwhile, so main can tell', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'florist.com')
    await see(page.getByLabel('Statistics page')).toHaveValue('1')
    await page.getByLabel('Statistics page').selectOption('0')

    // Another device sets a password on florist.com, and a sync brings it here.
    await page.evaluate(() => {
      const fake = (
        globalThis as unknown as {
          __fake: { websites(id: string): { id: string; privacy: number; hasPassword: boolean }[] }
        }
      ).__fake
      const florist = fake.websites('00000000-0000-4000-8000-000000000001').find((website) => website.id === '6')
      if (florist) Object.assign(florist, { privacy: 2, hasPassword: true })
    })
    await window.emit('websites-changed', { accountId: WORK_ID })
    await see(page.getByLabel('Password', { exact: true })).toBeHidden()

    await page.getByRole('button', { name: 'Save' }).click()
    expect(await window.waitForCall('websites:update')).toEqual({
      accountId: WORK_ID,
      websiteId: '6',
      patch: { privacy: 0 },
      seen: { privacy: 1 },
    })
    await window.close()
  })

  it('opens at the password field when the tray asks for it, with Password chosen', async () => {
    // bakery.org is Public and has no password: the tray offers "Password…" and opens the window here.
    const window = await harness.open(
      seed({ navigation: { view: 'website', accountId: WORK_ID, websiteId: '2', focus: 'password' } }),
    )
    const { page } = window
    const password = page.getByLabel('Password', { exact: true })
    await see(password).toBeFocused()
    await see(page.getByLabel('Statistics page')).toHaveValue('2')

    // Save without a password: asked for, nothing sent.
    await page.getByRole('button', { name: 'Save' }).click()
    await see(page.getByText('Enter a password for the statistics page.')).toBeVisible()
    expect(await window.calls('websites:update')).toEqual([])

    await password.fill('s3cret')
    await page.getByRole('button', { name: 'Save' }).click()
    expect(await window.waitForCall('websites:update')).toEqual({
      accountId: WORK_ID,
      websiteId: '2',
      patch: { privacy: 2, password: 's3cret' },
      seen: { privacy: 0 },
    })
    // The password is never shown again: the field is empty, a password is known to be set.
    await see(password).toHaveValue('')
    await see(page.getByText('A password is set.', { exact: false })).toBeVisible()

    // Later, from the tray again, for another website: the navigate event.
    await window.emit('navigate', { view: 'website', accountId: WORK_ID, websiteId: '3', focus: 'password' })
    await see(page.getByRole('heading', { name: 'cycling.net' })).toBeVisible()
    await see(page.getByLabel('Password', { exact: true })).toBeFocused()
    await window.close()
  })

  it('says an edit made offline is kept on this computer, and marks the website as waiting', async () => {
    const offline = account(WORK_ID, 'Work', { status: status(WORK_ID, { connection: 'offline' }) })
    const window = await harness.open(seed({ accounts: [offline], offline: [WORK_ID] }))
    const { page } = window
    await openWebsite(window, 'dental.io')
    await page.getByLabel('Exclude bots').uncheck()
    await page.getByRole('button', { name: 'Save' }).click()
    await see(
      page.getByRole('main').getByText('Saved on this computer: SiteTray will send it when the service answers again.'),
    ).toBeVisible()

    await page.getByRole('button', { name: 'Back' }).click()
    const row = page.getByRole('listitem').filter({ has: page.getByRole('button', { name: 'dental.io', exact: true }) })
    await see(row.getByText('Edits waiting to be sent.')).toBeAttached()
    await see(page.getByRole('status').filter({ hasText: 'Offline — 1 edit waiting' })).toBeVisible()
    await window.close()
  })

  it('marks the websites main says have edits waiting, also ones edited before a restart or from the tray', async () => {
    const waiting = account(WORK_ID, 'Work', {
      status: status(WORK_ID, { connection: 'offline', pendingEdits: 2, waitingWebsiteIds: ['3'] }),
    })
    const window = await harness.open(seed({ accounts: [waiting] }))
    const { page } = window
    const row = (domain: string) =>
      page.getByRole('listitem').filter({ has: page.getByRole('button', { name: domain, exact: true }) })
    await see(row('cycling.net').getByText('Edits waiting to be sent.')).toBeAttached()
    expect(await row('acme.com').getByText('Edits waiting to be sent.').count()).toBe(0)

    // Sent: main's next status names none.
    await window.emit('sync-status', { status: status(WORK_ID, { pendingEdits: 0, waitingWebsiteIds: [] }) })
    await row('cycling.net').getByText('Edits waiting to be sent.').waitFor({ state: 'detached' })
    await window.close()
  })

  it('deletes a website only after the user confirms', async () => {
    const window = await harness.open(seed())
    const { page } = window
    await openWebsite(window, 'events.de')
    await page.getByRole('button', { name: 'Delete…' }).click()
    const dialog = page.getByRole('dialog', { name: 'Delete events.de?' })
    await see(dialog).toBeVisible()

    // Escape closes the question, not the window.
    await page.keyboard.press('Escape')
    await see(dialog).toBeHidden()
    expect(await page.evaluate(() => (globalThis as unknown as { __fake: { hidden: number } }).__fake.hidden)).toBe(0)

    await page.getByRole('button', { name: 'Delete…' }).click()
    await dialog.getByRole('button', { name: 'Delete' }).click()
    await see(page.getByRole('main').getByText('Deleted events.de.')).toBeVisible()
    await see(page.getByRole('button', { name: 'events.de', exact: true })).toBeHidden()
    expect(await window.waitForCall('websites:remove')).toEqual({ accountId: WORK_ID, websiteId: '5' })
    await window.close()
  })
})
