/**
 * The window's list (websites:listWindow) against the sandbox: before the first sweep the server
 * is asked, in the order chosen where it can give it; after it the mirror's index answers with the
 * same websites in the same order; the index follows every change a sweep brings; an order only
 * this computer knows comes from the mirror, said to be incomplete; an overtaken server request is
 * withdrawn; the order is remembered per account across a restart and forgotten with the account.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { SandboxWebsite } from '../../src/main/sandbox'
import { LIST_ORDERS_FILE } from '../../src/main/services'
import type { ListOrder, ListWindow } from '../../src/shared/list-query'
import { accountOnSandbox } from '../support/account'
import { startServices } from '../support/services'

const ids = (window: ListWindow): string[] => window.items.map((website) => website.id)
const byHost = (a: SandboxWebsite, b: SandboxWebsite): number =>
  a.host < b.host ? -1 : a.host > b.host ? 1 : a.id - b.id

/** The sandbox's websites in an order, as ids: the reference the answers are checked against. */
function sandboxOrder(rows: SandboxWebsite[], order: Exclude<ListOrder, 'recently-edited'>): string[] {
  const sorted =
    order === 'domain-asc' || order === 'domain-desc' ? [...rows].sort(byHost) : [...rows].sort((a, b) => a.id - b.id)
  if (order === 'domain-desc' || order === 'newest') sorted.reverse()
  return sorted.map((row) => String(row.id))
}

