/**
 * The settings view, as a user meets it: the shortcut recorded by pressing it and shown in the
 * platform's notation; a problem next to its setting as an error, a note as a note; a switch that
 * shows what main answered; notifications the system will not show; SiteTray's own update; the
 * language, which relabels the view as soon as it is chosen.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { macNeedsApproval } from '../../src/main/lifecycle/login-item-status'
import { expect as see } from './expect'
import type { FakeSeed } from './fake-bridge'
import { seed } from './fixtures'
import { startHarness, type Harness, type TestWindow } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

async function openSettings(overrides: Partial<FakeSeed> = {}): Promise<TestWindow> {
  const window = await harness.open(seed(overrides))
  await window.page.getByRole('button', { name: 'Settings' }).click()
  await see(window.page.getByText('SiteTray 0.1.0')).toBeVisible()
  return window
}

/** Everything the view shows a person: its text and the values in its fields. */
function shownText(page: Page): Promise<string> {
  return page.evaluate(
    `document.body.innerText + ' ' + [...document.querySelectorAll('input')].map((input) => input.value + ' ' + input.placeholder).join(' ')`,
  )
}

describe('the global shortcut', () => {
  it.each([
    ['win32', 'Control+Shift+K', 'CommandOrControl+Shift+K', 'Ctrl+Shift+K', 'Control+Shift+S', 'Ctrl+Shift+S'],
    ['linux', 'Meta+Alt+K', 'Super+Alt+K', 'Super+Alt+K', 'Control+Shift+S', 'Ctrl+Shift+S'],
    ['darwin', 'Meta+Shift+K', 'CommandOrControl+Shift+K', '⌘⇧K', 'Meta+Shift+S', '⌘⇧S'],
  ] as const)(
    'on %s: recorded by pressing %s (stored as %s), shown as %s; a taken one is an error and the working one stays',
    async (platform, keys, accelerator, shown, takenKeys, example) => {
      const window = await openSettings({ platform, takenShortcuts: ['CommandOrControl+Shift+S'] })
      const { page } = window
      const field = page.getByLabel('Global shortcut')
      await see(field).toHaveAttribute('placeholder', `Press keys, e.g. ${example}`)

      await field.focus()
      await page.keyboard.press(keys)
      expect(await window.waitForCall('settings:update')).toEqual({ globalShortcut: accelerator })
      await see(field).toHaveValue(shown)
      await see(page.getByText(`${shown} shows or hides SiteTray from any app.`)).toBeVisible()

      await page.keyboard.press(takenKeys)
      expect(await window.waitForCall('settings:update', 2)).toEqual({ globalShortcut: 'CommandOrControl+Shift+S' })
      await see(page.getByRole('alert')).toContainText('Another app already uses this shortcut.')
      await see(field).toHaveAttribute('aria-invalid', 'true')
      await see(field).toHaveValue(shown)

      expect(await shownText(page)).not.toMatch(/CommandOrControl|CmdOrCtrl/)
      await window.close()
    },
  )

  it('a key without Ctrl, Super or ⌘ is no shortcut: it says what to hold, and Escape takes that back without leaving', async () => {
    const window = await openSettings({ platform: 'linux' })
    const { page } = window
    const field = page.getByLabel('Global shortcut')
    await field.focus()
    await page.keyboard.press('k')
    await see(page.getByRole('alert')).toContainText('Hold Ctrl or Super while you press the key, e.g. Ctrl+Shift+S.')
    await see(field).toHaveValue('')
    await page.keyboard.press('Shift+K')
    await see(page.getByRole('alert')).toContainText('Hold Ctrl or Super')

    await page.keyboard.press('Escape')
    await see(page.getByRole('alert')).toBeHidden()
    expect(await page.evaluate('window.__fake.hidden')).toBe(0)
    expect(await page.evaluate(`window.__fake.calls.filter((call) => call.channel === 'settings:update').length`)).toBe(
      0,
    )
    await window.close()
  })

  it.each([
    ['linux', 'Alt+K', 'In other apps, Alt and a key type a character or open a menu: Alt+K would take that key'],
    ['win32', 'Control+Alt+Q', 'On many keyboards Ctrl+Alt works as AltGr, which types characters such as @ and €'],
    ['darwin', 'Alt+Shift+K', '⌥⇧K would take that key from them. Add ⌘ or ⌃ to the combination.'],
  ] as const)(
    'on %s, %s takes typed characters from other apps: refused as it is pressed, saying why',
    async (platform, keys, reason) => {
      const window = await openSettings({ platform })
      const { page } = window
      const field = page.getByLabel('Global shortcut')
      await field.focus()
      await page.keyboard.press(keys)
      await see(page.getByRole('alert')).toContainText(reason)
      await see(field).toHaveValue('')
      expect(
        await page.evaluate(`window.__fake.calls.filter((call) => call.channel === 'settings:update').length`),
      ).toBe(0)
      // A function key types nothing: alone, it is a shortcut.
      await page.keyboard.press('F9')
      expect(await window.waitForCall('settings:update')).toEqual({ globalShortcut: 'F9' })
      await see(page.getByRole('alert')).toBeHidden()
      await window.close()
    },
  )

  it('Backspace in the field and "Clear" remove it', async () => {
    const window = await openSettings({
      platform: 'win32',
      settings: {
        ...seed().settings,
        settings: { ...seed().settings.settings, globalShortcut: 'CommandOrControl+Shift+J' },
      },
    })
    const { page } = window
    const field = page.getByLabel('Global shortcut')
    await see(field).toHaveValue('Ctrl+Shift+J')
    await field.focus()
    await page.keyboard.press('Backspace')
    expect(await window.waitForCall('settings:update')).toEqual({ globalShortcut: null })
    await see(field).toHaveValue('')

    await page.keyboard.press('Control+Shift+J')
    expect(await window.waitForCall('settings:update', 2)).toEqual({ globalShortcut: 'CommandOrControl+Shift+J' })
    await page.getByRole('button', { name: 'Clear shortcut', exact: true }).click()
    expect(await window.waitForCall('settings:update', 3)).toEqual({ globalShortcut: null })
    await window.close()
  })
})

