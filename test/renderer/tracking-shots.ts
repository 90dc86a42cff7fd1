/**
 * The tracking code's views for SHOTS (views.ts): the editor's panel with each outcome of
 * "Check installation", the code shown after a copy, and the list's mark on a website without any
 * visit since it was created.
 */
import type { Page } from 'playwright-core'
import { statsToday } from '../../src/shared/visitors'
import type { TrackingOutcome } from '../../src/shared/tracking'
import { seed, visitorsOverview, visitorsSeries, websites, WORK_ID } from './fixtures'
import type { FakeSeed } from './fake-bridge'
import type { Shot } from './views'

const DOMAIN = 'acme.com'

/** The list with visitors, the first website (acme.com) created two days ago and never visited since. */
function withNewWebsite(tracking: Record<string, TrackingOutcome> = {}): FakeSeed {
  const sites = websites(24)
  const created = new Date(Date.now() - 2 * 86_400_000).toISOString()
  sites[0] = { ...sites[0]!, favorite: true, createdAt: created }
  const overview = visitorsOverview(WORK_ID, sites)
  overview.websites['1'] = { day: statsToday(Date.now()), counts: [0, 0, 0], readAt: Date.now(), freshForMs: 300_000 }
  return seed({
    websites: { [WORK_ID]: sites },
    visitors: { [WORK_ID]: overview },
    series: visitorsSeries(WORK_ID, '1'),
    tracking,
  })
}

async function checkFirstWebsite(page: Page): Promise<void> {
  await page.getByRole('button', { name: DOMAIN, exact: true }).click()
  // A website opens on its statistics; the tracking code is in its settings.
  await page.getByRole('tab', { name: 'Settings' }).click()
  const panel = page.getByRole('region', { name: 'Tracking code' })
  await panel.getByRole('button', { name: 'Check installation' }).click()
  const outcome = panel.locator('[data-tracking-outcome]')
  await outcome.waitFor()
  await panel.evaluate((element) => element.scrollIntoView({ block: 'end' }))
}

const OUTCOMES: Record<string, TrackingOutcome> = {
  installed: { kind: 'installed', host: DOMAIN, seen: 'visits-today' },
  'installed-no-visits': { kind: 'installed', host: `www.${DOMAIN}`, seen: 'no-visits-yet' },
  'installed-elsewhere': {
    kind: 'installed-elsewhere',
    host: DOMAIN,
    dataHost: 'https://analytics.agency.example',
    expected: 'https://stats.example.com',
  },
  'other-host': { kind: 'other-host', host: 'acme-store.example', domain: DOMAIN },
  'not-found': { kind: 'not-found', host: DOMAIN },
  unreachable: { kind: 'unreachable', host: DOMAIN, reason: 'certificate' },
}

export const TRACKING_SHOTS: Shot[] = [
  { name: 'tracking-mark', seed: withNewWebsite() },
  {
    name: 'tracking-copied',
    seed: withNewWebsite(),
    act: async ({ page }) => {
      await page.getByRole('button', { name: DOMAIN, exact: true }).click()
      await page.getByRole('tab', { name: 'Settings' }).click()
      // A website opens on its statistics; the tracking code is in its settings.
      await page.getByRole('tab', { name: 'Settings' }).click()
      const panel = page.getByRole('region', { name: 'Tracking code' })
      await panel.getByRole('button', { name: 'Copy tracking code' }).click()
      await panel.getByText('Copied to the clipboard.').waitFor()
      await panel.evaluate((element) => element.scrollIntoView({ block: 'end' }))
    },
  },
  ...Object.entries(OUTCOMES).map(([name, outcome]): Shot => ({
    name: `tracking-${name}`,
    seed: withNewWebsite({ 1: outcome }),
    act: ({ page }) => checkFirstWebsite(page),
  })),
]
