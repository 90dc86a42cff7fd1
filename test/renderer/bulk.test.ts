/**
 * Bulk changes in the window, with a person's mouse and keyboard: ticking rows (one, a shift-click
 * range, all that match), the change chosen from the bar's menu, its preview, the batch and its
 * results; a delete that names what goes; "Exclude my IP" with the address shown before anything
 * is queued, and a lookup that fails said as it is.
 */
import type { Locator, Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Batch } from '../../src/shared/bulk'
import { expect as see } from './expect'
import { seed, websites, WORK_ID } from './fixtures'
import { startHarness, type Harness } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const SITES = websites(60)
const sorted = SITES.map((site) => site.displayDomain).sort()

async function clickAt(page: Page, control: Locator, modifiers: Array<'Shift'> = []): Promise<void> {
  const box = await control.boundingBox()
  expect(box, 'the control is drawn').not.toBeNull()
  for (const key of modifiers) await page.keyboard.down(key)
  await page.mouse.click(box!.x + box!.width / 2, box!.y + box!.height / 2)
  for (const key of modifiers) await page.keyboard.up(key)
}

const box = (page: Page, domain: string): Locator =>
  page.getByRole('checkbox', { name: `Select ${domain}`, exact: true })

async function chooseChange(page: Page, label: string): Promise<void> {
  await clickAt(page, page.getByRole('button', { name: 'Change…' }))
  await clickAt(page, page.getByRole('menuitem', { name: label }))
}

describe('selecting websites', () => {
  it('ticks one, a shift-click range, then every match; Escape in the list unticks them, and so does a new search', async () => {
    const window = await harness.open(seed({ websites: { [WORK_ID]: SITES } }))
    const { page } = window
    await see(page.getByText('60 websites')).toBeVisible()
    await clickAt(page, box(page, sorted[0]!))
    await see(page.getByText('1 selected')).toBeVisible()
    await clickAt(page, box(page, sorted[4]!), ['Shift'])
    await see(page.getByText('5 selected')).toBeVisible()
    for (const domain of sorted.slice(0, 5)) await see(box(page, domain)).toBeChecked()
    expect(await box(page, sorted[5]!).isChecked()).toBe(false)

    await clickAt(page, page.getByRole('button', { name: 'Select all 60 matching' }))
    await see(page.getByText('All 60 websites selected')).toBeVisible()
    // One ticked off again: the rest of the matches stay selected.
    await clickAt(page, box(page, sorted[1]!))
    await see(page.getByText('59 selected')).toBeVisible()
    await page.keyboard.press('Escape')
    await see(page.getByRole('region', { name: 'Selected websites' })).toHaveCount(0)

    await clickAt(page, box(page, sorted[3]!))
    await see(page.getByText('1 selected')).toBeVisible()
    await clickAt(page, page.getByRole('searchbox', { name: 'Search websites' }))
    await page.keyboard.type('a')
    await see(page.getByRole('region', { name: 'Selected websites' })).toHaveCount(0)
    await window.close()
  })

  it('Ctrl+A in the list selects every website the search matches, also rows never loaded, and main is asked by the search', async () => {
    const window = await harness.open(seed({ websites: { [WORK_ID]: websites(300) } }))
    const { page } = window
    await clickAt(page, page.getByRole('searchbox', { name: 'Search websites' }))
    await page.keyboard.type('shop')
    const matches = websites(300).filter((site) => site.domain.includes('shop')).length
    await see(page.getByText(`${matches} matches`)).toBeVisible()
    await page.keyboard.press('ArrowDown')
    await page.keyboard.press('Control+a')
    await see(page.getByText(`All ${matches} websites selected`)).toBeVisible()
    await chooseChange(page, 'E-mail reports…')
    await clickAt(page, page.getByRole('button', { name: 'Preview' }))
    expect(await window.waitForCall('bulk:preview')).toMatchObject({
      selection: { kind: 'query', search: 'shop' },
      action: { kind: 'switch', field: 'emailReports', on: true },
    })
    await window.close()
  })
})

