/**
 * The one link the window may open in the browser, by app:openExternal or window.open alike: an
 * account's own service address (window/external-links.ts).
 */
import { describe, expect, it, vi } from 'vitest'
import { linkOpener, mayOpenExternally } from '../../src/main/window/external-links'
import { websitePageUrl } from '../../src/shared/statistics/web-pages'

vi.mock('electron', () => ({
  shell: { openExternal: () => Promise.reject(new Error('the test opens through its own')) },
}))

const ACCOUNTS = ['https://stats.example.com', 'http://127.0.0.1:8080', 'https://example.org/analytics']

describe('a link the window asks to open', () => {
  it.each([
    'https://stats.example.com',
    'https://stats.example.com/',
    'https://STATS.example.com',
    'http://127.0.0.1:8080/',
    'https://example.org/analytics',
    'https://stats.example.com/account',
    'https://example.org/analytics/account',
  ])("%s, an account's address, opens", (url) => {
    expect(mayOpenExternally(url, ACCOUNTS)).toBe(true)
  })

  it.each([
    'https://stats.example.com/login?next=https://phishing.example',
    'https://stats.example.com.phishing.example',
    'https://phishing.example',
    'http://stats.example.com',
    'http://127.0.0.1:8081',
    'https://example.org/analytics/../admin',
    'https://stats.example.com/account/../admin',
    'https://stats.example.com/accounts',
    'https://user:secret@stats.example.com/',
    'javascript:alert(1)',
    'file:///etc/passwd',
    'not a url',
  ])('%s is refused', (url) => {
    expect(mayOpenExternally(url, ACCOUNTS)).toBe(false)
  })

  it('nothing opens without accounts', () => {
    expect(mayOpenExternally('https://stats.example.com', [])).toBe(false)
  })
})

describe("a website's pages on the service", () => {
  const PAGES = [
    websitePageUrl('https://example.org/analytics', 'shop.example', 'overview'),
    websitePageUrl('https://example.org/analytics/', 'shop.example', 'realtime'),
  ]

  it("opens exactly the website's statistics and realtime pages at its account's address", () => {
    expect(PAGES).toEqual([
      'https://example.org/analytics/shop.example',
      'https://example.org/analytics/shop.example/realtime',
    ])
    for (const page of PAGES) expect(mayOpenExternally(page, ACCOUNTS, PAGES)).toBe(true)
  })

  it.each([
    'https://example.org/analytics/other.example',
    'https://example.org/analytics/shop.example/realtime/../../admin',
    'https://example.org/analytics/shop.example/../x',
    'https://example.org/analytics/shop.example/settings',
    'https://example.org/shop.example/realtime',
    'https://stats.example.com/shop.example',
    'http://example.org/analytics/shop.example',
    'https://user:secret@example.org/analytics/shop.example',
    'javascript:alert(1)//example.org/analytics/shop.example',
  ])('%s is refused', (url) => {
    expect(mayOpenExternally(url, ACCOUNTS, PAGES)).toBe(false)
  })

  it('a page a website built from a hostile page list is still refused when it is not a web link', () => {
    expect(mayOpenExternally('javascript:alert(1)', ACCOUNTS, ['javascript:alert(1)'])).toBe(false)
  })
})

describe('the opener both doors use', () => {
  it('opens what the allow-list lets through, and refuses the rest without opening anything', async () => {
    const opened: string[] = []
    const accounts = ['https://stats.example.com']
    const open = linkOpener(
      () => accounts,
      async (url) => void opened.push(url),
    )
    await expect(open('https://phishing.example/')).rejects.toMatchObject({ kind: 'invalid_request' })
    await open('https://stats.example.com/account')
    // An account added later counts at once.
    accounts.push('https://other.example.net')
    await open('https://other.example.net/')
    expect(opened).toEqual(['https://stats.example.com/account', 'https://other.example.net/'])
  })
})
