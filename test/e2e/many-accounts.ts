/**
 * Several accounts with many websites each, as the user has them after their first sweeps: a data
 * folder with the accounts, their mirrors (written before the app starts, so no test waits for a
 * sweep) and their keys in the keychain the tests run with. The accounts all point at one sandbox,
 * which nobody asks before the next periodic sweep; each mirror holds websites of its own.
 */
import { cpSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import keytar from 'keytar'
import { displayDomain } from '../../src/main/base/display-domain'
import { encodeMirrorFile, MIRROR_FORMAT } from '../../src/main/mirror/mirror-file'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import type { Website } from '../../src/shared/website'

export interface AccountSpec {
  id: string
  label: string
  count: number
  /** Domains this account has besides the generated ones. */
  extra?: string[]
}

export interface ManyAccounts {
  sandbox: Sandbox
  dataFolder(): string
  dispose(): Promise<void>
}

const WORDS = ['alpine', 'harbor', 'meadow', 'copper', 'violet', 'granite', 'lantern', 'orchard', 'summit', 'willow']

function mirrored(id: number, domain: string): Website {
  const at = new Date(Date.UTC(2024, 0, 1) + id * 60_000).toISOString()
  return {
    id: String(id),
    domain,
    displayDomain: displayDomain(domain),
    privacy: 1,
    hasPassword: false,
    emailReports: false,
    excludeBots: true,
    excludeParams: null,
    excludeIps: [],
    favorite: id % 97 === 0,
    favoritedAt: id % 97 === 0 ? at : null,
    createdAt: at,
    updatedAt: at,
  }
}

export async function manyAccounts(specs: readonly AccountSpec[]): Promise<ManyAccounts> {
  const sandbox = await startSandbox({ seed: 0, rateLimitPerMinute: 0 })
  const template = mkdtempSync(join(tmpdir(), 'sitetray-many-'))
  const copies: string[] = []
  const profiles = specs.map((spec) => ({
    id: spec.id,
    label: spec.label,
    baseUrl: sandbox.url,
    variant: 'B',
    createdAt: new Date().toISOString(),
  }))
  writeFileSync(join(template, 'accounts.json'), JSON.stringify({ version: 1, accounts: profiles }), { mode: 0o600 })
  for (const [index, spec] of specs.entries()) {
    const domains = [
      ...Array.from({ length: spec.count }, (_, n) => `${WORDS[n % WORDS.length]}-${index + 1}-${n}.example`),
      ...(spec.extra ?? []),
    ]
    const websites = domains.map((domain, n) => mirrored(n + 1, domain)).reverse()
    mkdirSync(join(template, spec.id))
    writeFileSync(
      join(template, spec.id, 'websites.json'),
      JSON.stringify(encodeMirrorFile(websites, { completedAt: new Date().toISOString() }, MIRROR_FORMAT)),
    )
    await keytar.setPassword('SiteTray', spec.id, sandbox.apiKey)
  }
  return {
    sandbox,
    dataFolder() {
      const copy = mkdtempSync(join(tmpdir(), 'sitetray-many-copy-'))
      cpSync(template, copy, { recursive: true })
      copies.push(copy)
      return copy
    },
    async dispose() {
      for (const spec of specs) await keytar.deletePassword('SiteTray', spec.id)
      await sandbox.close()
      for (const folder of [template, ...copies]) rmSync(folder, { recursive: true, force: true })
    },
  }
}
