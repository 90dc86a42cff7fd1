/**
 * The quick switcher's ranking: a match at the start of a domain before one inside it, then the
 * websites opened more often and more recently, favorites first among equals, then by domain —
 * and the best few found in one pass over tens of thousands.
 */
import { describe, expect, it } from 'vitest'
import { frecency, prepareCatalogue, rankSwitcher, type SwitcherRow } from '../../src/shared/switcher'

const NOW = Date.parse('2025-06-01T12:00:00Z')
const daysAgo = (days: number): string => new Date(NOW - days * 86_400_000).toISOString()
const row = (
  id: string,
  domain: string,
  { favorite = 0, frecency: score = 0, account = 0 }: { favorite?: 0 | 1; frecency?: number; account?: number } = {},
): SwitcherRow => [account, id, domain, domain, favorite, score]
const ranked = (rows: SwitcherRow[], text: string, limit = 10): string[] =>
  rankSwitcher(prepareCatalogue({ accounts: [{ id: 'a', label: 'A' }], websites: rows }), text, limit).map(
    (entry) => entry.row[2],
  )

describe('frecency', () => {
  it('grows with every open and fades with age', () => {
    expect(frecency({ count: 0, recent: [] }, NOW)).toBe(0)
    expect(frecency({ count: 1, recent: [daysAgo(1)] }, NOW)).toBe(100)
    expect(frecency({ count: 3, recent: [daysAgo(1), daysAgo(2), daysAgo(3)] }, NOW)).toBe(300)
    expect(frecency({ count: 1, recent: [daysAgo(60)] }, NOW)).toBe(30)
    // Opened often long ago vs once yesterday.
    expect(frecency({ count: 2, recent: [daysAgo(200), daysAgo(220)] }, NOW)).toBeLessThan(
      frecency({ count: 1, recent: [daysAgo(1)] }, NOW),
    )
  })
})

describe('ranking', () => {
  it('puts a match at the start of the domain before one inside it, whatever else', () => {
    expect(ranked([row('1', 'myshop.com', { frecency: 500, favorite: 1 }), row('2', 'shop.example')], 'shop')).toEqual([
      'shop.example',
      'myshop.com',
    ])
    // A leading www. counts as the start.
    expect(ranked([row('1', 'a-shop.io'), row('2', 'www.shopping.de')], 'shop')).toEqual([
      'www.shopping.de',
      'a-shop.io',
    ])
  })

  it('then by frecency, favorites first among equals, then by domain', () => {
    const rows = [
      row('1', 'shop-c.com'),
      row('2', 'shop-b.com', { favorite: 1 }),
      row('3', 'shop-a.com'),
      row('4', 'shop-d.com', { frecency: 70 }),
    ]
    expect(ranked(rows, 'SHOP')).toEqual(['shop-d.com', 'shop-b.com', 'shop-a.com', 'shop-c.com'])
  })

  it('finds a website by the domain people write or the one stored', () => {
    const rows: SwitcherRow[] = [[0, '1', 'münchen.de', 'xn--mnchen-3ya.de', 0, 0]]
    expect(ranked(rows, 'münchen')).toEqual(['münchen.de'])
    expect(ranked(rows, 'xn--mn')).toEqual(['münchen.de'])
  })

  it('without text, lists what was opened before, then the favorites', () => {
    const rows = [row('1', 'plain.com'), row('2', 'fav.com', { favorite: 1 }), row('3', 'often.com', { frecency: 300 })]
    expect(ranked(rows, '  ')).toEqual(['often.com', 'fav.com'])
  })

  it('keeps the best few of 30,000 in the same order a full sort gives', () => {
    const rows = Array.from({ length: 30_000 }, (_, index) =>
      row(String(index), `site-${index}.example`, {
        frecency: (index * 7919) % 500,
        favorite: index % 11 === 0 ? 1 : 0,
      }),
    )
    const best = ranked(rows, 'site-1', 25)
    const expected = rows
      .filter((candidate) => candidate[2].startsWith('site-1'))
      .sort((a, b) => b[5] - a[5] || b[4] - a[4] || (a[2] < b[2] ? -1 : 1))
      .slice(0, 25)
      .map((candidate) => candidate[2])
    expect(best).toEqual(expected)
  })
})
