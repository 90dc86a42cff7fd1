import { describe, expect, it } from 'vitest'
import {
  applyPatch,
  baseOf,
  findConflicts,
  minimalPatch,
  revertPatch,
  type UpdateEdit,
} from '../../src/main/sync/outbox/edits'
import type { Website } from '../../src/shared/website'
import { plainWebsite } from '../support/websites'

function website(overrides: Partial<Website> = {}): Website {
  return plainWebsite('7', {
    domain: 'example.com',
    excludeParams: ['utm_source'],
    excludeIps: ['10.0.0.1'],
    ...overrides,
  })
}

function edit(patch: UpdateEdit['patch'], base: UpdateEdit['base']): UpdateEdit {
  return { id: 'e1', kind: 'update', websiteId: '7', patch, base, madeAt: '2024-02-01T00:00:00.000Z' }
}

describe('an edit sends only what changes', () => {
  it('drops fields already at their value, compares lists after normalizing them', () => {
    const current = website()
    expect(
      minimalPatch(current, {
        privacy: 1,
        emailReports: true,
        excludeIps: [' 10.0.0.1 ', ''],
        excludeParams: ['utm_source', 'ref'],
      }),
    ).toEqual({
      emailReports: true,
      excludeParams: ['utm_source', 'ref'],
    })
  })

  it('always sends a password, since nobody can see whether it differs', () => {
    expect(minimalPatch(website({ privacy: 2, hasPassword: true }), { privacy: 2, password: 'secret' })).toEqual({
      password: 'secret',
    })
  })

  it('records the values the user saw, to notice later that the server moved', () => {
    expect(baseOf(website(), { privacy: 0, excludeIps: [] })).toEqual({ privacy: 1, excludeIps: ['10.0.0.1'] })
  })
})

describe('optimistic changes and their revert', () => {
  it('shows a favorite with its time, and takes the time away when unfavorited', () => {
    const favorite = applyPatch(website(), { favorite: true }, '2024-03-01T00:00:00.000Z')
    expect(favorite).toMatchObject({ favorite: true, favoritedAt: '2024-03-01T00:00:00.000Z' })
    expect(applyPatch(favorite, { favorite: false }, '2024-03-02T00:00:00.000Z')).toMatchObject({
      favorite: false,
      favoritedAt: null,
    })
  })

  it('a revert puts back the edited fields only, keeping a change made to others meanwhile', () => {
    const before = website()
    const edited = applyPatch(before, { privacy: 0 }, 'now')
    const meanwhile = { ...edited, emailReports: true }
    expect(revertPatch(meanwhile, before, { privacy: 0 })).toMatchObject({ privacy: 1, emailReports: true })
  })
})

describe('conflicts', () => {
  it('a field the server changed to another value than the edit is a conflict', () => {
    const conflicts = findConflicts(edit({ privacy: 0 }, { privacy: 1 }), website({ privacy: 2 }))
    expect(conflicts).toEqual([{ field: 'privacy', base: 1, mine: 0, theirs: 2 }])
  })

  it('a field the server already has at the edit value is none (the edit arrived before a crash)', () => {
    expect(findConflicts(edit({ privacy: 0 }, { privacy: 1 }), website({ privacy: 0 }))).toEqual([])
  })

  it('changes to fields the edit does not touch are none', () => {
    expect(
      findConflicts(edit({ privacy: 0 }, { privacy: 1 }), website({ emailReports: true, excludeIps: [] })),
    ).toEqual([])
  })

  it('lists are compared by content', () => {
    expect(
      findConflicts(
        edit({ excludeIps: ['1.1.1.1'] }, { excludeIps: ['10.0.0.1'] }),
        website({ excludeIps: ['10.0.0.1'] }),
      ),
    ).toEqual([])
    expect(
      findConflicts(
        edit({ excludeIps: ['1.1.1.1'] }, { excludeIps: ['10.0.0.1'] }),
        website({ excludeIps: ['10.0.0.2'] }),
      ),
    ).toHaveLength(1)
  })
})
