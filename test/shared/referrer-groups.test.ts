/** Referrers grouped into search engines and social networks by their registrable host (src/shared/statistics/referrer-groups.ts). */
import { describe, expect, it } from 'vitest'
import { referrerGroup } from '../../src/shared/statistics/referrer-groups'

describe('referrer groups', () => {
  it('knows search engines by host, with country endings', () => {
    expect(referrerGroup('google.com', 'searchEngine')).toBe('Google')
    expect(referrerGroup('www.google.co.uk', 'searchEngine')).toBe('Google')
    expect(referrerGroup('https://www.google.de/search?q=x', 'searchEngine')).toBe('Google')
    expect(referrerGroup('yandex.ru', 'searchEngine')).toBe('Yandex')
    expect(referrerGroup('duckduckgo.com', 'searchEngine')).toBe('DuckDuckGo')
    expect(referrerGroup('cn.bing.com', 'searchEngine')).toBe('Bing')
  })

  it('knows social networks, and a search engine is not one', () => {
    expect(referrerGroup('t.co', 'socialNetwork')).toBe('X (Twitter)')
    expect(referrerGroup('m.facebook.com', 'socialNetwork')).toBe('Facebook')
    expect(referrerGroup('old.reddit.com', 'socialNetwork')).toBe('Reddit')
    expect(referrerGroup('google.com', 'socialNetwork')).toBeNull()
  })

  it('is not fooled by a look-alike host', () => {
    expect(referrerGroup('google.com.evil.example', 'searchEngine')).toBeNull()
    expect(referrerGroup('notgoogle.com', 'searchEngine')).toBeNull()
    expect(referrerGroup('facebook.com.example.org', 'socialNetwork')).toBeNull()
    expect(referrerGroup('mybing.com', 'searchEngine')).toBeNull()
    expect(referrerGroup('', 'searchEngine')).toBeNull()
  })
})
