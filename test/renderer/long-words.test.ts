/**
 * German and French say the bulk bar and a conflict's buttons in longer words than English: at the window's width
 * (480 px) and at its narrowest (360 px), the parts move to the next line whole, inside their bar or card — no part
 * squeezed into a column of broken words, none running past the edge.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { Page } from 'playwright-core'
import type { Language } from '../../src/shared/i18n'
import { startHarness, type Harness } from './harness'
import { SHOTS, showLanguageIn } from './views'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
}, 120_000)
afterAll(() => harness?.close())

/**
 * Each part of `container` that lies outside it, and each whose words break over more than one line: a part's text
 * as one line fits every container here.
 */
function partsOutOfPlace(page: Page, container: string, parts: string): Promise<string[]> {
  // A string, as the other window tests evaluate: the Node-side tests are not compiled with the DOM's types.
  return page.evaluate(`(() => {
    const problems = []
    for (const box of document.querySelectorAll(${JSON.stringify(container)})) {
      const outer = box.getBoundingClientRect()
      for (const part of box.querySelectorAll(${JSON.stringify(parts)})) {
        const rect = part.getBoundingClientRect()
        if (rect.width === 0) continue
        const name = part.textContent.trim()
        if (rect.left < outer.left - 1 || rect.right > outer.right + 1 || rect.bottom > outer.bottom + 1)
          problems.push(name + ': outside its ' + ${JSON.stringify(container)})
        const range = document.createRange()
        range.selectNodeContents(part)
        const lines = new Set([...range.getClientRects()].map((line) => Math.round(line.top)))
        if (lines.size > 1) problems.push(name + ': broken over ' + lines.size + ' lines')
      }
    }
    return problems
  })()`)
}

const shot = (name: string) => SHOTS.find((candidate) => candidate.name === name)!

describe.each([
  ['de', 480],
  ['fr', 480],
  ['de', 360],
  ['fr', 360],
] as Array<[Language, number]>)('in %s, %i px wide', (language, width) => {
  it('the bulk bar keeps every part whole and inside it', async () => {
    const selected = shot('40-websites-selected')
    const window = await harness.open(selected.seed, { width, height: 640 })
    await selected.act!(window)
    await window.page.keyboard.press('Escape')
    await showLanguageIn(window, selected.seed, language)
    expect(await partsOutOfPlace(window.page, '.bulk-bar', '.count, .link-button, .button')).toEqual([])
    await window.close()
  })

  it.each(['17-conflicts', '17b-conflicts-refused'])(
    '%s: the buttons stay whole and inside their card',
    async (name) => {
      const conflicts = shot(name)
      const window = await harness.open(conflicts.seed, { width, height: 640 })
      await conflicts.act!(window)
      await showLanguageIn(window, conflicts.seed, language)
      expect(await partsOutOfPlace(window.page, 'article.card', '.actions .button')).toEqual([])
      await window.close()
    },
  )
})
