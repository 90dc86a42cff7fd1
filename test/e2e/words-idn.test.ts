/**
 * The built app in the words people use, driven with real mouse and keyboard input: an
 * internationalized domain shows in its own letters in the list, the editor, the tray, a
 * notification and the conflicts, and is sent to the server in ASCII; and no view — from the
 * welcome to the settings, a failing connection test included — shows the code's words: the
 * server's "variant", a status code, a system error code, an error kind or a field's name.
 */
import type { Locator, Page } from 'playwright-core'
import { describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import { addAccount, eventually, topLabels, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

/** Ten of the demo's websites (bücher.de among them) and münchen.de, a favorite, so the tray lists it. */
async function sandboxWithMunich(): Promise<{ sandbox: Sandbox; munich: number }> {
  const sandbox = await startSandbox({ seed: 10 })
  sandboxes.push(sandbox)
  const munich = sandbox.control.insert('B', { host: 'xn--mnchen-3ya.de', favorited_at: new Date() }).id
  return { sandbox, munich }
}

/** A click where a person sees the element: the centre of its box. */
async function click(page: Page, target: Locator): Promise<void> {
  await target.waitFor()
  const box = await target.boundingBox()
  if (!box) throw new Error('the element is not drawn')
  await page.mouse.click(box.x + box.width / 2, box.y + box.height / 2)
}

/** Clicks into a field, selects what it holds and types over it, as a person does. */
async function typeInto(page: Page, field: Locator, text: string): Promise<void> {
  await click(page, field)
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.type(text)
}

function pageText(page: Page): Promise<string> {
  return page.evaluate('document.title + "\\n" + document.body.innerText') as Promise<string>
}

/** Words from the code, never meant for a person. */
const CODE_WORDS =
  /[Vv]ariant|\bHTTP\b|\bE[A-Z]{4,}\b|\b(?:not_found|invalid_request|bad_response|rate_limited|wrong_address|invalid_address)\b|\b(?:undefined|null|NaN)\b|\[object |xn--|\b(?:displayDomain|emailReports|excludeBots|excludeIps|excludeParams|hasPassword|favoritedAt|keyState)\b/

/** What a view says, checked for the code's words and for status codes (addresses, where numbers belong, aside). */
async function expectPeoplesWords(page: Page, view: string): Promise<string> {
  const text = await pageText(page)
  expect(text, view).not.toMatch(CODE_WORDS)
  const withoutAddresses = text.replace(/https?:\/\/\S+|\b\d{1,3}(?:\.\d{1,3}){3}(?::\d+|\/\d+)?\b|\b[0-9a-f]*:[0-9a-f:]*(?:\/\d+)?/gi, ' ')
  expect(withoutAddresses, view).not.toMatch(/\b[45]\d\d\b/)
  return text
}

describe('an internationalized domain', () => {
  it('is listed, edited, offered in the tray and named in a notification and the conflicts in its own letters', async () => {
    const { sandbox, munich } = await sandboxWithMunich()
    const app = await launch({ argv: ['--hidden'] })
    await addAccount(app, sandbox)
    const { page } = await app.waitForLoadedWindow()

    // The list: münchen.de and bücher.de, never their ASCII forms.
    const row = page.getByRole('button', { name: 'münchen.de', exact: true })
    await row.waitFor()
    await page.getByRole('button', { name: 'bücher.de', exact: true }).waitFor()
    expect(await pageText(page)).not.toContain('xn--')

    // The editor, opened with a click where the row is drawn.
    await click(page, row)
    await page.getByRole('heading', { name: 'münchen.de' }).waitFor()
    expect(await pageText(page)).not.toContain('xn--')

    // The tray, and a quick edit from it reaching the right website.
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('münchen.de'))
    tray.clickMenuItem(['münchen.de', 'Public'])
    await eventually(app, async () => sandbox.control.list('B').find((entry) => entry.id === munich)?.privacy === 0, 'münchen.de is public on the server')

    // Another device protects it with a password while the window is hidden; the tray's edit then conflicts.
    app.windows()[0]!.userClose()
    sandbox.control.update('B', munich, { privacy: 2, password: 'from-the-other-laptop' })
    tray.clickMenuItem(['münchen.de', 'Private'])
    const notification = await app.waitForNotification((shown) => /münchen/.test(shown.title))
    expect(notification.title).toBe('münchen.de was changed elsewhere')
    notification.userClick()
    const article = page.getByRole('article', { name: 'münchen.de' })
    await article.waitFor()
    await expectPeoplesWords(page, 'conflicts')
  })

  it('typed in its own letters for a new website, is sent in ASCII and shown in its letters', async () => {
    const { sandbox } = await sandboxWithMunich()
    const app = await launch({ argv: ['--hidden'] })
    await addAccount(app, sandbox)
    const { page } = await app.waitForLoadedWindow()
    await click(page, page.getByRole('button', { name: 'New website' }))
    await typeInto(page, page.getByLabel('Domain'), 'Zürich.ch')
    await click(page, page.getByRole('button', { name: 'Add website' }))
    // The new website's editor, named as the user typed it; the server keeps the ASCII form.
    await page.getByRole('main').getByText('Added zürich.ch.').waitFor()
    await page.getByRole('heading', { name: 'zürich.ch' }).waitFor()
    expect(sandbox.control.list('B').filter((row) => /rich/.test(row.host)).map((row) => row.host)).toEqual(['xn--zrich-kva.ch'])
    await click(page, page.getByRole('button', { name: 'Back' }))
    await page.getByRole('button', { name: 'zürich.ch', exact: true }).waitFor()
    expect(await pageText(page)).not.toContain('xn--')
  })
})

describe('every view', () => {
  it('speaks the user\'s words, from the welcome to the settings, a failing connection test included', async () => {
    const { sandbox, munich } = await sandboxWithMunich()
    const app = await launch()
    const { page } = await app.waitForLoadedWindow()
    await page.getByRole('heading', { name: 'Welcome to SiteTray' }).waitFor()
    await expectPeoplesWords(page, 'welcome')

    // Adding an account: a refused key, then a server in trouble, then the right key.
    await click(page, page.getByRole('button', { name: 'Add account' }))
    await typeInto(page, page.getByLabel('Service address'), sandbox.url)
    await typeInto(page, page.getByLabel('API key'), 'sk_not_the_right_key')
    await click(page, page.getByRole('button', { name: 'Test connection' }))
    await page.getByText('did not accept the API key', { exact: false }).waitFor()
    await expectPeoplesWords(page, 'add account, key refused')

    sandbox.injectFault({ fault: { kind: 'html-500' }, times: Infinity })
    await typeInto(page, page.getByLabel('API key'), sandbox.apiKey)
    await click(page, page.getByRole('button', { name: 'Test connection' }))
    await page.getByText('had an internal problem', { exact: false }).waitFor()
    await expectPeoplesWords(page, 'add account, server error')

    sandbox.clearFaults()
    await click(page, page.getByRole('button', { name: 'Test connection' }))
    await page.getByText('Connected', { exact: false }).waitFor()
    await expectPeoplesWords(page, 'add account, connected')
    await click(page, page.getByRole('button', { name: 'Add account' }))

    // The list, the editor, a new website.
    await page.getByRole('button', { name: 'münchen.de', exact: true }).waitFor()
    await expectPeoplesWords(page, 'websites')
    await click(page, page.getByRole('button', { name: 'münchen.de', exact: true }))
    await page.getByRole('heading', { name: 'münchen.de' }).waitFor()
    await expectPeoplesWords(page, 'editor')
    await click(page, page.getByRole('button', { name: 'Back' }))
    await click(page, page.getByRole('button', { name: 'New website' }))
    await page.getByLabel('Domain').waitFor()
    await expectPeoplesWords(page, 'new website')
    await click(page, page.getByRole('button', { name: 'Cancel' }))

    // Conflicts: another device changed what the user then changes from the tray.
    sandbox.control.update('B', munich, { privacy: 2, password: 'from-the-other-laptop' })
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('münchen.de'))
    tray.clickMenuItem(['münchen.de', 'Public'])
    const conflicts = page.getByRole('button', { name: 'Conflicts (1)' })
    await click(page, conflicts)
    await page.getByRole('article', { name: 'münchen.de' }).waitFor()
    await expectPeoplesWords(page, 'conflicts')

    // The account, with its connection tested; the settings.
    await click(page, page.getByRole('button', { name: 'Account' }))
    await click(page, page.getByRole('button', { name: 'Test connection' }))
    await page.getByText('Connected', { exact: false }).waitFor()
    await expectPeoplesWords(page, 'account')
    await click(page, page.getByRole('button', { name: 'Settings' }))
    await page.getByLabel('Global shortcut').waitFor()
    await expectPeoplesWords(page, 'settings')
  })
})
