/** Someone else's change to the same website is reported, never overwritten. */
import { describe, expect, it } from 'vitest'
import { accountOnSandbox } from '../support/account'
import { mutations, whenServices } from '../support/services'

describe('a change someone else made on the server', () => {
  it('moments after a sync is reported as a conflict, not overwritten', async () => {
    const { services, requests, accountId, sandbox, row, events } = await accountOnSandbox()
    // Another device, right after SiteTray's sweep read website 4.
    sandbox.control.update('B', 4, { privacy: 2, password: 'theirs' })
    const outcome = await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    expect(outcome).toMatchObject({ status: 'conflict', website: { privacy: 2 } })
    expect(mutations(requests)).toEqual([])
    expect(row(4)?.privacy).toBe(2)
    expect(services.sync.conflicts({ accountId })).toMatchObject([
      { websiteId: '4', conflict: { kind: 'changed', fields: [{ field: 'privacy', base: 1, mine: 0, theirs: 2 }] } },
    ])
    expect(events.some((event) => event.type === 'conflict')).toBe(true)
  })
})

describe("a form held open while another device's change arrives", () => {
  it('measures the edit against what the form showed: the change that arrived meanwhile is a conflict, not overwritten', async () => {
    const { services, requests, accountId, sandbox, row } = await accountOnSandbox()
    // The window opened website 4 as Private; then another device set a password and a sweep brought it here.
    expect(services.websites.get({ accountId, websiteId: '4' })?.privacy).toBe(1)
    sandbox.control.update('B', 4, { privacy: 2, password: 'theirs' })
    await services.sync.syncNow({ accountId })
    expect(services.websites.get({ accountId, websiteId: '4' })?.privacy).toBe(2)
    requests.splice(0)

    // The user, still looking at "Private", picks Public.
    const outcome = await services.websites.update({
      accountId,
      websiteId: '4',
      patch: { privacy: 0 },
      seen: { privacy: 1 },
    })
    expect(outcome).toMatchObject({ status: 'conflict' })
    expect(mutations(requests)).toEqual([])
    expect(row(4)).toMatchObject({ privacy: 2, password: 'theirs' })
    expect(services.sync.conflicts({ accountId })).toMatchObject([
      { websiteId: '4', conflict: { kind: 'changed', fields: [{ field: 'privacy', base: 1, mine: 0, theirs: 2 }] } },
    ])
  })
})

describe('deleting a website whose updates are still queued', () => {
  it('supersedes them: no conflict over a website the user deleted', async () => {
    const { services, requests, accountId, sandbox, row } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    expect((await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })).status).toBe('queued')
    expect((await services.websites.remove({ accountId, websiteId: '4' })).status).toBe('queued')
    sandbox.control.update('B', 4, { privacy: 2, password: 'theirs' })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the delete is sent')
    expect(services.sync.status({ accountId }).conflicts).toBe(0)
    expect(services.sync.conflicts({ accountId })).toEqual([])
    expect(mutations(requests)).toEqual(['DELETE /api/v1/websites/4 '])
    expect(row(4)).toBeUndefined()
  })
})
