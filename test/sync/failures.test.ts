/** What an edit the server will not take does to the others, and what the user is told. */
import { describe, expect, it, onTestFinished, vi } from 'vitest'
import { accountOnSandbox } from '../support/account'
import { mutations, whenServices } from '../support/services'

describe('an edit that keeps failing', () => {
  it("an answer nobody understands, again and again: that edit fails alone, the user keeps their text, the other websites' edits go on", async () => {
    const { services, sandbox, accountId, row, events } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0, excludeIps: ['192.0.2.44'] } })
    await services.websites.update({ accountId, websiteId: '7', patch: { emailReports: true } })
    sandbox.injectFault({
      fault: { kind: 'malformed-json' },
      method: 'PATCH',
      path: '/api/v1/websites/4',
      times: Infinity,
    })
    services.sync.setNetworkAvailable(true)
    await whenServices(
      services,
      () => services.sync.status({ accountId }).pendingEdits === 0 && events.some((event) => event.type === 'conflict'),
      'both edits are settled',
      5_000,
    )

    expect(row(7)?.email).toBe(1)
    expect(row(4)?.privacy).toBe(1)
    const [failed] = services.sync.conflicts({ accountId })
    expect(failed).toMatchObject({
      kind: 'update',
      websiteId: '4',
      patch: { privacy: 0, excludeIps: ['192.0.2.44'] },
      conflict: { kind: 'rejected' },
    })
    expect(events).toContainEqual({ type: 'conflict', payload: { accountId, edit: failed } })
  })

  it('a refusal that retrying will not fix (409) is not sent again', async () => {
    const { services, sandbox, accountId, requests, row } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    await services.websites.update({ accountId, websiteId: '7', patch: { emailReports: true } })
    sandbox.injectFault({
      fault: { kind: 'status', status: 409 },
      method: 'PATCH',
      path: '/api/v1/websites/4',
      times: Infinity,
    })
    services.sync.setNetworkAvailable(true)
    await whenServices(
      services,
      () => services.sync.status({ accountId }).pendingEdits === 0,
      'both edits are settled',
      5_000,
    )
    expect(mutations(requests).filter((line) => line.startsWith('PATCH /api/v1/websites/4'))).toHaveLength(1)
    expect(row(7)?.email).toBe(1)
    expect(services.sync.conflicts({ accountId })).toMatchObject([{ websiteId: '4', conflict: { kind: 'rejected' } }])
  })

  it("keeps order per website: the website's later edits wait behind the failed one until the user has chosen", async () => {
    const { services, sandbox, accountId, requests, row } = await accountOnSandbox()
    services.sync.setNetworkAvailable(false)
    await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    const later = await services.websites.update({ accountId, websiteId: '4', patch: { excludeBots: false } })
    await services.websites.update({ accountId, websiteId: '7', patch: { emailReports: true } })
    expect(later.status).toBe('queued')
    sandbox.injectFault({ fault: { kind: 'status', status: 409 }, method: 'PATCH', path: '/api/v1/websites/4' })
    services.sync.setNetworkAvailable(true)
    await whenServices(
      services,
      () =>
        services.sync.status({ accountId }).pendingEdits === 1 && services.sync.status({ accountId }).conflicts === 1,
      "the other website's edit is sent",
    )
    expect(row(7)?.email).toBe(1)
    expect(row(4)).toMatchObject({ privacy: 1, exclude_bots: 1 })
    expect(mutations(requests).filter((line) => line.startsWith('PATCH /api/v1/websites/4'))).toHaveLength(1)

    const [failed] = services.sync.conflicts({ accountId })
    await services.sync.resolveConflict({ accountId, editId: failed?.id ?? '', choice: 'theirs' })
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the later edit is sent')
    expect(row(4)).toMatchObject({ privacy: 1, exclude_bots: 0 })
  })

  it('a refusal while the user waits: their values are put back and they get the reason; nothing stays queued', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    sandbox.injectFault({ fault: { kind: 'status', status: 400 }, method: 'PATCH' })
    await expect(services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })).rejects.toMatchObject({
      kind: 'bad_response',
    })
    expect(services.websites.get({ accountId, websiteId: '4' })?.privacy).toBe(1)
    expect(services.sync.status({ accountId })).toMatchObject({ pendingEdits: 0, conflicts: 0 })
  })
})

describe('the last error', () => {
  it('goes once the same kind of work succeeds: a server error, then the website turns out deleted', async () => {
    const { services, sandbox, accountId } = await accountOnSandbox()
    sandbox.injectFault({ fault: { kind: 'html-500' }, times: 2 })
    expect((await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })).status).toBe('queued')
    expect(services.sync.status({ accountId }).lastError).toMatchObject({ kind: 'server' })
    sandbox.control.remove('B', 4)
    await whenServices(services, () => services.sync.status({ accountId }).pendingEdits === 0, 'the edit is settled')
    expect(services.sync.status({ accountId })).toMatchObject({ lastError: null, conflicts: 1 })
  })

  it('goes once an edit the service was too busy for gets through', async () => {
    // The service's pause runs on fake time: the engine's and the scheduler's timers are set up on it.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'Date'] })
    onTestFinished(() => void vi.useRealTimers())
    const { services, sandbox, accountId, row } = await accountOnSandbox({
      services: { scheduler: { interactiveMaxWaitMs: 0 } },
    })
    sandbox.injectFault({
      fault: { kind: 'status', status: 429, body: { message: 'Too Many Attempts.' }, headers: { 'Retry-After': '1' } },
      method: 'PATCH',
    })
    const outcome = await services.websites.update({ accountId, websiteId: '4', patch: { privacy: 0 } })
    expect(outcome).toMatchObject({ status: 'queued', message: expect.stringMatching(/busy/) })
    expect(services.sync.status({ accountId }).lastError).toMatchObject({ kind: 'rate_limited' })
    await vi.advanceTimersByTimeAsync(1_000)
    await whenServices(
      services,
      () =>
        services.sync.status({ accountId }).pendingEdits === 0 &&
        services.sync.status({ accountId }).lastError === null,
      'the edit is sent and the error gone',
      5_000,
    )
    expect(row(4)?.privacy).toBe(0)
  })
})
