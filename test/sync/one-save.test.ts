/**
 * One Save is one operation: a change of settings and of the favorite together is one call and
 * one edit in the outbox, whatever the variant — main decides where the favorite goes (the
 * server on variant B, this computer on variant A).
 */
import { describe, expect, it } from 'vitest'
import { accountOnSandbox } from '../support/account'
import { mutations } from '../support/services'

describe('a Save that changes the favorite with other settings', () => {
  it('variant B: one edit, one write that carries the favorite beside the other fields', async () => {
    const { services, accountId, requests, row } = await accountOnSandbox()
    const website = services.websites
      .local(accountId)
      .find((candidate) => !candidate.favorite && candidate.privacy !== 0)!
    const outcome = await services.websites.update({
      accountId,
      websiteId: website.id,
      patch: { privacy: 0, favorite: true },
    })
    expect(outcome).toMatchObject({ status: 'saved', website: { privacy: 0, favorite: true } })
    const writes = mutations(requests)
    expect(writes).toHaveLength(1)
    expect(writes[0]).toMatch(/privacy=0/)
    expect(writes[0]).toMatch(/favorite=1/)
    expect(row(Number(website.id))?.favorited_at).not.toBeNull()
  })

  it('variant A: the favorite stays on this computer and only the settings are sent, in one edit', async () => {
    const { services, accountId, requests } = await accountOnSandbox({ variant: 'A' })
    const website = services.websites
      .local(accountId)
      .find((candidate) => !candidate.favorite && candidate.privacy !== 0)!
    const outcome = await services.websites.update({
      accountId,
      websiteId: website.id,
      patch: { privacy: 0, favorite: true },
    })
    expect(outcome).toMatchObject({ status: 'saved', website: { privacy: 0, favorite: true } })
    const writes = mutations(requests)
    expect(writes).toHaveLength(1)
    expect(writes[0]).not.toMatch(/favorite/)
    expect(services.websites.local(accountId).find((candidate) => candidate.id === website.id)).toMatchObject({
      favorite: true,
      privacy: 0,
    })
  })

  it('variant A: a favorite alone is saved here without any request', async () => {
    const { services, accountId, requests } = await accountOnSandbox({ variant: 'A' })
    const website = services.websites.local(accountId).find((candidate) => !candidate.favorite)!
    expect(
      await services.websites.update({ accountId, websiteId: website.id, patch: { favorite: true } }),
    ).toMatchObject({ status: 'saved', website: { favorite: true } })
    expect(requests).toEqual([])
  })
})
