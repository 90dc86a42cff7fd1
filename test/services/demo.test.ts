/** "Try the demo": a sandbox on a free loopback port, and the same demo, with its changes, after a restart. */
import { existsSync } from 'node:fs'
import { createServer, type IncomingHttpHeaders } from 'node:http'
import { readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest'
import { createMemorySecretStore, type SecretStore } from '../../src/main/accounts'
import { DEMO_FILE, demoLabel, openDemo, type DemoAccountInput, type DemoService } from '../../src/main/services/demo'
import { tempDataDir } from '../support/services'

const ACCOUNT_ID = '0b6a4b8e-3f0c-4b5e-9a57-0e9d3f7e2a11'
let data: Awaited<ReturnType<typeof tempDataDir>>
let secrets: SecretStore
/** The accounts as services would list them. */
let accounts: Array<{ id: string; baseUrl: string }>
const lookup = (): typeof accounts => accounts
/** What the profiles do when the demo's service moves: the account follows. */
const move = async (id: string, baseUrl: string): Promise<void> => {
  accounts = accounts.map((account) => (account.id === id ? { ...account, baseUrl } : account))
}

beforeEach(async () => {
  data = await tempDataDir()
  secrets = createMemorySecretStore()
  accounts = []
})
afterEach(async () => {
  await data.remove()
})

async function list(baseUrl: string, apiKey: string): Promise<Array<{ id: number; domain: string; email: number }>> {
  const response = await fetch(`${baseUrl}/api/v1/websites?per_page=100`, {
    headers: { Authorization: `Bearer ${apiKey}`, Accept: 'application/json' },
  })
  expect(response.status).toBe(200)
  return ((await response.json()) as { data: Array<{ id: number; domain: string; email: number }> }).data
}

/** A demo started from scratch, and the first website its service lists. */
async function startedDemo(): Promise<{
  demo: DemoService
  baseUrl: string
  apiKey: string
  site: { id: number; email: number } | undefined
}> {
  const added: DemoAccountInput[] = []
  const demo = await openDemo(data.dir, secrets, lookup, move)
  await demo.start(addAccount(added))
  const { baseUrl, apiKey } = added[0]!
  const [site] = await list(baseUrl, apiKey)
  return { demo, baseUrl, apiKey, site }
}

/** Another client changes a website of the demo service. */
async function patch(baseUrl: string, apiKey: string, id: number, body: string): Promise<void> {
  const patched = await fetch(`${baseUrl}/api/v1/websites/${id}`, {
    method: 'PATCH',
    headers: {
      Authorization: `Bearer ${apiKey}`,
      Accept: 'application/json',
      'Content-Type': 'application/x-www-form-urlencoded',
    },
    body,
  })
  expect(patched.status).toBe(200)
}

/** What services.accounts.add does with the demo's address and key, as far as the demo cares. */
function addAccount(added: DemoAccountInput[]): (input: DemoAccountInput) => Promise<string> {
  return async (input) => {
    added.push(input)
    await secrets.set(ACCOUNT_ID, input.apiKey)
    accounts.push({ id: ACCOUNT_ID, baseUrl: input.baseUrl })
    return ACCOUNT_ID
  }
}

describe('the demo', () => {
  it('starts a service on loopback and adds one "Demo" account for it, however often it is asked', async () => {
    const demo = await openDemo(data.dir, secrets, lookup, move)
    const added: DemoAccountInput[] = []
    const [first, second] = await Promise.all([demo.start(addAccount(added)), demo.start(addAccount(added))])
    expect(first).toBe(ACCOUNT_ID)
    expect(second).toBe(ACCOUNT_ID)
    expect(added).toHaveLength(1)
    expect(added[0]!.label).toBe(demoLabel())
    expect(added[0]!.baseUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
    expect((await list(added[0]!.baseUrl, added[0]!.apiKey)).length).toBeGreaterThan(5)
    await demo.close()
  })

  it('comes back after a restart on the same address, with the same key and the changes made to it', async () => {
    const { demo, baseUrl, apiKey, site } = await startedDemo()
    await patch(baseUrl, apiKey, site!.id, `email=${site!.email ? 0 : 1}`)
    await demo.close()
    await expect(fetch(baseUrl)).rejects.toThrow()

    const again = await openDemo(data.dir, secrets, lookup, move)
    expect(again.accountId()).toBe(ACCOUNT_ID)
    const after = await list(baseUrl, apiKey)
    expect(after.find((website) => website.id === site!.id)?.email).toBe(site!.email ? 0 : 1)
    await again.close()
  })

  it('never sends its key to a program that took its port while SiteTray was away: it moves, and its account with it', async () => {
    const { demo, baseUrl, apiKey, site } = await startedDemo()
    await patch(baseUrl, apiKey, site!.id, `email=${site!.email ? 0 : 1}`)
    await demo.close()
    const heard: IncomingHttpHeaders[] = []
    const squatter = createServer((request, response) => {
      heard.push(request.headers)
      response.end('{}')
    })
    const port = Number(new URL(baseUrl).port)
    await new Promise<void>((listening) => squatter.listen(port, '127.0.0.1', listening))
    try {
      const again = await openDemo(data.dir, secrets, lookup, move)
      expect(again.accountId()).toBe(ACCOUNT_ID)
      const moved = accounts[0]!.baseUrl
      expect(moved).toMatch(/^http:\/\/127\.0\.0\.1:\d+$/)
      expect(moved).not.toBe(baseUrl)
      // The same demo, changes and key included, at the new address; the record says where.
      expect((await list(moved, apiKey)).find((website) => website.id === site!.id)?.email).toBe(site!.email ? 0 : 1)
      expect(JSON.parse(await readFile(join(data.dir, DEMO_FILE), 'utf8'))).toMatchObject({
        port: Number(new URL(moved).port),
      })
      expect(heard).toEqual([])
      await again.close()
    } finally {
      await new Promise((closed) => squatter.close(closed))
    }
  })

  it('keeps a change to its websites on disk moments after it is made, without waiting for a quit', async () => {
    const { demo, baseUrl, apiKey, site } = await startedDemo()
    await patch(baseUrl, apiKey, site!.id, 'exclude_ips=192.0.2.77')
    // Not closed: what a shutdown that skips the quit leaves is what is on disk.
    const kept = async (): Promise<string | null | undefined> => {
      const file = JSON.parse(await readFile(join(data.dir, DEMO_FILE), 'utf8')) as {
        rows: { B: Array<{ id: number; exclude_ips: string | null }> } | null
      }
      return file.rows?.B.find((row) => row.id === site!.id)?.exclude_ips
    }
    await vi.waitFor(async () => expect(await kept()).toBe('192.0.2.77'), { timeout: 5_000 })
    await demo.close()
  })

  it('stops and forgets the demo when its account is removed', async () => {
    const added: DemoAccountInput[] = []
    const demo = await openDemo(data.dir, secrets, lookup, move)
    await demo.start(addAccount(added))
    expect(demo.isOrphaned()).toBe(false)
    accounts = []
    expect(demo.isOrphaned()).toBe(true)
    await demo.forget()
    expect(demo.accountId()).toBeNull()
    expect(existsSync(join(data.dir, DEMO_FILE))).toBe(false)
    await expect(fetch(added[0]!.baseUrl)).rejects.toThrow()
    const again = await openDemo(data.dir, secrets, lookup, move)
    expect(again.accountId()).toBeNull()
  })
})

describe('a demo half made', () => {
  it('is forgotten at the next start when SiteTray stopped after writing its record but before adding its account', async () => {
    const demo = await openDemo(data.dir, secrets, lookup, move)
    const failing = demo.start(async () => {
      // What a crash leaves: the record is on disk, the account never came.
      expect(existsSync(join(data.dir, DEMO_FILE))).toBe(true)
      throw new Error('the keychain refused')
    })
    await expect(failing).rejects.toThrow('the keychain refused')
    expect(existsSync(join(data.dir, DEMO_FILE))).toBe(false)

    await writeFile(join(data.dir, DEMO_FILE), JSON.stringify({ port: 1, rows: null }))
    const again = await openDemo(data.dir, secrets, lookup, move)
    expect(again.accountId()).toBeNull()
    expect(existsSync(join(data.dir, DEMO_FILE))).toBe(false)
  })
})
