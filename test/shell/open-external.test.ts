/** The one link the window may open in the browser: an account's own service address (ipc/handlers.ts). */
import { describe, expect, it } from 'vitest'
import { isServiceAddress } from '../../src/main/ipc/handlers'

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
    expect(isServiceAddress(url, ACCOUNTS)).toBe(true)
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
    'javascript:alert(1)',
    'file:///etc/passwd',
    'not a url',
  ])('%s is refused', (url) => {
    expect(isServiceAddress(url, ACCOUNTS)).toBe(false)
  })

  it('nothing opens without accounts', () => {
    expect(isServiceAddress('https://stats.example.com', [])).toBe(false)
  })
})
