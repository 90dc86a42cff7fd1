import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { isIpOrCidr, normalizeDomain } from '../../src/shared/validation'
import { DEMO_SITE_COUNT, demoWebsites } from '../../src/main/sandbox/demo-data'
import { parseFavoritedAt, parseLaravelBoolean, phpTruthy } from '../../src/main/sandbox/fields'
import { isoMicros, sqlDateTime } from '../../src/main/sandbox/wire'

describe('demo data', () => {
  it('holds only hosts a client could have created, stored in normalized form', () => {
    for (const row of demoWebsites('B', DEMO_SITE_COUNT + 50)) {
      const checked = normalizeDomain(row.host, 'B')
      expect(checked, row.host).toEqual({ ok: true, value: row.host })
      for (const entry of (row.exclude_ips ?? '').split('\n').filter(Boolean))
        expect(isIpOrCidr(entry), entry).toBe(true)
      if (row.privacy === 2) expect(row.password).toBeTruthy()
    }
  })

  it('is the same on every call', () => {
    expect(demoWebsites('B', 80)).toEqual(demoWebsites('B', 80))
    expect(demoWebsites('A', 3).map((row) => row.host)).toEqual(demoWebsites('B', 3).map((row) => row.host))
  })
})

describe('PHP and Laravel value rules', () => {
  it('phpTruthy: a string is false only when it is "" or "0"', () => {
    fc.assert(fc.property(fc.string(), (text) => phpTruthy(text) === (text !== '' && text !== '0')))
    expect([false, 0, null, undefined, []].map(phpTruthy)).toEqual([false, false, false, false, false])
    expect([true, 1, -1, 'false', ' ', '00', {}].map(phpTruthy)).toEqual([true, true, true, true, true, true, true])
  })

  it('parseLaravelBoolean accepts exactly the boolean spellings', () => {
    expect([1, '1', true].map(parseLaravelBoolean)).toEqual([1, 1, 1])
    expect([0, '0', false].map(parseLaravelBoolean)).toEqual([0, 0, 0])
    expect(['true', 'false', 'yes', 'on', 2, '', null, 'TRUE'].map(parseLaravelBoolean)).toEqual(
      Array(8).fill(undefined),
    )
  })

  it('parseFavoritedAt reads back every Y-m-d\\TH:i:s date it is given', () => {
    const dates = fc.date({
      min: new Date(Date.UTC(1970, 0, 1)),
      max: new Date(Date.UTC(9999, 11, 31)),
      noInvalidDate: true,
    })
    fc.assert(
      fc.property(dates, (date) => {
        const whole = new Date(Math.floor(date.getTime() / 1000) * 1000)
        expect(parseFavoritedAt(whole.toISOString().slice(0, 19))?.getTime()).toBe(whole.getTime())
      }),
    )
    expect(parseFavoritedAt('2023-02-29T00:00:00')).toBeUndefined()
    expect(parseFavoritedAt('2024-02-29T23:59:59')?.toISOString()).toBe('2024-02-29T23:59:59.000Z')
  })

  it('formats dates as Laravel does', () => {
    const date = new Date(Date.UTC(2024, 1, 1, 9, 0, 0, 123))
    expect(isoMicros(date)).toBe('2024-02-01T09:00:00.123000Z')
    expect(sqlDateTime(date)).toBe('2024-02-01 09:00:00')
  })
})
