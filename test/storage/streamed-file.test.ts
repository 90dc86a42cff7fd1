/**
 * A file written as its parts come (storage/streamed-file.ts), on real files in a temp folder: it
 * replaces what was there only whole, keeping who may read it and the link that led to it, and a
 * write that fails leaves the old file and no temp file.
 */
import { lstat, mkdtemp, readdir, readFile, readlink, rm, stat, symlink, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { Readable } from 'node:stream'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { writeStreamedAtomically } from '../../src/main/storage'

let folder: string
beforeEach(async () => {
  folder = await mkdtemp(join(tmpdir(), 'sitetray-streamed-'))
})
afterEach(() => rm(folder, { recursive: true, force: true }))

/** Gives `parts`, then fails with `failure` if one is given. */
async function* partsThen(parts: readonly string[], failure?: Error): AsyncGenerator<string> {
  for (const part of parts) yield part
  if (failure) throw failure
}

describe('a file written as its parts come', () => {
  it('replaces the file whole, keeping its mode, and through a link replaces the file the link points to', async () => {
    const real = join(folder, 'real.csv')
    const link = join(folder, 'export.csv')
    await writeFile(real, 'old', { mode: 0o600 })
    await symlink(real, link)
    await writeStreamedAtomically(link, { streams: [Readable.from(partsThen(['a,b\r\n', '1,2\r\n']))] })
    expect(await readFile(real, 'utf8')).toBe('a,b\r\n1,2\r\n')
    expect((await stat(real)).mode & 0o777).toBe(0o600)
    expect((await lstat(link)).isSymbolicLink()).toBe(true)
    expect(await readlink(link)).toBe(real)
    expect((await readdir(folder)).sort()).toEqual(['export.csv', 'real.csv'])
  })

  it('leaves the old file as it was and no temp file when the parts fail halfway', async () => {
    const path = join(folder, 'export.csv')
    await writeFile(path, 'last month')
    const failure = new Error('the server went away')
    await expect(
      writeStreamedAtomically(path, { streams: [Readable.from(partsThen(['a,b\r\n', '1,2\r\n'], failure))] }),
    ).rejects.toBe(failure)
    expect(await readFile(path, 'utf8')).toBe('last month')
    expect(await readdir(folder)).toEqual(['export.csv'])
  })

  it('writes nothing once cancelled', async () => {
    const path = join(folder, 'export.csv')
    const cancel = new AbortController()
    async function* cancelledHalfway(): AsyncGenerator<string> {
      yield 'a,b\r\n'
      cancel.abort()
      yield '1,2\r\n'
    }
    await expect(
      writeStreamedAtomically(path, { streams: [Readable.from(cancelledHalfway())], signal: cancel.signal }),
    ).rejects.toMatchObject({ name: 'AbortError' })
    expect(await readdir(folder)).toEqual([])
  })
})
