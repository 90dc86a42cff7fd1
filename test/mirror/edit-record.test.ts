/**
 * Edits read back from the outbox show their websites' domains as people write them, whichever SiteTray stored them.
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openOutbox } from '../../src/main/mirror'
import { decodeEdit } from '../../src/main/mirror/edit-record'
import type { Edit } from '../../src/shared/sync'
import { plainWebsite } from '../support/websites'
import { ACCOUNT, useTempDir } from './helpers'

/** A website as an older SiteTray stored it inside an edit: no shown domain. */
function storedBefore(domain: string): Record<string, unknown> {
  const { displayDomain: _shown, ...stored } = plainWebsite('7', { domain })
  return stored
}

describe('an edit read back from the outbox', () => {
  it('shows the domain of a deleted website in its own letters, also when an older SiteTray stored it without', () => {
    const raw = {
      id: 'e1',
      kind: 'delete',
      websiteId: '7',
      madeAt: '2026-01-01T00:00:00.000Z',
      before: storedBefore('xn--zrich-kva.ch'),
    }
    expect(decodeEdit(raw)).toMatchObject({
      kind: 'delete',
      before: { domain: 'xn--zrich-kva.ch', displayDomain: 'zürich.ch' },
    })
  })

  it("shows the server's record in a conflict in its own letters, whatever the file says it was shown as", () => {
    const theirs = { ...storedBefore('xn--zrich-kva.ch'), displayDomain: 'paypal.com' }
    const raw = {
      id: 'e2',
      kind: 'update',
      websiteId: '7',
      madeAt: '2026-01-01T00:00:00.000Z',
      patch: { privacy: 0 },
      base: { privacy: 1 },
      conflict: {
        kind: 'changed',
        fields: [{ field: 'privacy', base: 1, mine: 0, theirs: 2 }],
        theirs,
        detectedAt: '2026-01-01T00:01:00.000Z',
      },
    }
    expect(decodeEdit(raw)).toMatchObject({
      conflict: { kind: 'changed', theirs: { domain: 'xn--zrich-kva.ch', displayDomain: 'zürich.ch' } },
    })
  })

  it('is still refused when it is not an edit', () => {
    expect(
      decodeEdit({ id: 'e3', kind: 'delete', websiteId: '7', madeAt: 'x', before: { domain: 'a.example' } }),
    ).toBeUndefined()
  })
})

describe('a password in an edit', () => {
  const temp = useTempDir()
  const madeAt = '2026-01-01T00:00:00.000Z'
  const update = {
    id: 'u1',
    kind: 'update',
    websiteId: '7',
    madeAt,
    patch: { privacy: 2, password: 'hunter2-statistics' },
    base: { privacy: 1 },
  } as const
  const create = {
    id: 'c1',
    kind: 'create',
    localId: 'local-1',
    madeAt,
    incomplete: false,
    input: { domain: 'a.example', privacy: 2, password: 'hunter2-statistics' },
  } as const

  it('is never written to the outbox: the edit only says it had one, and asks for it again', async () => {
    const outbox = await openOutbox<Edit>({ dir: temp.path, accountId: ACCOUNT, parseEntry: decodeEdit })
    await outbox.append(update as unknown as Edit)
    await outbox.append(create as unknown as Edit)
    const file = await readFile(join(temp.path, ACCOUNT, 'outbox.json'), 'utf8')
    expect(file).not.toContain('hunter2')
    expect(outbox.entries()).toMatchObject([
      { id: 'u1', patch: { privacy: 2 }, withheldPassword: true },
      { id: 'c1', input: { domain: 'a.example', privacy: 2 }, withheldPassword: true },
    ])
    expect(
      outbox.entries().map((edit) => (edit.kind === 'update' ? edit.patch : edit.kind === 'create' ? edit.input : {})),
    ).not.toContainEqual(expect.objectContaining({ password: expect.anything() }))
  })

  it('left in a file by an older SiteTray, is dropped when read back', () => {
    const read = decodeEdit(update)
    expect(read).toMatchObject({ withheldPassword: true })
    expect(JSON.stringify(read)).not.toContain('hunter2')
  })

  it('an empty one — the password taken off — is a change and stays', () => {
    expect(decodeEdit({ ...update, patch: { privacy: 0, password: '' } })).toMatchObject({
      patch: { privacy: 0, password: '' },
    })
    expect(decodeEdit({ ...update, patch: { privacy: 0, password: '' } })).not.toHaveProperty('withheldPassword')
  })
})
