import fc from 'fast-check'
import { normalizeDomain } from '../../src/shared/validation'
import type { Privacy, WebsiteInput } from '../../src/shared/website'

export const privacy: fc.Arbitrary<Privacy> = fc.constantFrom(0, 1, 2)
export const domainName = fc
  .domain()
  .map((value) => normalizeDomain(value, 'B'))
  .filter((checked) => checked.ok)
  .map((checked) => (checked.ok ? checked.value : ''))
export const ipEntry = fc.oneof(
  fc.ipV4(),
  fc.ipV6(),
  fc.tuple(fc.ipV4(), fc.integer({ min: 0, max: 32 })).map(([ip, bits]) => `${ip}/${bits}`),
)
export const paramName = fc.stringMatching(/^[a-z_][a-z0-9_]{0,15}$/)
export const password = fc.string({ minLength: 1, maxLength: 40 }).filter((text) => !/[\r\n]/.test(text))

export const isoSecond = fc
  .date({ min: new Date('2015-01-01T00:00:00Z'), max: new Date('2030-01-01T00:00:00Z'), noInvalidDate: true })
  .map((date) => new Date(Math.floor(date.getTime() / 1000) * 1000))

export function websiteInput(withFavorite: boolean): fc.Arbitrary<WebsiteInput> {
  return fc
    .record(
      {
        domain: domainName,
        privacy,
        password,
        emailReports: fc.boolean(),
        excludeBots: fc.boolean(),
        excludeParams: fc.array(paramName, { maxLength: 5 }),
        excludeIps: fc.array(ipEntry, { maxLength: 5 }),
        favorite: withFavorite ? fc.boolean() : fc.constant(undefined),
      },
      { requiredKeys: ['domain'] },
    )
    .map((input) => {
      const cleaned: WebsiteInput = { ...input }
      if (cleaned.favorite === undefined) delete cleaned.favorite
      if (cleaned.privacy === 2 && cleaned.password === undefined) cleaned.password = 'secret'
      return cleaned
    })
}
