/**
 * A read error is not bad content (docs/architecture.md, "Sync and storage"): a file the system
 * would not let be read (EACCES, EIO, EBUSY) may be perfectly good, so it is never moved aside nor
 * overwritten — the user is told, and the next start reads it. Only content that was read and is
 * not valid goes aside.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it, vi } from 'vitest'
import { openProfileStore, PROFILES_FILE_NAME } from '../../src/main/accounts'
import { openJsonFile, type Decoded } from '../../src/main/storage'
import { useTempDir } from '../mirror/helpers'
import { failReads } from './failing-reads'

vi.mock('node:fs/promises', async (original) => (await import('./failing-reads')).withFailingReads(await original()))

const reads = failReads()
const anything = (raw: unknown): Decoded<unknown> => ({ ok: true, value: raw })
const FAST = [1, 1]

describe.each([
  ['EACCES', 'SiteTray is not allowed to use its data folder'],
  ['EIO', 'the disk reported an error'],
  ['EBUSY', 'another program is holding the file'],
])('a file whose read fails with %s', (code, words) => {
  const temp = useTempDir()

  it('is unreadable, stays where it is with its bytes, and is not overwritten until it reads again', async () => {
    const path = join(temp.path, 'data.json')
    await writeFile(path, '{"kept": true}')
    reads.fail('data.json', code)
    const file = openJsonFile({ path, retryDelaysMs: FAST })
    const result = await file.load(anything)
    reads.heal()
    expect(result).toMatchObject({ status: 'unreadable', reason: words })
    expect(await readdir(temp.path)).toEqual(['data.json'])
    await expect(file.write({ kept: false })).rejects.toMatchObject({ code })
    expect(await readFile(path, 'utf8')).toBe('{"kept": true}')

    const next = openJsonFile({ path, retryDelaysMs: FAST })
    expect(await next.load(anything)).toMatchObject({ status: 'loaded', value: { kept: true } })
    await next.write({ kept: 'again' })
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ kept: 'again' })
  })
})

describe('the list of accounts, when its read fails', () => {
  const temp = useTempDir()

  it('starts without accounts this time, says so, keeps the file as it is, and the next start has them all', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined)
    const first = await openProfileStore(temp.path)
    await first.add({ baseUrl: 'https://stats.example.com', label: 'Work', variant: 'B' })
    const onDisk = await readFile(join(temp.path, PROFILES_FILE_NAME), 'utf8')

    reads.fail(PROFILES_FILE_NAME, 'EIO')
    const store = await openProfileStore(temp.path)
    reads.heal()
    expect(store.list()).toEqual([])
    expect(store.recovered?.notice).toBe(
      'SiteTray could not read the list of accounts (the disk reported an error). The file was left as it is and will not be overwritten: quit and start SiteTray again to read it. Until then SiteTray shows no accounts.',
    )
    // An account added meanwhile cannot replace the list it would overwrite.
    await expect(store.add({ baseUrl: 'https://other.example.com', variant: 'A' })).rejects.toBeDefined()
    expect(await readdir(temp.path)).toEqual([PROFILES_FILE_NAME])
    expect(await readFile(join(temp.path, PROFILES_FILE_NAME), 'utf8')).toBe(onDisk)
    expect(warn).toHaveBeenCalled()

    expect((await openProfileStore(temp.path)).list().map((profile) => profile.label)).toEqual(['Work'])
  })
})
