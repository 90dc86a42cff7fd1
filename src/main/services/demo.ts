/**
 * "Try the demo": the embedded sandbox (src/main/sandbox) started on a free
 * loopback port, with a "Demo" account pointing at it that can be removed
 * like any other. The demo survives a restart: its port and its websites are
 * kept in `<data>/demo.json`, its key in the keychain like every account's —
 * so the mirror, the outbox and the sandbox agree when SiteTray comes back.
 * The demo account is the one whose address is the demo's: the record is on
 * disk before the account exists, so a crash in between leaves nothing half
 * made. The websites are written moments after each change the demo service
 * takes (coalesced), not only at quit: a shutdown that skips the quit keeps them.
 */
import { join } from 'node:path'
import { rm } from 'node:fs/promises'
import { z } from 'zod'
import { createLogger, SharedRun } from '../base'
import { CoalescedWrite, decodeWith, openJsonFile, type JsonFile } from '../storage'
import { startSandbox, type Sandbox, type SandboxWebsite } from '../sandbox'
import type { SecretStore } from '../accounts'
import { t } from '../../shared/i18n'

export const DEMO_FILE = 'demo.json'
/** The demo account's name, in the language shown when it is added (then it is the account's name, kept). */
export function demoLabel(): string {
  return t('sync.account.demoLabel')
}
/** Passwords typed into the demo are not kept on disk either: a kept row only says it had one. */
const KEPT_PASSWORD = 'demo-password'
const SAVE_DELAY_MS = 200
const MAX_SAVE_DELAY_MS = 1_000
const log = createLogger('demo')

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
/** Points the demo's account at its service's new address (its old port was taken). */
export type MoveAccount = (accountId: string, baseUrl: string) => Promise<unknown>

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
  /** Writes what is waiting and stops the sandbox (quit). */
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
export async function openDemo(
  dataDir: string,
  secrets: SecretStore,
  accounts: AccountsLookup,
  moveAccount: MoveAccount,
): Promise<DemoService> {
  const file = openJsonFile({ path: join(dataDir, DEMO_FILE) })
  const loaded = await file.load(decodeWith(demoFile, 'not a demo record'))
  const demo = new Demo(file, accounts, loaded.status === 'loaded' ? loaded.value : null)
  await demo.resume(secrets, moveAccount)
  return demo
}

/** The sandbox while it runs, and the coalesced writes of its websites. */
interface Session {
  sandbox: Sandbox
  writer: CoalescedWrite
}

class Demo implements DemoService {
  private session: Session | null = null
  private readonly starting = new SharedRun<string>()

  constructor(
    private readonly file: JsonFile,
    private readonly accounts: AccountsLookup,
    private record: DemoFile | null,
  ) {}

  accountId(): string | null {
    const { record } = this
    return record ? (this.accounts().find((account) => account.baseUrl === demoUrl(record.port))?.id ?? null) : null
  }

  isOrphaned(): boolean {
    return this.record !== null && this.starting.current === null && this.accountId() === null
  }

  async resume(secrets: SecretStore, moveAccount: MoveAccount): Promise<void> {
    const existing = this.accountId()
    if (this.record && existing === null) {
      // Written, but SiteTray stopped before the account was added: there is no demo.
      this.record = null
      await rm(this.file.path, { force: true })
    } else if (this.record && existing !== null) {
      try {
        const apiKey = await secrets.get(existing)
        // Without its key the account cannot use the demo anyway; it shows as needing a key, like any other.
        if (apiKey) await this.relaunch(this.record, existing, apiKey, moveAccount)
      } catch (error) {
        log.warn('the demo service could not start again', error)
      }
    }
  }

  /**
   * The demo's service again, on its old port when that is free. The key goes only to a server that
   * is ours: listening on the port first is what proves it. Another program holding the port since
   * (a restart is enough for one to take it) gets nothing — the demo moves to a new port, and its
   * account with it, before the account's first request.
   */
  private async relaunch(record: DemoFile, accountId: string, apiKey: string, moveAccount: MoveAccount): Promise<void> {
    const session = await this.launch(record.port, apiKey, record.rows).catch(async (error: unknown) => {
      log.warn(`the demo's port ${record.port} is taken; the demo moves to another`, error)
      return this.launch(0, apiKey, record.rows)
    })
    const port = Number(new URL(session.sandbox.url).port)
    if (port === record.port) return
    await moveAccount(accountId, session.sandbox.url)
    this.record = { ...record, port }
    session.writer.changed()
    await session.writer.flush()
  }

  start(addAccount: (input: DemoAccountInput) => Promise<string>): Promise<string> {
    return this.starting.join(() => this.startOnce(addAccount))
  }

  async forget(): Promise<void> {
    await this.stopSession()
    this.record = null
    await rm(this.file.path, { force: true })
  }

  close(): Promise<void> {
    return this.stopSession()
  }

  private async startOnce(addAccount: (input: DemoAccountInput) => Promise<string>): Promise<string> {
    const present = this.accountId()
    if (present !== null) return present
    const session = await this.launch(0)
    try {
      this.record = { port: Number(new URL(session.sandbox.url).port), rows: null }
      // On disk before the account exists (see the top of this file).
      await this.file.write(this.record)
      const accountId = await addAccount({
        baseUrl: session.sandbox.url,
        apiKey: session.sandbox.apiKey,
        label: demoLabel(),
      })
      // The demo's websites as they start, so that a restart finds the same ones.
      session.writer.changed()
      return accountId
    } catch (error) {
      await this.stopSession().catch(() => undefined)
      this.record = null
      await rm(this.file.path, { force: true }).catch(() => undefined)
      throw error
    }
  }

  private async launch(port: number, apiKey?: string, rows?: DemoFile['rows']): Promise<Session> {
    const sandbox = await startSandbox({
      port,
      ...(apiKey !== undefined && { apiKey }),
      ...(rows && { seed: 0 }),
      // Anything but a read may change the websites: they are written soon after.
      onRequest: (request) => {
        if (request.method !== 'GET') this.session?.writer.changed()
      },
    })
    if (rows)
      for (const variant of ['A', 'B'] as const)
        for (const website of restore(rows[variant])) sandbox.control.insert(variant, website)
    const writer = new CoalescedWrite({
      file: this.file,
      snapshot: () =>
        this.record && {
          ...this.record,
          rows: { A: keep(sandbox.control.list('A')), B: keep(sandbox.control.list('B')) },
        },
      debounceMs: SAVE_DELAY_MS,
      maxDelayMs: MAX_SAVE_DELAY_MS,
      onWriteFailed: (error) => log.warn("could not keep the demo's websites", error),
    })
    this.session = { sandbox, writer }
    return this.session
  }

  /** Writes what is waiting, then stops the sandbox; whatever the one does, the other happens. */
  private async stopSession(): Promise<void> {
    const session = this.session
    this.session = null
    if (!session) return
    try {
      await session.writer.close()
    } finally {
      await session.sandbox.close()
    }
  }
}
