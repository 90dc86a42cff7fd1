/** Creating a website: once on the server, never someone else's, and editable from the first moment. */
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { WEBSITE_REF } from '../../src/shared/website'
import { accountOnSandbox } from '../support/account'
import { mutations, whenServices } from '../support/services'

const COLLECTION = '/api/v1/websites'

describe('a create whose domain turns out to be taken', () => {
  it("made offline, while another device took the domain: fails with the domain's error and touches nothing", async () => {
    const { services, requests, accountId, sandbox, row } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    expect(
      (
        await services.websites.create({
          accountId,
          input: { domain: 'contested.example', privacy: 0, excludeIps: ['192.0.2.1'] },
        })
      ).status,
    ).toBe('queued')
    const theirs = sandbox.control.insert('B', { host: 'contested.example', privacy: 1 })
    services.sync.setNetworkAvailable(true)
    await whenServices(
      services,
      () => services.sync.status({ accountId }).pendingEdits === 0,
      'the create has been tried',
    )

    expect(mutations(requests).map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([`POST ${COLLECTION}`])
    expect(row(theirs.id)).toMatchObject({ privacy: 1, exclude_ips: null })
    expect(services.sync.conflicts({ accountId })).toMatchObject([
      {
        kind: 'create',
        input: { domain: 'contested.example', privacy: 0 },
        conflict: { kind: 'rejected', fieldErrors: { domain: [expect.stringMatching(/taken/)] } },
      },
    ])
  })

  it("because this computer's own earlier request got through but its answer was lost: adopts that website, sending nothing more", async () => {
    let stored = false
    const setup = await accountOnSandbox({
      sandbox: {
        // The server stores the website, then the connection drops before the answer arrives.
        onRequest: (request) => {
          if (request.method !== 'POST' || stored) return
          stored = true
          setup.sandbox.control.insert('B', { host: 'mine.example', privacy: 0, exclude_ips: '192.0.2.1' })
          setup.sandbox.injectFault({ fault: { kind: 'drop' }, method: 'POST' })
        },
      },
    })
    const { services, requests, accountId, sandbox } = setup
    const outcome = await services.websites.create({
      accountId,
      input: { domain: 'mine.example', privacy: 0, excludeIps: ['192.0.2.1'] },
    })
    expect(outcome.status).toBe('queued')
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the create is settled')

    expect(services.sync.status({ accountId }).conflicts).toBe(0)
    expect(mutations(requests).map((line) => line.split(' ').slice(0, 2).join(' '))).toEqual([
      `POST ${COLLECTION}`,
      `POST ${COLLECTION}`,
    ])
    expect(sandbox.control.list('B').filter((row) => row.host === 'mine.example')).toHaveLength(1)
    expect((await services.websites.query({ accountId, query: { search: 'mine.example' } })).items).toMatchObject([
      { domain: 'mine.example', privacy: 0 },
    ])
  })
  it("after a lost first attempt, a website with other settings than those sent is still someone else's", async () => {
    let first = true
    const setup = await accountOnSandbox({
      sandbox: {
        // The first attempt never arrives; meanwhile another device creates the domain its own way.
        onRequest: (request) => {
          if (request.method !== 'POST' || !first) return
          first = false
          setup.sandbox.control.insert('B', { host: 'raced.example', privacy: 1 })
          setup.sandbox.injectFault({ fault: { kind: 'drop' }, method: 'POST' })
        },
      },
    })
    const { services, requests, accountId, sandbox } = setup
    expect((await services.websites.create({ accountId, input: { domain: 'raced.example', privacy: 0 } })).status).toBe(
      'queued',
    )
    await whenServices(
      services,
      () => services.sync.status({ accountId }).pendingEdits === 0,
      'the create has been tried again',
    )
    expect(mutations(requests).every((line) => line.startsWith('POST'))).toBe(true)
    expect(sandbox.control.list('B').find((row) => row.host === 'raced.example')?.privacy).toBe(1)
    expect(services.sync.conflicts({ accountId })).toMatchObject([
      { kind: 'create', conflict: { kind: 'rejected', fieldErrors: { domain: [expect.stringMatching(/taken/)] } } },
    ])
  })
})

describe('a lost first attempt, then a website with the same domain and the same settings', () => {
  it('made by the first of three attempts, the second an hour later and also lost: adopted by the third', async () => {
    let posts = 0
    const setup = await accountOnSandbox({
      services: { reconnectMinMs: 60_000, reconnectMaxMs: 60_000 },
      sandbox: {
        now: () => Date.now(),
        onRequest: (request) => {
          if (request.method !== 'POST') return
          posts += 1
          // The first attempt is stored and its answer lost; the second never arrives.
          if (posts === 1) setup.sandbox.control.insert('B', { host: 'thrice.example', privacy: 0 })
          if (posts <= 2) setup.sandbox.injectFault({ fault: { kind: 'drop' }, method: 'POST' })
        },
      },
    })
    const { services, accountId, sandbox, dataDir } = setup
    const outbox = (): Promise<string> => readFile(join(dataDir, accountId, 'outbox.json'), 'utf8')
    expect(
      (await services.websites.create({ accountId, input: { domain: 'thrice.example', privacy: 0 } })).status,
    ).toBe('queued')
    await vi.waitFor(async () => expect(await outbox()).toContain('endedAt'))
    services.sync.setNetworkAvailable(false)
    vi.setSystemTime(Date.now() + 60 * 60_000)
    onTestFinished(() => void vi.useRealTimers())
    services.sync.setNetworkAvailable(true)
    await vi.waitFor(async () => expect((await outbox()).match(/endedAt/g)).toHaveLength(2))
    services.sync.setNetworkAvailable(false)
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the create is settled')

    expect(posts).toBe(3)
    expect(services.sync.status({ accountId }).conflicts).toBe(0)
    expect(sandbox.control.list('B').filter((row) => row.host === 'thrice.example')).toHaveLength(1)
  })

  it("made by another device during a long outage after the attempt failed: still someone else's", async () => {
    let first = true
    const setup = await accountOnSandbox({
      services: { reconnectMinMs: 60_000, reconnectMaxMs: 60_000 },
      sandbox: {
        // The server's clock is this computer's, read when it is needed, so that it moves with it.
        now: () => Date.now(),
        onRequest: (request) => {
          if (request.method !== 'POST' || !first) return
          first = false
          setup.sandbox.injectFault({ fault: { kind: 'drop' }, method: 'POST' })
        },
      },
    })
    const { services, requests, accountId, sandbox, dataDir } = setup
    const defaults = { privacy: 1, emailReports: false, excludeBots: true } as const
    expect(
      (await services.websites.create({ accountId, input: { domain: 'later.example', ...defaults, favorite: true } }))
        .status,
    ).toBe('queued')
    services.sync.setNetworkAvailable(false)
    // The failed attempt's end is on disk (the user hears "queued" a moment before).
    await vi.waitFor(async () =>
      expect(await readFile(join(dataDir, accountId, 'outbox.json'), 'utf8')).toContain('endedAt'),
    )
    // An hour passes (the clock moves; nothing else runs on it). Then another device adds the domain with the same,
    // default, settings.
    vi.setSystemTime(Date.now() + 60 * 60_000)
    onTestFinished(() => void vi.useRealTimers())
    const theirs = sandbox.control.insert('B', { host: 'later.example', privacy: 1, email: 0, exclude_bots: 1 })
    services.sync.setNetworkAvailable(true)
    await whenServices(
      services,
      () => services.sync.status({ accountId }).conflicts === 1,
      'the create has been tried again',
    )

    expect(services.sync.conflicts({ accountId })).toMatchObject([
      { kind: 'create', conflict: { kind: 'rejected', fieldErrors: { domain: [expect.stringMatching(/taken/)] } } },
    ])
    // Their website is not taken over: the favorite that was to follow the create is not put on it.
    expect(mutations(requests).every((line) => line.startsWith('POST'))).toBe(true)
    expect(sandbox.control.list('B').find((row) => row.id === theirs.id)?.favorited_at).toBeNull()
  })

  it("that existed before the first attempt was sent: still someone else's", async () => {
    const { services, requests, accountId, sandbox } = await accountOnSandbox()
    // Added on another device an hour ago, after SiteTray's last sweep.
    sandbox.control.insert('B', {
      host: 'older.example',
      privacy: 1,
      email: 0,
      exclude_bots: 1,
      created_at: new Date(Date.now() - 60 * 60_000),
    })
    sandbox.injectFault({ fault: { kind: 'drop' }, method: 'POST' })
    expect(
      (
        await services.websites.create({
          accountId,
          input: { domain: 'older.example', privacy: 1, emailReports: false, excludeBots: true },
        })
      ).status,
    ).toBe('queued')
    await whenServices(
      services,
      () => services.sync.status({ accountId }).conflicts === 1,
      'the create has been tried again',
    )
    expect(services.sync.conflicts({ accountId })).toMatchObject([
      { kind: 'create', conflict: { kind: 'rejected', fieldErrors: { domain: [expect.stringMatching(/taken/)] } } },
    ])
    expect(mutations(requests).every((line) => line.startsWith('POST'))).toBe(true)
  })
})

describe('a website created as a favorite', () => {
  it('keeps its favorite when the follow-up favorite request fails: it is sent again like any queued edit', async () => {
    const { services, accountId, sandbox, row } = await accountOnSandbox({
      sandbox: { quirks: { ignoreFavoriteOnCreate: true } },
    })
    sandbox.injectFault({ fault: { kind: 'html-500' }, method: 'PATCH' })
    const outcome = await services.websites.create({ accountId, input: { domain: 'loved.example', favorite: true } })
    expect(outcome.website).toMatchObject({ domain: 'loved.example', favorite: true })
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the favorite is sent')
    const created = sandbox.control.list('B').find((entry) => entry.host === 'loved.example')
    expect(row(created?.id ?? 0)?.favorited_at).not.toBeNull()
    expect(services.websites.get({ accountId, websiteId: String(created?.id) })).toMatchObject({ favorite: true })
  })
})

describe('a website just created', () => {
  it("can be edited under the id it was shown with, before and after the server's id arrives", async () => {
    const { services, accountId, sandbox, row } = await accountOnSandbox()
    sandbox.injectFault({ fault: { kind: 'drop' }, method: 'POST' })
    const first = await services.websites.create({ accountId, input: { domain: 'fresh.example' } })
    const localId = first.website?.id ?? ''
    expect(localId).not.toMatch(/^\d+$/)
    // The shell's requests may name it so: the shared rule for website ids accepts it.
    expect(localId).toMatch(WEBSITE_REF)
    expect((await services.websites.update({ accountId, websiteId: localId, patch: { privacy: 0 } })).status).not.toBe(
      'conflict',
    )
    await whenServices(
      services,
      () => services.sync.status({ accountId }).pendingEdits === 0,
      'the create and the edit are sent',
    )
    expect(
      (await services.websites.update({ accountId, websiteId: localId, patch: { emailReports: true } })).status,
    ).toBe('saved')
    expect((await services.websites.favorite({ accountId, websiteId: localId, favorite: true })).status).toBe('saved')
    const created = sandbox.control.list('B').find((entry) => entry.host === 'fresh.example')
    expect(row(created?.id ?? 0)).toMatchObject({ privacy: 0, email: 1 })
    expect(row(created?.id ?? 0)?.favorited_at).not.toBeNull()
    expect(await services.websites.remove({ accountId, websiteId: localId })).toMatchObject({ status: 'saved' })
    expect(row(created?.id ?? 0)).toBeUndefined()
  })
})
