/**
 * Adding lines to and removing lines from a website's list, as a bulk change does it to each
 * website's own list: nothing of the list is lost but what is removed, no line comes twice in
 * any spelling, and undoing takes back exactly what was done.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { hasLine, lineKey, mergeLines, reverseLines, type LineChange } from '../../src/shared/bulk/lines'
import { ipEntry, paramName } from '../support/arbitraries'

const ips = (add: string[], remove: string[] = [], swap = false): LineChange => ({
  field: 'excludeIps',
  add,
  remove,
  ...(swap && { swap }),
})

describe('adding and removing lines', () => {
  it('adds at the end and keeps every line someone else put there', () => {
    expect(mergeLines(['198.51.100.9', '10.0.0.0/8'], ips(['203.0.113.7']))).toEqual({
      value: ['198.51.100.9', '10.0.0.0/8', '203.0.113.7'],
      added: ['203.0.113.7'],
      removed: [],
    })
  })

  it('adds nothing the list has in another spelling: IPv6 in any case or with zeros, a range written with a host address', () => {
    const list = ['2001:DB8::1', '203.0.113.0/24']
    expect(mergeLines(list, ips(['2001:db8:0:0:0:0:0:1', '203.0.113.77/24'])).added).toEqual([])
    expect(mergeLines(list, ips(['2001:db8::1/128'])).added).toEqual(['2001:db8::1/128'])
  })

  it('removes every spelling of a line, and only that line (an address is not the /32 range of it)', () => {
    expect(
      mergeLines(['2001:0db8::0001', '203.0.113.7', '203.0.113.7/32'], ips([], ['2001:db8::1', '203.0.113.7'])),
    ).toEqual({
      value: ['203.0.113.7/32'],
      added: [],
      removed: ['2001:0db8::0001', '203.0.113.7'],
    })
  })

  it('trims, drops blank and repeated lines as the editor does, and adds a line given twice once', () => {
    expect(mergeLines([' 198.51.100.9 ', '', '198.51.100.9'], ips(['203.0.113.7', ' 203.0.113.7', '']))).toEqual({
      value: ['198.51.100.9', '203.0.113.7'],
      added: ['203.0.113.7'],
      removed: [],
    })
  })

  it('compares query parameters by their exact name', () => {
    const change: LineChange = { field: 'excludeParams', add: ['UTM_source', 'fbclid'], remove: ['gclid'] }
    expect(mergeLines(['utm_source', 'gclid'], change)).toEqual({
      value: ['utm_source', 'UTM_source', 'fbclid'],
      added: ['UTM_source', 'fbclid'],
      removed: ['gclid'],
    })
  })

  it('swaps the old address for the new one only where the old one is', () => {
    expect(mergeLines(['198.51.100.4', '10.0.0.1'], ips(['203.0.113.7'], ['198.51.100.4'], true)).value).toEqual([
      '10.0.0.1',
      '203.0.113.7',
    ])
    expect(mergeLines(['10.0.0.1'], ips(['203.0.113.7'], ['198.51.100.4'], true))).toEqual({
      value: ['10.0.0.1'],
      added: [],
      removed: [],
    })
  })

  it('a line both added and removed is added', () => {
    expect(mergeLines([], ips(['203.0.113.7'], ['203.0.113.7'])).value).toEqual(['203.0.113.7'])
  })
})

const ipList = fc.array(ipEntry, { maxLength: 8 })

describe('line merge, for any lists', () => {
  it('keeps every line it does not remove, holds every line it adds, and adds none twice in any spelling', () => {
    fc.assert(
      fc.property(ipList, ipList, ipList, (current, add, remove) => {
        const { value, added } = mergeLines(current, ips(add, remove))
        const removed = new Set(
          remove.filter((line) => !hasLine('excludeIps', add, line)).map((line) => lineKey('excludeIps', line)),
        )
        for (const line of current)
          if (!removed.has(lineKey('excludeIps', line))) expect(hasLine('excludeIps', value, line)).toBe(true)
        for (const line of add) expect(hasLine('excludeIps', value, line)).toBe(true)
        for (const line of removed) expect(hasLine('excludeIps', value, line)).toBe(false)
        // A line added is there once, in one spelling. (Two spellings the list had already, e.g. one
        // range written with two host addresses, are someone else's lines: kept as they are.)
        for (const line of added)
          expect(value.filter((other) => lineKey('excludeIps', other) === lineKey('excludeIps', line))).toEqual([line])
      }),
    )
  })

  it('is done once: applying it again changes nothing', () => {
    fc.assert(
      fc.property(ipList, ipList, ipList, (current, add, remove) => {
        const once = mergeLines(current, ips(add, remove))
        expect(mergeLines(once.value, ips(add, remove))).toEqual({ value: once.value, added: [], removed: [] })
      }),
    )
  })

  it('is taken back by its reverse, up to the order of the lines', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(paramName, { maxLength: 8 }),
        fc.array(paramName, { maxLength: 4 }),
        fc.array(paramName, { maxLength: 4 }),
        (current, add, remove) => {
          const change: LineChange = { field: 'excludeParams', add, remove }
          const done = mergeLines(current, change)
          const undone = mergeLines(done.value, reverseLines('excludeParams', done))
          expect([...undone.value].sort()).toEqual([...current].sort())
        },
      ),
    )
  })
})