describe('the quick switcher and "Exclude my IP"', () => {
  it('records the switcher\'s own shortcut, and keeps only a "what is my IP" address SiteTray may ask', async () => {
    const window = await openSettings({ platform: 'darwin' })
    const { page } = window
    const shortcut = page.getByLabel('Quick switcher shortcut')
    await shortcut.focus()
    await page.keyboard.press('Meta+Shift+K')
    expect(await window.waitForCall('settings:update')).toEqual({ switcherShortcut: 'CommandOrControl+Shift+K' })
    await see(shortcut).toHaveValue('⌘⇧K')
    await see(
      page.getByText("⌘⇧K opens the quick switcher from any app (in SiteTray's window, ⌘K does too)."),
    ).toBeVisible()

    const lookup = page.getByLabel('“What is my IP” service')
    await lookup.focus()
    await page.keyboard.press('Control+a')
    await page.keyboard.type('http://icanhazip.com')
    await page.keyboard.press('Enter')
    await see(page.getByText('Enter an https:// address, e.g. https://api.ipify.org.')).toBeVisible()
    expect(await window.calls('settings:update')).toHaveLength(1)
    await page.keyboard.press('Control+a')
    await page.keyboard.type('https://icanhazip.com')
    await page.keyboard.press('Tab')
    expect(await window.waitForCall('settings:update', 2)).toEqual({ ipLookupUrl: 'https://icanhazip.com' })
    await see(page.getByText('Enter an https:// address, e.g. https://api.ipify.org.')).toBeHidden()
    await window.close()
  })
})

