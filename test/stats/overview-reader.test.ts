/**
 * The overview's reader when the service says no (issue 33): a refused key stops the reading with
 * the service's word, a website the service fails at stays unread while the others go on, and a
 * read the user's lane could not wait for waits its turn on the idle lane instead of being lost.
 */
import { describe, expect, it } from 'vitest'
import { ApiError, type StatsClient } from '../../src/main/api'
import { OverviewReader } from '../../src/main/stats/overview-reader'
import type { OverviewStore } from '../../src/main/stats/overview-store'
import type { StatsConnection } from '../../src/main/stats/stats-cache'
import { Emitter } from '../../src/shared/base/event'
import type { OverviewSeries } from '../../src/shared/overview'

type Lane = 'interactive' | 'background' | 'idle'

function setup(fail: (websiteId: string, attempt: number) => ApiError | null) {
  const kept = new Map<string, OverviewSeries>()
  const store: OverviewStore = {
    get: (id) => kept.get(id),
    entries: () => kept,
    set: (id, series) => void kept.set(id, series),
    prune: () => undefined,
    close: async () => undefined,
  }
  const attempts = new Map<string, number>()
  const lanes: Array<{ websiteId: string; lane: Lane }> = []
  let current = ''
  const answer = <T>(websiteId: string, options: { run?: unknown } | undefined, value: T): Promise<T> => {
    const run = options?.run as (request: () => Promise<T>) => Promise<T>
    current = websiteId
    return run(async () => {
      const attempt = (attempts.get(websiteId) ?? 0) + 1
      attempts.set(websiteId, attempt)
      const error = fail(websiteId, attempt)
      if (error) throw error
      return value
    })
  }
  const client = {
    dailySeries: async (websiteId: string, query: { from: string; to: string }, options?: { run?: unknown }) =>
      answer(websiteId, options, [{ day: query.to, count: 3 }]),
    // Yesterday's hours: one row, hour 09.
    stats: async (websiteId: string, _query: unknown, options?: { run?: unknown }) =>
      answer(websiteId, options, { rows: [{ value: '09', count: 2 }], nextPage: null }),
  } as unknown as StatsClient
  const changed = new Emitter<unknown>()
  const connection: StatsConnection = {
    isOnline: true,
    onDidChange: changed.event,
    noteSuccess: () => undefined,
    noteFailure: () => undefined,
    checkAccess: async () => true,
  }
  let ended: () => void = () => undefined
  const reader = new OverviewReader({
    accountId: 'a1',
    client,
    scheduler: {
      run: (options, task) => {
        lanes.push({ websiteId: current, lane: options.lane })
        return task(new AbortController().signal)
      },
    },
    store,
    connection,
    onChange: () => !reader.busy && ended(),
  })
  const idle = (): Promise<void> => new Promise((resolve) => (ended = resolve))
  return { reader, kept, lanes, idle }
}

describe('the overview reader', () => {
  it('stops at a refused key, with the service’s word, and reads nothing more', async () => {
    const { reader, kept, idle } = setup((id) =>
      id === '2' ? new ApiError({ kind: 'unauthorized', message: 'The key was refused.' }) : null,
    )
    const done = idle()
    reader.read({ first: ['1', '2', '3'], rest: ['4'] })
    await done
    expect([...kept.keys()]).toEqual(['1'])
    expect(reader.problem).toBe('The key was refused.')
    expect(reader.pending().size).toBe(0)
  })

  it('leaves a website the service fails at unread, and goes on with the others', async () => {
    const { reader, kept, idle } = setup((id) => (id === '2' ? new ApiError({ kind: 'server', status: 500 }) : null))
    const done = idle()
    reader.read({ first: ['1'], rest: ['2', '3'] })
    await done
    expect([...kept.keys()]).toEqual(['1', '3'])
    expect(reader.problem).toBeNull()
  })

  it('a read the user’s lane could not wait for goes again on the idle lane', async () => {
    const { reader, kept, lanes, idle } = setup((id, attempt) =>
      id === '1' && attempt === 1 ? new ApiError({ kind: 'rate_limited' }) : null,
    )
    const done = idle()
    reader.read({ first: ['1', '2'], rest: [] })
    await done
    expect([...kept.keys()].sort()).toEqual(['1', '2'])
    // The days, then yesterday's hours of both series: all four again on the idle lane.
    expect(lanes.filter((entry) => entry.websiteId === '1').map((entry) => entry.lane)).toEqual([
      'interactive',
      'idle',
      'idle',
      'idle',
      'idle',
    ])
    expect(kept.get('1')?.yesterday?.visitors[9]).toBe(2)
  })
})
