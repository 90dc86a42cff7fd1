/** Edits read back from the outbox show their websites' domains as people write them, whichever SiteTray stored them. */
import { describe, expect, it } from 'vitest'
import { decodeEdit } from '../../src/main/mirror/edit-record'
import { plainWebsite } from '../support/websites'

/** A website as an older SiteTray stored it inside an edit: no shown domain. */
function storedBefore(domain: string): Record<string, unknown> {
  const { displayDomain: _shown, ...stored } = plainWebsite('7', { domain })
  return stored
}

describe('an edit read back from the outbox', () => {
  it('shows the domain of a deleted website in its own letters, also when an older SiteTray stored it without', () => {
    const raw = { id: 'e1', kind: 'delete', websiteId: '7', madeAt: '2026-01-01T00:00:00.000Z', before: storedBefore('xn--zrich-kva.ch') }
    expect(decodeEdit(raw)).toMatchObject({ kind: 'delete', before: { domain: 'xn--zrich-kva.ch', displayDomain: 'zürich.ch' } })
  })

  it('shows the server\'s record in a conflict in its own letters, whatever the file says it was shown as', () => {
    const theirs = { ...storedBefore('xn--zrich-kva.ch'), displayDomain: 'paypal.com' }
    const raw = {
      id: 'e2',
      kind: 'update',
      websiteId: '7',
      madeAt: '2026-01-01T00:00:00.000Z',
      patch: { privacy: 0 },
      base: { privacy: 1 },
      conflict: { kind: 'changed', fields: [{ field: 'privacy', base: 1, mine: 0, theirs: 2 }], theirs, detectedAt: '2026-01-01T00:01:00.000Z' },
    }
    expect(decodeEdit(raw)).toMatchObject({ conflict: { kind: 'changed', theirs: { domain: 'xn--zrich-kva.ch', displayDomain: 'zürich.ch' } } })
  })

  it('is still refused when it is not an edit', () => {
    expect(decodeEdit({ id: 'e3', kind: 'delete', websiteId: '7', madeAt: 'x', before: { domain: 'a.example' } })).toBeUndefined()
  })
})
