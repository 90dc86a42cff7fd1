/**
 * A sweep against a server whose `meta` is hostile (docs/architecture.md, "Sync and storage"): the
 * websites on each page are the server's real ones, paged as asked, while `last_page`, `total`,
 * `per_page` and `current_page` are huge, negative, NaN, strings, missing or at odds with each
 * other. Whatever they say, the sweep sends a bounded number of requests, ends, and never takes
 * from the mirror a website the server still has.
 */
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { WebsitesClient } from '../../src/main/api'
import { parseWebsitePage } from '../../src/main/api/wire'
import { createScheduler } from '../../src/main/scheduler'
const SWEEP_WINDOW = 4
import type { WebsitePage } from '../../src/shared/website'
import { engineOver } from '../support/engine'
import { rawWebsites, wirePage } from './sweep-servers'

/** A field of `meta`: the true value, missing, or something no server should send. */
type Said =
  | { kind: 'true' }
  | { kind: 'missing' }
  | { kind: 'more'; by: number }
  | { kind: 'less'; by: number }
  | { kind: 'value'; value: unknown }

const nonsense: fc.Arbitrary<Said> = fc
  .oneof(
    fc.constantFrom<unknown>(
      null,
      NaN,
      Infinity,
      -Infinity,
      0,
      -1,
      1e308,
      '100000000',
      '1e9',
      ' 7 ',
      'abc',
      '',
      true,
      [],
      {},
      100_000_000,
    ),
    fc.integer({ min: -1_000_000_000, max: 0 }),
    fc.integer({ min: 1_000_000, max: Number.MAX_SAFE_INTEGER }),
    fc.double(),
    fc.string({ maxLength: 12 }),
  )
  .map((value) => ({ kind: 'value', value }))

const truth: fc.Arbitrary<Said> = fc.constant({ kind: 'true' })
const missing: fc.Arbitrary<Said> = fc.constant({ kind: 'missing' })
const more: fc.Arbitrary<Said> = fc.integer({ min: 1, max: 2_000 }).map((by) => ({ kind: 'more', by }))
const less: fc.Arbitrary<Said> = fc.integer({ min: 1, max: 500 }).map((by) => ({ kind: 'less', by }))

/**
 * `last_page` never says less than the truth: a server that says its list ends sooner, with no
 * count to contradict it, is believed — nothing on the wire could tell. Every other field may.
 */
const hostileMeta = fc.record({
  last_page: fc.oneof(truth, missing, more, nonsense),
  total: fc.oneof(truth, missing, more, less, nonsense),
  per_page: fc.oneof(truth, missing, more, less, nonsense),
  current_page: fc.oneof(truth, missing, more, less, nonsense),
})
type HostileMeta = typeof hostileMeta extends fc.Arbitrary<infer T> ? T : never

function said(field: Said, honest: number): unknown {
  switch (field.kind) {
    case 'true':
      return honest
    case 'missing':
      return undefined
    case 'more':
      return honest + field.by
    case 'less':
      return honest - field.by
    case 'value':
      return field.value
  }
}

/** The server's websites, paged as asked; each page's `meta` says what `metas` make it say. */
function hostileServer(count: number, metas: readonly HostileMeta[], withLinks: boolean) {
  const websites = rawWebsites(count, 1)
  let honest = true
  let requests = 0
  const list: WebsitesClient['list'] = async (query = {}) => {
    requests += 1
    const page = query.page ?? 1
    const perPage = query.perPage ?? 10
    const body = wirePage(websites, page, perPage, withLinks) as { meta: Record<string, unknown> }
    if (!honest) {
      const meta = metas[(page - 1) % metas.length] as HostileMeta
      const lying = Object.fromEntries(
        Object.entries(meta).map(([name, field]) => [name, said(field, Number(body.meta[name]))]),
      )
      body.meta = Object.fromEntries(Object.entries(lying).filter(([, value]) => value !== undefined))
    }
    return parseWebsitePage(body, 'B', page) satisfies WebsitePage
  }
  const client = { variant: 'B', list } as unknown as WebsitesClient
  return {
    client,
    ids: websites.map((website) => String(website.id)),
    turnHostile: () => {
      honest = false
      requests = 0
    },
    requests: () => requests,
  }
}

describe('a sweep against hostile pagination', () => {
  it('sends a bounded number of requests, ends, and keeps every website the server has', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.integer({ min: 0, max: 450 }),
        fc.array(hostileMeta, { minLength: 1, maxLength: 6 }),
        fc.boolean(),
        async (count, metas, withLinks) => {
          const server = hostileServer(count, metas, withLinks)
          const sync = await engineOver(server.client, { scheduler: createScheduler({ limitPerMinute: 1_000_000 }) })
          await sync.sweeper.sweep()
          expect(
            sync
              .websites()
              .map((website) => website.id)
              .sort(),
          ).toEqual([...server.ids].sort())

          server.turnHostile()
          await sync.sweeper.sweep()
          const pages = Math.max(1, Math.ceil(count / 100))
          // The pages there are, the empty one after them, and the few asked for ahead.
          expect(server.requests()).toBeLessThanOrEqual(pages + 1 + SWEEP_WINDOW)
          expect(
            sync
              .websites()
              .map((website) => website.id)
              .sort(),
          ).toEqual([...server.ids].sort())
          // No crash on the way: at most the words for a sweep the server cut short.
          const shown = sync.status().lastError
          expect(shown === null || shown.kind === 'bad_response', JSON.stringify(shown)).toBe(true)
          await sync.stop()
        },
      ),
      { numRuns: 60 },
    )
  })
})
