/**
 * A website created on this computer is shown at once under a local id; the
 * server's id replaces it when the create's answer arrives. Every moment in
 * between, the website can be found and edited under either id.
 */
import { describe, expect, it, onTestFinished } from 'vitest'
import type { WebsitesClient } from '../../src/main/api'
import type { Website } from '../../src/shared/website'
import { engineOver } from '../support/engine'
import { gate } from '../support/gate'
import { plainWebsite } from '../support/websites'

describe('a website whose create has just been answered', () => {
  it('can be found and edited under its local id while the answer is being taken in', async () => {
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
    // The first outbox write after the create's answer (the one taking it off the disk) is held for a moment, as a slow
    // disk would.
    const removal = gate()
    let held = false
    const holdOnce = async (): Promise<void> => {
      if (!answered || held) return
      held = true
      await removal.wait()
    }
    const sync = await engineOver(client, {
      outbox: (file) => ({
        accountId: file.accountId,
        onDidChange: file.onDidChange,
        entries: () => file.entries(),
        append: (entry) => file.append(entry),
        removeQuietly: (id) => file.removeQuietly(id),
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
      }),
    })
    // Registered after the engine: opened before the engine is stopped, or stopping would wait on the held write.
    onTestFinished(() => removal.open())

    const creating = sync.editor.create({ input: { domain: 'fresh.example' } })
    await removal.reached
    const shown = sync.websites().find((website) => website.domain === 'fresh.example')
    expect(shown).toBeDefined()
    const localId = shown?.id ?? ''
    expect(sync.editor.get(localId)).toMatchObject({ domain: 'fresh.example' })
    const editing = sync.editor.update({ websiteId: localId, patch: { privacy: 0 } })
    removal.open()
    expect((await creating).status).toBe('saved')
    expect((await editing).status).not.toBe('conflict')
    expect(sync.editor.get(localId)).toMatchObject({ id: '40', privacy: 0 })
    expect(stored.get('40')).toMatchObject({ privacy: 0 })
  })
})