describe('the list as the window scrolls it', () => {
  it('asks the server before the first sweep and the mirror after it: the same websites, in the same order, in every order', async () => {
    const { services, accountId, sandbox, requests } = await accountOnSandbox({ synced: false })
    const rows = sandbox.control.list('B')
    const orders = ['domain-asc', 'domain-desc', 'newest', 'oldest'] as const
    for (const order of orders) {
      const window = await services.websites.listWindow({ accountId, order, offset: 10, limit: 20 })
      expect(window).toMatchObject({ source: 'server', incomplete: false, total: rows.length, offset: 10, order })
      expect(ids(window)).toEqual(sandboxOrder(rows, order).slice(10, 30))
    }
    expect(requests.map((request) => `${request.query.sort_by} ${request.query.sort}`)).toEqual([
      'domain asc',
      'domain desc',
      'id desc',
      'id asc',
    ])

    await services.sync.syncNow({ accountId })
    for (const order of orders) {
      const window = await services.websites.listWindow({ accountId, order, offset: 10, limit: 20 })
      expect(window).toMatchObject({ source: 'mirror', incomplete: false, total: rows.length })
      expect(ids(window)).toEqual(sandboxOrder(rows, order).slice(10, 30))
    }
  })

  it('answers an order the server cannot give from the mirror, said to be incomplete, without asking the server', async () => {
    const a = await accountOnSandbox({ variant: 'A', synced: false })
    expect(
      await a.services.websites.listWindow({ accountId: a.accountId, order: 'newest', offset: 0, limit: 10 }),
    ).toMatchObject({ source: 'mirror', incomplete: true })
    const b = await accountOnSandbox({ synced: false })
    expect(
      await b.services.websites.listWindow({ accountId: b.accountId, order: 'recently-edited', offset: 0, limit: 10 }),
    ).toMatchObject({ source: 'mirror', incomplete: true })
    expect([...a.requests, ...b.requests]).toEqual([])
    // Variant A lists by its address when asked to: from its server.
    const byAddress = await a.services.websites.listWindow({
      accountId: a.accountId,
      order: 'domain-desc',
      offset: 0,
      limit: 10,
    })
    expect(byAddress.source).toBe('server')
    expect(ids(byAddress)).toEqual(sandboxOrder(a.sandbox.control.list('A'), 'domain-desc').slice(0, 10))
  })

  it('finds an internationalized domain by its own letters and by its ASCII form, before the first sweep and after it', async () => {
    const { services, accountId, sandbox } = await accountOnSandbox({ synced: false })
    // münchen.de is among the demo's websites, as its ASCII form.
    const munich = String(sandbox.control.list('B').find((row) => row.host === 'xn--mnchen-3ya.de')!.id)
    const found = async (search: string): Promise<string[]> =>
      ids(await services.websites.listWindow({ accountId, order: 'domain-asc', search, offset: 0, limit: 10 }))
    // The server keeps the ASCII form: the letters the user typed are sent in it.
    expect(await found('münchen')).toEqual([munich])
    expect(await found('xn--mnchen')).toEqual([munich])
    await services.sync.syncNow({ accountId })
    expect(await found('münch')).toEqual([munich])
    expect(await found('MÜNCHEN.DE')).toEqual([munich])
    expect(await found('xn--mnchen')).toEqual([munich])
  })

  it('withdraws a server request that a newer query overtook', async () => {
    const { services, accountId } = await accountOnSandbox({ synced: false, sandbox: { latencyMs: 100 } })
    const first = services.websites.listWindow({ accountId, search: 'c', offset: 0, limit: 100 })
    const second = services.websites.listWindow({ accountId, search: 'ca', offset: 0, limit: 100 })
    await expect(first).rejects.toMatchObject({ message: 'The request was cancelled.' })
    expect(await second).toMatchObject({ source: 'server' })
    // The next rows of the same query are not an overtaking query: both answer.
    const [top, next] = await Promise.all([
      services.websites.listWindow({ accountId, offset: 0, limit: 10 }),
      services.websites.listWindow({ accountId, offset: 10, limit: 10 }),
    ])
    expect(ids(top)).toHaveLength(10)
    expect(ids(next)).toHaveLength(10)
  })

  it('follows every change a sweep brings, and says where a website now is', async () => {
    const { services, accountId, sandbox } = await accountOnSandbox()
    const before = await services.websites.listWindow({ accountId, order: 'domain-asc', offset: 0, limit: 200 })
    const [gone, renamed] = before.items.slice(3, 5).map((website) => Number(website.id))
    sandbox.control.remove('B', gone!)
    sandbox.control.update('B', renamed!, { host: 'zzz-last.example' })
    const added = sandbox.control.insert('B', { host: '0-first.example' })

    await services.sync.syncNow({ accountId })
    const after = await services.websites.listWindow({
      accountId,
      order: 'domain-asc',
      offset: 0,
      limit: 200,
      anchorId: String(renamed),
    })
    expect(ids(after)).toEqual(sandboxOrder(sandbox.control.list('B'), 'domain-asc'))
    expect(after.items[0]?.id).toBe(String(added.id))
    expect(after.anchorIndex).toBe(after.total - 1)
    expect((await services.websites.listWindow({ accountId, search: 'zzz-l', offset: 0, limit: 10 })).total).toBe(1)
  })

  it('lists the websites edited here first in "recently edited", then the newest', async () => {
    const { services, accountId, sandbox } = await accountOnSandbox()
    const newest = sandboxOrder(sandbox.control.list('B'), 'newest')
    await services.websites.update({ accountId, websiteId: newest[20]!, patch: { emailReports: true } })
    await services.websites.favorite({ accountId, websiteId: newest[30]!, favorite: true })
    const window = await services.websites.listWindow({ accountId, order: 'recently-edited', offset: 0, limit: 5 })
    expect(ids(window)).toEqual([newest[30], newest[20], newest[0], newest[1], newest[2]])
  })

  it('remembers the order per account across a restart, and forgets it with the account', async () => {
    const { services, accountId, dataDir, secrets } = await accountOnSandbox()
    expect((await services.websites.listWindow({ accountId, offset: 0, limit: 1 })).order).toBe('domain-asc')
    await services.websites.listWindow({ accountId, order: 'oldest', offset: 0, limit: 1 })
    await services.close()

    const again = await startServices(dataDir, secrets, { autoStart: false })
    try {
      expect((await again.services.websites.listWindow({ accountId, offset: 0, limit: 1 })).order).toBe('oldest')
      await again.services.accounts.remove({ accountId })
    } finally {
      await again.services.close()
    }
    expect(JSON.parse(readFileSync(join(dataDir, LIST_ORDERS_FILE), 'utf8'))).toEqual({})
  })
})