describe('launch at login', () => {
  it('a refusal moves the switch back, with the reason as an error', async () => {
    const refusal = 'A development build of SiteTray does not register itself to start at login.'
    const window = await openSettings({ loginItem: { applied: false, problem: refusal } })
    const { page } = window
    const toggle = page.getByRole('checkbox', { name: 'Launch at login' })
    await toggle.click()
    expect(await window.waitForCall('settings:update')).toEqual({ launchAtLogin: true })
    await see(page.getByText(refusal)).toBeVisible()
    await see(page.getByRole('checkbox', { name: 'Launch at login', checked: false })).toBeAttached()
    await see(toggle).toHaveAttribute('aria-invalid', 'true')
    await window.close()
  })

  it('what the system still decides is a note beside a switch that stays on', async () => {
    const window = await openSettings({ platform: 'darwin', loginItem: { applied: true, note: macNeedsApproval() } })
    const { page } = window
    const toggle = page.getByRole('checkbox', { name: 'Launch at login' })
    await toggle.check()
    await see(page.getByRole('status').filter({ hasText: macNeedsApproval() })).toBeVisible()
    await see(toggle).toBeChecked()
    await see(toggle).toHaveAttribute('aria-invalid', null)
    await see(page.getByRole('alert')).toHaveCount(0)
    await window.close()
  })

  it.each([
    ['darwin', 'menu bar'],
    ['win32', 'notification area'],
    ['linux', 'system tray'],
  ] as const)('on %s says SiteTray starts in the %s', async (platform, place) => {
    const window = await openSettings({ platform })
    await see(window.page.getByText(`Start SiteTray in the ${place} when you log in.`)).toBeVisible()
    await window.close()
  })
})

describe('notifications the system will not show', () => {
  it('are said in the settings while it is so, and no longer once one was shown', async () => {
    const window = await openSettings()
    const { page } = window
    const problem = 'SiteTray could not show a notification. Allow notifications for SiteTray in the system settings.'
    await page.evaluate(`window.__fake.emit('notification-problem', { problem: ${JSON.stringify(problem)} })`)
    await see(page.getByRole('region', { name: 'Notifications' }).getByRole('alert')).toContainText(problem)
    await page.evaluate(`window.__fake.emit('notification-problem', { problem: null })`)
    await see(page.getByRole('region', { name: 'Notifications' })).toBeHidden()
    await window.close()
  })
})

describe("SiteTray's own update", () => {
  it('a downloaded update is offered; "Restart to update" asks main, and the view says it is restarting', async () => {
    const window = await openSettings({ update: { kind: 'ready', version: '0.2.0' } })
    const { page } = window
    await see(page.getByRole('status').filter({ hasText: 'Version 0.2.0 is ready' })).toBeVisible()
    await page.getByRole('button', { name: 'Restart to update' }).click()
    expect(await window.waitForCall('app:restartToUpdate')).toEqual({})
    await see(page.getByRole('status').filter({ hasText: 'Restarting to install version 0.2.0…' })).toBeVisible()
    await see(page.getByRole('button', { name: 'Restart to update' })).toBeHidden()
    await window.close()
  })

  it('says where the update stands without offering a restart while it downloads', async () => {
    const window = await openSettings({ update: { kind: 'downloading', version: '0.2.0', percent: 42.7 } })
    await see(window.page.getByRole('status').filter({ hasText: 'Downloading version 0.2.0 (42%)…' })).toBeVisible()
    await see(window.page.getByRole('button', { name: 'Restart to update' })).toHaveCount(0)
    await window.close()
  })
})

describe('the language', () => {
  it('choosing Deutsch relabels the settings view in German at once', async () => {
    const window = await openSettings()
    const { page } = window
    const select = page.getByLabel('Language', { exact: true })
    await select.focus()
    // A closed select picks the option whose name starts with what is typed, as the user's keyboard would.
    await page.keyboard.type('D')
    expect(await window.waitForCall('settings:update')).toEqual({ language: 'de' })

    await see(page.getByRole('region', { name: 'Einstellungen' })).toBeVisible()
    await see(page.getByLabel('Sprache', { exact: true })).toHaveValue('de')
    await see(page.getByRole('checkbox', { name: 'Beim Anmelden starten' })).toBeVisible()
    expect(await page.getByLabel('Globales Tastenkürzel').getAttribute('placeholder')).toMatch(
      /^Tasten drücken, z\. B\. /,
    )
    await see(page.getByText('Dieses Tastenkürzel zeigt oder verbirgt SiteTray von jeder App aus.')).toBeVisible()
    await see(page.getByRole('radio', { name: 'Dunkel' })).toBeAttached()
    await see(page.getByLabel('Websites aktualisieren')).toContainText('Alle 15 Minuten')
    await see(page.getByRole('button', { name: 'Protokolldatei anzeigen' })).toBeVisible()
    expect(await page.evaluate('document.documentElement.lang')).toBe('de')
    expect(await shownText(page)).not.toMatch(/Launch at login|Appearance|Refresh websites|Show log file|Every 15/)
    await window.close()
  })
})
