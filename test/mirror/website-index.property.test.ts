/**
 * The list's index against the simplest model of it — filter every website, sort, slice — over
 * random sequences of changes and queries: whatever happened before, a query answers the same.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { displayDomain } from '../../src/main/base/display-domain'
import { WebsiteIndex, type IndexQuery, type ListOrder } from '../../src/main/mirror/website-index'
import type { Website } from '../../src/shared/website'
import { plainWebsite } from '../support/websites'

const DOMAINS = [
  'alpha.example',
  'Beta.example',
  'beta.example',
  'xn--mnchen-3ya.de',
  'shop10.example',
  'shop2.example',
  'gamma.test',
  'ab.org',
]
const ORDERS: ListOrder[] = ['domain-asc', 'domain-desc', 'newest', 'oldest', 'recently-edited']

const id = fc.oneof(fc.integer({ min: 1, max: 30 }).map(String), fc.constantFrom('local-1', 'local-2'))
const step = fc.oneof(
  fc.record({ kind: fc.constant('upsert' as const), id, domain: fc.constantFrom(...DOMAINS), favorite: fc.boolean() }),
  fc.record({ kind: fc.constant('remove' as const), id }),
  fc.record({ kind: fc.constant('edited' as const), id }),
  // A sweep's result: some websites kept (some renamed), some gone, some new.
  fc.record({
    kind: fc.constant('replace' as const),
    // Mostly kept as they are, so that both the difference and the rebuild are taken.
    keep: fc.array(
      fc.oneof({ arbitrary: fc.constant(true), weight: 6 }, { arbitrary: fc.constant(false), weight: 1 }),
      { maxLength: 40 },
    ),
    renames: fc.array(fc.option(fc.constantFrom(...DOMAINS), { freq: 6 }), { maxLength: 40 }),
    added: fc.array(fc.record({ id, domain: fc.constantFrom(...DOMAINS) }), { maxLength: 4 }),
  }),
  fc.record({
    kind: fc.constant('query' as const),
    search: fc.constantFrom('', 'a', 'al', 'alp', 'b', 'be', 'münchen', 'xn--', 'shop', 'shop1', '.', 'zzz', ' E '),
    favorite: fc.constantFrom(undefined, true, false),
    order: fc.constantFrom(...ORDERS),
    offset: fc.nat(12),
    limit: fc.integer({ min: 0, max: 12 }),
    anchorId: fc.option(id, { nil: undefined }),
  }),
)

function compareIds(a: string, b: string): number {
  const aLocal = !/^\d+$/.test(a)
  const bLocal = !/^\d+$/.test(b)
  if (aLocal || bLocal) return aLocal === bLocal ? (a < b ? -1 : a > b ? 1 : 0) : aLocal ? 1 : -1
  return a.length - b.length || (a < b ? -1 : a > b ? 1 : 0)
}

function modelQuery(
  websites: Website[],
  recent: string[],
  query: IndexQuery,
): { ids: string[]; total: number; anchorIndex: number | null } {
  const needle = query.search?.trim().toLowerCase() ?? ''
  const matching = websites.filter(
    (website) =>
      (needle === '' ||
        website.domain.toLowerCase().includes(needle) ||
        website.displayDomain.toLowerCase().includes(needle)) &&
      (query.favorite === undefined || website.favorite === query.favorite),
  )
  const byDomain = (a: Website, b: Website): number => {
    const x = a.domain.toLowerCase()
    const y = b.domain.toLowerCase()
    return (x < y ? -1 : x > y ? 1 : 0) || compareIds(a.id, b.id)
  }
  const sorted = [...matching]
  switch (query.order) {
    case 'domain-asc':
      sorted.sort(byDomain)
      break
    case 'domain-desc':
      sorted.sort((a, b) => byDomain(b, a))
      break
    case 'oldest':
      sorted.sort((a, b) => compareIds(a.id, b.id))
      break
    case 'newest':
      sorted.sort((a, b) => compareIds(b.id, a.id))
      break
    case 'recently-edited': {
      const position = (website: Website): number => {
        const at = recent.indexOf(website.id)
        return at === -1 ? Infinity : at
      }
      sorted.sort((a, b) => position(a) - position(b) || compareIds(b.id, a.id))
    }
  }
  const anchorAt = sorted.findIndex((website) => website.id === query.anchorId)
  return {
    ids: sorted.slice(query.offset, query.offset + query.limit).map((website) => website.id),
    total: sorted.length,
    anchorIndex: anchorAt < 0 ? null : anchorAt,
  }
}

describe('the list index', () => {
  it('answers every query as filtering, sorting and slicing all websites would, after any changes', () => {
    fc.assert(
      fc.property(fc.array(step, { maxLength: 60 }), (steps) => {
        const model = new Map<string, Website>()
        const recent: string[] = []
        const index = new WebsiteIndex({ recentlyEdited: () => recent })
        for (const change of steps) {
          if (change.kind === 'upsert') {
            const website = plainWebsite(change.id, { domain: change.domain, favorite: change.favorite })
            model.set(change.id, website)
            index.upsert(website)
          } else if (change.kind === 'remove') {
            model.delete(change.id)
            index.remove(change.id)
          } else if (change.kind === 'replace') {
            const next = new Map<string, Website>()
            ;[...model.values()].forEach((website, at) => {
              if (change.keep[at] === false) return
              const domain = change.renames[at]
              next.set(website.id, domain ? { ...website, domain, displayDomain: displayDomain(domain) } : website)
            })
            for (const { id: addedId, domain } of change.added)
              if (!next.has(addedId)) next.set(addedId, plainWebsite(addedId, { domain }))
            model.clear()
            for (const [key, website] of next) model.set(key, website)
            index.replaceAll([...next.values()])
          } else if (change.kind === 'edited') {
            recent.splice(0, recent.length, change.id, ...recent.filter((other) => other !== change.id))
          } else {
            const expected = modelQuery([...model.values()], recent, change)
            const window = index.query(change)
            expect({
              ids: window.items.map((website) => website.id),
              total: window.total,
              anchorIndex: window.anchorIndex,
            }).toEqual(expected)
          }
        }
      }),
      { numRuns: 400 },
    )
  })

  it('keeps answering right across the rebuild that drops removed websites', () => {
    const index = new WebsiteIndex()
    const all = Array.from({ length: 3_000 }, (_, n) =>
      plainWebsite(String(n + 1), { domain: `site-${n + 1}.example` }),
    )
    index.replaceAll(all)
    expect(
      index.query({ search: 'site-29', order: 'oldest', offset: 0, limit: 3 }).items.map((website) => website.id),
    ).toEqual(['29', '290', '291'])
    for (let n = 1; n <= 2_500; n += 1) index.remove(String(n))
    index.upsert(plainWebsite('9000', { domain: 'site-2999x.example' }))
    const window = index.query({ search: 'site-299', order: 'domain-asc', offset: 0, limit: 20 })
    expect(window.items.map((website) => website.domain)).toEqual([
      'site-2990.example',
      'site-2991.example',
      'site-2992.example',
      'site-2993.example',
      'site-2994.example',
      'site-2995.example',
      'site-2996.example',
      'site-2997.example',
      'site-2998.example',
      'site-2999.example',
      'site-2999x.example',
    ])
    expect(index.size).toBe(501)
  })

  it('applies a sweep that changed a few websites as a difference, answering as a fresh index would', () => {
    const all = Array.from({ length: 3_000 }, (_, n) =>
      plainWebsite(String(n + 1), { domain: `site-${n + 1}.example`, favorite: n % 5 === 0 }),
    )
    const index = new WebsiteIndex()
    index.replaceAll(all)
    const queries: IndexQuery[] = ORDERS.flatMap((order) => [
      { order, offset: 0, limit: 30 },
      { order, search: 'site-29', favorite: true, offset: 2, limit: 30 },
    ])
    // Every order built, and a search made, before the sweep comes.
    for (const query of queries) index.query(query)

    const swept = all
      .filter((website) => !['7', '300', '2999'].includes(website.id))
      .map((website) =>
        website.id === '12'
          ? { ...website, domain: 'aaa.example' }
          : website.id === '29'
            ? { ...website, favorite: false }
            : website,
      )
      .concat([
        plainWebsite('3001', { domain: 'site-2990a.example', favorite: true }),
        plainWebsite('local-1', { domain: 'zzz.example' }),
      ])
    index.replaceAll(swept)
    const fresh = new WebsiteIndex()
    fresh.replaceAll(swept)
    for (const query of queries)
      expect(index.query({ ...query, anchorId: '3001' })).toEqual(fresh.query({ ...query, anchorId: '3001' }))
    expect(index.size).toBe(swept.length)
  })
})
