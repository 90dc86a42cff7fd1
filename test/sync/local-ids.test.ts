/**
 * A website created on this computer is shown at once under a local id; the
 * server's id replaces it when the create's answer arrives. Every moment in
 * between, the website can be found and edited under either id.
 */
import { afterEach, describe, expect, it } from 'vitest'
import type { WebsitesClient } from '../../src/main/api'
import { openMirror, openOutbox, type Outbox } from '../../src/main/mirror'
import { createScheduler } from '../../src/main/scheduler'
import { AccountSync } from '../../src/main/sync/account-sync'
import type { Edit } from '../../src/main/sync/edits'
import type { Website } from '../../src/shared/website'
import { tempDataDir } from '../support/services'
import { plainWebsite } from '../support/websites'

const cleanups: (() => Promise<void>)[] = []
afterEach(async () => {
  for (const cleanup of cleanups.splice(0).reverse()) await cleanup()
})

function gate(): { wait(): Promise<void>; open(): void; reached: Promise<void> } {
  let open!: () => void
  let reach!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  const reached = new Promise<void>((resolve) => (reach = resolve))
  return {
    wait: () => {
      reach()
      return opened
    },
    open,
    reached,
  }
}

describe('a website whose create has just been answered', () => {
  it('can be found and edited under its local id while the answer is being taken in', async () => {
    const data = await tempDataDir()
    cleanups.push(data.remove)
    const stored = new Map<string, Website>()
    let answered = false
    const client: WebsitesClient = {
      variant: 'B',
      list: async () => ({ items: [], page: 1, lastPage: 1, perPage: 100, total: 0 }),
      get: async (id) => stored.get(id) ?? plainWebsite(id),
      create: async (input) => {
        const created = plainWebsite('40', { domain: input.domain })
        stored.set('40', created)
        answered = true
        return created
      },
      update: async (id, patch) => {
        const updated = { ...(stored.get(id) ?? plainWebsite(id)), ...patch } as Website
        stored.set(id, updated)
        return updated
      },
      remove: async () => undefined,
    }
    const mirror = await openMirror({ dir: data.dir, accountId: 'acct' })
    const file = await openOutbox<Edit>({ dir: data.dir, accountId: 'acct' })
    // The first outbox write after the create's answer (the one taking it off the disk) is held for a moment, as a slow disk would.
    const removal = gate()
    let held = false
    const holdOnce = async (): Promise<void> => {
      if (!answered || held) return
      held = true
      await removal.wait()
    }
    const outbox: Outbox<Edit> = {
      accountId: 'acct',
      onDidChange: file.onDidChange,
      entries: () => file.entries(),
      append: (entry) => file.append(entry),
      replace: async (entry) => {
        await holdOnce()
        return file.replace(entry)
      },
      rewrite: async (change) => {
        await holdOnce()
        return file.rewrite(change)
      },
      remove: async (id) => {
        await holdOnce()
        return file.remove(id)
      },
    }
    const scheduler = createScheduler()
    const sync = new AccountSync({ accountId: 'acct', variant: 'B', client, scheduler, mirror, outbox, sweepIntervalMs: 0 })
    cleanups.push(async () => {
      removal.open()
      await sync.stop()
      await mirror.close()
      await file.close()
      scheduler.dispose()
    })

    const creating = sync.create({ domain: 'fresh.example' })
    await removal.reached
    const shown = sync.websites().find((website) => website.domain === 'fresh.example')
    expect(shown).toBeDefined()
    const localId = shown?.id ?? ''
    expect(sync.get(localId)).toMatchObject({ domain: 'fresh.example' })
    const editing = sync.update(localId, { privacy: 0 })
    removal.open()
    expect((await creating).status).toBe('saved')
    expect((await editing).status).not.toBe('conflict')
    expect(sync.get(localId)).toMatchObject({ id: '40', privacy: 0 })
    expect(stored.get('40')).toMatchObject({ privacy: 0 })
  })
})
