/** The mirror's fast hand check of a stored website says what the website schema says. */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { displayDomain } from '../../src/main/base/display-domain'
import { decodeWebsite } from '../../src/main/mirror/website-record'
import { websiteSchema } from '../../src/shared/website-schema'

/** What the file holds: the shown domain is made from the stored one on reading, whatever the file says. */
const storedSchema = websiteSchema.omit({ displayDomain: true })

const anyValue = fc.oneof(
  fc.constant(null),
  fc.constant(undefined),
  fc.boolean(),
  fc.integer({ min: -1, max: 3 }),
  fc.string({ maxLength: 3 }),
  fc.array(fc.string({ maxLength: 2 }), { maxLength: 2 }),
  fc.array(fc.integer(), { maxLength: 2 }),
)

/** Mostly well-formed websites, each field sometimes replaced by a value of the wrong type, sometimes missing. */
const candidate = fc.record(
  {
    id: fc.oneof(fc.string({ maxLength: 3 }), anyValue),
    domain: fc.oneof(fc.constant('example.com'), fc.constant('xn--mnchen-3ya.de'), anyValue),
    displayDomain: fc.oneof(fc.constant('evil.example'), anyValue),
    privacy: fc.oneof(fc.constantFrom(0, 1, 2), anyValue),
    hasPassword: fc.oneof(fc.boolean(), anyValue),
    emailReports: fc.oneof(fc.boolean(), anyValue),
    excludeBots: fc.oneof(fc.boolean(), anyValue),
    excludeParams: fc.oneof(fc.constant(null), fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }), anyValue),
    excludeIps: fc.oneof(fc.array(fc.string({ maxLength: 4 }), { maxLength: 2 }), anyValue),
    favorite: fc.oneof(fc.boolean(), anyValue),
    favoritedAt: fc.oneof(fc.constant(null), fc.string({ maxLength: 4 }), anyValue),
    createdAt: fc.oneof(fc.constant(null), fc.string({ maxLength: 4 }), anyValue),
    updatedAt: fc.oneof(fc.constant(null), fc.string({ maxLength: 4 }), anyValue),
    unknownField: fc.oneof(fc.constant(undefined), fc.string()),
  },
  { requiredKeys: [] },
)

describe('a stored website', () => {
  it('passes the hand check exactly when it passes the schema, and comes out as the schema reads it, its domain shown as people write it', () => {
    fc.assert(
      fc.property(candidate, (raw) => {
        const parsed = storedSchema.safeParse(raw)
        const decoded = decodeWebsite(raw)
        expect(decoded !== undefined).toBe(parsed.success)
        if (parsed.success)
          expect(decoded).toEqual({ ...parsed.data, displayDomain: displayDomain(parsed.data.domain) })
      }),
      { numRuns: 2_000 },
    )
  })
})
