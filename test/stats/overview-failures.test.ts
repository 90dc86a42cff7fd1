/**
 * The overview when the service says no, through the services against the sandbox: a refused key
 * stops the reading with the service's word and asks nothing more for it; a website the service
 * fails at stays unread — never counted as read — while the others go on, and the reading ends.
 */
import { describe, expect, it } from 'vitest'
import type { RecordedRequest } from '../../src/main/sandbox'
import type { AccountOverview } from '../../src/shared/overview'
import { accountOnSandbox, type AccountSetup } from '../support/account'
import { whenServices } from '../support/services'

const isStats = (request: RecordedRequest): boolean => request.path.startsWith('/api/v1/stats/')
/** A minute's limit counted per second: the idle lane's fifth reads the demo's websites in seconds. */
const QUICK_LIMIT = { services: { scheduler: { windowMs: 1_000 } } }

function accountOf(setup: AccountSetup): AccountOverview {
  return setup.services.stats.overviewState().accounts.find((account) => account.accountId === setup.accountId)!
}

describe('the overview, refused or failing', () => {
  it('stops at a refused key with the service’s word, and reads nothing more', async () => {
    const setup = await accountOnSandbox(QUICK_LIMIT)
    const { services, sandbox, requests } = setup
    sandbox.control.setKeyRevoked(true)
    services.stats.openOverview({ period: '7d' })
    await whenServices(services, () => accountOf(setup).problem !== null, 'the reading stops', 15_000)
    expect(accountOf(setup)).toMatchObject({
      problem: expect.stringContaining('API key was not accepted'),
      progress: { read: 0, reading: false },
    })
    const asked = requests.filter(isStats).length
    expect(asked).toBe(1)
    // The account's own check says the key is refused; the overview asks no statistic meanwhile.
    await whenServices(services, () => services.accounts.list()[0]?.keyState === 'refused', 'the key is refused')
    expect(requests.filter(isStats)).toHaveLength(asked)
  })

  it('leaves a website the service fails at unread, goes on with the others, and ends', async () => {
    const setup = await accountOnSandbox(QUICK_LIMIT)
    const { services, sandbox, accountId } = setup
    const failing = services.websites.local(accountId).find((website) => !website.favorite)!
    sandbox.injectFault({
      path: `/api/v1/stats/${failing.id}`,
      fault: { kind: 'status', status: 500 },
      times: Infinity,
    })
    services.stats.openOverview({ period: '7d' })
    await whenServices(services, () => !accountOf(setup).progress.reading, 'the reading ends', 30_000)
    const account = accountOf(setup)
    const total = services.websites.local(accountId).length
    expect(account.progress).toEqual({ read: total - 1, total, reading: false })
    expect(account.problem).toBeNull()
    expect(account.websites.find((website) => website.id === failing.id)?.series).toBeNull()
    expect(account.websites.filter((website) => website.series !== null)).toHaveLength(total - 1)
  })
})
