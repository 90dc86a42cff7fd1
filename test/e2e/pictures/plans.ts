/**
 * The plan's limits in the account's settings: a month whose pageviews passed the plan's limit
 * (tracking paused), one at 85 % of it, and a plan that no longer includes the API.
 */
import { startSandbox, type Sandbox } from '../../../src/main/sandbox'
import { statsToday } from '../../../src/shared/visitors'
import { clickAt, topLabels } from '../support'
import { scrollToTop } from './moves'
import { defineWalk, type Scene, type Walk } from './walk'

/** This month's pageviews of every website, as the service counts them. */
async function monthsPageviews(sandbox: Sandbox): Promise<number> {
  const today = statsToday(Date.now())
  let sum = 0
  for (const website of sandbox.control.list('B')) {
    const query = `name=pageviews&from=${today.slice(0, 8)}01&to=${today}&per_page=100`
    const response = await fetch(`${sandbox.url}/api/v1/stats/${website.id}?${query}`, {
      headers: { Authorization: `Bearer ${sandbox.apiKey}`, Accept: 'application/json' },
    })
    const body = (await response.json()) as { data: Array<{ count: string }> }
    sum += body.data.reduce((total, row) => total + Number(row.count), 0)
  }
  return sum
}

type Plan = { kind: 'share'; share: number } | { kind: 'no-api' }

/** Adds the sandbox's account through the window, then opens its settings at the plan. */
function planWalk(name: string, plan: Plan): Walk {
  return defineWalk<Scene>({
    name,
    group: 'window',
    async start({ launch, sandboxes, theme }) {
      const sandbox = await startSandbox({ seed: 4 })
      sandboxes.push(sandbox)
      if (plan.kind === 'share') {
        const used = await monthsPageviews(sandbox)
        sandbox.control.setPlan({
          name: 'Business',
          websites: 25,
          pageviews: Math.max(1, Math.round(used / plan.share)),
        })
      }
      const app = await launch({ systemDarkMode: theme === 'dark', platform: 'linux' })
      const { page } = await app.waitForLoadedWindow()
      await clickAt(page, page.getByRole('button', { name: 'Add account' }))
      await clickAt(page, page.getByLabel('Service address'))
      await page.keyboard.type(sandbox.url)
      await clickAt(page, page.getByLabel('API key'))
      await page.keyboard.type(sandbox.apiKey)
      await clickAt(page, page.getByLabel('Label (optional)'))
      await page.keyboard.type('Shop')
      await clickAt(page, page.getByRole('button', { name: 'Add account' }))
      await page.getByRole('searchbox', { name: 'Search websites' }).waitFor()
      if (plan.kind === 'no-api') {
        // The plan loses the API; the next request meets it (a refresh from the tray, as a user asks).
        const tray = await app.waitForMenu((labels) => topLabels(labels).includes('Refresh now'))
        sandbox.control.setPlanApi(false)
        tray.clickMenuItem(['Refresh now'])
        await app.waitForMenu((labels) => topLabels(labels).includes('Plan without API — changes kept…'))
      }
      return { app, page }
    },
    stops: [
      {
        name,
        async reach({ page }) {
          await clickAt(page, page.getByRole('button', { name: 'Account' }))
          if (plan.kind === 'no-api') {
            await page.getByText('Plan without API access').waitFor()
            return
          }
          // Every website's month read: the meter shows the whole sum.
          await page.getByRole('meter', { name: 'Pageviews this month' }).waitFor()
          await page.getByText(/^Read for \d+ of \d+ websites so far/).waitFor({ state: 'detached', timeout: 90_000 })
          await scrollToTop(page, page.getByText('Plan', { exact: true }))
        },
      },
    ],
  })
}

export const PLAN_PAUSED = planWalk('plan-account-paused', { kind: 'share', share: 1.02 })
export const PLAN_NEAR = planWalk('plan-account-near', { kind: 'share', share: 0.85 })
export const PLAN_WITHOUT_API = planWalk('account-plan-without-api', { kind: 'no-api' })
