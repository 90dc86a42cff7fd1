/**
 * Web-first assertions for playwright-core locators (the @playwright/test
 * runner is not used here): each waits until the page shows what is expected,
 * or fails after a few seconds with what it saw.
 */
import type { Locator } from 'playwright-core'
import { expect as vitestExpect } from 'vitest'

const TIMEOUT = 15_000
const poll = <T>(read: () => Promise<T>) => vitestExpect.poll(read, { timeout: TIMEOUT, interval: 25 })

export function expect(locator: Locator) {
  return {
    toBeVisible: () => locator.waitFor({ state: 'visible', timeout: TIMEOUT }),
    /** In the page, seen or not (text for screen readers only). */
    toBeAttached: () => locator.waitFor({ state: 'attached', timeout: TIMEOUT }),
    toBeHidden: () => locator.waitFor({ state: 'hidden', timeout: TIMEOUT }),
    toHaveCount: (count: number) => poll(() => locator.count()).toBe(count),
    toHaveValue: (value: string) => poll(() => locator.inputValue({ timeout: TIMEOUT })).toBe(value),
    toContainText: (text: string) =>
      poll(async () => (await locator.textContent({ timeout: TIMEOUT })) ?? '').toContain(text),
    /** Its whole text, trimmed: exactly this, or matching this pattern. */
    toHaveText: (text: string | RegExp) => {
      const read = poll(async () => ((await locator.textContent({ timeout: TIMEOUT })) ?? '').trim())
      return typeof text === 'string' ? read.toBe(text) : read.toMatch(text)
    },
    toHaveAttribute: (name: string, value: string | null) =>
      poll(() => locator.getAttribute(name, { timeout: TIMEOUT })).toBe(value),
    toBeDisabled: () => poll(() => locator.isDisabled({ timeout: TIMEOUT })).toBe(true),
    toBeEnabled: () => poll(() => locator.isEnabled({ timeout: TIMEOUT })).toBe(true),
    toBeChecked: () => poll(() => locator.isChecked({ timeout: TIMEOUT })).toBe(true),
    toBeFocused: () =>
      poll(() =>
        locator.evaluate(
          (element) => element === (element.ownerDocument as { activeElement: unknown }).activeElement,
          undefined,
          { timeout: TIMEOUT },
        ),
      ).toBe(true),
  }
}
