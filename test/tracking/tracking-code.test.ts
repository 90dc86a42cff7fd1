import { describe, expect, it } from 'vitest'
import { countedHost, serviceAppUrl, trackingCode } from '../../src/shared/tracking/code'

describe('the tracking code', () => {
  it("is phpAnalytics' snippet for a variant B service, exactly", () => {
    expect(trackingCode({ baseUrl: 'https://stats.example.com/', variant: 'B' }, { respectDnt: false })).toBe(
      '<script data-host="https://stats.example.com" data-dnt="false" src="https://stats.example.com/js/script.js" id="ZwSg9rf6GA" async defer></script>',
    )
  })

  it('says data-dnt="true" when the user respects Do Not Track', () => {
    expect(trackingCode({ baseUrl: 'https://stats.example.com', variant: 'B' }, { respectDnt: true })).toContain(
      'data-dnt="true"',
    )
  })

  it("keeps a variant A server's /public, where its script and /api/event live", () => {
    expect(trackingCode({ baseUrl: 'https://old.example.org', variant: 'A' }, { respectDnt: false })).toBe(
      '<script data-host="https://old.example.org/public" data-dnt="false" src="https://old.example.org/public/js/script.js" id="ZwSg9rf6GA" async defer></script>',
    )
  })

  it('keeps the path a server is installed under, without its trailing slash or a query', () => {
    expect(serviceAppUrl('https://example.com/analytics/?x=1#top', 'B')).toBe('https://example.com/analytics')
    expect(serviceAppUrl('http://localhost:8080/tools/stats//', 'A')).toBe('http://localhost:8080/tools/stats/public')
  })

  it('escapes what would end the attribute', () => {
    const code = trackingCode({ baseUrl: 'https://example.com/a"b<c>&d', variant: 'B' }, { respectDnt: false })
    expect(code).not.toContain('a"b')
    expect(code).toContain('data-host="https://example.com/a%22b%3Cc%3E&amp;d"')
  })

  it('compares hosts as the service does: www. removed, any case', () => {
    expect(countedHost('WWW.Shop.Example')).toBe('shop.example')
    expect(countedHost('blog.shop.example')).toBe('blog.shop.example')
  })
})
