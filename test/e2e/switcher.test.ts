/**
 * The quick switcher in the built app, over 30,000 websites of three accounts, with the keyboard
 * only: from the global shortcut (the window hidden) or Ctrl+K in the window, a few letters find
 * the website in whichever account holds it, Enter opens its editor, and it ranks first for those
 * letters from then on.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { DEFAULT_SETTINGS } from '../../src/shared/settings'
import { manyAccounts, type ManyAccounts } from './many-accounts'
import { openFromTray, useApp } from './support'

const { launch } = useApp()
const SHORTCUT = 'CommandOrControl+Shift+K'
const ACCOUNTS = [
  { id: '5e1c6b2a-7d4f-4c3e-9a8b-300000000001', label: 'Agency', count: 10_000 },
  { id: '5e1c6b2a-7d4f-4c3e-9a8b-300000000002', label: 'Shop', count: 10_000 },
  {
    id: '5e1c6b2a-7d4f-4c3e-9a8b-300000000003',
    label: 'Clients',
    count: 9_997,
    extra: ['needle-bakery.example', 'needle-cafe.example', 'haystack-needle.example'],
  },
]
let many: ManyAccounts

beforeAll(async () => {
  many = await manyAccounts(ACCOUNTS)
}, 60_000)
afterAll(() => many?.dispose())

describe('the quick switcher over 30,000 websites of three accounts', () => {
  it('opens from the global shortcut, finds a website in its account, and opens its editor with Enter', async () => {
    const userData = many.dataFolder()
    writeFileSync(join(userData, 'settings.json'), JSON.stringify({ ...DEFAULT_SETTINGS, switcherShortcut: SHORTCUT }))
    const app = await launch({ argv: ['--hidden'], userData, platform: 'linux' })
    await app.waitForTray()
    await app.waitFor(() => app.globalShortcut.isRegistered(SHORTCUT), "the switcher's shortcut registered")
    expect(app.windows()).toHaveLength(0)

    expect(app.globalShortcut.press(SHORTCUT)).toBe(true)
    const { page } = await app.waitForLoadedWindow()
    const box = page.getByRole('combobox', { name: 'Go to a website' })
    await box.waitFor()
    await expect.poll(() => box.evaluate((element) => element === element.ownerDocument.activeElement)).toBe(true)
    await page.keyboard.type('needle')
    const options = page.getByRole('listbox', { name: 'Websites' }).getByRole('option')
    const shown = (): Promise<Array<string | null>> =>
      options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label')))
    // Starting with it before holding it, then by domain.
    await expect
      .poll(shown)
      .toEqual(['needle-bakery.example, Clients', 'needle-cafe.example, Clients', 'haystack-needle.example, Clients'])
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'needle-cafe.example' }).waitFor()

    // Opened once, it comes first among those that start with the same letters.
    await page.keyboard.press('Control+k')
    await page.keyboard.type('needle')
    await expect
      .poll(shown)
      .toEqual(['needle-cafe.example, Clients', 'needle-bakery.example, Clients', 'haystack-needle.example, Clients'])
    await page.keyboard.press('Escape')
    await page.getByRole('dialog', { name: 'Go to a website' }).waitFor({ state: 'hidden' })
  })

  it('opens with Ctrl+K in the window and finds one website among 30,000', async () => {
    const app = await launch({ argv: ['--hidden'], userData: many.dataFolder(), platform: 'linux' })
    await app.waitForTray()
    openFromTray(app)
    const { page } = await app.waitForLoadedWindow()
    await page.getByText('10,000 websites').waitFor()
    await page.keyboard.press('Control+k')
    await page.keyboard.type('granite-2-9995')
    const options = page.getByRole('listbox', { name: 'Websites' }).getByRole('option')
    await expect
      .poll(() => options.evaluateAll((nodes) => nodes.map((node) => node.getAttribute('aria-label'))))
      .toEqual(['granite-2-9995.example, Shop'])
    await page.keyboard.press('Enter')
    await page.getByRole('heading', { name: 'granite-2-9995.example' }).waitFor()
  })
})
