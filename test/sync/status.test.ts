/** What the tray and the window are told: every activity under way, and "websites changed" only when they did. */
import { describe, expect, it } from 'vitest'
import type { SyncActivity } from '../../src/shared/sync'
import { accountOnSandbox } from '../support/account'
import { whenServices } from '../support/services'

describe('websites changed', () => {
  it('is not announced by reads that change nothing: a list that re-queries on it does not loop', async () => {
    const { services, accountId, events } = await accountOnSandbox({ synced: false })
    await services.websites.query({ accountId, query: { perPage: 10 } })
    events.splice(0)
    await services.websites.query({ accountId, query: { perPage: 10 } })
    expect(events.filter((event) => event.type === 'websites-changed')).toEqual([])
  })

  it('is not announced by a refresh or a sweep that finds nothing new, and is by one that does', async () => {
    const { services, accountId, events, sandbox } = await accountOnSandbox()
    await services.sync.refresh({ accountId })
    await services.sync.syncNow({ accountId })
    expect(events.filter((event) => event.type === 'websites-changed')).toEqual([])
    sandbox.control.update('B', 4, { privacy: 0 })
    await services.sync.syncNow({ accountId })
    expect(events.filter((event) => event.type === 'websites-changed')).toEqual([
      { type: 'websites-changed', payload: { accountId } },
    ])
  })
})

describe('the status', () => {
  it('shows a sweep and an edit being sent at the same time, each with its own progress', async () => {
    const { services, accountId, events } = await accountOnSandbox({ sandbox: { seed: 1_000, latencyMs: 40 } })
    const sweeping = services.sync.syncNow({ accountId })
    await whenServices(
      services,
      () =>
        services.sync
          .status({ accountId })
          .activities.some((activity) => activity.kind === 'sweeping' && activity.pagesDone >= 1),
      'the sweep has read page 1',
    )
    const editing = services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    await Promise.all([sweeping, editing])
    const together = events
      .flatMap((event) => (event.type === 'sync-status' ? [event.payload.status.activities] : []))
      .filter((activities) => activities.length > 1)
    expect(together.length).toBeGreaterThan(0)
    expect(together[0]?.map((activity: SyncActivity) => activity.kind).sort()).toEqual(['sending', 'sweeping'])
    expect(services.sync.status({ accountId }).activities).toEqual([])
  })
})

describe('the websites whose edits wait', () => {
  it("are named in the status until their edits are sent; one waiting for the user's choice is a conflict instead", async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    await services.websites.update({ accountId, websiteId: '7', patch: { emailReports: true } })
    await services.websites.update({ accountId, websiteId: '4', patch: { excludeBots: false } })
    const made = await services.websites.create({ accountId, input: { domain: 'new.example' } })
    expect(services.sync.status({ accountId })).toMatchObject({
      pendingEdits: 4,
      waitingWebsiteIds: ['4', '7', made.website!.id],
    })

    sandbox.injectFault({ fault: { kind: 'status', status: 409 }, method: 'PATCH', path: '/api/v1/websites/7' })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the edits are settled')
    expect(services.sync.status({ accountId })).toMatchObject({ waitingWebsiteIds: [], conflicts: 1 })
  })
})
