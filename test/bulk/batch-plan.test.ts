/**
 * The pure rules of a bulk change: what it does to one website as this computer knows it, and
 * which websites an undo may touch — only those still showing exactly what the batch wrote.
 */
import { describe, expect, it } from 'vitest'
import { checkAction, planChange } from '../../src/main/sync/bulk/batch-plan'
import { undoCandidates, untouchedSince } from '../../src/main/sync/bulk/batch-summary'
import type { BatchEntry, BatchRecord } from '../../src/main/mirror/batch-log'
import type { BulkAction } from '../../src/shared/bulk'
import { plainWebsite } from '../support/websites'

const params = (add: string[], remove: string[] = []): BulkAction => ({
  kind: 'lines',
  field: 'excludeParams',
  add,
  remove,
})

describe('the excluded parameters nobody knows', () => {
  it('are left out: an add would replace a list SiteTray has never seen', () => {
    expect(planChange(plainWebsite('5', { excludeParams: null }), params(['ref']))).toMatchObject({ kind: 'unknown' })
    expect(planChange(plainWebsite('5', { excludeParams: null }), params([], ['ref']))).toMatchObject({
      kind: 'unknown',
    })
  })

  it('are replaced as a whole only when the user chooses it', () => {
    expect(planChange(plainWebsite('5', { excludeParams: null }), params(['ref']), true)).toMatchObject({
      kind: 'change',
      patch: { excludeParams: ['ref'] },
    })
  })

  it('are merged where this computer saved them', () => {
    expect(planChange(plainWebsite('5', { excludeParams: ['utm_source'] }), params(['ref']))).toMatchObject({
      kind: 'change',
      patch: { excludeParams: ['utm_source', 'ref'] },
    })
    expect(planChange(plainWebsite('5', { excludeParams: ['ref'] }), params(['ref']))).toMatchObject({
      kind: 'unchanged',
    })
  })
})

describe('a website', () => {
  it('not on the service yet is left out of every change', () => {
    expect(planChange(plainWebsite('local-0b6a4b8e-3f0c-4b5e-9a57-0e9d3f7e2a11'), { kind: 'delete' })).toMatchObject({
      kind: 'not-on-service',
    })
  })

  it('gets a password every time one is given: nobody can read the one it has', () => {
    expect(
      planChange(plainWebsite('5', { privacy: 2, hasPassword: true }), {
        kind: 'privacy',
        privacy: 2,
        password: 'new',
      }),
    ).toMatchObject({ kind: 'change', patch: { privacy: 2, password: 'new' } })
    expect(planChange(plainWebsite('5', { privacy: 0 }), { kind: 'privacy', privacy: 0 })).toMatchObject({
      kind: 'unchanged',
    })
    expect(checkAction({ kind: 'privacy', privacy: 0, password: 'x' })).toEqual({
      password: ['Only a password-protected page takes a password.'],
    })
  })
})

describe('undo', () => {
  const entry = (overrides: Partial<BatchEntry> = {}): BatchEntry => ({
    websiteId: '5',
    displayDomain: 'site-5.example',
    editId: 'e',
    outcome: 'applied',
    message: null,
    before: { excludeIps: ['198.51.100.9'] },
    after: { excludeIps: ['198.51.100.9', '203.0.113.7'] },
    added: ['203.0.113.7'],
    removed: [],
    ...overrides,
  })

  it('touches only websites showing exactly what the batch wrote (lines in any order)', () => {
    expect(untouchedSince(entry(), plainWebsite('5', { excludeIps: ['203.0.113.7', '198.51.100.9'] }))).toBe(true)
    expect(
      untouchedSince(entry(), plainWebsite('5', { excludeIps: ['198.51.100.9', '203.0.113.7', '10.0.0.1'] })),
    ).toBe(false)
    expect(untouchedSince(entry(), undefined)).toBe(false)
    expect(
      untouchedSince(
        entry({ outcome: 'unchanged' }),
        plainWebsite('5', { excludeIps: ['198.51.100.9', '203.0.113.7'] }),
      ),
    ).toBe(false)
  })

  it('offers nothing while the batch runs, after it was undone, or for deletes', () => {
    const record: BatchRecord = {
      id: 'b',
      title: 't',
      createdAt: '2024-01-01T00:00:00.000Z',
      action: { kind: 'lines', field: 'excludeIps', add: ['203.0.113.7'], remove: [] },
      undoOf: null,
      undone: false,
      cancelled: false,
      queued: true,
      withdrawing: [],
      entries: [entry()],
    }
    const website = (): ReturnType<typeof plainWebsite> =>
      plainWebsite('5', { excludeIps: ['198.51.100.9', '203.0.113.7'] })
    expect(undoCandidates(record, website)).toHaveLength(1)
    expect(undoCandidates({ ...record, entries: [entry(), entry({ outcome: 'waiting' })] }, website)).toEqual([])
    expect(undoCandidates({ ...record, undone: true }, website)).toEqual([])
    expect(undoCandidates({ ...record, action: { kind: 'delete' } }, website)).toEqual([])
  })
})
