/**
 * Where a host is, decided on its addresses (tracking/host-place.ts): only ordinary unicast is
 * public; an address inside a URL is read as Chromium reads it, whatever form it was written in,
 * and never sent to a resolver; a name is as private as the most private of its addresses.
 */
import { describe, expect, it } from 'vitest'
import { isPublicAddress, placeOfHost } from '../../src/main/tracking/host-place'

const neverAsked = async (): Promise<string[]> => {
  throw new Error('a literal address was sent to the resolver')
}

describe('an address', () => {
  it.each([
    ['127.0.0.1', 'loopback'],
    ['10.1.2.3', 'RFC 1918'],
    ['172.16.0.1', 'RFC 1918'],
    ['192.168.1.1', 'RFC 1918'],
    ['169.254.169.254', 'link-local, the cloud metadata service'],
    ['100.64.0.1', 'carrier-grade NAT'],
    ['0.0.0.0', 'unspecified'],
    ['192.0.2.1', 'documentation'],
    ['224.0.0.1', 'multicast'],
    ['::1', 'loopback'],
    ['::', 'unspecified'],
    ['fe80::1', 'link-local'],
    ['fc00::1', 'unique local'],
    ['fd12:3456::1', 'unique local'],
    ['::ffff:192.168.0.1', 'IPv4-mapped'],
    ['64:ff9b::a00:1', 'NAT64 to 10.0.0.1'],
    ['2002:c0a8:101::1', '6to4 to 192.168.1.1'],
  ])('%s (%s) is not public', (address) => {
    expect(isPublicAddress(address)).toBe(false)
  })

  it.each(['93.184.215.14', '8.8.8.8', '2606:4700::1111', '::ffff:93.184.215.14', '64:ff9b::5db8:d70e'])(
    '%s is public',
    (address) => {
      expect(isPublicAddress(address)).toBe(true)
    },
  )
})

describe('a host in a URL', () => {
  it.each([
    'http://2130706433/',
    'http://0x7f.1/',
    'http://0177.0.0.1/',
    'http://127.1/',
    'http://[::ffff:127.0.0.1]/',
    'http://[::1]/',
    'http://0/',
    'http://localhost./',
    'http://LOCALHOST/',
    'http://admin.localhost/',
  ])('%s is private, without asking a resolver', async (url) => {
    expect(await placeOfHost(new URL(url).hostname, neverAsked)).toBe('private')
  })

  it('is public when every address of its name is, private when one is not', async () => {
    expect(await placeOfHost('shop.example', async () => ['93.184.215.14', '2606:4700::1111'])).toBe('public')
    expect(await placeOfHost('shop.example', async () => ['93.184.215.14', '10.0.0.7'])).toBe('private')
  })

  it('is unresolved when its name does not resolve here', async () => {
    expect(await placeOfHost('nowhere.example', neverAsked)).toBe('unresolved')
    expect(await placeOfHost('nowhere.example', async () => [])).toBe('unresolved')
  })
})
