/**
 * An account of 100,000 websites for the end-to-end tests, as the user has it after its first
 * sweep: the sandbox serving them, and a data folder with the account, its mirror (written on
 * disk before the app starts, so no test waits for a sweep of 1,000 pages) and its key in the
 * keychain the tests run with. Each test starts the app on its own copy of that folder.
 */
import { displayDomain } from '../../src/main/base/display-domain'
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import keytar from 'keytar'
import { parseWebsite } from '../../src/main/api/wire'
import { encodeMirrorFile, MIRROR_FORMAT } from '../../src/main/mirror/mirror-file'
import { startSandbox, type Sandbox, type SandboxWebsite } from '../../src/main/sandbox'
import { websiteToWire } from '../../src/main/sandbox/wire'
import type { Website } from '../../src/shared/website'

export const LARGE_ACCOUNT_ID = '5e1c6b2a-7d4f-4c3e-9a8b-100000000000'

export interface LargeAccount {
  sandbox: Sandbox
  /** The websites as the mirror holds them. */
  websites: Website[]
  /** A fresh copy of the data folder, removed by `dispose`. */
  dataFolder(): string
  dispose(): Promise<void>
}

export async function largeAccount(count: number): Promise<LargeAccount> {
  const sandbox = await startSandbox({ seed: count, rateLimitPerMinute: 0 })
  const template = mkdtempSync(join(tmpdir(), 'sitetray-large-'))
  const copies: string[] = []
  // Newest first, as a sweep lists them.
  const rows = sandbox.control.list('B').reverse()
  const websites = rows.map(asMirrored)
  // Mapped here because the client's parser takes seconds for 100,000; checked against it on a sample.
  for (const row of rows.filter((_, at) => at % 997 === 0)) {
    if (JSON.stringify(asMirrored(row)) !== JSON.stringify(parseWebsite(websiteToWire('B', row), 'B')))
      throw new Error(`website ${row.id} is not mirrored as the client reads it`)
  }
  const profile = {
    id: LARGE_ACCOUNT_ID,
    label: 'Shop',
    baseUrl: sandbox.url,
    variant: 'B',
    createdAt: new Date().toISOString(),
  }
  writeFileSync(join(template, 'accounts.json'), JSON.stringify({ version: 1, accounts: [profile] }), { mode: 0o600 })
  mkdirSync(join(template, LARGE_ACCOUNT_ID))
  writeFileSync(
    join(template, LARGE_ACCOUNT_ID, 'websites.json'),
    JSON.stringify(encodeMirrorFile(websites, { completedAt: new Date().toISOString() }, MIRROR_FORMAT)),
  )
  await keytar.setPassword('SiteTray', LARGE_ACCOUNT_ID, sandbox.apiKey)
  return {
    sandbox,
    websites,
    dataFolder() {
      const copy = mkdtempSync(join(tmpdir(), 'sitetray-large-copy-'))
      cpSync(template, copy, { recursive: true })
      copies.push(copy)
      return copy
    },
    async dispose() {
      await keytar.deletePassword('SiteTray', LARGE_ACCOUNT_ID)
      await sandbox.close()
      for (const folder of [template, ...copies]) rmSync(folder, { recursive: true, force: true })
    },
  }
}

/** A sandbox row as the API client reads it from variant B (the sample check above keeps this honest). */
function asMirrored(row: SandboxWebsite): Website {
  return {
    id: String(row.id),
    domain: row.host,
    displayDomain: displayDomain(row.host),
    privacy: (row.privacy ?? 0) as Website['privacy'],
    hasPassword: Boolean(row.password),
    emailReports: row.email === 1,
    excludeBots: row.exclude_bots === 1,
    excludeParams: null,
    excludeIps: row.exclude_ips ? row.exclude_ips.split('\n') : [],
    favorite: row.favorited_at !== null,
    // The service gives the time it was favorited to the second.
    favoritedAt: row.favorited_at ? new Date(Math.floor(row.favorited_at.getTime() / 1000) * 1000).toISOString() : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  }
}
