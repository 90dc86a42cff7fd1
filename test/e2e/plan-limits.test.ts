/**
 * The plan's limits through the built app in the stand-in: an account whose month has
 * reached its plan's pageviews is told once, as one notification for the account; the tray says
 * tracking is paused, and its line opens the account's settings, where the meter shows the share.
 */
import { describe, expect, it } from 'vitest'
import { startSandbox } from '../../src/main/sandbox'
import { addAccount, topLabels, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

const PAUSED_LINE = 'Tracking paused for Shop: plan limit reached'
const PAUSED_TITLE = 'Tracking is paused for Shop'

describe('a paused account', () => {
  it('is one notification and a tray line that opens the meter', async () => {
    // A limit of one pageview: whatever the day of the month, this month's pageviews have reached it.
    const sandbox = await startSandbox({ seed: 3, plan: { name: 'Free', pageviews: 1 } })
    sandboxes.push(sandbox)
    const app = await launch({ argv: ['--hidden'] })
    await addAccount(app, sandbox)

    const told = await app.waitForNotification((notification) => notification.title === PAUSED_TITLE)
    expect(told.body).toBe('Tracking is paused for Shop: this month’s pageviews reached your plan’s limit of 1.')
    const tray = await app.waitForMenu((labels) => topLabels(labels).includes(PAUSED_LINE))
    // One alert for the account, none per website.
    expect(app.notifications().map((notification) => notification.title)).toEqual([PAUSED_TITLE])

    tray.clickMenuItem([PAUSED_LINE])
    const { page } = await app.waitForLoadedWindow()
    const meter = page.getByRole('meter', { name: 'Pageviews this month' })
    await meter.waitFor()
    expect(await meter.getAttribute('aria-valuetext')).toMatch(/^[\d,]+ of 1 pageviews \([\d,]+%\)$/)
    await page.getByText(/^Tracking is paused:/).waitFor()
    expect(app.notifications()).toHaveLength(1)
  })
})
