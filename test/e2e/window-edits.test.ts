/**
 * Edits made in the window that meet someone else's: a change another device made while the
 * editor was open is shown as a conflict, not overwritten; and an edit that cannot go as it is (its
 * password lost in a restart: SiteTray never writes passwords to disk) is found from the tray,
 * corrected in the window and sent, with nothing else the user chose lost on the way.
 */
import { describe, expect, it } from 'vitest'
import { startSandbox, type SandboxWebsite } from '../../src/main/sandbox'
import { restartSandbox, stopSandbox } from '../support/services'
import {
  addAccount,
  clickAt,
  eventually,
  openWebsite,
  PLATFORMS,
  submenu,
  topLabels,
  useApp,
  useSandboxes,
} from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()

describe.each(PLATFORMS)('on %s', (platform) => {
  describe('an editor left open while another device changes the same setting', () => {
    it("shows the other device's change as a conflict instead of overwriting it", async () => {
      const sandbox = await startSandbox()
      sandboxes.push(sandbox)
      const app = await launch({ argv: ['--hidden'], platform })
      await addAccount(app, sandbox)
      const tray = await app.waitForMenu((labels) => topLabels(labels).includes('maple-street-bakery.com'))
      const page = (await app.waitForLoadedWindow()).page
      await openWebsite(page, 'maple-street-bakery.com')
      const row = (): SandboxWebsite =>
        sandbox.control.list('B').find((candidate) => candidate.host === 'maple-street-bakery.com')!
      const shown = row().privacy
      const mine = shown === 0 ? 1 : 0
      await page.getByLabel('Statistics page').selectOption(String(mine))

      // Meanwhile, another device sets a password, and a refresh brings it to this computer.
      sandbox.control.update('B', row().id, { privacy: 2, password: 'theirs-1234' })
      tray.clickMenuItem(['Refresh now'])
      await app.waitForMenu((labels) => submenu(labels, 'maple-street-bakery.com')?.includes('(*) Password') === true)
      await clickAt(page, page.getByRole('button', { name: 'Save' }))

      await page
        .getByRole('main')
        .getByText(/changed on the server since you last saw it/i)
        .waitFor()
      expect(row()).toMatchObject({ privacy: 2, password: 'theirs-1234' })
      await app.waitForMenu((labels) => topLabels(labels).includes('1 conflict — review'))
    })
  })

  describe('an edit whose password a restart lost', () => {
    it('is found from the tray, corrected in the window and sent', async () => {
      const sandbox = await startSandbox()
      sandboxes.push(sandbox)
      const userData = dataFolder()
      const first = await launch({ argv: ['--hidden'], userData, platform })
      await addAccount(first, sandbox)
      await first.waitForMenu((labels) => topLabels(labels).includes('maple-street-bakery.com'))
      const before = sandbox.control.list('B').find((row) => row.host === 'maple-street-bakery.com')!
      const state = await stopSandbox(sandbox)

      const editor = (await first.waitForLoadedWindow()).page
      await openWebsite(editor, 'maple-street-bakery.com')
      await editor.getByLabel('Statistics page').selectOption({ label: 'Password' })
      await editor.getByLabel('Password', { exact: true }).fill('first-secret-1')
      await editor.getByLabel('E-mail reports').setChecked(before.email === 0)
      await clickAt(editor, editor.getByRole('button', { name: 'Save' }))
      await editor
        .getByRole('main')
        .getByText(/kept in memory only/)
        .waitFor()
      first.quit()
      expect(await first.exited).toEqual({ code: 0 })

      const back = await restartSandbox(state)
      sandboxes.push(back)
      const app = await launch({ argv: ['--hidden'], userData, platform })
      const tray = await app.waitForMenu((labels) => topLabels(labels).includes('1 conflict — review'))
      tray.clickMenuItem(['1 conflict — review'])
      const page = (await app.waitForLoadedWindow()).page
      const card = page.getByRole('article', { name: 'maple-street-bakery.com' })
      await card
        .getByText(/Enter the password again/)
        .first()
        .waitFor()
      await clickAt(page, card.getByRole('button', { name: 'Edit again' }))

      // The editor holds what the user chose before the restart; only the password is asked for.
      await expect.poll(() => page.getByLabel('Statistics page').inputValue()).toBe('2')
      expect(await page.getByLabel('E-mail reports').isChecked()).toBe(before.email === 0)
      const password = page.getByLabel('Password', { exact: true })
      await expect.poll(() => password.evaluate((element) => element.matches(':focus'))).toBe(true)
      await password.fill('second-secret-2')
      await clickAt(page, page.getByRole('button', { name: 'Send again' }))

      await eventually(
        app,
        async () => back.control.list('B').find((row) => row.id === before.id)?.password === 'second-secret-2',
        'the service has the password',
      )
      expect(back.control.list('B').find((row) => row.id === before.id)).toMatchObject({
        privacy: 2,
        email: before.email === 0 ? 1 : 0,
      })
      await app.waitForMenu((labels) => !topLabels(labels).some((label) => label.includes('conflict')))
    })
  })
})
