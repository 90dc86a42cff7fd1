/**
 * The app's own channels through the built app: the log a user can send (a file in the data
 * folder that never holds a key set through the window, revealed by "Show log file"), and the one
 * link the window may open — an account's own service address, nothing else.
 */
import { readdirSync, readFileSync, statSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import type { SiteTrayBridge } from '../../src/shared/ipc-interfaces'
import { addAccount, clickAt, useApp, useSandboxes } from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()

type Bridge = { sitetray: SiteTrayBridge }

/** Files below `folder` that are not 0600, and folders that are not 0700. */
function openToOthers(folder: string): string[] {
  return readdirSync(folder, { withFileTypes: true, recursive: true }).flatMap((entry) => {
    const path = join(entry.parentPath, entry.name)
    const mode = statSync(path).mode & 0o777
    return mode === (entry.isDirectory() ? 0o700 : 0o600) ? [] : [`${path} ${mode.toString(8)}`]
  })
}

describe('the log file', () => {
  it('never holds a key set through the window, even one a server repeats; "Show log file" reveals it', async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const userData = dataFolder()
    const app = await launch({ userData, argv: ['--hidden'] })
    const accountId = await addAccount(app, sandbox)
    const { page } = app.windows()[0]!
    // A second key, which the service refuses and repeats in its answer.
    const refusedKey = 'refused-key-0123456789abcdef'
    sandbox.injectFault({
      fault: { kind: 'status', status: 500, body: { message: `No such key: ${refusedKey}`, status: 500 } },
      times: Infinity,
    })
    const answer = await page.evaluate(
      ({ id, apiKey }) => (globalThis as unknown as Bridge).sitetray.accounts.setApiKey({ accountId: id, apiKey }),
      { id: accountId, apiKey: refusedKey },
    )
    expect(answer).toMatchObject({ ok: true })

    await clickAt(page, page.getByRole('button', { name: 'Settings', exact: true }))
    await clickAt(page, page.getByRole('button', { name: 'Show log file' }))
    const logFile = join(userData, 'logs', 'main.log')
    await app.waitFor(() => app.shell.calls.some((call) => call.kind === 'showItemInFolder'), 'the log file revealed')
    expect(app.shell.calls.filter((call) => call.kind === 'showItemInFolder')).toEqual([
      { kind: 'showItemInFolder', path: logFile },
    ])

    app.quit()
    await app.exited
    const text = readFileSync(logFile, 'utf8')
    expect(text).toMatch(/\[info\] +\[SiteTray\] SiteTray \S+ starts on linux/)
    expect(text).not.toContain(sandbox.apiKey)
    expect(text).not.toContain(refusedKey)
    // Like every file SiteTray keeps: its user's alone.
    expect(openToOthers(userData)).toEqual([])
  })
})

describe('links the window may open', () => {
  it("opens the account's own service address, and refuses any other", async () => {
    const sandbox = await startSandbox()
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'] })
    await addAccount(app, sandbox)
    const { page } = app.windows()[0]!
    const open = (url: string): Promise<unknown> =>
      page.evaluate((target) => (globalThis as unknown as Bridge).sitetray.app.openExternal({ url: target }), url)

    expect(await open('https://phishing.example/login')).toMatchObject({
      ok: false,
      error: { kind: 'invalid_request' },
    })
    expect(await open(`${sandbox.url}/../admin`)).toMatchObject({ ok: false })
    expect(await open(`${sandbox.url}/`)).toMatchObject({ ok: true })
    expect(app.shell.openedUrls()).toEqual([`${sandbox.url}/`])
  })
})
