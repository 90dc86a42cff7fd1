/**
 * Every view of the built app in the pseudo-locale (SITETRAY_PSEUDO_LOCALE=1: English made longer, accented and
 * marked ⟦ ⟧, src/shared/i18n/pseudo.ts), in the light and the dark theme, at the window's own size, walked with real
 * mouse and keyboard input from the welcome to the settings. At each stop nothing is shown that no catalog gave, and
 * no text is cut off or pushed out of the window by a language some 40 % longer than English
 * (pseudo-locale-check.ts says what counts as data and what may end in an ellipsis).
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import { installTranslator, PSEUDO_LOCALE, t, type MessageKey, type Named } from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'
import { pseudoLocalize } from '../../src/shared/i18n/pseudo'
import { pseudoProblems, type PseudoProblem } from './pseudo-locale-check'
import { clickAt, topLabels, typeInto, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

// The words the window shows, as this test looks for them: the pseudo-locale's.
beforeAll(() => installTranslator(createCoreTranslator(PSEUDO_LOCALE)))
afterAll(() => installTranslator(createCoreTranslator('en')))
const said = (key: MessageKey, named?: Named): string => t(key, named)
/**
 * Some English words as the pseudo-locale writes them inside a longer message: accented, each followed by what
 * padding the whole message gave it.
 */
function words(english: string): RegExp {
  const accented = english
    .split(/\s+/)
    .map((word) => pseudoLocalize(word).slice(1, -1).replace(/·+$/, ''))
    .map((word) => `${word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}·*`)
  return new RegExp(accented.join('\\s+'))
}

type Found = PseudoProblem & { view: string }

