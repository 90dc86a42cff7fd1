/** Domains as people write them: internationalized ones in their own letters, unless that could mislead. */
import { describe, expect, it } from 'vitest'
import { displayDomain } from '../../src/main/base/display-domain'

describe('a domain as shown', () => {
  it('is an internationalized domain in its own letters', () => {
    expect(displayDomain('xn--mnchen-3ya.de')).toBe('münchen.de')
    expect(displayDomain('shop.xn--mnchen-3ya.de')).toBe('shop.münchen.de')
    expect(displayDomain('xn--wgv71a119e.jp')).toBe('日本語.jp')
  })

  it('is left as it is when it has no other form', () => {
    expect(displayDomain('example.com')).toBe('example.com')
    expect(displayDomain('xn--a.example')).toBe('xn--a.example')
    // Symbols and emoji are not what names are written with (browsers show these in ASCII too).
    expect(displayDomain('xn--ls8h.la')).toBe('xn--ls8h.la')
  })

  it('keeps a label that mixes scripts, like a Cyrillic letter among Latin ones, in its ASCII form', () => {
    // "аpple" with a Cyrillic а: it would read as apple.com.
    const lookalike = 'xn--pple-43d.com'
    expect(displayDomain(lookalike)).toBe(lookalike)
    expect(displayDomain(`${lookalike.replace('.com', '')}.xn--mnchen-3ya.de`)).toBe('xn--pple-43d.münchen.de')
  })

  it('shows the mixes people really write in, such as Japanese kana with Han', () => {
    expect(displayDomain('xn--eckwd4c7c.xn--zckzah')).toBe('ドメイン.テスト')
  })
})
