/**
 * What the pseudo-locale shows a test, read in the window's page (src/shared/i18n/pseudo.ts): every word a catalog
 * gave is inside ⟦ ⟧, so
 * - text outside the marks is text no catalog gave — unless it is data: inside an element marked `translate="no"`
 *   (a domain, an account's name, a statistic's value, a language's own name: HTML's own mark for "not to be
 *   translated"), what the user typed into a field, a domain, an address, an identifier (utm_source), a number, the
 *   product's name, or the words Intl writes dates, times, relative times and units with (the pseudo-locale's are
 *   English's);
 * - a box whose text is wider or taller than the box, where the box cuts it off (overflow hidden or clipped, an
 *   ellipsis) or lets it run over its neighbours, or a placeholder wider than its field, is text a longer language
 *   loses — unless the element is marked `data-may-clip="<why>"` (a long domain
 *   that ends in an ellipsis on purpose, its full name said elsewhere);
 * - text past the window's left or right edge is text nobody can read.
 * The script runs in the page as it is (no DOM types in the tests' compilation): it returns what it found.
 */
import type { Page } from 'playwright-core'

export interface PseudoProblem {
  kind: 'untranslated' | 'clipped' | 'overflowing' | 'past the edge'
  where: string
  text: string
}

const PAGE_CHECK = String.raw`(() => {
  const OPEN = '⟦'
  const CLOSE = '⟧'
  const problems = []
  const where = (element) => {
    const classes = [...element.classList].slice(0, 3).map((name) => '.' + name).join('')
    const label = element.getAttribute('aria-label')
    return element.tagName.toLowerCase() + classes + (label ? '[' + label.slice(0, 40) + ']' : '')
  }
  const isData = (element) => element.closest('[translate="no"]') !== null
  // The words Intl writes in the format locale: month and day names, AM and PM, a zone, "ago", units.
  const intlWords = new Set(['UTC', 'GMT'])
  const addWords = (parts) => {
    for (const part of parts) for (const word of part.value.match(/\p{L}+/gu) ?? []) intlWords.add(word)
  }
  for (const style of ['long', 'short']) {
    for (let month = 0; month < 12; month++)
      addWords(new Intl.DateTimeFormat('en', { month: style, timeZone: 'UTC' }).formatToParts(Date.UTC(2026, month, 15)))
    for (let day = 0; day < 7; day++)
      addWords(new Intl.DateTimeFormat('en', { weekday: style, timeZone: 'UTC' }).formatToParts(Date.UTC(2026, 0, 4 + day)))
    for (const unit of ['second', 'minute', 'hour', 'day', 'week', 'month', 'year'])
      for (const value of [-2, -1, 1, 2]) addWords(new Intl.RelativeTimeFormat('en', { style }).formatToParts(value, unit))
    for (const unit of ['second', 'minute', 'hour', 'day', 'megabyte', 'kilobyte', 'percent'])
      for (const value of [1, 2]) addWords(new Intl.NumberFormat('en', { style: 'unit', unit, unitDisplay: style }).formatToParts(value))
  }
  addWords(new Intl.DateTimeFormat('en', { hour: 'numeric' }).formatToParts(Date.UTC(2026, 0, 1, 9)))
  addWords(new Intl.DateTimeFormat('en', { hour: 'numeric' }).formatToParts(Date.UTC(2026, 0, 1, 21)))
  /** What may stand outside the marks: addresses, domains, numbers, symbols, the product's name, Intl's words. */
  const withoutData = (text) =>
    text
      .replace(/[a-z][a-z0-9+.-]*:\/\/\S+/gi, ' ')
      .replace(/[\p{L}\p{N}_-]+(?:\.[\p{L}\p{N}_-]+)+/gu, ' ')
      .replace(/\bSiteTray\b/g, ' ')
      // An identifier as the user types it (utm_source, an example in a field).
      .replace(/[\p{L}\p{N}]+(?:_[\p{L}\p{N}]+)+/gu, ' ')
      .replace(/\p{L}+/gu, (word) => (intlWords.has(word) ? ' ' : word))
  const untranslated = (text) => /\p{L}/u.test(withoutData(text))
  const shown = (element) => element.checkVisibility({ visibilityProperty: true, opacityProperty: false })

  // Text nodes in reading order: a message can span several (a link inside a sentence), so the marks are counted
  // across them.
  let depth = 0
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT)
  for (let node = walker.nextNode(); node; node = walker.nextNode()) {
    const element = node.parentElement
    let outside = ''
    for (const char of node.data) {
      if (char === OPEN) depth++
      else if (char === CLOSE) depth = Math.max(0, depth - 1)
      else if (depth === 0) outside += char
    }
    if (!element || element.closest('script, style, template, option, textarea') || !shown(element) || isData(element))
      continue
    if (untranslated(outside)) problems.push({ kind: 'untranslated', where: where(element), text: node.data.trim().slice(0, 80) })
  }
  // Words that are shown or read without being a text node: placeholders, tooltips, names, the chosen option.
  for (const element of document.querySelectorAll('[placeholder], [title], [aria-label], [alt], select')) {
    if (!shown(element) || isData(element)) continue
    const values = ['placeholder', 'title', 'aria-label', 'alt'].map((name) => element.getAttribute(name) ?? '')
    if (element.tagName === 'SELECT' && element.selectedOptions[0] && !isData(element.selectedOptions[0]))
      values.push(element.selectedOptions[0].textContent ?? '')
    for (const value of values)
      if (!value.includes(OPEN) && untranslated(value)) problems.push({ kind: 'untranslated', where: where(element), text: value.slice(0, 80) })
  }
  if (!document.title.includes(OPEN)) problems.push({ kind: 'untranslated', where: 'title', text: document.title })

  const scrollsSideways = (element) => {
    for (let parent = element.parentElement; parent; parent = parent.parentElement) {
      const overflow = getComputedStyle(parent).overflowX
      if (overflow === 'auto' || overflow === 'scroll') return true
    }
    return false
  }
  const hasOwnText = (element) => [...element.childNodes].some((child) => child.nodeType === 3 && child.data.trim() !== '')
  for (const element of document.body.querySelectorAll('*')) {
    if (!shown(element) || element.closest('[data-may-clip]')) continue
    const text = (element.textContent ?? '').trim()
    if (text === '' || element.matches('input, textarea, select, option, svg, svg *')) continue
    const box = element.getBoundingClientRect()
    // A screen reader's text (one pixel, clipped on purpose) is read, not seen.
    if (box.width <= 1 || box.height <= 1) continue
    const style = getComputedStyle(element)
    const cuts = (overflow) => overflow === 'hidden' || overflow === 'clip'
    const wide = element.scrollWidth > element.clientWidth + 1
    const tall = element.scrollHeight > element.clientHeight + 1
    if ((wide && (cuts(style.overflowX) || style.textOverflow === 'ellipsis')) || (tall && cuts(style.overflowY)))
      problems.push({ kind: 'clipped', where: where(element), text: text.slice(0, 80) })
    // Its own words wider than its box, drawn over what stands beside it.
    else if (wide && hasOwnText(element) && style.display !== 'inline' && !scrollsSideways(element))
      problems.push({ kind: 'overflowing', where: where(element), text: text.slice(0, 80) })
    if (hasOwnText(element) && (box.right > innerWidth + 1 || box.left < -1) && !scrollsSideways(element))
      problems.push({ kind: 'past the edge', where: where(element), text: text.slice(0, 80) })
  }
  // A placeholder wider than its field is cut off where the field ends.
  const measure = document.createElement('canvas').getContext('2d')
  for (const field of document.querySelectorAll('input[placeholder], textarea[placeholder]')) {
    if (!shown(field) || field.value !== '' || field.closest('[data-may-clip]')) continue
    const style = getComputedStyle(field)
    measure.font = style.font
    const room = field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight)
    if (measure.measureText(field.placeholder).width > room + 1)
      problems.push({ kind: 'clipped', where: where(field), text: field.placeholder.slice(0, 80) })
  }
  return problems
})()`

/** What the view shows that no catalog gave, and what it cuts off or pushes out of the window. */
export function pseudoProblems(page: Page): Promise<PseudoProblem[]> {
  return page.evaluate(PAGE_CHECK) as Promise<PseudoProblem[]>
}
