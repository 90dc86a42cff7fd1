/**
 * A save never hangs, the window's side: when main answers "on its way" (queued, with an editId),
 * the editor says "Saved on this computer — sending…" and lets the user go on; the edit-settled
 * event for that edit then shows how it ended — sent, a conflict with the way to Conflicts, or
 * refused with the service's objections under their fields — and the live region says it.
 */
import type { Page } from 'playwright-core'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { expect as see } from './expect'
import type { FakeControl } from './fake-bridge'
import { seed, WORK_ID } from './fixtures'
import { startHarness, type Harness, type TestWindow } from './harness'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
})
afterAll(() => harness?.close())

const liveRegion = (page: Page) => page.locator('[data-live-region]')

/** bakery.org opened, e-mail reports switched on and saved against a slow service: answered "on its way". */
async function savedOnItsWay(): Promise<{ window: TestWindow; editId: string }> {
  const window = await harness.open(seed({ slow: [WORK_ID] }))
  const { page } = window
  await page.getByRole('button', { name: 'bakery.org', exact: true }).click()
  await see(page.getByRole('heading', { name: 'bakery.org' })).toBeVisible()
  await page.getByLabel('E-mail reports').click()
  await page.getByRole('button', { name: 'Save' }).click()
  await see(page.getByRole('main').getByText('Saved on this computer — sending…')).toBeVisible()
  await see(liveRegion(page)).toContainText('Saved on this computer — sending…')
  const editId = await page.evaluate(() => (globalThis as unknown as { __fake: FakeControl }).__fake.onTheirWay[0]!)
  return { window, editId }
}

function settle(
  page: Page,
  editId: string,
  outcome: 'sent' | 'conflict' | 'refused',
  fieldErrors?: Record<string, string[]>,
): Promise<void> {
  return page.evaluate(
    ({ id, end, errors }) => (globalThis as unknown as { __fake: FakeControl }).__fake.settle(id, end, errors),
    { id: editId, end: outcome, errors: fieldErrors },
  )
}

describe('a save main answered "on its way"', () => {
  it('does not hold the user: the form is theirs again at once, and leaving asks nothing', async () => {
    const { window } = await savedOnItsWay()
    const { page } = window
    await see(page.getByLabel('E-mail reports')).toBeChecked()
    await page.getByLabel('Exclude bots').click()
    await see(page.getByRole('button', { name: 'Save' })).toBeEnabled()
    await page.getByLabel('Exclude bots').click()
    // The change is on this computer: nothing to ask about.
    await page.keyboard.press('Escape')
    await see(page.getByRole('list', { name: 'Websites' })).toBeVisible()
    expect(await page.getByRole('dialog').count()).toBe(0)
    await window.close()
  })

  it('sent: says so in the editor and in the live region', async () => {
    const { window, editId } = await savedOnItsWay()
    const { page } = window
    await settle(page, editId, 'sent')
    await see(page.getByRole('main').getByText('Sent.')).toBeVisible()
    await see(liveRegion(page)).toContainText('Sent: bakery.org.')
    await window.close()
  })

  it('a conflict: says so, with the way to Conflicts', async () => {
    const { window, editId } = await savedOnItsWay()
    const { page } = window
    await settle(page, editId, 'conflict')
    await see(
      page.getByRole('main').getByText('Changed on the server since you last saw it', { exact: false }),
    ).toBeVisible()
    await see(liveRegion(page)).toContainText('Conflict: bakery.org.')
    await page.getByRole('button', { name: 'Review in Conflicts' }).click()
    await see(page.getByRole('heading', { name: 'Conflicts' })).toBeVisible()
    await window.close()
  })

  it("refused: the editor shows the user's values again with the service's objection under its field, focused", async () => {
    const { window, editId } = await savedOnItsWay()
    const { page } = window
    await settle(page, editId, 'refused', { emailReports: ['E-mail reports are not available on your plan.'] })
    await see(page.getByRole('main').getByText('E-mail reports are not available on your plan.')).toBeVisible()
    await see(page.getByRole('button', { name: 'Send again' })).toBeVisible()
    await see(page.getByLabel('E-mail reports')).toBeChecked()
    await see(page.getByLabel('E-mail reports')).toBeFocused()
    await see(liveRegion(page)).toContainText('Refused: bakery.org.')
    await window.close()
  })

  it('refused while the user typed on: nothing of theirs is replaced; the footer offers the refused edit to correct', async () => {
    const { window, editId } = await savedOnItsWay()
    const { page } = window
    await page.getByLabel('Excluded query parameters').fill('ref')
    await settle(page, editId, 'refused', { emailReports: ['E-mail reports are not available on your plan.'] })
    await see(liveRegion(page)).toContainText('Refused: bakery.org.')
    await see(page.getByLabel('Excluded query parameters')).toHaveValue('ref')
    await page.getByRole('button', { name: 'Correct it' }).click()
    // Opening it would drop what was typed: asked first.
    await see(page.getByRole('dialog', { name: 'Discard your changes to bakery.org?' })).toBeVisible()
    await page.keyboard.press('Enter')
    await see(page.getByLabel('Excluded query parameters')).toHaveValue('ref')
    await window.close()
  })

  it('ended after the user left the editor: the live region still says how', async () => {
    const { window, editId } = await savedOnItsWay()
    const { page } = window
    await page.getByRole('button', { name: 'Back' }).click()
    await see(page.getByRole('list', { name: 'Websites' })).toBeVisible()
    await settle(page, editId, 'sent')
    await see(liveRegion(page)).toContainText('Sent: bakery.org.')
    expect(await page.getByRole('dialog').count()).toBe(0)
    await window.close()
  })
})
