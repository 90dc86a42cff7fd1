/**
 * A website's statistics through the built app against the sandbox: opened from the list with the mouse, the
 * website shows its statistics tab; 30 days against the same days a year before give the sandbox's own sums; "Open
 * realtime" opens exactly the service's realtime page for the website; its settings are one arrow key away.
 */
import { describe, expect, it } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import { comparisonOf, rangeOf, type DayRange } from '../../src/shared/statistics/period'
import { statsToday } from '../../src/shared/visitors'
import { addAccount, clickAt, openWebsite, useApp, useSandboxes } from './support'

const { launch } = useApp()
const sandboxes = useSandboxes()

/** A day series summed over a range, as the service counts it. */
async function serverSum(sandbox: Sandbox, websiteId: number, name: string, range: DayRange): Promise<number> {
  let sum = 0
  for (let page = 1; ; page++) {
    const query = `name=${name}&from=${range.from}&to=${range.to}&per_page=100&page=${page}`
    const response = await fetch(`${sandbox.url}/api/v1/stats/${websiteId}?${query}`, {
      headers: { Authorization: `Bearer ${sandbox.apiKey}`, Accept: 'application/json' },
    })
    const body = (await response.json()) as { data: Array<{ count: string }>; next_page_url: unknown }
    sum += body.data.reduce((total, row) => total + Number(row.count), 0)
    if (body.next_page_url === null) return sum
  }
}

describe("a website's statistics", () => {
  it('opens on its statistics: 30 days against a year before as the service sums them, realtime on the web', async () => {
    const frozenAt = Date.now()
    const sandbox = await startSandbox({ rateLimitPerMinute: 0, now: () => frozenAt })
    sandboxes.push(sandbox)
    const website = sandbox.control.list('B')[0]!

    const app = await launch({ argv: ['--hidden'] })
    await addAccount(app, sandbox)
    const { page } = await app.waitForLoadedWindow()
    await openWebsite(page, website.host, 'statistics')
    const statisticsTab = page.getByRole('tab', { name: 'Statistics' })
    await expect.poll(() => statisticsTab.getAttribute('aria-selected')).toBe('true')

    await clickAt(page, page.getByRole('button', { name: '30 days' }))
    await page.getByLabel('Compare with').selectOption({ label: 'The same period a year before' })
    const today = statsToday(frozenAt)
    const range = rangeOf({ preset: '30d' }, today, frozenAt)
    const yearBefore = comparisonOf(range, 'yearBefore', today)!
    const visitors = await serverSum(sandbox, website.id, 'visitors', range)
    const pageviews = await serverSum(sandbox, website.id, 'pageviews', range)
    const visitorsBefore = await serverSum(sandbox, website.id, 'visitors', yearBefore)
    const total = (name: string) => page.locator(`[data-total="${name}"] dd`).first()
    await expect.poll(() => total('visitors').textContent()).toBe(visitors.toLocaleString('en-US'))
    await expect.poll(() => total('pageviews').textContent()).toBe(pageviews.toLocaleString('en-US'))
    if (visitorsBefore > 0) {
      const ratio = Math.abs(visitors - visitorsBefore) / visitorsBefore
      const percent = `${(ratio * 100).toFixed(ratio < 0.1 ? 1 : 0).replace(/\.0$/, '')}%`
      await expect.poll(() => page.locator('[data-total="visitors"]').textContent()).toContain(percent)
    }

    await clickAt(page, page.getByRole('button', { name: 'Open realtime' }))
    await app.waitFor(() => app.shell.openedUrls().length > 0, 'the realtime page opened in the browser')
    expect(app.shell.openedUrls()).toEqual([`${sandbox.url}/${website.host}/realtime`])

    await statisticsTab.focus()
    await page.keyboard.press('ArrowRight')
    const settingsTab = page.getByRole('tab', { name: 'Settings' })
    await expect.poll(() => settingsTab.getAttribute('aria-selected')).toBe('true')
    await page.getByRole('tabpanel', { name: 'Settings' }).getByLabel('E-mail reports').waitFor()
  })
})
