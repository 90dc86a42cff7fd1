/**
 * A data folder as the user left it: one account (its key in the keychain, its profile on disk)
 * whose mirror holds `websites`, swept just now. The app started on it shows the mirror without
 * asking the service anything, so the service here is only needed to add the account and is gone
 * afterwards: start the app offline (`online: false`), or it will find the address unreachable.
 */
import { spawnSync } from 'node:child_process'
import { mkdtemp } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openMirror } from '../../src/main/mirror'
import { startSandbox } from '../../src/main/sandbox'
import type { Website } from '../../src/shared/website'
import { addAccount, createKeytarSecretStore, openServices } from './app-services'
import { realisticWebsite } from './websites'

export interface AppData {
  userData: string
  accountId: string
}

/** `into`: a data folder made before, which gets one more account. */
export async function prepareAppData(websites: readonly Website[], label = 'Bench', into?: string): Promise<AppData> {
  const userData = into ?? (await mkdtemp(join(tmpdir(), 'sitetray-bench-app-')))
  const sandbox = await startSandbox({ seed: 0, rateLimitPerMinute: 0 })
  let accountId: string
  try {
    const services = await openServices({ dataDir: userData, secrets: createKeytarSecretStore() })
    try {
      accountId = await addAccount(services, { baseUrl: sandbox.url, apiKey: sandbox.apiKey, variant: 'B', label })
    } finally {
      await services.close()
    }
  } finally {
    await sandbox.close()
  }
  const mirror = await openMirror({ dir: userData, accountId })
  mirror.replaceAll(websites)
  mirror.setSweepState({ completedAt: new Date().toISOString() })
  await mirror.close()
  // The mirror checks what it loads: a website it would drop would make the figures lie about the size.
  const check = await openMirror({ dir: userData, accountId })
  const loaded = check.list().length
  await check.close()
  if (loaded !== websites.length) throw new Error(`the mirror kept ${loaded} of ${websites.length} websites`)
  return { userData, accountId }
}

/** A data folder with no account at all: the app's start-up floor. */
export function emptyAppData(): Promise<string> {
  return mkdtemp(join(tmpdir(), 'sitetray-bench-app-'))
}

/** A data folder with `accounts` accounts of `count` made-up websites each (lib/websites.ts), all different. */
export async function prepareAccounts(count: number, accounts = 1): Promise<AppData> {
  let first: AppData | undefined
  for (let account = 0; account < accounts; account += 1) {
    const websites = Array.from({ length: count }, (_, n) => realisticWebsite(account * count + n))
    const made = await prepareAppData(websites, accounts === 1 ? 'Bench' : `Bench ${account + 1}`, first?.userData)
    first ??= made
  }
  return first!
}

const CLI = join(__dirname, 'app-data-cli.ts')

/**
 * prepareAppData in a process of its own, with `count` made-up websites (lib/websites.ts): the
 * case that then starts the app does not carry the websites it made up in its own memory.
 */
export function prepareAppDataElsewhere(count: number, accounts = 1): AppData {
  const child = spawnSync(process.execPath, ['--import', 'tsx', CLI, String(count), String(accounts)], {
    encoding: 'utf8',
  })
  if (child.status !== 0) throw new Error(`preparing a data folder of ${count} websites failed: ${child.stderr}`)
  return JSON.parse(child.stdout) as AppData
}

/**
 * The data folder a case starts the app on: made in a process of its own at full size, made here
 * under --quick, where a few thousand websites weigh nothing next to what a process of its own
 * costs the run (about a second on 2 cores: it loads the services again).
 */
export async function appDataFor(quick: boolean, count: number, accounts = 1): Promise<AppData> {
  return quick ? prepareAccounts(count, accounts) : prepareAppDataElsewhere(count, accounts)
}
