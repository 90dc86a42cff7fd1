/**
 * The built app in the words people use, driven with real mouse and keyboard input: an
 * internationalized domain shows in its own letters in the list, the editor, the tray, a
 * notification and the conflicts, is found by either form, and is sent to the server in ASCII (every-view.test.ts
 * checks every view for the code's words).
 */
import { describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import { expectPeoplesWords, pageText } from './peoples-words'
import { addAccount, clickAt, eventually, topLabels, typeInto, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

/** Ten of the demo's websites (bücher.de among them) and münchen.de, a favorite, so the tray lists it. */
async function sandboxWithMunich(): Promise<{ sandbox: Sandbox; munich: number }> {
  const sandbox = await startSandbox({ seed: 10 })
  sandboxes.push(sandbox)
  const munich = sandbox.control.insert('B', { host: 'xn--mnchen-3ya.de', favorited_at: new Date() }).id
  return { sandbox, munich }
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

    // Found by the name the user knows, and by the ASCII form other tools show.
    const search = page.getByRole('searchbox', { name: 'Search websites' })
    for (const typed of ['münchen', 'xn--mnchen']) {
      await typeInto(page, search, typed)
      await page.getByText('1 match', { exact: true }).waitFor()
      await row.waitFor()
    }
    await typeInto(page, search, 'bücher')
    await page.getByRole('button', { name: 'bücher.de', exact: true }).waitFor()
    await page.keyboard.press('ControlOrMeta+A')
    await page.keyboard.press('Backspace')
    await page.getByText('11 websites').waitFor()

    // The editor, opened with a click where the row is drawn.
    await clickAt(page, row)
    await page.getByRole('heading', { name: 'münchen.de' }).waitFor()
    expect(await pageText(page)).not.toContain('xn--')

    // The tray, and a quick edit from it reaching the right website.
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes('münchen.de'))
    tray.clickMenuItem(['münchen.de', 'Public'])
    await eventually(
      app,
      async () => sandbox.control.list('B').find((entry) => entry.id === munich)?.privacy === 0,
      'münchen.de is public on the server',
    )

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
    await clickAt(page, page.getByRole('button', { name: 'New website' }))
    await typeInto(page, page.getByLabel('Domain'), 'Zürich.ch')
    await clickAt(page, page.getByRole('button', { name: 'Add website' }))
    // The new website's editor, named as the user typed it; the server keeps the ASCII form.
    await page.getByRole('main').getByText('Added zürich.ch.').waitFor()
    await page.getByRole('heading', { name: 'zürich.ch' }).waitFor()
    expect(
      sandbox.control
        .list('B')
        .filter((row) => /rich/.test(row.host))
        .map((row) => row.host),
    ).toEqual(['xn--zrich-kva.ch'])
    await clickAt(page, page.getByRole('button', { name: 'Back', exact: true }))
    await page.getByRole('button', { name: 'zürich.ch', exact: true }).waitFor()
    expect(await pageText(page)).not.toContain('xn--')
  })
})
