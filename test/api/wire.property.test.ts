import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  formatFavoritedAt,
  parseWebsite,
  parseWebsitePage,
  toCreateForm,
  toListParams,
  toUpdateForm,
} from '../../src/main/api/wire'
import { displayDomain } from '../../src/main/base/display-domain'
import { normalizeLineList } from '../../src/shared/validation'
import type { Variant, Website } from '../../src/shared/website'
import { domainName, ipEntry, isoSecond, privacy, websiteInput } from '../support/arbitraries'

/** A stored website, as the domain sees it. */
const storedWebsite = (variant: Variant): fc.Arbitrary<Website> =>
  fc
    .record({
      id: fc.integer({ min: 1, max: 2_000_000 }).map(String),
      domain: domainName,
      privacy,
      hasPassword: fc.boolean(),
      emailReports: fc.boolean(),
      excludeBots: fc.boolean(),
      excludeParams: fc.constant(null),
      excludeIps: fc.uniqueArray(ipEntry, { maxLength: 5 }),
      favorite: variant === 'B' ? fc.boolean() : fc.constant(false),
      favoritedAt: fc.constant(null),
      createdAt: isoSecond.map((date) => date.toISOString()),
      updatedAt: isoSecond.map((date) => date.toISOString()),
    })
    .map((website) => ({ ...website, displayDomain: displayDomain(website.domain) }))

const microseconds = (iso: string): string => iso.replace(/\.(\d{3})Z$/, '.$1000Z')
const mysqlDate = (iso: string): string => iso.slice(0, 19).replace('T', ' ')

/** What a server's GET returns for the website, with the drift real servers show. */
function serverRecord(
  website: Website,
  variant: Variant,
  favoritedAt: string,
  stringly: boolean,
): Record<string, unknown> {
  const value = (n: number): number | string => (stringly ? String(n) : n)
  const common = {
    id: stringly ? website.id : Number(website.id),
    privacy: value(website.privacy),
    email: value(website.emailReports ? 1 : 0),
    exclude_bots: value(website.excludeBots ? 1 : 0),
    exclude_ips: website.excludeIps.join('\n'),
    created_at: microseconds(website.createdAt!),
    updated_at: microseconds(website.updatedAt!),
  }
  if (variant === 'A')
    return { ...common, url: website.domain, password: website.hasPassword ? 'plain-text-secret' : '' }
  return {
    ...common,
    domain: website.domain,
    password: website.hasPassword,
    favorite: website.favorite,
    favorited_at: website.favorite ? mysqlDate(favoritedAt) : null,
  }
}