describe('a bulk change', () => {
  it('is previewed before anything is queued, then applied, its results shown until dismissed', async () => {
    const window = await harness.open(seed({ websites: { [WORK_ID]: SITES } }))
    const { page } = window
    await clickAt(page, box(page, sorted[0]!))
    await clickAt(page, box(page, sorted[2]!), ['Shift'])
    await chooseChange(page, 'Add excluded IPs…')
    await see(page.getByRole('heading', { name: 'Change 3 websites' })).toBeVisible()
    await clickAt(page, page.getByLabel('IP addresses to exclude'))
    await page.keyboard.type('192.0.2.44')
    await clickAt(page, page.getByRole('button', { name: 'Preview' }))
    await see(
      page
        .getByRole('region', { name: 'Preview' })
        .getByText('3 websites: 3 get 192.0.2.44 added to excluded IP addresses'),
    ).toBeVisible()
    expect(await window.calls('bulk:apply')).toEqual([])

    // Changing the lines asks for a new preview.
    await clickAt(page, page.getByLabel('IP addresses to exclude'))
    await page.keyboard.press('End')
    await page.keyboard.type('x')
    await see(page.getByRole('button', { name: 'Preview' })).toBeVisible()
    await page.keyboard.press('Backspace')
    await clickAt(page, page.getByRole('button', { name: 'Preview' }))
    await clickAt(page, page.getByRole('button', { name: 'Apply to 3 websites' }))
    await see(page.getByRole('progressbar', { name: 'Websites done' })).toHaveAttribute('aria-valuenow', '3')
    await see(page.getByText('Done: 3 websites changed of 3')).toBeVisible()
    await see(page.getByRole('region', { name: 'Applied' }).getByText(sorted[0]!)).toBeVisible()
    await clickAt(page, page.getByRole('button', { name: 'Dismiss' }))
    await see(page.getByRole('list', { name: 'Websites' })).toBeVisible()
    await see(page.getByRole('list', { name: 'Bulk changes' })).toHaveCount(0)
    await window.close()
  })

  it("shows lines main refuses under the field, with the editor's words", async () => {
    const window = await harness.open(seed({ websites: { [WORK_ID]: SITES } }))
    const { page } = window
    await clickAt(page, box(page, sorted[0]!))
    await chooseChange(page, 'Add excluded IPs…')
    const message =
      'Not an IP address or CIDR range: "office". Enter one address or range per line, e.g. 203.0.113.7 or 2001:db8::/32.'
    await page.evaluate(
      (text) =>
        (globalThis as unknown as { __fake: { refuse(channel: string, error: unknown): void } }).__fake.refuse(
          'bulk:preview',
          { kind: 'invalid_request', message: text, fieldErrors: { add: [text] } },
        ),
      message,
    )
    await clickAt(page, page.getByLabel('IP addresses to exclude'))
    await page.keyboard.type('office')
    await clickAt(page, page.getByRole('button', { name: 'Preview' }))
    await see(page.getByText(message)).toBeVisible()
    await see(page.getByLabel('IP addresses to exclude')).toHaveAttribute('aria-invalid', 'true')
    await window.close()
  })

  it('a delete asks first, naming how many and the first few', async () => {
    const window = await harness.open(seed({ websites: { [WORK_ID]: SITES } }))
    const { page } = window
    await clickAt(page, box(page, sorted[0]!))
    await clickAt(page, box(page, sorted[4]!), ['Shift'])
    await chooseChange(page, 'Delete…')
    await clickAt(page, page.getByRole('button', { name: 'Preview' }))
    await clickAt(page, page.getByRole('button', { name: 'Delete 5 websites…' }))
    const dialog = page.getByRole('dialog', { name: 'Delete 5 websites?' })
    // Joined as English joins a list, and the verb counts all five.
    await see(
      dialog.getByText(
        `${sorted.slice(0, 3).join(', ')}, and 2 more websites will be deleted from the service, with their`,
      ),
    ).toBeVisible()
    // The safe answer has the focus.
    await page.keyboard.press('Enter')
    await see(dialog).toHaveCount(0)
    expect(await window.calls('bulk:apply')).toEqual([])
    await window.close()
  })

  it('running, shows its progress and can be cancelled; the list says it is under way', async () => {
    const running: Batch = {
      id: '00000000-0000-4000-a000-000000000001',
      accountId: WORK_ID,
      title: 'Add 203.0.113.7 to excluded IP addresses',
      createdAt: new Date().toISOString(),
      state: 'running',
      total: 35,
      counts: { waiting: 23, applied: 10, unchanged: 1, conflict: 1, rejected: 0, withdrawn: 0 },
      undoable: 0,
      undoNote: null,
      undoOf: null,
      results: [
        {
          websiteId: '2',
          displayDomain: SITES[1]!.displayDomain,
          outcome: 'conflict',
          message: 'Changed elsewhere since the preview: kept as it is until you choose in Conflicts.',
        },
      ],
    }
    const window = await harness.open(seed({ websites: { [WORK_ID]: SITES }, batches: { [WORK_ID]: [running] } }))
    const { page } = window
    await see(
      page
        .getByRole('list', { name: 'Bulk changes' })
        .getByText('Applying to 12 of 35 · Add 203.0.113.7 to excluded IP addresses'),
    ).toBeVisible()
    await clickAt(page, page.getByRole('button', { name: 'Results of “Add 203.0.113.7 to excluded IP addresses”' }))
    await see(page.getByRole('progressbar', { name: 'Websites done' })).toHaveAttribute(
      'aria-valuetext',
      'Applying to 12 of 35',
    )
    await see(page.getByRole('button', { name: 'Review in Conflicts' })).toBeVisible()
    await clickAt(page, page.getByRole('button', { name: 'Cancel what is not sent' }))
    await see(page.getByText('Cancelled: 10 websites changed of 35')).toBeVisible()
    await see(page.getByRole('button', { name: 'Dismiss' })).toBeVisible()
    await window.close()
  })
})

