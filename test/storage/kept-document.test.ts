/** A small document main keeps: read once when opened (nothing when missing or not valid), written back as it changes. */
import { mkdtemp, readFile, readdir, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { z } from 'zod'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { decodeWith, openKeptDocument } from '../../src/main/storage'

const schema = z.object({ count: z.int() })
let dir: string
let path: string

beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitetray-kept-'))
  path = join(dir, 'kept.json')
})

afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

const open = (failures: Error[] = []) =>
  openKeptDocument({
    path,
    decode: decodeWith(schema, 'not a count'),
    debounceMs: 10,
    maxDelayMs: 50,
    onWriteFailed: (error) => failures.push(error),
  })

describe('a kept document', () => {
  it('reads nothing when there is no file, and writes back what it is told changed', async () => {
    const document = await open()
    expect(document.loaded).toBeNull()
    let count = 1
    const writer = document.keep(() => ({ count }))
    count = 2
    writer.changed()
    await writer.flush()
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ count: 2 })
    expect((await open()).loaded).toEqual({ count: 2 })
  })

  it('reads a file that is not valid as nothing, and keeps it aside rather than losing it', async () => {
    await writeFile(path, JSON.stringify({ count: 'many' }))
    expect((await open()).loaded).toBeNull()
    expect((await readdir(dir)).some((name) => name !== 'kept.json' && name.startsWith('kept.json'))).toBe(true)
  })
})
