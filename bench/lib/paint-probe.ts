/**
 * Runs in the window's page before the app's own scripts (a Playwright init script) and times,
 * in the page's clock, what a person sees:
 * - when the list was first painted with rows (`listPaintedAt`);
 * - for a keystroke armed with `arm()`: the key event's own timestamp, the frame that shows the
 *   typed character in the search box, and the frame that shows a new first row.
 * "Painted" is the end of the frame that shows the change: a requestAnimationFrame callback runs
 * just before the frame is drawn, a message posted from it arrives just after. A row is an
 * element with `data-row-open`, named by its aria-label (what the end-to-end tests click).
 */
import type { Page } from 'playwright-core'

export interface KeystrokeTiming {
  keydownAt: number | null
  charAt: number | null
  resultAt: number | null
  rowBefore: string | null
  resultRow: string | null
}

export interface PageProbe {
  listPaintedAt: number | null
  key: KeystrokeTiming | null
  arm(): void
}

/** The global the probe lives under, in the page. */
export const PROBE_GLOBAL = '__sitetrayBench'

/** The probe, watching the first element `rowSelector` finds as "the first row" (default: the list's). */
export function paintProbe(rowSelector = '[data-row-open]'): string {
  return `(() => {
  const firstRow = () => document.querySelector(${JSON.stringify(rowSelector)})?.getAttribute('aria-label') ?? null
  const afterNextPaint = (done) =>
    requestAnimationFrame(() => {
      const channel = new MessageChannel()
      channel.port1.onmessage = () => done(performance.now())
      channel.port2.postMessage(null)
    })
  const probe = { listPaintedAt: null, key: null, listPending: false }
  probe.arm = () => {
    probe.key = { keydownAt: null, charAt: null, resultAt: null, rowBefore: firstRow(), resultRow: null, charPending: false, resultPending: false }
  }
  Object.defineProperty(window, '${PROBE_GLOBAL}', { value: probe })
  new MutationObserver(() => {
    const row = firstRow()
    if (!probe.listPending && row !== null) {
      probe.listPending = true
      afterNextPaint((at) => (probe.listPaintedAt = at))
    }
    const key = probe.key
    if (key && key.keydownAt !== null && !key.resultPending && row !== key.rowBefore) {
      key.resultPending = true
      key.resultRow = row
      afterNextPaint((at) => (key.resultAt = at))
    }
  }).observe(document, { childList: true, subtree: true, characterData: true, attributes: true, attributeFilter: ['aria-label'] })
  addEventListener('keydown', (event) => {
    if (probe.key && probe.key.keydownAt === null) probe.key.keydownAt = event.timeStamp
  }, true)
  addEventListener('input', () => {
    const key = probe.key
    if (!key || key.keydownAt === null || key.charPending) return
    key.charPending = true
    afterNextPaint((at) => (key.charAt = at))
  }, true)
})()`
}

export const PAINT_PROBE = paintProbe()

/**
 * Presses `key` with the probe armed and waits until both its character and its result are
 * painted: the keystroke's timing, from the key event (`waitMs`: a page that never paints fails).
 */
export async function timedKeystroke(page: Page, key: string, waitMs: number): Promise<KeystrokeTiming> {
  await page.evaluate(`window.${PROBE_GLOBAL}.arm()`)
  await page.keyboard.press(key)
  await page.waitForFunction(
    (name) => {
      const timing = (globalThis as unknown as Record<string, PageProbe>)[name]!.key
      return timing !== null && timing.charAt !== null && timing.resultAt !== null
    },
    PROBE_GLOBAL,
    { timeout: waitMs },
  )
  return (await page.evaluate(`window.${PROBE_GLOBAL}.key`)) as KeystrokeTiming
}
