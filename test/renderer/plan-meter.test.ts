/**
 * The plan's limits in the window: the account's meter says this month's pageviews against the limit as
 * they are — past 100 % too — and that tracking is paused; it follows main's word; a service without a plan shows
 * none; and the new-website form says when the plan allows no more websites.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expect as see } from './expect'
import { account, seed, WORK_ID } from './fixtures'
import { startHarness, type Harness } from './harness'
import { planUsage } from './plan-fixtures'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const onAccount = { navigation: { view: 'account', accountId: WORK_ID } } as const

describe("the account's plan meter", () => {
  it('says the share as it is past the limit, and that tracking is paused', async () => {
    const window = await harness.open(
      seed({ plans: { [WORK_ID]: planUsage(WORK_ID, 508_102, 498_000) }, ...onAccount }),
    )
    const { page } = window
    const meter = page.getByRole('meter', { name: 'Pageviews this month' })
    await see(meter).toBeVisible()
    expect(await meter.getAttribute('aria-valuetext')).toBe('508,102 of 498,000 pageviews (102%)')
    await see(page.getByText('508,102 of 498,000 pageviews (102%)')).toBeVisible()
    await see(page.getByText(/^Tracking is paused:/)).toBeVisible()
    await see(page.getByText('Business plan')).toBeVisible()
    await see(page.getByText('24 of 25 websites')).toBeVisible()
    await window.close()
  })

  it("follows main: a sum read for some websites says so, and a new month's number replaces it", async () => {
    const partial = planUsage(WORK_ID, 120_000, 498_000, { websitesRead: 10, dataExport: false })
    const window = await harness.open(seed({ plans: { [WORK_ID]: partial }, ...onAccount }))
    const { page } = window
    await see(page.getByText('Read for 10 of 24 websites so far')).toBeVisible()
    await see(page.getByText('Data export not included in this plan')).toBeVisible()
    await see(page.getByText(/^Tracking is paused:/)).toHaveCount(0)

    await window.emit('plan-changed', planUsage(WORK_ID, 450_000, 498_000))
    await see(page.getByText('450,000 of 498,000 pageviews (90%)')).toBeVisible()
    await see(page.getByText('Read for 10 of 24 websites so far')).toHaveCount(0)
    await window.close()
  })

  it('shows nothing where the service has no plan to read (variant A)', async () => {
    const window = await harness.open(seed({ accounts: [account(WORK_ID, 'Work', { variant: 'A' })], ...onAccount }))
    const { page } = window
    await see(page.getByRole('button', { name: 'Test connection' })).toBeVisible()
    expect(await window.waitForCall('stats:plan')).toEqual({ accountId: WORK_ID })
    await see(page.getByRole('meter')).toHaveCount(0)
    await see(page.getByRole('heading', { name: 'Plan' })).toHaveCount(0)
    await window.close()
  })
})

describe('the new-website form', () => {
  it('says when the plan allows no more websites', async () => {
    const full = planUsage(WORK_ID, 1_000, 498_000, { websitesLimit: 24 })
    const window = await harness.open(seed({ plans: { [WORK_ID]: full } }))
    await window.page.getByRole('button', { name: 'New website' }).click()
    await see(window.page.getByText('Your plan allows 24 websites; this account has them all already.')).toBeVisible()
    await window.close()
  })
})
