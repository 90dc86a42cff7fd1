import { isIP } from 'node:net'
import { domainToASCII } from 'node:url'
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import {
  isIpOrCidr,
  normalizeDomain,
  normalizeLineList,
  toWireLines,
  validateExcludeIps,
  validateExcludeParams,
} from '../../src/shared/validation'

const lineText = fc.string({ unit: fc.constantFrom('a', 'b', '1', ' ', '\t', '.', ':', '/'), maxLength: 8 })
const lineEnding = fc.constantFrom('\n', '\r\n', '\r')
const multiline = fc
  .array(fc.tuple(lineText, lineEnding), { maxLength: 12 })
  .map((parts) => parts.map(([text, end]) => text + end).join(''))

describe('line-list normalization', () => {
  it('trims, drops blank lines and duplicates, whatever the line endings', () => {
    fc.assert(
      fc.property(multiline, (text) => {
        const list = normalizeLineList(text)
        for (const entry of list) {
          expect(entry).toBe(entry.trim())
          expect(entry).not.toBe('')
          expect(entry).not.toMatch(/[\r\n]/)
        }
        expect(new Set(list).size).toBe(list.length)
      }),
    )
  })

  it('keeps every non-blank entry, in the order of its first occurrence', () => {
    fc.assert(
      fc.property(multiline, (text) => {
        const expected: string[] = []
        for (const line of text.split(/\r\n|\r|\n/)) {
          const entry = line.trim()
          if (entry && !expected.includes(entry)) expected.push(entry)
        }
        expect(normalizeLineList(text)).toEqual(expected)
      }),
    )
  })

  it('survives the trip to the wire and back unchanged, and is idempotent', () => {
    fc.assert(
      fc.property(fc.array(lineText, { maxLength: 10 }), (entries) => {
        const once = normalizeLineList(entries)
        expect(normalizeLineList(toWireLines(entries))).toEqual(once)
        expect(normalizeLineList(once)).toEqual(once)
      }),
    )
  })
})

describe('IP and CIDR entries', () => {
  it('accepts every IPv4 and IPv6 address and range', () => {
    fc.assert(
      fc.property(fc.oneof(fc.ipV4(), fc.ipV6()), fc.option(fc.nat(128)), (address, bits) => {
        const isV4 = isIP(address) === 4
        const entry = bits === null ? address : `${address}/${isV4 ? bits % 33 : bits}`
        expect(isIpOrCidr(entry)).toBe(true)
      }),
    )
  })

  it('agrees with Node on arbitrary text, and refuses prefixes longer than the address', () => {
    fc.assert(
      fc.property(
        fc.string({ unit: fc.constantFrom('1', '2', '5', '0', '.', ':', 'a', 'f', 'g', '/'), maxLength: 20 }),
        (text) => {
          if (!text.includes('/')) expect(isIpOrCidr(text)).toBe(isIP(text) !== 0 && !/^0\d|\.0\d/.test(text))
        },
      ),
    )
    expect(isIpOrCidr('10.0.0.0/33')).toBe(false)
    expect(isIpOrCidr('2001:db8::/129')).toBe(false)
    expect(isIpOrCidr('fe80::1%eth0')).toBe(false)
    expect(isIpOrCidr('127.1')).toBe(false)
  })

  it('names the entries that are wrong, and normalizes the rest', () => {
    expect(validateExcludeIps(' 203.0.113.7 \n\n203.0.113.7\n2001:db8::/32 ')).toEqual({
      ok: true,
      value: ['203.0.113.7', '2001:db8::/32'],
    })
    const checked = validateExcludeIps('203.0.113.7\nexample.com\n300.1.1.1')
    expect(checked.ok).toBe(false)
    if (!checked.ok) expect(checked.message).toContain('"example.com", "300.1.1.1"')
    expect(validateExcludeParams('utm_source\nref=1').ok).toBe(false)
    expect(validateExcludeParams('utm_source\n utm_source \nfbclid')).toEqual({
      ok: true,
      value: ['utm_source', 'fbclid'],
    })
  })
})

describe('domain input', () => {
  const domain = fc.domain().filter((value) => normalizeDomain(value, 'A').ok)

  it.each(['A', 'B'] as const)(
    'variant %s tolerates a scheme, capitals, spaces and a trailing slash, and is idempotent',
    (variant) => {
      fc.assert(
        fc.property(
          domain,
          fc.constantFrom('', 'http://', 'https://', 'HTTPS://'),
          fc.boolean(),
          (name, scheme, slash) => {
            const bare = normalizeDomain(name, variant)
            const typed = normalizeDomain(`  ${scheme}${name.toUpperCase()}${slash ? '/' : ''} `, variant)
            expect(typed).toEqual(bare)
            if (bare.ok) expect(normalizeDomain(bare.value, variant)).toEqual(bare)
          },
        ),
      )
    },
  )

  it('drops a leading www. for variant B, whose server strips it, and keeps it for A, whose server stores the host as sent', () => {
    fc.assert(
      fc.property(domain, fc.integer({ min: 1, max: 3 }), (name, repeat) => {
        const typed = `${'www.'.repeat(repeat)}${name}`
        const forB = normalizeDomain(typed, 'B')
        expect(forB).toEqual(normalizeDomain(name.replace(/^(?:www\.)+/, ''), 'B'))
        if (forB.ok) expect(normalizeDomain(forB.value, 'B')).toEqual(forB)
        expect(normalizeDomain(typed, 'A')).toEqual({ ok: true, value: typed.toLowerCase() })
      }),
    )
    expect(normalizeDomain('https://www.Shop.example/', 'B')).toEqual({ ok: true, value: 'shop.example' })
    expect(normalizeDomain('www.com', 'B')).toEqual({ ok: true, value: 'www.com' })
  })

  it('accepts IPv4 addresses and internationalized names, refuses paths, ports and non-web schemes', () => {
    expect(normalizeDomain('203.0.113.9', 'B')).toEqual({ ok: true, value: '203.0.113.9' })
    expect(normalizeDomain('bäckerei-müller.de', 'B')).toEqual({ ok: true, value: domainToASCII('bäckerei-müller.de') })
    for (const bad of [
      '',
      'localhost',
      'example',
      'example.com/blog',
      'example.com:8080',
      'ftp://example.com',
      'javascript:alert(1)',
      '-bad-.com',
      'exa mple.com',
      'user@example.com',
      'exa\\mple.com',
    ]) {
      expect(normalizeDomain(bad, 'B').ok, bad).toBe(false)
      expect(normalizeDomain(bad, 'A').ok, bad).toBe(false)
    }
  })
})
