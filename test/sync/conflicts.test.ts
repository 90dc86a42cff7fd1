/** Someone else's change to the same website is reported, never overwritten. */
import { describe, expect, it } from 'vitest'
import { accountOnSandbox } from '../support/account'
import { mutations } from '../support/services'

describe('a change someone else made on the server', () => {
  it('moments after a sync is reported as a conflict, not overwritten', async () => {
    const { services, requests, accountId, sandbox, row, events } = await accountOnSandbox()
    // Another device, right after SiteTray's sweep read website 4.
    sandbox.control.update('B', 4, { privacy: 2, password: 'theirs' })
    const outcome = await services.websites.update(accountId, '4', { privacy: 0 })
    expect(outcome).toMatchObject({ status: 'conflict', website: { privacy: 2 } })
    expect(mutations(requests)).toEqual([])
    expect(row(4)?.privacy).toBe(2)
    expect(services.sync.conflicts(accountId)).toMatchObject([{ websiteId: '4', conflict: { kind: 'changed', fields: [{ field: 'privacy', base: 1, mine: 0, theirs: 2 }] } }])
    expect(events.some((event) => event.type === 'conflict')).toBe(true)
  })
})
