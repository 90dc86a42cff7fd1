/**
 * Websites shaped like a sweep's result, made up deterministically, for the cases that start from
 * a mirror on disk (mirror, start-up, window): varied lengths, legacy nulls, a few long exclusion
 * lists, a favorite in nine. The same `n` always gives the same website.
 */
import type { Website } from '../../src/shared/website'

const WORDS = [
  'shop',
  'blog',
  'news',
  'cloud',
  'studio',
  'garden',
  'travel',
  'photo',
  'music',
  'dental',
  'legal',
  'bakery',
]
const TLDS = ['com', 'de', 'co.uk', 'io', 'net', 'org', 'fr', 'nl']

export function realisticWebsite(n: number): Website {
  const word = WORDS[n % WORDS.length]!
  const tld = TLDS[n % TLDS.length]!
  const favorite = n % 9 === 0
  const created = new Date(Date.UTC(2016, 0, 1) + n * 3_600_000 * 7)
  const domain = `${word}-${n.toString(36)}.${n % 5 === 0 ? 'sub.' : ''}example-${word}.${tld}`
  return {
    id: String(1_000_000 - n),
    domain,
    displayDomain: domain,
    privacy: (n % 3) as Website['privacy'],
    hasPassword: n % 3 === 2,
    emailReports: n % 4 === 0,
    excludeBots: n % 10 !== 0,
    excludeParams:
      n % 3 === 0 ? null : ['utm_source', 'utm_medium', 'utm_campaign', 'fbclid', 'gclid'].slice(0, 1 + (n % 5)),
    excludeIps:
      n % 6 === 0
        ? []
        : ['192.168.0.0/16', '10.0.0.1', '2001:db8::/32', '203.0.113.7', '198.51.100.0/24'].slice(0, 1 + (n % 5)),
    favorite,
    favoritedAt: favorite ? new Date(created.getTime() + 86_400_000).toISOString() : null,
    createdAt: created.toISOString(),
    updatedAt: new Date(created.getTime() + (n % 400) * 86_400_000).toISOString(),
  }
}

export function realisticWebsites(count: number): Website[] {
  return Array.from({ length: count }, (_, n) => realisticWebsite(n))
}
