/**
 * Format 2 of the mirror (website-columns.ts) gives back every website exactly as it was written,
 * whatever its values, and its hand check drops exactly the websites a damaged value belongs to.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { displayDomain } from '../../src/main/base/display-domain'
import { fromColumns, toColumns, type WebsiteColumns } from '../../src/main/mirror/website-columns'
import type { Website } from '../../src/shared/website'

const text = fc.string({ unit: 'grapheme', maxLength: 8 })
const timestamp = fc.option(
  fc.oneof(
    fc.date({ noInvalidDate: true }).map((date) => date.toISOString()),
    text,
  ),
  {
    nil: null,
  },
)
/** Lines drawn from a few, so that websites share some, as an agency's do. */
const line = fc.oneof(fc.constantFrom('10.0.0.1', '2001:db8::/32', 'utm_source', ''), text)

const anyWebsite: fc.Arbitrary<Website> = fc
  .record({
    id: fc.oneof(
      fc.bigInt({ min: 1n, max: 2n ** 64n }).map(String),
      fc.uuid().map((uuid) => `local-${uuid}`),
      text.filter((value) => value !== ''),
    ),
    domain: fc.oneof(fc.domain(), fc.constantFrom('xn--mnchen-3ya.de', 'xn--pple-43d.com')),
    privacy: fc.constantFrom(0 as const, 1 as const, 2 as const),
    hasPassword: fc.boolean(),
    emailReports: fc.boolean(),
    excludeBots: fc.boolean(),
    excludeParams: fc.option(fc.array(line, { maxLength: 4 }), { nil: null }),
    excludeIps: fc.array(line, { maxLength: 4 }),
    favorite: fc.boolean(),
    favoritedAt: timestamp,
    createdAt: timestamp,
    updatedAt: timestamp,
  })
  .map((website) => ({ ...website, displayDomain: displayDomain(website.domain) }))

const distinctWebsites = fc.uniqueArray(anyWebsite, { selector: (website) => website.id, maxLength: 30 })

/** Through the file and back: as written to disk, as read from it. */
function throughFile(columns: WebsiteColumns): Record<string, unknown> {
  return JSON.parse(JSON.stringify(columns)) as Record<string, unknown>
}

/** A value of the wrong type for each column. */
const WRONG: Record<Exclude<keyof WebsiteColumns, 'count' | 'lines' | 'lists'>, unknown> = {
  id: '',
  domain: 7,
  privacy: 3,
  hasPassword: true,
  emailReports: 2,
  excludeBots: null,
  excludeParams: 0.5,
  excludeIps: [0],
  favorite: '1',
  favoritedAt: 0,
  createdAt: false,
  updatedAt: [],
}

describe('the mirror as columns', () => {
  it('gives back every website as it was, in order', () => {
    fc.assert(
      fc.property(distinctWebsites, (websites) => {
        const decoded = fromColumns(throughFile(toColumns(websites)))
        expect(decoded).toEqual({ ok: true, websites, dropped: 0 })
        if (decoded.ok) for (const website of decoded.websites) expect(Object.isFrozen(website)).toBe(true)
      }),
      { numRuns: 300 },
    )
  })

  it('writes a list, and a line, that many websites share once', () => {
    const websites = fc.sample(anyWebsite, 50).map((website, n) => ({
      ...website,
      id: String(n),
      excludeParams: ['fbclid'],
      excludeIps: ['10.0.0.1', 'fbclid'],
    }))
    const columns = toColumns(websites)
    expect(columns.lines).toEqual(['fbclid', '10.0.0.1'])
    expect(columns.lists).toEqual([[0], [1, 0]])
    const decoded = fromColumns(throughFile(columns))
    if (!decoded.ok) throw new Error(decoded.reason)
    // Read back, they share it: a change to one website's list would change all fifty, so none is let through.
    const [first, second] = decoded.websites
    expect(() => first!.excludeIps.push('192.0.2.1')).toThrow(TypeError)
    expect(second!.excludeIps).toEqual(['10.0.0.1', 'fbclid'])
  })

  it('drops exactly the website whose value is damaged, and counts it', () => {
    fc.assert(
      fc.property(
        distinctWebsites.filter((websites) => websites.length > 0),
        fc.nat(),
        fc.constantFrom(...(Object.keys(WRONG) as (keyof typeof WRONG)[])),
        (websites, pick, column) => {
          const at = pick % websites.length
          const raw = throughFile(toColumns(websites))
          ;(raw[column] as unknown[])[at] = WRONG[column]
          expect(fromColumns(raw)).toEqual({
            ok: true,
            websites: websites.filter((_, index) => index !== at),
            dropped: 1,
          })
        },
      ),
      { numRuns: 300 },
    )
  })
})
