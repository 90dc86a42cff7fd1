/**
 * SiteTray in the user's language, in the built app: the tray speaks the OS's language in the
 * platform's own words, Arabic lays the window out right to left, and a language chosen in the
 * settings relabels the tray at once and is kept across a restart. Expected words come from the
 * catalogs themselves, so a translation can change without this test going stale; the window's
 * own words are other areas' and are read here only through `<html lang dir>`.
 */
import type { Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { installTranslator } from '../../src/shared/i18n'
import { CATALOGS, createCoreTranslator } from '../../src/shared/i18n/every-language'
import { LANGUAGES, type Language } from '../../src/shared/i18n/languages'
import { quitLabel } from '../../src/main/tray/menu'
import type { StandinApp } from '../standin/launch'
import { clickAt, PLATFORMS, topLabels, useApp } from './support'

const { launch, dataFolder } = useApp()

/** The tray's words in `language`, as main computes them (the same catalogs, the same translator). */
function trayWords(language: Language, platform: NodeJS.Platform) {
  const menu = CATALOGS[language].tray.menu
  installTranslator(createCoreTranslator(language))
  try {
    return { ...menu, quit: quitLabel(platform) }
  } finally {
    installTranslator(createCoreTranslator('en'))
  }
}

/** Opens the window from the tray, the platform's way, in whatever language the tray speaks. */
async function openWindow(app: StandinApp, openLabel: string): Promise<Page> {
  if (app.platform === 'win32') app.tray()!.userClick()
  else app.tray()!.clickMenuItem([openLabel])
  const window = await app.waitForLoadedWindow()
  await app.waitFor(() => window.isVisible(), 'the window shown')
  return window.page
}

describe.each(PLATFORMS)('a German system on %s', (platform) => {
  it("shows the tray in German, in the platform's own words", async () => {
    const de = trayWords('de', platform)
    const app = await launch({ argv: ['--hidden'], platform, systemLanguages: ['de-DE', 'en-US'] })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes(de.tryDemo))
    expect(topLabels(tray.menuLabels())).toEqual([
      ...(platform === 'win32' ? [] : [de.open, '---']),
      de.addAccount,
      de.tryDemo,
      '---',
      de.quit,
    ])
    expect(de.quit).toBe(platform === 'darwin' ? 'SiteTray beenden' : 'Beenden')
    expect(tray.toolTip).toBe(`SiteTray — ${CATALOGS.de.tray.tooltip.noAccount}`)
    if (platform !== 'darwin') return
    // macOS's menu bar in German too: Electron would label its roles in English.
    const appMenu = CATALOGS.de.system.appMenu
    expect(app.standin.menuBarMenu!.labels()).toEqual([
      { SiteTray: [appMenu.about, '---', appMenu.hide, appMenu.hideOthers, appMenu.showAll, '---', appMenu.quit] },
      {
        [appMenu.edit]: [
          appMenu.undo,
          appMenu.redo,
          '---',
          appMenu.cut,
          appMenu.copy,
          appMenu.paste,
          appMenu.pasteAndMatchStyle,
          appMenu.delete,
          appMenu.selectAll,
        ],
      },
      { [appMenu.window]: [appMenu.minimize, appMenu.close] },
    ])
  })
})

describe('an Arabic system', () => {
  it('lays the list out right to left: each website drawn from the right of its row', async () => {
    const ar = trayWords('ar', 'linux')
    const app = await launch({ argv: ['--hidden'], platform: 'linux', systemLanguages: ['ar-EG'] })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes(ar.tryDemo))
    tray.clickMenuItem([ar.tryDemo])
    await app.waitForMenu((labels) => topLabels(labels).includes('maple-street-bakery.com'))
    const page = await openWindow(app, ar.open)

    await page.locator('html[dir="rtl"]').waitFor({ state: 'attached' })
    expect(await page.locator('html').getAttribute('lang')).toBe('ar')
    const row = page.locator('.website-row').filter({ hasText: 'maple-street-bakery.com' }).first()
    await row.waitFor()
    const rowBox = (await row.boundingBox())!
    const domainBox = (await row.locator('.domain').boundingBox())!
    const starBox = (await row.locator('.star').boundingBox())!
    // Right to left: the row starts at its right edge — the star, then the domain to its left, in the row's right half.
    expect(starBox.x).toBeGreaterThan(domainBox.x + domainBox.width - 1)
    expect(domainBox.x + domainBox.width).toBeGreaterThan(rowBox.x + rowBox.width / 2)
  })
})

describe('choosing French in the settings', () => {
  it('relabels the tray within a second of the window showing French, and keeps it after a restart', async () => {
    const userData = dataFolder()
    const fr = trayWords('fr', 'linux')
    const app = await launch({ argv: ['--hidden'], platform: 'linux', userData })
    const english = await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    expect(topLabels(english.menuLabels()).at(-1)).toBe('Quit')
    const page = await openWindow(app, 'Open SiteTray')
    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))

    // The language select, by keyboard: focused through its label (a click on the select would pop its list up), then
    // "Français" typed to, as a user picks an entry of a closed select.
    const select = page.getByRole('combobox', { name: 'Language' })
    await clickAt(page, page.locator(`label[for="${await select.getAttribute('id')}"]`))
    await page.locator('select:focus').waitFor()
    await page.keyboard.type('Fran')
    await page.locator('html[lang="fr"]').waitFor({ state: 'attached' })
    const french = await app.waitForMenu(
      (labels) => topLabels(labels).includes(fr.tryDemo) && topLabels(labels).at(-1) === fr.quit,
      1_000,
    )
    expect(topLabels(french.menuLabels())).toContain(fr.addAccount)

    app.quit()
    expect((await app.exited).code).toBe(0)
    // A new start loads the main bundle afresh, as a new process would.
    await app.dispose()
    const again = await launch({ argv: ['--hidden'], platform: 'linux', userData })
    await again.waitForMenu((labels) => topLabels(labels).includes(fr.tryDemo) && topLabels(labels).at(-1) === fr.quit)
  })
})

describe('every language, one after another', () => {
  it('relabels the window and the tray at each step of the language list walked with the arrow key', async () => {
    const app = await launch({ argv: ['--hidden'], platform: 'linux', systemLanguages: ['en-US'] })
    await app.waitForMenu((labels) => topLabels(labels).includes('Try the demo'))
    const page = await openWindow(app, 'Open SiteTray')
    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
    const select = page.getByRole('combobox', { name: 'Language' })
    await clickAt(page, page.locator(`label[for="${await select.getAttribute('id')}"]`))
    await page.locator('select:focus').waitFor()

    // The list after "System": every shipped language in its order, each one arrow key further down.
    for (const language of LANGUAGES) {
      await page.keyboard.press('ArrowDown')
      await page.locator(`html[lang="${language}"]`).waitFor({ state: 'attached' })
      const words = trayWords(language, 'linux')
      await page.getByRole('heading', { name: CATALOGS[language].settings.view.title, exact: true }).waitFor()
      await app.waitForMenu(
        (labels) => topLabels(labels).includes(words.tryDemo) && topLabels(labels).at(-1) === words.quit,
      )
      expect(await page.locator('html').getAttribute('dir')).toBe(language === 'ar' ? 'rtl' : 'ltr')
    }
  })
})
