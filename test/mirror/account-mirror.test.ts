import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { afterEach, describe, expect, it, vi } from 'vitest'
import { runAt } from '../../src/main/base'
import { deleteAccountData, openMirror, openOutbox, type StoreProblem } from '../../src/main/mirror'
import { writeAtomically, type AtomicWrite } from '../../src/main/storage'
import { gate } from '../support/gate'
import { ACCOUNT, countingWriter, errnoError, mirrorOnDisk, useTempDir, website, websites } from './helpers'

afterEach(() => {
  vi.useRealTimers()
})

const ids = (list: readonly { id: string }[]): string[] => list.map((item) => item.id)

describe('account mirror', () => {
  const temp = useTempDir()
  const mirrorPath = (): string => join(temp.path, ACCOUNT, 'websites.json')

  it('starts empty without a file, and round-trips websites, their order and the sweep state', async () => {
    const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    expect(mirror.list()).toEqual([])
    expect(mirror.sweepState()).toEqual({ completedAt: null })
    const sweep = websites(1, 50).reverse()
    mirror.replaceAll(sweep)
    mirror.setSweepState({ completedAt: '2025-01-31T09:30:00.000Z' })
    await mirror.close()

    const reopened = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    expect(reopened.list()).toEqual(sweep)
    expect(reopened.get('17')).toEqual(website(17))
    expect(reopened.get('999')).toBeUndefined()
    expect(reopened.sweepState()).toEqual({ completedAt: '2025-01-31T09:30:00.000Z' })
    expect(await mirrorOnDisk(mirrorPath())).toEqual({
      format: 2,
      websites: sweep,
      completedAt: '2025-01-31T09:30:00.000Z',
    })
    await reopened.close()
  })

  it('replaces a known website in place and puts a new one first', async () => {
    const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    mirror.replaceAll([website(3), website(2), website(1)])
    mirror.upsert(website(2, { domain: 'renamed.example.com' }))
    expect(ids(mirror.list())).toEqual(['3', '2', '1'])
    expect(mirror.get('2')?.domain).toBe('renamed.example.com')

    mirror.upsert(website(4))
    mirror.upsert(website(5))
    expect(ids(mirror.list())).toEqual(['5', '4', '3', '2', '1'])
    mirror.upsert(website(1, { favorite: true }))
    expect(ids(mirror.list())).toEqual(['5', '4', '3', '2', '1'])
    for (const id of ['1', '2', '3', '4', '5']) expect(mirror.get(id)?.id).toBe(id)
    await mirror.close()

    const reopened = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    expect(ids(reopened.list())).toEqual(['5', '4', '3', '2', '1'])
    expect(reopened.get('1')?.favorite).toBe(true)
    await reopened.close()
  })

  it('says whether a change changed anything, and writes only when one did', async () => {
    const writer = countingWriter()
    const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT, writeFile: writer.write })
    expect(mirror.replaceAll([website(2), website(1)])).toBe(true)
    await mirror.flush()
    expect(mirror.replaceAll([website(2), website(1)])).toBe(false)
    expect(mirror.upsert(website(1))).toBe(false)
    expect(mirror.remove('3')).toBe(false)
    mirror.setSweepState(mirror.sweepState())
    await mirror.flush()
    expect(writer.writes).toHaveLength(1)
    expect(mirror.upsert(website(1, { excludeIps: ['10.0.0.1'] }))).toBe(true)
    expect(mirror.replaceAll([website(1, { excludeIps: ['10.0.0.1'] }), website(2)])).toBe(true)
    expect(mirror.remove('2')).toBe(true)
    await mirror.close()
    expect(writer.writes).toHaveLength(2)
  })

  it('keeps lookups right through inserts and removals anywhere in the list', async () => {
    const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    const expected = websites(1, 20)
    mirror.replaceAll(expected)
    for (let n = 100; n < 110; n += 1) {
      mirror.upsert(website(n))
      expected.unshift(website(n))
    }
    for (const id of ['105', '1', '20', '10', '109']) {
      mirror.remove(id)
      expected.splice(
        expected.findIndex((item) => item.id === id),
        1,
      )
    }
    mirror.remove('not-there')
    mirror.upsert(website(7, { domain: 'seven.example.com' }))
    expected[expected.findIndex((item) => item.id === '7')] = website(7, { domain: 'seven.example.com' })
    expect(mirror.list()).toEqual(expected)
    for (const item of expected) expect(mirror.get(item.id)).toEqual(item)
    for (const id of ['105', '1', '20', '10', '109']) expect(mirror.get(id)).toBeUndefined()
    await mirror.close()
  })

  it('makes replaceAll the exact list, in order, keeping the first of repeated ids', async () => {
    const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    mirror.replaceAll(websites(1, 10))
    mirror.replaceAll([website(30), website(5), website(30, { domain: 'again.example.com' }), website(20)])
    expect(ids(mirror.list())).toEqual(['30', '5', '20'])
    expect(mirror.get('30')?.domain).toBe('site-30.example.com')
    expect(mirror.get('1')).toBeUndefined()
    await mirror.close()
  })

  it("keeps its own copy: later changes to the caller's object do not leak in, and nothing but website fields is stored", async () => {
    const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    const mine = { ...website(1), password: 'plain-text-from-an-old-server' }
    mirror.upsert(mine)
    mine.domain = 'changed.example.com'
    mine.excludeIps.push('10.0.0.1')
    expect(mirror.get('1')).toEqual(website(1))
    expect(Object.isFrozen(mirror.get('1'))).toBe(true)
    await mirror.close()
    expect(await readFile(mirrorPath(), 'utf8')).not.toContain('plain-text')
  })

  it('gives a stable list snapshot that only changes when the mirror does', async () => {
    const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    mirror.replaceAll(websites(1, 3))
    const before = mirror.list()
    expect(mirror.list()).toBe(before)
    mirror.upsert(website(4))
    expect(ids(before)).toEqual(['1', '2', '3'])
    expect(mirror.list()).not.toBe(before)
    await mirror.close()
  })

  it('coalesces a burst of changes into one write', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    const writer = countingWriter()
    const mirror = await openMirror({
      dir: temp.path,
      accountId: ACCOUNT,
      writeFile: writer.write,
      debounceMs: 30,
      maxDelayMs: 1000,
    })
    for (let n = 1; n <= 500; n += 1) mirror.upsert(website(n))
    mirror.remove('250')
    mirror.setSweepState({ completedAt: '2025-01-01T00:00:00.000Z' })
    await vi.advanceTimersByTimeAsync(29)
    expect(writer.writes).toHaveLength(0)
    await vi.advanceTimersByTimeAsync(1)
    // flush waits for the write that has just started, and finds nothing left to write.
    await mirror.flush()
    await vi.advanceTimersByTimeAsync(10_000)
    expect(writer.writes).toHaveLength(1)
    const written = JSON.parse(writer.writes[0] ?? '{}') as { id: unknown[] }
    expect(written.id).toHaveLength(499)
    await mirror.close()
    expect(writer.writes).toHaveLength(1)
  })

  it('still writes a steady stream of changes at least every maxDelayMs', () => {
    // The timeline of a change every 10 ms for a second, as the mirror schedules its writes.
    const writes: number[] = []
    let firstUnsavedAt: number | undefined
    let due: number | undefined
    for (let now = 0; now <= 1000; now += 1) {
      if (due !== undefined && now >= due) {
        writes.push(now)
        firstUnsavedAt = undefined
        due = undefined
      }
      if (now % 10 === 0 && now < 1000) {
        firstUnsavedAt ??= now
        due = runAt({ now, firstScheduledAt: firstUnsavedAt, delayMs: 100, maxDelayMs: 200 })
      }
    }
    // Never the 100 ms pause the debounce waits for: the writes come from the 200 ms cap.
    expect(writes).toEqual([200, 400, 600, 800, 1000])
  })

  it('flush resolves once every change so far is on disk', async () => {
    const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT, debounceMs: 60_000, maxDelayMs: 60_000 })
    mirror.replaceAll(websites(1, 100))
    await mirror.flush()
    expect((await mirrorOnDisk(mirrorPath())).websites).toHaveLength(100)
    mirror.upsert(website(500))
    await mirror.flush()
    const after = (await mirrorOnDisk(mirrorPath())).websites
    expect(after).toHaveLength(101)
    expect(after[0]?.id).toBe('500')
    await mirror.close()
  })

  it('flush waits for a write already under way and then writes what came after it', async () => {
    const firstWrite = gate()
    let writes = 0
    const held: AtomicWrite = async (path, data) => {
      if (writes++ === 0) await firstWrite.wait()
      await writeAtomically(path, data)
    }
    const mirror = await openMirror({
      dir: temp.path,
      accountId: ACCOUNT,
      writeFile: held,
      debounceMs: 1,
      maxDelayMs: 1,
    })
    mirror.upsert(website(1))
    await firstWrite.reached
    // The background write of website 1 is under way; website 2 comes after it.
    mirror.upsert(website(2))
    const flushing = mirror.flush()
    firstWrite.open()
    await flushing
    expect(ids((await mirrorOnDisk(mirrorPath())).websites)).toEqual(['2', '1'])
    expect(writes).toBe(2)
    await mirror.close()
  })

  it('does not write when nothing changed, and refuses changes after close', async () => {
    const writer = countingWriter()
    const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT, writeFile: writer.write })
    mirror.remove('nothing')
    await mirror.close()
    expect(writer.writes).toHaveLength(0)
    expect(() => mirror.upsert(website(1))).toThrow(/closed/)
    expect(mirror.list()).toEqual([])
  })

  it('moves a corrupt file aside, reports it and starts empty', async () => {
    await mkdir(join(temp.path, ACCOUNT))
    await writeFile(mirrorPath(), '{"version":1,"websites":[{"id":"1",')
    const problems: StoreProblem[] = []
    const mirror = await openMirror({
      dir: temp.path,
      accountId: ACCOUNT,
      onProblem: (problem) => problems.push(problem),
    })
    expect(mirror.list()).toEqual([])
    expect(problems).toEqual([
      {
        kind: 'corrupt-file',
        file: mirrorPath(),
        movedTo: expect.stringMatching(/websites\.json\.corrupt-/),
        reason: 'its content is damaged',
      },
    ])
    const names = await readdir(join(temp.path, ACCOUNT))
    expect(names).toHaveLength(1)
    expect(names[0]).toMatch(/^websites\.json\.corrupt-/)
    mirror.upsert(website(1))
    await mirror.close()
    expect((await openMirror({ dir: temp.path, accountId: ACCOUNT })).list()).toEqual([website(1)])
  })

  it('moves aside a file of an unknown format version (a newer app wrote it)', async () => {
    await mkdir(join(temp.path, ACCOUNT))
    await writeFile(mirrorPath(), JSON.stringify({ version: 3, websites: [website(1)], sweep: { completedAt: null } }))
    const problems: StoreProblem[] = []
    const mirror = await openMirror({
      dir: temp.path,
      accountId: ACCOUNT,
      onProblem: (problem) => problems.push(problem),
    })
    expect(mirror.list()).toEqual([])
    expect(problems).toMatchObject([{ kind: 'corrupt-file', reason: 'unsupported format version 3' }])
  })

  it('drops only the websites that fail validation, and reports how many', async () => {
    await mkdir(join(temp.path, ACCOUNT))
    const stored = [
      website(1),
      { ...website(2), privacy: 5 },
      website(3),
      { ...website(4), excludeIps: 'not a list' },
      null,
      website(3),
      website(5),
    ]
    await writeFile(mirrorPath(), JSON.stringify({ version: 1, websites: stored, sweep: 'garbled' }))
    const problems: StoreProblem[] = []
    const mirror = await openMirror({
      dir: temp.path,
      accountId: ACCOUNT,
      onProblem: (problem) => problems.push(problem),
    })
    expect(mirror.list()).toEqual([website(1), website(3), website(5)])
    expect(mirror.sweepState()).toEqual({ completedAt: null })
    expect(problems).toEqual([{ kind: 'dropped-websites', file: mirrorPath(), count: 4 }])
  })

  it('reports a failed background write and tries again later', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    let failuresLeft = 1
    const writer = countingWriter()
    const flaky: AtomicWrite = async (path, data) => {
      if (failuresLeft-- > 0) throw errnoError('ENOSPC')
      await writer.write(path, data)
    }
    const problems: StoreProblem[] = []
    const reported = gate()
    const mirror = await openMirror({
      dir: temp.path,
      accountId: ACCOUNT,
      writeFile: flaky,
      debounceMs: 5,
      maxDelayMs: 20,
      onProblem: (problem) => {
        problems.push(problem)
        void reported.wait()
      },
    })
    mirror.upsert(website(1))
    await vi.advanceTimersByTimeAsync(5)
    await reported.reached
    expect(problems).toMatchObject([{ kind: 'write-failed', file: mirrorPath() }])
    expect(writer.writes).toHaveLength(0)
    // Tried again later by itself, without another change.
    await vi.advanceTimersByTimeAsync(40)
    await mirror.flush()
    expect(writer.writes).toHaveLength(1)
    await mirror.close()
  })

  it('retries a write while a scanner holds the file (EBUSY)', async () => {
    let busy = 2
    const locked: AtomicWrite = async (path, data) => {
      if (busy-- > 0) throw errnoError('EBUSY')
      await writeAtomically(path, data)
    }
    const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT, writeFile: locked, retryDelaysMs: [5, 5, 5] })
    mirror.upsert(website(1))
    await mirror.close()
    expect((await openMirror({ dir: temp.path, accountId: ACCOUNT })).list()).toEqual([website(1)])
  })

  it.each([
    '../escape',
    '..',
    '.',
    'a/b',
    'a\\b',
    '',
    'C:evil',
    'con',
    'NUL',
    'x'.repeat(65),
    '/etc',
    'name.json',
    ' space',
  ])('refuses the account id %j', async (accountId) => {
    await expect(openMirror({ dir: temp.path, accountId })).rejects.toThrow(TypeError)
    await expect(openOutbox({ dir: temp.path, accountId })).rejects.toThrow(TypeError)
    await expect(deleteAccountData({ dir: temp.path, accountId })).rejects.toThrow(TypeError)
  })

  it("deleteAccountData removes that account's mirror and outbox, and no other account's", async () => {
    const other = '0e6a1c7d-2b3f-4a5e-9d8c-7b6a5f4e3d2c'
    for (const accountId of [ACCOUNT, other]) {
      const mirror = await openMirror({ dir: temp.path, accountId })
      mirror.upsert(website(1))
      await mirror.close()
      await (await openOutbox({ dir: temp.path, accountId })).append({ id: 'edit-1' })
    }
    await deleteAccountData({ dir: temp.path, accountId: ACCOUNT })
    await expect(stat(join(temp.path, ACCOUNT))).rejects.toMatchObject({ code: 'ENOENT' })
    expect((await readdir(join(temp.path, other))).sort()).toEqual(['outbox.json', 'websites.json'])
    await deleteAccountData({ dir: temp.path, accountId: ACCOUNT })
    expect((await openMirror({ dir: temp.path, accountId: ACCOUNT })).list()).toEqual([])
  })
})