describe.each(['A', 'B'] as const)('variant %s wire mapping', (variant) => {
  it('reads back every field of a server record, integers or strings, without keeping a plain password', () => {
    fc.assert(
      fc.property(storedWebsite(variant), isoSecond, fc.boolean(), (website, favoritedAt, stringly) => {
        const parsed = parseWebsite(serverRecord(website, variant, favoritedAt.toISOString(), stringly), variant)
        const expected = { ...website, favoritedAt: website.favorite ? favoritedAt.toISOString() : null }
        expect(parsed).toEqual(expected)
        expect(JSON.stringify(parsed)).not.toContain('plain-text-secret')
      }),
    )
  })

  it('keeps only the host of whatever URL the server returns as the identifier', () => {
    fc.assert(
      fc.property(fc.webUrl({ withQueryParameters: true, withFragments: true }), fc.boolean(), (url, upper) => {
        const parsed = parseWebsite(
          { id: 3, [variant === 'A' ? 'url' : 'domain']: upper ? url.toUpperCase() : url },
          variant,
        )
        const host = new URL(url).hostname.replace(/\.$/, '')
        expect(parsed.domain).toBe(
          variant === 'B' && /^(?:www\.)+[^.]+\./.test(host) ? host.replace(/^(?:www\.)+/, '') : host,
        )
      }),
    )
    expect(parseWebsite({ id: 3, url: 'https://user@Shop.example.com:8080/blog?x=1' }, 'A').domain).toBe(
      'shop.example.com',
    )
  })

  it('keeps an internationalized domain in ASCII, as the server is sent it, and shows it in its own letters', () => {
    const identifier = variant === 'A' ? 'url' : 'domain'
    for (const stored of ['xn--zrich-kva.ch', 'zürich.ch', variant === 'A' ? 'https://Zürich.ch/' : 'ZÜRICH.CH']) {
      expect(parseWebsite({ id: 3, [identifier]: stored }, variant)).toMatchObject({
        domain: 'xn--zrich-kva.ch',
        displayDomain: 'zürich.ch',
      })
    }
    expect(parseWebsite({ id: 3, [identifier]: 'shop.example.com' }, variant).displayDomain).toBe('shop.example.com')
  })

  it('refuses records without a usable id', () => {
    for (const id of [undefined, null, '', 0, -4, 1.5, 1e21, 'abc', '../account', Number.MAX_SAFE_INTEGER + 2]) {
      expect(() => parseWebsite({ id, domain: 'example.com', url: 'example.com' }, variant), String(id)).toThrow(/id/)
    }
    expect(parseWebsite({ id: '9223372036854775807', domain: 'example.com', url: 'example.com' }, variant).id).toBe(
      '9223372036854775807',
    )
  })

  it('reads legacy null settings as Public, no e-mail, bots not excluded', () => {
    const parsed = parseWebsite(
      {
        id: 7,
        [variant === 'A' ? 'url' : 'domain']: 'old.example.com',
        privacy: null,
        email: null,
        exclude_bots: null,
        exclude_ips: null,
        password: null,
      },
      variant,
    )
    expect(parsed).toMatchObject({
      id: '7',
      domain: 'old.example.com',
      privacy: 0,
      emailReports: false,
      excludeBots: false,
      excludeIps: [],
      hasPassword: false,
      excludeParams: null,
    })
  })

  it('sends the spec defaults explicitly and echoes back what the user created', () => {
    fc.assert(
      fc.property(websiteInput(variant === 'B'), isoSecond, (input, now) => {
        const form = toCreateForm(input, variant, now)
        const identifier = variant === 'A' ? 'url' : 'domain'
        expect(form.get(identifier)).toBe(variant === 'A' ? `https://${input.domain}` : input.domain)
        expect(form.get('privacy')).toBe(String(input.privacy ?? 1))
        expect(form.get('email')).toBe(input.emailReports ? '1' : '0')
        expect(form.get('exclude_bots')).toBe(input.excludeBots === false ? '0' : '1')
        expect(form.get('password')).toBe((input.privacy ?? 1) === 2 ? input.password : null)
        if (input.favorite !== undefined) {
          expect(form.get('favorite')).toBe(input.favorite ? '1' : '0')
          expect(form.get('favorited_at')).toBe(input.favorite ? formatFavoritedAt(now) : '')
        }
        // Create echoes the raw form strings; the mapping must read them back to the same values.
        const echo = Object.fromEntries(form.entries())
        const parsed = parseWebsite(
          { ...echo, id: '12', password: variant === 'B' ? form.has('password') : (form.get('password') ?? '') },
          variant,
        )
        expect(parsed.domain).toBe(input.domain)
        expect(parsed.privacy).toBe(input.privacy ?? 1)
        expect(parsed.emailReports).toBe(input.emailReports ?? false)
        expect(parsed.excludeBots).toBe(input.excludeBots ?? true)
        expect(parsed.excludeIps).toEqual(normalizeLineList(input.excludeIps ?? []))
        expect(parsed.hasPassword).toBe((input.privacy ?? 1) === 2)
        expect(parsed.favorite).toBe(variant === 'B' && input.favorite === true)
      }),
    )
  })

  it('updates only the given fields and never the identifier', () => {
    fc.assert(
      fc.property(websiteInput(variant === 'B'), (input) => {
        const { domain: _domain, ...patch } = input
        const form = toUpdateForm(patch, variant)
        expect(form.has('url') || form.has('domain')).toBe(false)
        const sent = new Set(form.keys())
        expect(sent.has('privacy')).toBe(patch.privacy !== undefined)
        expect(sent.has('email')).toBe(patch.emailReports !== undefined)
        expect(sent.has('exclude_bots')).toBe(patch.excludeBots !== undefined)
        expect(sent.has('exclude_params')).toBe(patch.excludeParams !== undefined)
        expect(sent.has('exclude_ips')).toBe(patch.excludeIps !== undefined)
        expect(sent.has('password')).toBe(patch.password !== undefined)
      }),
    )
  })

  it('always asks for a page size, and only with parameters the variant knows', () => {
    expect(toListParams({}, variant).per_page).toBe(variant === 'A' ? '10' : '100')
    const params = toListParams(
      { search: '  shop ', sort: 'asc', sortBy: 'domain', favorite: true, perPage: 50, page: 3 },
      variant,
    )
    if (variant === 'A') expect(params).toEqual({ search: 'shop', sort: 'asc', per_page: '50', page: '3' })
    else
      expect(params).toEqual({
        search: 'shop',
        search_by: 'domain',
        sort_by: 'domain',
        sort: 'asc',
        favorite: '1',
        per_page: '50',
        page: '3',
      })
  })

  it("reads Laravel pagination, including A's string per_page, and a list without meta", () => {
    const page = parseWebsitePage(
      { data: [], links: { next: null }, meta: { current_page: 2, last_page: 2, per_page: '25', total: '30' } },
      variant,
      2,
    )
    expect(page).toEqual({ items: [], page: 2, lastPage: 2, perPage: 25, total: 30 })
    expect(parseWebsitePage({ data: [], links: { next: null } }, variant, 4).lastPage).toBe(4)
  })
})
