/** A first start as the user meets it: the welcome, the demo, adding an account. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expect as see } from './expect'
import { DEMO_ID, emptySeed } from './fixtures'
import { startHarness, type Harness } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

describe('onboarding', () => {
  it('tries the demo: shows that it is starting, then the demo websites', async () => {
    const window = await harness.open(emptySeed({ hold: ['accounts:tryDemo'] }))
    const { page } = window
    await see(page.getByRole('heading', { name: 'Welcome to SiteTray' })).toBeVisible()

    await page.getByRole('button', { name: 'Try the demo' }).click()
    await see(page.getByRole('status').filter({ hasText: 'Starting the demo…' })).toBeVisible()
    await see(page.getByRole('button', { name: 'Try the demo' })).toHaveAttribute('aria-disabled', 'true')
    await see(page.getByRole('button', { name: 'Try the demo' })).toBeFocused()

    await window.release('accounts:tryDemo')
    await see(page.getByRole('list', { name: 'Websites' }).getByRole('listitem').first()).toBeVisible()
    await see(page.getByRole('button', { name: 'acme.com', exact: true })).toBeVisible()
    expect(await window.waitForCall('websites:listWindow')).toMatchObject({ accountId: DEMO_ID, offset: 0, limit: 100 })
    expect(await window.violations()).toEqual([])
    await window.close()
  })

  it('says why the demo could not start, and lets the user try again', async () => {
    const window = await harness.open(emptySeed())
    const { page } = window
    await page.evaluate(() =>
      (globalThis as unknown as { __fake: { refuse(channel: string, error: object): void } }).__fake.refuse(
        'accounts:tryDemo',
        { kind: 'internal', message: 'Port 8787 is in use.' },
      ),
    )
    await page.getByRole('button', { name: 'Try the demo' }).click()
    await see(page.getByRole('alert')).toContainText('The demo could not start: Port 8787 is in use.')
    await see(page.getByRole('button', { name: 'Try the demo' })).toHaveAttribute('aria-disabled', null)
    await window.close()
  })

  it('adds an account: checks the fields, keeps what was typed when the service refuses, never echoes the key', async () => {
    const window = await harness.open(emptySeed())
    const { page } = window
    await page.getByRole('button', { name: 'Add account' }).click()
    await see(page.getByRole('heading', { name: 'Add account' })).toBeVisible()

    // Nothing typed: both required fields say so, and no request is made.
    await page.getByRole('button', { name: 'Add account' }).click()
    await see(page.getByText('Enter the service address, e.g. https://stats.example.com.')).toBeVisible()
    await see(page.getByText("Enter the API key from the service's account area.")).toBeVisible()
    expect(await window.calls('accounts:add')).toEqual([])

    // A bare host gets https://; the service refuses the key: the message sits under the key, the inputs stay.
    await page.getByLabel('Service address').fill('stats.example.com')
    await page.getByLabel('API key').fill('wrong-key')
    await page.getByRole('button', { name: 'Test connection' }).click()
    await see(page.getByText('did not accept the API key', { exact: false })).toBeVisible()
    await see(page.getByLabel('Service address')).toHaveValue('https://stats.example.com')
    await see(page.getByLabel('API key')).toHaveValue('wrong-key')
    await see(page.getByLabel('API key')).toHaveAttribute('type', 'password')

    await page.getByLabel('API key').fill('good-key')
    await page.getByRole('button', { name: 'Test connection' }).click()
    await see(page.getByText('Connected as Jane Doe.', { exact: true })).toBeVisible()
    await page.getByLabel('Label (optional)').fill('Work')
    await page.getByRole('button', { name: 'Add account' }).click()

    await see(page.getByRole('main').getByText('Added Work.', { exact: false })).toBeVisible()
    // The variant the test found is passed on, so "Add" does not probe the service again.
    expect(await window.waitForCall('accounts:add')).toEqual({
      baseUrl: 'https://stats.example.com',
      apiKey: 'good-key',
      label: 'Work',
      variant: 'B',
    })
    await window.close()
  })
})
