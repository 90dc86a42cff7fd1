/** Conflicts: the user's choice goes to main; settings: each problem next to its setting. */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expect as see } from './expect'
import { account, conflicts, seed, status, WORK_ID } from './fixtures'
import { startHarness, type Harness } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

describe('conflicts', () => {
  it('shows base, mine and theirs, and keeps theirs when asked', async () => {
    const window = await harness.open(
      seed({ accounts: [account(WORK_ID, 'Work', { status: status(WORK_ID, { conflicts: 3 }) })], conflicts: { [WORK_ID]: conflicts() } }),
    )
    const { page } = window
    await see(page.getByRole('status').filter({ hasText: '3 conflicts — review' })).toBeVisible()
    await page.getByRole('button', { name: 'Conflicts (3)' }).click()

    const changed = page.getByRole('article', { name: 'bakery.org' })
    const row = changed.getByRole('row', { name: /Statistics page/ })
    await see(row).toContainText('Private')
    await see(row).toContainText('Password')
    await see(row).toContainText('Public')
    await changed.getByRole('button', { name: 'Keep theirs' }).click()
    await see(changed).toBeHidden()
    expect(await window.waitForCall('sync:resolveConflict')).toEqual({ accountId: WORK_ID, editId: '11111111-1111-4111-8111-111111111111', choice: 'theirs' })
    await see(page.getByRole('button', { name: 'Conflicts (2)' })).toBeVisible()

    // A refused edit can only be discarded; its reason is shown with it.
    const refused = page.getByRole('article', { name: 'cycling.net' })
    await see(refused).toContainText('The exclude ips must be valid IP addresses.')
    await see(refused.getByRole('button', { name: 'Keep mine' })).toBeHidden()
    await refused.getByRole('button', { name: 'Discard' }).click()
    await see(refused).toBeHidden()
    await see(page.getByRole('button', { name: 'Conflicts (1)' })).toBeVisible()
    await window.close()
  })
})

describe('settings', () => {
  it('records a shortcut from a key press, shows the problem when another app holds it, and clears it', async () => {
    const window = await harness.open(seed({ takenShortcuts: ['CommandOrControl+Shift+S'] }))
    const { page } = window
    await page.getByRole('button', { name: 'Settings' }).click()
    await see(page.getByText('SiteTray 0.1.0')).toBeVisible()

    const shortcut = page.getByLabel('Global shortcut')
    await shortcut.focus()
    await page.keyboard.press('Control+Shift+K')
    expect(await window.waitForCall('settings:update')).toEqual({ globalShortcut: 'CommandOrControl+Shift+K' })
    await see(shortcut).toHaveValue('CommandOrControl+Shift+K')

    await shortcut.fill('CommandOrControl+Shift+S')
    await shortcut.press('Enter')
    expect(await window.waitForCall('settings:update', 2)).toEqual({ globalShortcut: 'CommandOrControl+Shift+S' })
    await see(page.getByRole('alert')).toContainText('CommandOrControl+Shift+S is already used by another app.')
    await see(shortcut).toHaveAttribute('aria-invalid', 'true')

    await page.getByRole('button', { name: 'Clear' }).click()
    expect(await window.waitForCall('settings:update', 3)).toEqual({ globalShortcut: null })
    await see(page.getByRole('alert')).toBeHidden()

    await page.getByRole('radio', { name: 'Dark' }).check()
    expect(await window.waitForCall('settings:update', 4)).toEqual({ theme: 'dark' })
    await page.getByLabel('Refresh websites').selectOption({ label: 'Only when I ask' })
    expect(await window.waitForCall('settings:update', 5)).toEqual({ refreshIntervalMinutes: 0 })
    await page.getByLabel('Launch at login').check()
    expect(await window.waitForCall('settings:update', 6)).toEqual({ launchAtLogin: true })
    expect(await window.violations()).toEqual([])
    await window.close()
  })
})
