/**
 * "Try the demo": the embedded sandbox (src/main/sandbox) started on a free
 * loopback port, with a "Demo" account pointing at it that can be removed
 * like any other. The demo survives a restart: its port and its websites are
 * kept in `<data>/demo.json`, its key in the keychain like every account's —
 * so the mirror, the outbox and the sandbox agree when SiteTray comes back.
 * The demo account is the one whose address is the demo's: the record is on
 * disk before the account exists, so a crash in between leaves nothing half made.
 */
import { join } from 'node:path'
import { rm } from 'node:fs/promises'
import { z } from 'zod'
import { openJsonFile } from './mirror'
import { startSandbox, type Sandbox, type SandboxWebsite } from './sandbox'
import type { SecretStore } from './accounts'

export const DEMO_FILE = 'demo.json'
export const DEMO_LABEL = 'Demo'
/** Passwords typed into the demo are not kept on disk either: a kept row only says it had one. */
const KEPT_PASSWORD = 'demo-password'

const row = z.object({
  id: z.int().min(1),
  host: z.string().min(1),
  privacy: z.number().nullable(),
  password: z.string().nullable(),
  email: z.number().nullable(),
  exclude_bots: z.number().nullable(),
  exclude_params: z.string().nullable(),
  exclude_ips: z.string().nullable(),
  favorited_at: z.iso.datetime().nullable(),
  created_at: z.iso.datetime(),
  updated_at: z.iso.datetime(),
})
const demoFile = z.object({
  port: z.int().min(1).max(65_535),
  rows: z.object({ A: z.array(row), B: z.array(row) }).nullable(),
})
type DemoFile = z.infer<typeof demoFile>
type KeptRow = z.infer<typeof row>

export interface DemoAccountInput {
  baseUrl: string
  apiKey: string
  label: string
}

/** The accounts there are, to find the demo's among them by its address. */
export type AccountsLookup = () => ReadonlyArray<{ id: string; baseUrl: string }>

export interface DemoService {
  /** The demo account's id while there is one. */
  accountId(): string | null
  /** Whether the demo is set up but its account is gone (removed by the user): time to forget it. */
  isOrphaned(): boolean
  /**
   * Starts the sandbox and has `addAccount` add the account for it; when a
   * demo already exists, resolves to its account id without adding another.
   */
  start(addAccount: (input: DemoAccountInput) => Promise<string>): Promise<string>
  /** The demo account was removed: stops the sandbox and forgets the demo. */
  forget(): Promise<void>
  /** Keeps the sandbox's websites on disk and stops it (quit). */
  close(): Promise<void>
}

function keep(rows: SandboxWebsite[]): KeptRow[] {
  return rows.map((website) => ({
    ...website,
    password: website.password === null || website.password === '' ? website.password : KEPT_PASSWORD,
    favorited_at: website.favorited_at?.toISOString() ?? null,
    created_at: website.created_at.toISOString(),
    updated_at: website.updated_at.toISOString(),
  }))
}

function restore(rows: KeptRow[]): SandboxWebsite[] {
  return rows.map((kept) => ({
    ...kept,
    favorited_at: kept.favorited_at === null ? null : new Date(kept.favorited_at),
    created_at: new Date(kept.created_at),
    updated_at: new Date(kept.updated_at),
  }))
}

function demoUrl(port: number): string {
  return `http://127.0.0.1:${port}`
}

/**
 * Opens the demo as it was left: when its account exists, its sandbox is
 * started again (same port, same key, same websites) — call it before the
 * accounts start syncing.
 */
export async function openDemo(dataDir: string, secrets: SecretStore, accounts: AccountsLookup): Promise<DemoService> {
  const file = openJsonFile({ path: join(dataDir, DEMO_FILE) })
  const loaded = await file.load((raw) => {
    const parsed = demoFile.safeParse(raw)
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'not a demo record' }
  })
  let record: DemoFile | null = loaded.status === 'loaded' ? loaded.value : null
  let sandbox: Sandbox | null = null
  let starting: Promise<string> | null = null
  const accountId = (): string | null => (record ? (accounts().find((account) => account.baseUrl === demoUrl(record!.port))?.id ?? null) : null)

  async function launch(port: number, apiKey?: string, rows?: DemoFile['rows']): Promise<Sandbox> {
    const started = await startSandbox({ port, ...(apiKey !== undefined && { apiKey }), ...(rows && { seed: 0 }) })
    if (rows) for (const variant of ['A', 'B'] as const) for (const website of restore(rows[variant])) started.control.insert(variant, website)
    return started
  }

  const existing = accountId()
  if (record && existing === null) {
    // Written, but SiteTray stopped before the account was added: there is no demo.
    record = null
    await rm(file.path, { force: true })
  } else if (record && existing !== null) {
    try {
      const apiKey = await secrets.get(existing)
      // Without its key the account cannot use the demo anyway; it shows as needing a key, like any other.
      if (apiKey) sandbox = await launch(record.port, apiKey, record.rows)
    } catch (error) {
      console.warn('[demo] the demo service could not start again:', error instanceof Error ? error.message : error)
    }
  }

  async function snapshot(): Promise<void> {
    if (!record || !sandbox) return
    record = { ...record, rows: { A: keep(sandbox.control.list('A')), B: keep(sandbox.control.list('B')) } }
    await file.write(record)
  }

  return {
    accountId,
    isOrphaned: () => record !== null && starting === null && accountId() === null,

    start(addAccount) {
      starting ??= (async () => {
        const present = accountId()
        if (present !== null) return present
        const started = await launch(0)
        try {
          sandbox = started
          record = { port: Number(new URL(started.url).port), rows: null }
          // On disk before the account exists (see the top of this file).
          await file.write(record)
          return await addAccount({ baseUrl: started.url, apiKey: started.apiKey, label: DEMO_LABEL })
        } catch (error) {
          record = null
          sandbox = null
          await Promise.allSettled([started.close(), rm(file.path, { force: true })])
          throw error
        }
      })().finally(() => {
        starting = null
      })
      return starting
    },

    async forget() {
      record = null
      const stopping = sandbox
      sandbox = null
      await stopping?.close()
      await rm(file.path, { force: true })
    },

    async close() {
      try {
        await snapshot()
      } finally {
        const stopping = sandbox
        sandbox = null
        await stopping?.close()
      }
    },
  }
}
