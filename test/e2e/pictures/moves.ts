/** What a person does between two pictures that the end-to-end helpers (../support) do not: scrolling to a part. */
import type { Locator, Page } from 'playwright-core'
import { settled } from './walk'

/** Turns the mouse wheel over the view until the part's top is just under the view's header (or the view ends). */
export async function scrollToTop(page: Page, part: Locator, margin = 110): Promise<void> {
  await part.waitFor()
  const viewport = page.viewportSize()!
  await page.mouse.move(viewport.width / 2, viewport.height / 2)
  let before = Number.NaN
  for (let turn = 0; turn < 12; turn++) {
    const top = (await part.boundingBox())!.y
    const distance = Math.round(top - margin)
    if (Math.abs(distance) < 8 || top === before) return
    before = top
    await page.mouse.wheel(0, distance)
    await settled(page)
  }
}

/** Clears a text field with the keyboard, as a person does: select all, delete. */
export async function clearField(page: Page): Promise<void> {
  await page.keyboard.press('ControlOrMeta+A')
  await page.keyboard.press('Backspace')
}
