import { mkdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openOutbox, type StoreProblem } from '../../src/main/mirror'
import { writeAtomically, type AtomicWrite } from '../../src/main/storage'
import { gate } from '../support/gate'
import { ACCOUNT, countingWriter, errnoError, useTempDir } from './helpers'

interface Edit {
  id: string
  websiteId: string
  patch: { privacy?: number; favorite?: boolean }
}

function parseEdit(raw: unknown): Edit | undefined {
  if (typeof raw !== 'object' || raw === null) return undefined
  const { id, websiteId, patch } = raw as Record<string, unknown>
  if (typeof id !== 'string' || typeof websiteId !== 'string' || typeof patch !== 'object' || patch === null)
    return undefined
  return { id, websiteId, patch: patch as Edit['patch'] }
}

const edit = (n: number, patch: Edit['patch'] = { privacy: 1 }): Edit => ({
  id: `edit-${n}`,
  websiteId: String(n),
  patch,
})
const ids = (list: readonly { id: string }[]): string[] => list.map((entry) => entry.id)

describe('outbox', () => {
  const temp = useTempDir()
  const outboxPath = (): string => join(temp.path, ACCOUNT, 'outbox.json')
  const open = (
    options: { writeFile?: AtomicWrite; onProblem?: (problem: StoreProblem) => void; retryDelaysMs?: number[] } = {},
  ) => openOutbox<Edit>({ dir: temp.path, accountId: ACCOUNT, parseEntry: parseEdit, ...options })

  it('keeps entries in the order they were made, across a restart', async () => {
    const outbox = await open()
    expect(outbox.entries()).toEqual([])
    await outbox.append(edit(3))
    await outbox.append(edit(1))
    await outbox.append(edit(2, { favorite: true }))
    expect(ids(outbox.entries())).toEqual(['edit-3', 'edit-1', 'edit-2'])
    expect(ids((await open()).entries())).toEqual(['edit-3', 'edit-1', 'edit-2'])
    expect((await open()).entries()[2]).toEqual(edit(2, { favorite: true }))
  })

  it('takes a quietly removed entry out at once, and out of the file with the next write, by itself within moments, or at close', async () => {
    const writer = countingWriter()
    const outbox = await open({ writeFile: writer.write })
    await outbox.rewrite(() => [edit(1), edit(2), edit(3), edit(4)])
    const onDisk = async (): Promise<string[]> =>
      ids((JSON.parse(await readFile(outboxPath(), 'utf8')) as { entries: Edit[] }).entries)

    // Rides along with the next write of another change.
    outbox.removeQuietly('edit-1')
    expect(ids(outbox.entries())).toEqual(['edit-2', 'edit-3', 'edit-4'])
    expect(await onDisk()).toEqual(['edit-1', 'edit-2', 'edit-3', 'edit-4'])
    await outbox.append(edit(5))
    expect(await onDisk()).toEqual(['edit-2', 'edit-3', 'edit-4', 'edit-5'])
    expect(writer.writes).toHaveLength(2)

    // Written by itself when nothing else is, in one write for several.
    outbox.removeQuietly('edit-2')
    outbox.removeQuietly('edit-3')
    await expect.poll(onDisk).toEqual(['edit-4', 'edit-5'])
    expect(writer.writes).toHaveLength(3)

    // And written before the outbox is closed.
    outbox.removeQuietly('edit-4')
    await outbox.close()
    expect(await onDisk()).toEqual(['edit-5'])
  })

  it('keeps a removal made while another write is on its way for the write after it', async () => {
    const holding = gate()
    let held = false
    const outbox = await open({
      writeFile: async (path, data) => {
        if (!held && data.includes('edit-9')) {
          held = true
          await holding.wait()
        }
        await writeAtomically(path, data)
      },
    })
    await outbox.rewrite(() => [edit(1), edit(2)])
    const appending = outbox.append(edit(9))
    await holding.reached
    outbox.removeQuietly('edit-2')
    holding.open()
    await appending
    expect(ids(outbox.entries())).toEqual(['edit-1', 'edit-9'])
    await outbox.close()
    expect(ids((await open()).entries())).toEqual(['edit-1', 'edit-9'])
  })

  it('rewrites several entries in one write that sees every earlier call, and writes nothing when nothing changes', async () => {
    const writer = countingWriter()
    const outbox = await open({ writeFile: writer.write })
    let announced = 0
    outbox.onDidChange(() => (announced += 1))
    await outbox.append(edit(1))
    const appending = outbox.append(edit(2))
    // Queued behind the append above: it sees edit-2 although that was not on disk when it was called.
    const rewriting = outbox.rewrite((entries) => [
      ...entries.filter((entry) => entry.id !== 'edit-1').map((entry) => ({ ...entry, websiteId: '42' })),
      edit(3),
    ])
    await Promise.all([appending, rewriting])
    expect(outbox.entries()).toEqual([{ ...edit(2), websiteId: '42' }, edit(3)])
    expect(writer.writes).toHaveLength(3)
    await outbox.rewrite((entries) => entries)
    expect(writer.writes).toHaveLength(3)
    expect(announced).toBe(3)
    expect((await open()).entries()).toEqual(outbox.entries())
    await expect(outbox.rewrite((entries) => [...entries, edit(3)])).rejects.toThrow(/two entries/)
    await expect(outbox.rewrite((entries) => [...entries, { id: 'edit-9' } as Edit])).rejects.toThrow(/parseEntry/)
    expect(ids(outbox.entries())).toEqual(['edit-2', 'edit-3'])
  })

  it('has every append on disk the moment it resolves: each one is a separate write', async () => {
    const writer = countingWriter()
    const outbox = await open({ writeFile: writer.write })
    for (let n = 1; n <= 5; n += 1) {
      await outbox.append(edit(n))
      // A fresh open stands for a restart right after the user saw "saved".
      expect(ids((await open()).entries())).toHaveLength(n)
    }
    expect(writer.writes).toHaveLength(5)
  })

  it('runs calls made together in call order, each resolving after its own write', async () => {
    const writer = countingWriter()
    // The first write is held until every call has been made.
    const firstWrite = gate()
    const heldFirst: AtomicWrite = async (path, data) => {
      if (writer.writes.length === 0) await firstWrite.wait()
      await writer.write(path, data)
    }
    const outbox = await open({ writeFile: heldFirst })
    const settled: string[] = []
    const calls = [
      outbox.append(edit(1)),
      outbox.append(edit(2)),
      outbox.replace(edit(1, { privacy: 2 })),
      outbox.remove('edit-2'),
      outbox.append(edit(3)),
    ].map((call, index) => call.then(() => settled.push(String(index))))
    firstWrite.open()
    await Promise.all(calls)
    expect(settled).toEqual(['0', '1', '2', '3', '4'])
    expect(writer.writes.map((data) => ids((JSON.parse(data) as { entries: Edit[] }).entries))).toEqual([
      ['edit-1'],
      ['edit-1', 'edit-2'],
      ['edit-1', 'edit-2'],
      ['edit-1'],
      ['edit-1', 'edit-3'],
    ])
    expect((await open()).entries()).toEqual([edit(1, { privacy: 2 }), edit(3)])
  })

  it('replaces an entry in its place, and removes by id', async () => {
    const outbox = await open()
    for (const n of [1, 2, 3]) await outbox.append(edit(n))
    await outbox.replace(edit(2, { privacy: 0 }))
    expect(outbox.entries()).toEqual([edit(1), edit(2, { privacy: 0 }), edit(3)])
    await outbox.remove('edit-1')
    await outbox.remove('edit-1')
    expect((await open()).entries()).toEqual([edit(2, { privacy: 0 }), edit(3)])
  })

  it('refuses an id twice, replacing an unknown id, and an entry its own parseEntry would reject', async () => {
    const outbox = await open()
    await outbox.append(edit(1))
    await expect(outbox.append(edit(1))).rejects.toThrow(/already/)
    await expect(outbox.replace(edit(9))).rejects.toThrow(/no entry/)
    await expect(outbox.append({ id: 'bad' } as Edit)).rejects.toThrow(TypeError)
    await outbox.append(edit(2))
    expect(ids((await open()).entries())).toEqual(['edit-1', 'edit-2'])
  })

  it('changes nothing when the write fails, so entries() is what a restart sees', async () => {
    let fail = false
    const switchable: AtomicWrite = async (path, data) => {
      if (fail) throw errnoError('ENOSPC')
      await writeAtomically(path, data)
    }
    const outbox = await open({ writeFile: switchable })
    await outbox.append(edit(1))
    fail = true
    await expect(outbox.append(edit(2))).rejects.toMatchObject({ code: 'ENOSPC' })
    expect(ids(outbox.entries())).toEqual(['edit-1'])
    fail = false
    await outbox.append(edit(3))
    expect(ids((await open()).entries())).toEqual(['edit-1', 'edit-3'])
  })

  it('retries while the file is locked (EPERM on the rename) before resolving', async () => {
    let locked = 2
    const outbox = await open({
      writeFile: async (path, data) => {
        if (locked-- > 0) throw errnoError('EPERM')
        await writeAtomically(path, data)
      },
      retryDelaysMs: [5, 5, 5],
    })
    await outbox.append(edit(1))
    expect(ids((await open()).entries())).toEqual(['edit-1'])
  })

  it('sets aside entries that fail parseEntry or repeat an id, keeps them on disk, and reports them', async () => {
    await mkdir(join(temp.path, ACCOUNT))
    const stored = [edit(1), { id: 'edit-old-format', what: 'privacy=1' }, edit(2), edit(1, { privacy: 0 }), 'garbage']
    await writeFile(outboxPath(), JSON.stringify({ version: 1, entries: stored }))
    const problems: StoreProblem[] = []
    const outbox = await open({ onProblem: (problem) => problems.push(problem) })
    expect(outbox.entries()).toEqual([edit(1), edit(2)])
    expect(outbox.rejected()).toEqual([
      { entry: { id: 'edit-old-format', what: 'privacy=1' }, reason: 'invalid', rejectedAt: expect.any(String) },
      { entry: edit(1, { privacy: 0 }), reason: 'duplicate-id', rejectedAt: expect.any(String) },
      { entry: 'garbage', reason: 'invalid', rejectedAt: expect.any(String) },
    ])
    expect(problems).toEqual([{ kind: 'rejected-entries', file: outboxPath(), count: 3 }])

    await outbox.append(edit(3))
    const again: StoreProblem[] = []
    const reopened = await open({ onProblem: (problem) => again.push(problem) })
    expect(reopened.rejected()).toHaveLength(3)
    expect(again).toEqual([])
    expect(JSON.parse(await readFile(outboxPath(), 'utf8'))).toMatchObject({
      version: 1,
      rejected: [{ reason: 'invalid' }, { reason: 'duplicate-id' }, { reason: 'invalid' }],
    })

    await reopened.discardRejected()
    expect((await open()).rejected()).toEqual([])
    expect(ids((await open()).entries())).toEqual(['edit-1', 'edit-2', 'edit-3'])
  })

  it('without parseEntry accepts any object with an id', async () => {
    await mkdir(join(temp.path, ACCOUNT))
    await writeFile(
      outboxPath(),
      JSON.stringify({ version: 1, entries: [{ id: 'a', any: [1] }, { id: '' }, { name: 'no id' }] }),
    )
    const outbox = await openOutbox({ dir: temp.path, accountId: ACCOUNT, onProblem: () => undefined })
    expect(outbox.entries()).toEqual([{ id: 'a', any: [1] }])
    expect(outbox.rejected()).toHaveLength(2)
  })

  it('moves a corrupt outbox file aside (nothing lost), reports it and starts empty', async () => {
    await mkdir(join(temp.path, ACCOUNT))
    await writeFile(outboxPath(), '{"version":1,"entries":[{"id":"edit-1"')
    const problems: StoreProblem[] = []
    const outbox = await open({ onProblem: (problem) => problems.push(problem) })
    expect(outbox.entries()).toEqual([])
    expect(problems).toMatchObject([{ kind: 'corrupt-file', movedTo: expect.stringMatching(/outbox\.json\.corrupt-/) }])
    const movedTo = (problems[0] as { movedTo: string }).movedTo
    expect(await readFile(movedTo, 'utf8')).toBe('{"version":1,"entries":[{"id":"edit-1"')
  })

  it('close waits for calls already made and refuses new ones', async () => {
    const outbox = await open()
    const pending = outbox.append(edit(1))
    await outbox.close()
    await pending
    await expect(outbox.append(edit(2))).rejects.toThrow(/closed/)
    expect(ids((await open()).entries())).toEqual(['edit-1'])
  })
})
