/**
 * What a page wrote, as SiteTray shows it (src/shared/tracking/shown.ts): no character that turns
 * text round or hides, and no more than a sentence can hold.
 */
import { describe, expect, it } from 'vitest'
import { hasInvisibleCharacters, shownFromPage } from '../../src/shared/tracking/shown'

const BIDI = [
  '\u202A',
  '\u202B',
  '\u202C',
  '\u202D',
  '\u202E',
  '\u2066',
  '\u2067',
  '\u2068',
  '\u2069',
  '\u200E',
  '\u200F',
  '\u061C',
]

describe('text from a page', () => {
  it.each(BIDI.map((mark) => [`U+${mark.codePointAt(0)!.toString(16).toUpperCase()}`, mark]))(
    'loses %s, and is said to have hidden it',
    (_name, mark) => {
      const written = `${mark}https://stats.example.com${mark}/x`
      expect(shownFromPage(written)).toBe('https://stats.example.com/x')
      expect(hasInvisibleCharacters(written)).toBe(true)
    },
  )

  it('loses control characters, zero-width spaces and line separators', () => {
    expect(shownFromPage('https://stats\u0000.exam\u200Bple.com\n\u2028/\u0085')).toBe('https://stats.example.com/')
  })

  it('keeps letters of any script, and says nothing is hidden', () => {
    expect(shownFromPage('https://مثال.example/統計')).toBe('https://مثال.example/統計')
    expect(hasInvisibleCharacters('https://مثال.example/統計')).toBe(false)
  })

  it('is cut to 200 characters with an ellipsis, whole characters only', () => {
    expect(shownFromPage('a'.repeat(200))).toBe('a'.repeat(200))
    expect(shownFromPage(`https://${'😀'.repeat(1_000_000)}`)).toBe(`https://${'😀'.repeat(191)}…`)
    expect(Array.from(shownFromPage('\u202E'.repeat(1_000_000) + 'b'.repeat(300)))).toHaveLength(200)
  })
})
