import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { ApiError, parseRetryAfter, RETRY_AFTER_MAX_MS } from '../../src/main/api/errors'
import { interpretAnswer, type RawAnswer } from '../../src/main/api/response'
import { parseWebsiteBody, parseWebsitePage, toIsoDate, WireFormatError } from '../../src/main/api/wire'

function outcome(answer: Partial<RawAnswer>, target: 'collection' | 'website' = 'website'): unknown {
  try {
    return interpretAnswer(
      { status: 200, contentType: 'application/json', text: '', retryAfterHeader: null, ...answer },
      target,
    )
  } catch (error) {
    return error
  }
}

describe('reading an answer', () => {
  it("trusts the HTTP status, not the body's status key", () => {
    expect(outcome({ status: 200, text: '{"data": {"id": 1}, "status": 500}' })).toEqual({
      status: 200,
      body: { data: { id: 1 }, status: 500 },
    })
    expect(outcome({ status: 500, text: '{"status": 200}' })).toMatchObject({ kind: 'server', status: 500 })
  })

  it('reads JSON that PHP labelled text/html, and calls a real page a page', () => {
    expect(outcome({ contentType: 'text/html; charset=UTF-8', text: '{"data": []}' })).toEqual({
      status: 200,
      body: { data: [] },
    })
    expect(outcome({ contentType: 'text/html', text: '<!DOCTYPE html><form>' })).toMatchObject({ kind: 'unauthorized' })
    expect(outcome({ status: 404, contentType: 'text/html', text: '<html>Not Found</html>' })).toMatchObject({
      kind: 'bad_response',
    })
    expect(outcome({ status: 502, contentType: 'text/html', text: '<html>Bad Gateway</html>' })).toMatchObject({
      kind: 'server',
    })
  })

  it('tells a deleted website from a wrong address', () => {
    expect(
      outcome({ status: 404, text: '{"message": "Resource not found.", "status": 404}' }, 'website'),
    ).toMatchObject({ kind: 'not_found' })
    expect(
      outcome({ status: 404, text: '{"message": "Resource not found.", "status": 404}' }, 'collection'),
    ).toMatchObject({ kind: 'bad_response' })
  })

  it('gives every other status a kind, never a crash', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 100, max: 599 }),
        fc.string(),
        fc.constantFrom('application/json', 'text/html', ''),
        (status, text, contentType) => {
          const result = outcome({ status, text, contentType })
          if (result instanceof ApiError)
            expect(result.kind).toMatch(
              /^(unauthorized|forbidden|not_found|validation|rate_limited|timeout|server|bad_response)$/,
            )
          else expect(status >= 200 && status < 300).toBe(true)
        },
      ),
    )
  })
})

describe('Retry-After', () => {
  const now = Date.UTC(2026, 0, 1, 12, 0, 0)
  it('reads delay-seconds and HTTP dates, ignores anything else, and caps absurd delays', () => {
    expect(parseRetryAfter('30', now)).toBe(30_000)
    expect(parseRetryAfter(' 0 ', now)).toBe(0)
    expect(parseRetryAfter('Thu, 01 Jan 2026 12:01:30 GMT', now)).toBe(90_000)
    expect(parseRetryAfter('Thu, 01 Jan 2026 11:00:00 GMT', now)).toBe(0)
    for (const junk of ['1.5', '-5', 'soon', '', '12abc', '2026-01-01'])
      expect(parseRetryAfter(junk, now), junk).toBeUndefined()
    expect(parseRetryAfter(null, now)).toBeUndefined()
    expect(parseRetryAfter('99999999999', now)).toBe(RETRY_AFTER_MAX_MS)
  })
})

describe('dates', () => {
  it("reads ISO with microseconds, MySQL date-times and offsets as the same instant, whatever this computer's zone", () => {
    const instant = '2024-02-01T09:00:00.123Z'
    for (const text of [
      '2024-02-01T09:00:00.123456Z',
      '2024-02-01 09:00:00.123456',
      '2024-02-01T10:00:00.123+01:00',
      '2024-02-01T04:00:00.123-0500',
    ]) {
      expect(toIsoDate(text), text).toBe(instant)
    }
    expect(toIsoDate('2024-02-01 09:00:00')).toBe('2024-02-01T09:00:00.000Z')
  })

  it('refuses what is not a date instead of guessing', () => {
    for (const junk of [
      '1',
      '12',
      'banana 2020',
      '2024/02/01 09:00:00',
      '2024-02-30 09:00:00',
      '2024-13-01',
      '2024-02-01 25:00:00',
      '',
      null,
      17,
    ]) {
      expect(toIsoDate(junk), String(junk)).toBeNull()
    }
  })
})

describe('hostile bodies', () => {
  it('only ever fail as a wire format error, never a TypeError', () => {
    const anything = fc.anything({ maxDepth: 3, withNullPrototype: true, withObjectString: true })
    const shaped = fc.record({
      data: fc.oneof(
        anything,
        fc.array(
          fc.oneof(
            anything,
            fc.record({
              id: anything,
              domain: anything,
              url: anything,
              privacy: anything,
              favorited_at: anything,
              exclude_ips: anything,
            }),
          ),
        ),
      ),
      meta: anything,
      links: anything,
    })
    fc.assert(
      fc.property(fc.oneof(anything, shaped), fc.constantFrom('A', 'B') as fc.Arbitrary<'A' | 'B'>, (body, variant) => {
        for (const parse of [() => parseWebsiteBody(body, variant), () => parseWebsitePage(body, variant, 1)]) {
          try {
            parse()
          } catch (error) {
            expect(error).toBeInstanceOf(WireFormatError)
          }
        }
      }),
      { numRuns: 2_000 },
    )
  })
})
