/**
 * Quitting has a deadline (src/main/lifecycle/quit-deadline.ts): with an operation stuck in the
 * keychain — an unlock prompt nobody answers — SiteTray still leaves within a few seconds, on a
 * quit and at the end of a Windows session, and the edit it had acknowledged is on disk. The
 * keychain is played by a keytar that never answers a save once told to (the launch's `modules`).
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import { QUIT_DEADLINE_MS } from '../../src/main/lifecycle/quit-deadline'
import type { SiteTrayBridge } from '../../src/shared/ipc-interfaces'
import type { StandinApp } from '../standin/launch'
import { addAccount, submenu, useApp, useSandboxes } from './support'

const { launch, dataFolder } = useApp()
const sandboxes = useSandboxes()

/** keytar in memory, whose saves hang for good once `hangSaves()` was called. */
function stuckKeychain(): { module: Record<string, unknown>; hangSaves(): Promise<void> } {
  const secrets = new Map<string, string>()
  let hang: (() => void) | null = null
  return {
    module: {
      getPassword: async (service: string, account: string) => secrets.get(`${service}/${account}`) ?? null,
      setPassword: (service: string, account: string, password: string) => {
        if (!hang) {
          secrets.set(`${service}/${account}`, password)
          return Promise.resolve()
        }
        hang()
        return new Promise<void>(() => undefined)
      },
      deletePassword: async (service: string, account: string) => secrets.delete(`${service}/${account}`),
    },
    hangSaves: () => new Promise<void>((reached) => (hang = reached)),
  }
}

const MAPLE = 'maple-street-bakery.com'
/** Slack for the stand-in's own teardown beyond the deadline, on two busy cores. */
const SLACK_MS = 2_000

/**
 * An account with an edit acknowledged but never confirmed (the service hangs), and a key save stuck in the keychain.
 */
async function stuckApp(
  platform: 'linux' | 'win32',
): Promise<{ app: StandinApp; userData: string; accountId: string }> {
  const sandbox = await startSandbox()
  sandboxes.push(sandbox)
  const keychain = stuckKeychain()
  const userData = dataFolder()
  const app = await launch({ userData, argv: ['--hidden'], platform, modules: { keytar: keychain.module } })
  const accountId = await addAccount(app, sandbox)
  const tray = await app.waitForMenu((labels) => submenu(labels, MAPLE)?.includes('[x] Exclude bots') === true)
  sandbox.injectFault({ fault: { kind: 'hang' }, method: 'PATCH', times: Infinity })
  tray.clickMenuItem([MAPLE, 'Exclude bots'])
  await app.waitForMenu((labels) => submenu(labels, MAPLE)?.includes('[ ] Exclude bots') === true)

  const stuck = keychain.hangSaves()
  const page = app.windows()[0]!.page
  // Never answered: the page goes with the app.
  void page
    .evaluate(
      ({ id, apiKey }) =>
        (globalThis as unknown as { sitetray: SiteTrayBridge }).sitetray.accounts.setApiKey({ accountId: id, apiKey }),
      { id: accountId, apiKey: sandbox.apiKey },
    )
    .catch(() => undefined)
  await stuck
  return { app, userData, accountId }
}

const acknowledgedEdit = (folder: string, accountId: string): string =>
  readFileSync(join(folder, accountId, 'outbox.json'), 'utf8')

describe('quitting while the keychain does not answer', () => {
  it('leaves within the deadline, with the acknowledged edit on disk', async () => {
    const { app, userData, accountId } = await stuckApp('linux')
    const askedAt = Date.now()
    app.quit()
    expect(await app.exited).toEqual({ code: 0 })
    expect(Date.now() - askedAt).toBeLessThan(QUIT_DEADLINE_MS + SLACK_MS)
    expect(acknowledgedEdit(userData, accountId)).toContain('"excludeBots":false')
  })

  it('at the end of a Windows session: exits by itself before the system gives up on it, the edit on disk', async () => {
    const { app, accountId } = await stuckApp('win32')
    const dataCopy = dataFolder()
    expect(await app.endSession({ dataCopy, reasons: ['shutdown'], graceMs: QUIT_DEADLINE_MS + SLACK_MS })).toEqual({
      delayed: true,
      ended: 'exited',
    })
    expect(acknowledgedEdit(dataCopy, accountId)).toContain('"excludeBots":false')
  })
})
