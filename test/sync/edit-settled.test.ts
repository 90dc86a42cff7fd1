/**
 * Every edit whose caller heard "saved on this computer" before the server confirmed it is told
 * its end as 'edit-settled': after going offline, after a restart, and when a website deleted
 * elsewhere takes it along. An edit the server confirmed in time is not told twice.
 */
import { describe, expect, it, onTestFinished } from 'vitest'
import type { EditSettled } from '../../src/shared/ipc-contract'
import type { ServicesEvent } from '../../src/main/services'
import { accountOnSandbox } from '../support/account'
import { startServices, whenServices } from '../support/services'

function settledIn(events: readonly ServicesEvent[]): EditSettled[] {
  return events.flatMap((event) => (event.type === 'edit-settled' ? [event.payload] : []))
}

describe('the edit-settled event', () => {
  it('is not sent for an edit the server confirmed in time: the caller heard "saved" already', async () => {
    const { services, accountId, events } = await accountOnSandbox()
    expect(await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })).toMatchObject({
      status: 'saved',
    })
    expect(settledIn(events)).toEqual([])
  })

  it('comes for an edit made offline, once the network is back', async () => {
    const { services, accountId, events } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    const outcome = await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    expect(outcome).toMatchObject({
      status: 'queued',
      editId: expect.any(String),
      message: expect.stringMatching(/when the service answers again/),
    })
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => settledIn(events).length > 0, 'the edit is settled')
    expect(settledIn(events)).toEqual([
      { accountId, editId: (outcome as { editId: string }).editId, websiteId: '4', outcome: 'sent', message: null },
    ])
  })

  it('comes after a restart for an edit answered "saved on this computer" before it', async () => {
    const { services, accountId, dataDir, secrets, row } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    const outcome = await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    await services.close()

    const again = await startServices(dataDir, secrets)
    onTestFinished(() => again.services.close())
    await whenServices(
      again.services,
      () => settledIn(again.events).length > 0,
      'the edit is settled after the restart',
    )
    expect(settledIn(again.events)).toEqual([
      { accountId, editId: (outcome as { editId: string }).editId, websiteId: '4', outcome: 'sent', message: null },
    ])
    expect(row(4)?.privacy).toBe(0)
  })

  it('tells a caller answered "saved on this computer" that a website deleted on the server took its later edits with it', async () => {
    const { services, sandbox, accountId, events } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    const later = await services.websites.update({ accountId, websiteId: '4', patch: { excludeBots: false } })
    sandbox.control.remove('B', 4)
    services.sync.setNetworkAvailable(true)
    await whenServices(services, () => settledIn(events).length === 1, 'the deletion is found')
    const [gone] = services.sync.conflicts({ accountId })
    expect(settledIn(events)).toMatchObject([
      { editId: gone!.id, outcome: 'conflict', message: expect.stringMatching(/deleted on the server/) },
    ])

    await services.sync.resolveConflict({ accountId, editId: gone!.id, choice: 'theirs' })
    expect(settledIn(events)).toMatchObject([
      { editId: gone!.id },
      {
        editId: (later as { editId: string }).editId,
        websiteId: '4',
        outcome: 'refused',
        message: expect.stringMatching(/deleted on the server/),
      },
    ])
  })
})
