import { describe, expect, it } from 'vitest'
import type { Variant, Website } from '../../src/shared/website'
import { isLastPage } from '../../src/main/api'
import { apiFailure as refused } from '../support/errors'
import { apiPath, useSandbox } from '../support/sandbox'

const fx = useSandbox()

describe.each(['A', 'B'] as const)('variant %s client against the sandbox', (variant: Variant) => {
  const identifier = variant === 'A' ? 'url' : 'domain'

  it('lists with the exact headers and an explicit page size', async () => {
    fx.clear()
    const page = await fx.client(variant).list()
    expect(page.items.length).toBe(variant === 'A' ? 10 : page.total)
    expect(page.page).toBe(1)
    expect(page.perPage).toBe(variant === 'A' ? 10 : 100)
    const [request] = fx.requests
    expect(request).toMatchObject({
      method: 'GET',
      path: apiPath(variant),
      query: { per_page: variant === 'A' ? '10' : '100' },
      body: '',
    })
    expect(request?.headers.authorization).toBe(`Bearer ${fx.sandbox.apiKey}`)
    expect(request?.headers.accept).toBe('application/json')
    expect(request?.headers['content-type']).toBeUndefined()
    for (const website of page.items) expect(website.domain).not.toMatch(/^https?:|\//)
  })

  it('pages to the last page and sees every website exactly once', async () => {
    const client = fx.client(variant)
    const seen: string[] = []
    let pageNumber = 1
    let lastPage: number | null
    for (;;) {
      const page = await client.list({ perPage: 10, page: pageNumber })
      seen.push(...page.items.map((website) => website.id))
      lastPage = page.lastPage
      if (isLastPage(page)) break
      pageNumber += 1
    }
    const total = fx.sandbox.control.list(variant).length
    expect(new Set(seen).size).toBe(total)
    expect(seen.length).toBe(total)
    expect(lastPage).toBe(Math.ceil(total / 10))
    const beyond = await client.list({ perPage: 10, page: (lastPage ?? 1) + 1 })
    expect(beyond.items).toEqual([])
  })

  it('searches and sorts on the server, with each parameter in its wire form', async () => {
    const client = fx.client(variant)
    fx.clear()
    // A orders by url whenever `sort` is given; B needs sort_by=domain (its default is the creation date).
    const byDomain = variant === 'B' ? ({ sortBy: 'domain' } as const) : {}
    const ascending = await client.list({ search: 'o', sort: 'asc', perPage: 100, ...byDomain })
    const domains = ascending.items.map((website) => website.domain)
    expect(domains.length).toBeGreaterThan(3)
    expect(domains.every((domain) => domain.includes('o'))).toBe(true)
    expect(domains).toEqual([...domains].sort())
    const descending = await client.list({ search: 'o', sort: 'desc', perPage: 100, ...byDomain })
    expect(descending.items.map((website) => website.domain)).toEqual([...domains].reverse())
    expect(fx.requests[0]?.query).toEqual(
      variant === 'A'
        ? { search: 'o', sort: 'asc', per_page: '100' }
        : { search: 'o', search_by: 'domain', sort_by: 'domain', sort: 'asc', per_page: '100' },
    )
  })

  it('shows one website by id', async () => {
    const [first] = fx.sandbox.control.list(variant)
    const website = await fx.client(variant).get(String(first?.id))
    expect(website.id).toBe(String(first?.id))
    expect(website.domain).toBe(first?.host)
    expect(fx.requests.at(-1)?.path).toBe(`${apiPath(variant)}/${first?.id}`)
  })

  it('creates with the spec defaults sent explicitly, from a domain typed with scheme, www and capitals', async () => {
    fx.clear()
    const created = await fx.client(variant).create({ domain: ' https://www.Defaults-Check.example.org/ ' })
    const [request] = fx.requests
    expect(request?.method).toBe('POST')
    expect(request?.headers['content-type']).toBe('application/x-www-form-urlencoded')
    expect(request?.headers.accept).toBe('application/json')
    // B's server strips www., so the client does too; A stores the host as sent, so it is kept.
    const host = variant === 'A' ? 'www.defaults-check.example.org' : 'defaults-check.example.org'
    const form = Object.fromEntries(new URLSearchParams(request?.body))
    expect(form).toEqual({
      [identifier]: variant === 'A' ? `https://${host}` : host,
      privacy: '1',
      email: '0',
      exclude_bots: '1',
    })
    expect(created).toMatchObject({
      domain: host,
      privacy: 1,
      emailReports: false,
      excludeBots: true,
      hasPassword: false,
      excludeIps: [],
      excludeParams: null,
      favorite: false,
    })
    expect(created.id).toMatch(/^\d+$/)
    expect(created.createdAt).toMatch(/Z$/)
  })

  it('creates a password-protected website with lists, keeping the excluded parameters it saved', async () => {
    const created = await fx.client(variant).create({
      domain: 'protected.example.net',
      privacy: 2,
      password: 'open sesame',
      emailReports: true,
      excludeBots: false,
      excludeParams: ['utm_source', ' fbclid ', 'utm_source'],
      excludeIps: ['203.0.113.7', '2001:db8::/32'],
    })
    expect(created).toMatchObject({
      privacy: 2,
      hasPassword: true,
      emailReports: true,
      excludeBots: false,
      excludeParams: ['utm_source', 'fbclid'],
      excludeIps: ['203.0.113.7', '2001:db8::/32'],
    })
    expect(JSON.stringify(created)).not.toContain('open sesame')
    const reread = await fx.client(variant).get(created.id)
    expect(reread).toMatchObject({
      privacy: 2,
      hasPassword: true,
      excludeIps: ['203.0.113.7', '2001:db8::/32'],
      excludeParams: null,
    })
  })

  it('updates with PATCH by default and PUT on request, sending only the given fields', async () => {
    const client = fx.client(variant)
    const created = await client.create({ domain: 'patch-me.example.com', emailReports: true })
    fx.clear()
    const patched = await client.update(created.id, { privacy: 0 })
    expect(fx.requests[0]).toMatchObject({
      method: 'PATCH',
      path: `${apiPath(variant)}/${created.id}`,
      body: 'privacy=0',
    })
    expect(fx.requests[0]?.headers).toMatchObject({
      accept: 'application/json',
      'content-type': 'application/x-www-form-urlencoded',
      authorization: `Bearer ${fx.sandbox.apiKey}`,
    })
    expect(patched).toMatchObject({ privacy: 0, emailReports: true, excludeBots: true, domain: 'patch-me.example.com' })
    fx.clear()
    const put = await client.update(
      created.id,
      { excludeIps: ['198.51.100.0/24'], excludeParams: ['ref'] },
      { method: 'PUT' },
    )
    expect(fx.requests[0]?.method).toBe('PUT')
    expect(Object.fromEntries(new URLSearchParams(fx.requests[0]?.body))).toEqual({
      exclude_ips: '198.51.100.0/24',
      exclude_params: 'ref',
    })
    expect(put).toMatchObject({
      privacy: 0,
      emailReports: true,
      excludeIps: ['198.51.100.0/24'],
      excludeParams: ['ref'],
    })
  })

  it('deletes without a body or content type, after which the website is gone', async () => {
    const client = fx.client(variant)
    const created = await client.create({ domain: 'short-lived.example.com' })
    fx.clear()
    await client.remove(created.id)
    expect(fx.requests[0]).toMatchObject({ method: 'DELETE', path: `${apiPath(variant)}/${created.id}`, body: '' })
    expect(fx.requests[0]?.headers['content-type']).toBeUndefined()
    expect(fx.requests[0]?.headers.accept).toBe('application/json')
    expect(fx.requests[0]?.headers.authorization).toBe(`Bearer ${fx.sandbox.apiKey}`)
    expect((await refused(client.get(created.id))).kind).toBe('not_found')
    expect(fx.sandbox.control.list(variant).some((website) => website.id === Number(created.id))).toBe(false)
  })

  it('refuses values the variant does not allow before sending anything', async () => {
    const client = fx.client(variant)
    fx.clear()
    const cases: Array<[string, Promise<unknown>]> = [
      ['perPage', client.list({ perPage: variant === 'A' ? 101 : 30 })],
      ['perPage', client.list({ perPage: 9 })],
      ['page', client.list({ page: 0 })],
      ['domain', client.create({ domain: 'not a domain' })],
      ['password', client.create({ domain: 'needs-password.example.com', privacy: 2 })],
      ['excludeIps', client.create({ domain: 'ips.example.com', excludeIps: ['999.1.1.1'] })],
      ['domain', client.update('1', { domain: 'renamed.example.com' } as never)],
      ['patch', client.update('1', {})],
      ['id', client.get('../account')],
    ]
    if (variant === 'A') {
      cases.push(
        ['sortBy', client.list({ sortBy: 'created' })],
        ['favorite', client.list({ favorite: true })],
        ['favorite', client.update('1', { favorite: true })],
      )
    }
    for (const [field, promise] of cases) {
      const error = await refused(promise)
      expect(error.kind, field).toBe('invalid_request')
      expect(Object.keys(error.fieldErrors ?? {}), field).toContain(field)
    }
    expect(fx.requests).toEqual([])
  })
})

describe('variant B favorites and list controls', () => {
  it('filters by favorite and sorts by creation date or domain', async () => {
    const client = fx.client('B')
    fx.clear()
    const favorites = await client.list({ favorite: true, perPage: 100 })
    expect(fx.requests[0]?.query).toMatchObject({ favorite: '1' })
    expect(favorites.items.length).toBeGreaterThan(0)
    expect(favorites.items.every((website: Website) => website.favorite && website.favoritedAt !== null)).toBe(true)
    const others = await client.list({ favorite: false, perPage: 100 })
    expect(others.items.every((website) => !website.favorite)).toBe(true)
    expect(favorites.items.length + others.items.length).toBe(fx.sandbox.control.list('B').length)

    fx.clear()
    const newest = await client.list({ sortBy: 'created', sort: 'desc', perPage: 25 })
    expect(fx.requests[0]?.query).toMatchObject({ sort_by: 'id', sort: 'desc', per_page: '25' })
    const ids = newest.items.map((website) => Number(website.id))
    expect(ids).toEqual([...ids].sort((a, b) => b - a))
    const byDomain = await client.list({ sortBy: 'domain', sort: 'asc', perPage: 25 })
    const domains = byDomain.items.map((website) => website.domain)
    expect(domains).toEqual([...domains].sort())
  })

  it('sets and clears a favorite by sending favorite and favorited_at', async () => {
    const client = fx.client('B')
    const created = await client.create({ domain: 'fav-toggle.example.com' })
    fx.clear()
    const favorited = await client.update(created.id, { favorite: true })
    const sent = new URLSearchParams(fx.requests[0]?.body)
    expect(sent.get('favorite')).toBe('1')
    expect(sent.get('favorited_at')).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}$/)
    expect(favorited.favorite).toBe(true)
    expect(favorited.favoritedAt).toMatch(/Z$/)
    fx.clear()
    const cleared = await client.update(created.id, { favorite: false })
    expect(fx.requests[0]?.body).toBe('favorite=0&favorited_at=')
    expect(cleared).toMatchObject({ favorite: false, favoritedAt: null })
    expect((await client.get(created.id)).favorite).toBe(false)
  })

  it('creates a favorite in one request where the server honours it', async () => {
    fx.clear()
    const created = await fx.client('B').create({ domain: 'born-favorite.example.com', favorite: true })
    expect(created.favorite).toBe(true)
    expect(fx.requests.map((request) => request.method)).toEqual(['POST'])
  })
})

describe('a server that ignores favorites on create, like real ones', () => {
  const real = useSandbox({ seed: 0, quirks: { ignoreFavoriteOnCreate: true, nullDefaultsOnCreate: true } })

  it('follows the create with an update so the favorite sticks', async () => {
    const created = await real.client('B').create({ domain: 'follow-up.example.com', favorite: true })
    expect(real.requests.map((request) => request.method)).toEqual(['POST', 'PATCH'])
    expect(created).toMatchObject({ favorite: true, domain: 'follow-up.example.com' })
    expect((await real.client('B').get(created.id)).favorite).toBe(true)
  })

  it('still gets Private, no e-mail and bots excluded, because the defaults are sent', async () => {
    for (const variant of ['A', 'B'] as const) {
      const created = await real.client(variant).create({ domain: `defaults-${variant.toLowerCase()}.example.com` })
      expect(await real.client(variant).get(created.id)).toMatchObject({
        privacy: 1,
        emailReports: false,
        excludeBots: true,
      })
    }
  })
})