describe.each(['light', 'dark'] as const)('every view in the pseudo-locale, %s theme', (theme) => {
  it('shows only words the catalogs gave, none cut off or out of the window', async () => {
    // The service's limit counted over five seconds rather than a minute: the overview reads every website in a few.
    const sandbox = await startSandbox({ seed: 10, rateLimitWindowMs: 5_000 })
    sandboxes.push(sandbox)
    const munich = sandbox.control.insert('B', { host: 'xn--mnchen-3ya.de', favorited_at: new Date() }).id
    const app = await launch({
      systemDarkMode: theme === 'dark',
      platform: 'linux',
      env: { SITETRAY_PSEUDO_LOCALE: '1' },
    })
    const { page } = await app.waitForLoadedWindow()
    const found: Found[] = []
    const check = async (view: string): Promise<void> => {
      // Two frames: what the last step changed is laid out.
      await nextPaint(page)
      found.push(...(await pseudoProblems(page)).map((problem) => ({ view, ...problem })))
    }

    await page.getByRole('heading', { name: said('accounts.onboarding.welcome') }).waitFor()
    await check('welcome')

    await clickAt(page, page.getByRole('button', { name: said('accounts.onboarding.add') }))
    await typeInto(page, page.getByLabel(said('accounts.add.addressLabel')), sandbox.url)
    await typeInto(page, page.getByLabel(said('accounts.add.apiKeyLabel')), 'sk_not_the_right_key')
    await clickAt(page, page.getByRole('button', { name: said('accounts.add.test') }))
    await page.getByText(said('sync.check.unauthorized', { host: new URL(sandbox.url).host })).waitFor()
    await check('add account, key refused')

    await typeInto(page, page.getByLabel(said('accounts.add.apiKeyLabel')), sandbox.apiKey)
    await clickAt(page, page.getByRole('button', { name: said('accounts.add.test') }))
    await page.getByText(words('Connected')).first().waitFor()
    await check('add account, connected')
    await clickAt(page, page.getByRole('button', { name: said('accounts.add.submit') }))

    await page.getByRole('button', { name: 'münchen.de', exact: true }).waitFor()
    await check('websites')

    // Two websites ticked: the bulk bar, its menu, and a change for both.
    await clickAt(page, page.getByRole('checkbox').nth(0))
    await clickAt(page, page.getByRole('checkbox').nth(1))
    await page.getByRole('region', { name: said('bulk.bar.region') }).waitFor()
    await check('websites, two ticked')
    await clickAt(page, page.getByRole('button', { name: said('bulk.bar.change') }))
    await page.getByRole('menu').waitFor()
    await check('bulk menu')
    await clickAt(page, page.getByRole('menuitem', { name: said('bulk.choices.addIps') }))
    await page.getByRole('region', { name: said('bulk.view.region') }).waitFor()
    await check('bulk change')
    await clickAt(page, page.getByRole('button', { name: said('bulk.view.cancel') }))
    await clickAt(page, page.getByRole('button', { name: said('bulk.bar.clear') }))

    // The quick switcher, searching.
    await page.keyboard.press('Control+K')
    await page.getByRole('dialog').waitFor()
    await page.keyboard.type('mün')
    await check('quick switcher')
    await page.keyboard.press('Escape')
    await page.getByRole('dialog').waitFor({ state: 'hidden' })

    await clickAt(page, page.getByRole('button', { name: said('overview.view.nav') }))
    await page.getByRole('heading', { name: said('overview.view.title') }).waitFor()
    // Every website read: the figures and their changes laid out, not "not read yet".
    await expect.poll(() => page.getByText(said('overview.view.notRead')).count(), { timeout: 90_000 }).toBe(0)
    await check('overview')
    await clickAt(page, page.getByRole('button', { name: said('list.header.websites') }))

    // As a person finds one among many: the search, then its row.
    await clickAt(page, page.getByRole('searchbox'))
    await page.keyboard.type('münchen')
    await clickAt(page, page.getByRole('button', { name: 'münchen.de', exact: true }))
    await page.getByRole('heading', { name: 'münchen.de' }).waitFor()
    // It opens on its statistics: their totals and first lists read, then its settings one tab away.
    await page.getByRole('table').first().waitFor()
    await check('statistics')
    await clickAt(page, page.getByRole('tab', { name: said('statistics.view.settingsTab') }))
    await page.getByLabel(said('common.settingLabel.excludeIps')).waitFor()
    await check('editor')

    await typeInto(page, page.getByLabel(said('common.settingLabel.excludeIps')), '203.0.113.300')
    await clickAt(page, page.getByRole('button', { name: said('editor.footer.save') }))
    await page.getByText(words('Not an IP address')).first().waitFor()
    await check('editor, save refused')
    await clickAt(page, page.getByRole('button', { name: said('list.window.back') }))
    await page.getByRole('dialog').waitFor()
    await check('discard question')
    await clickAt(page, page.getByRole('button', { name: said('editor.discard.confirm') }))

    await clickAt(page, page.getByRole('button', { name: said('list.toolbar.newWebsite') }))
    await page.getByLabel(said('common.settingLabel.domain')).waitFor()
    await check('new website')
    await clickAt(page, page.getByRole('button', { name: said('editor.newWebsite.cancel') }))

    // Conflicts: another device changed what the user then changes from the tray.
    sandbox.control.update('B', munich, { privacy: 2, password: 'from-the-other-laptop' })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('münchen.de'))
    tray.clickMenuItem(['münchen.de', said('common.privacy.public')])
    await clickAt(page, page.getByRole('button', { name: said('list.header.conflictsCount', { count: 1 }) }))
    await page.getByRole('article', { name: 'münchen.de' }).waitFor()
    await check('conflicts')

    await clickAt(page, page.getByRole('button', { name: said('list.header.account') }))
    await clickAt(page, page.getByRole('button', { name: said('accounts.connection.test') }))
    await page.getByText(words('Connected')).first().waitFor()
    await check('account')
    await clickAt(page, page.getByRole('button', { name: said('list.header.settings') }))
    await page.getByLabel(said('settings.shortcut.label')).waitFor()
    await check('settings')

    expect(found.map(({ view, kind, where, text }) => `${view}: ${kind} ${where}: ${text}`)).toEqual([])
  }, 240_000)
})

function nextPaint(page: Page): Promise<unknown> {
  return page.evaluate(
    '(() => new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(() => done(null)))))()',
  )
}