describe('exclude my IP', () => {
  it('shows the address found before anything is queued, and applies it to the selected websites', async () => {
    const window = await harness.open(
      seed({
        websites: { [WORK_ID]: SITES },
        myIp: { address: '198.51.100.200', via: 'api.ipify.org', previous: null },
      }),
    )
    const { page } = window
    await clickAt(page, box(page, sorted[0]!))
    await chooseChange(page, 'Exclude my IP…')
    const address = page.getByRole('main').getByText("This computer's public address is")
    await see(address).toBeVisible()
    await see(page.getByRole('main').getByText('198.51.100.200', { exact: true })).toBeVisible()
    await see(page.getByRole('main').getByText('as api.ipify.org sees it', { exact: false })).toBeVisible()
    expect(await window.waitForCall('bulk:preview')).toMatchObject({
      selection: { kind: 'ids', ids: [SITES.find((site) => site.displayDomain === sorted[0])!.id] },
      action: { add: ['198.51.100.200'] },
    })
    expect(await window.calls('bulk:apply')).toEqual([])
    await clickAt(page, page.getByRole('button', { name: 'Apply to 1 website' }))
    expect(await window.waitForCall('bulk:apply')).toMatchObject({ myIp: '198.51.100.200' })
    await window.close()
  })

  it('says why the address could not be found, and tries again when asked', async () => {
    const failure =
      "SiteTray could not find this computer's address: api.ipify.org could not be reached. Nothing was changed."
    const window = await harness.open(
      seed({
        websites: { [WORK_ID]: SITES },
        navigation: { view: 'exclude-my-ip', accountId: WORK_ID },
        myIp: { failure },
      }),
    )
    const { page } = window
    await see(page.getByRole('alert').filter({ hasText: failure })).toBeVisible()
    await see(page.getByRole('button', { name: 'Apply' })).toBeDisabled()
    await clickAt(page, page.getByRole('button', { name: 'Try again' }))
    expect(await window.waitForCall('bulk:lookupMyIp', 2)).toEqual({})
    expect(await window.calls('bulk:preview')).toEqual([])
    await window.close()
  })
})
