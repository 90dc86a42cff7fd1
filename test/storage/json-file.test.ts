import { mkdir, readdir, readFile, stat, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { movedAsideNotice, openJsonFile, writeAtomically, type AtomicWrite, type Decoded } from '../../src/main/storage'
import { errnoError, nextTurn, useTempDir } from '../mirror/helpers'

const anything = (raw: unknown): Decoded<unknown> => ({ ok: true, value: raw })
const onlyObjectsWithName = (raw: unknown): Decoded<{ name: string }> =>
  typeof raw === 'object' && raw !== null && typeof (raw as { name?: unknown }).name === 'string'
    ? { ok: true, value: raw as { name: string } }
    : { ok: false, reason: 'no name' }

describe('json file', () => {
  const temp = useTempDir()

  it('reports a file that does not exist as missing, and creates its folder on first write', async () => {
    const file = openJsonFile({ path: join(temp.path, 'nested', 'data.json') })
    expect(await file.load(anything)).toEqual({ status: 'missing', removedTempFiles: 0 })
    await file.write({ name: 'a', list: [1, 2] })
    expect(await file.load(anything)).toEqual({
      status: 'loaded',
      value: { name: 'a', list: [1, 2] },
      removedTempFiles: 0,
    })
  })

  it('moves a file that is not JSON aside instead of failing, keeping its bytes', async () => {
    const path = join(temp.path, 'data.json')
    await writeFile(path, '{"name": "trunc')
    const result = await openJsonFile({ path }).load(anything)
    // In words, not the parser's ("Unterminated string in JSON at position 15").
    expect(result).toMatchObject({ status: 'corrupt', reason: 'its content is damaged' })
    if (result.status !== 'corrupt') return
    expect(result.movedTo).toMatch(/data\.json\.corrupt-\d{4}-\d\d-\d\dT\d\d-\d\d-\d\d-\d{3}Z$/)
    expect(await readFile(result.movedTo, 'utf8')).toBe('{"name": "trunc')
    expect(await readdir(temp.path)).toEqual([result.movedTo.slice(temp.path.length + 1)])
  })

  it('moves a file that parses but fails validation aside, and never overwrites an earlier corrupt copy', async () => {
    const path = join(temp.path, 'data.json')
    const file = openJsonFile({ path })
    await writeFile(path, '{"other": 1}')
    const first = await file.load(onlyObjectsWithName)
    await writeFile(path, '[]')
    const second = await file.load(onlyObjectsWithName)
    expect(first).toMatchObject({ status: 'corrupt', reason: 'no name' })
    expect(second).toMatchObject({ status: 'corrupt', reason: 'no name' })
    if (first.status !== 'corrupt' || second.status !== 'corrupt') return
    expect(second.movedTo).not.toBe(first.movedTo)
    expect(await readFile(first.movedTo, 'utf8')).toBe('{"other": 1}')
    expect(await readFile(second.movedTo, 'utf8')).toBe('[]')
  })

  it('moves a file it cannot read at all aside too, so that the next write cannot overwrite it, and says where it is', async () => {
    const path = join(temp.path, 'accounts.json')
    // Something at the path that no read can get through (here a folder, with a file in it).
    await mkdir(path)
    await writeFile(join(path, 'inside'), 'kept')
    const result = await openJsonFile({ path }).load(anything)
    expect(result).toMatchObject({ status: 'corrupt', reason: 'a folder is where the file should be' })
    if (result.status !== 'corrupt') return
    expect(await readFile(join(result.movedTo, 'inside'), 'utf8')).toBe('kept')
    // Said in words a user can act on, never as the system's code (EISDIR).
    expect(movedAsideNotice('the list of accounts', result)).toBe(
      `SiteTray could not read the list of accounts (a folder is where the file should be). The file was kept as ${result.movedTo}.`,
    )
    await openJsonFile({ path }).write({ fresh: true })
    expect(JSON.parse(await readFile(path, 'utf8'))).toEqual({ fresh: true })
  })

  it('creates a file only its user may read when asked to', async () => {
    const path = join(temp.path, 'private.json')
    await openJsonFile({ path, mode: 0o600 }).write({ secret: false })
    expect((await stat(path)).mode & 0o777).toBe(0o600)
  })

  it('removes temp files a killed writer left behind, and nothing else', async () => {
    const path = join(temp.path, 'data.json')
    await writeAtomically(path, '{"name":"kept"}')
    await writeFile(`${path}.1234567890`, '{"name":"half-writ')
    await writeFile(`${path}.42`, '')
    await writeFile(join(temp.path, 'other.json.77'), 'not ours')
    await writeFile(`${path}.corrupt-2024-01-01T00-00-00-000Z`, 'kept for the user')
    const result = await openJsonFile({ path }).load(onlyObjectsWithName)
    expect(result).toEqual({ status: 'loaded', value: { name: 'kept' }, removedTempFiles: 2 })
    expect((await readdir(temp.path)).sort()).toEqual([
      'data.json',
      'data.json.corrupt-2024-01-01T00-00-00-000Z',
      'other.json.77',
    ])
  })

  it('retries a write while the file is locked (EBUSY, EPERM, EACCES) and then succeeds', async () => {
    const failures = ['EBUSY', 'EPERM', 'EACCES']
    let attempts = 0
    const lockedAtFirst: AtomicWrite = async (path, data) => {
      attempts += 1
      const code = failures.shift()
      if (code) throw errnoError(code)
      await writeAtomically(path, data)
    }
    const file = openJsonFile({
      path: join(temp.path, 'data.json'),
      writeFile: lockedAtFirst,
      retryDelaysMs: [1, 1, 1, 1],
    })
    await file.write({ name: 'after the scanner' })
    expect(attempts).toBe(4)
    expect(await file.load(anything)).toMatchObject({ value: { name: 'after the scanner' } })
  })

  it('gives up after the last retry, and does not retry other errors', async () => {
    let attempts = 0
    const alwaysBusy: AtomicWrite = async () => {
      attempts += 1
      throw errnoError('EBUSY')
    }
    await expect(
      openJsonFile({ path: join(temp.path, 'a.json'), writeFile: alwaysBusy, retryDelaysMs: [1, 1] }).write({}),
    ).rejects.toMatchObject({ code: 'EBUSY' })
    expect(attempts).toBe(3)

    attempts = 0
    const diskFull: AtomicWrite = async () => {
      attempts += 1
      throw errnoError('ENOSPC')
    }
    await expect(
      openJsonFile({ path: join(temp.path, 'b.json'), writeFile: diskFull, retryDelaysMs: [1, 1] }).write({}),
    ).rejects.toMatchObject({ code: 'ENOSPC' })
    expect(attempts).toBe(1)
  })

  it('never runs two writes to the same file at once, and keeps their order', async () => {
    let running = 0
    let mostAtOnce = 0
    const order: string[] = []
    const slow: AtomicWrite = async (path, data) => {
      running += 1
      mostAtOnce = Math.max(mostAtOnce, running)
      await nextTurn()
      order.push(data)
      await writeAtomically(path, data)
      running -= 1
    }
    const file = openJsonFile({ path: join(temp.path, 'data.json'), writeFile: slow })
    await Promise.all([1, 2, 3, 4].map((n) => file.write({ n })))
    expect(mostAtOnce).toBe(1)
    expect(order).toEqual(['{"n":1}', '{"n":2}', '{"n":3}', '{"n":4}'])
    expect(await file.load(anything)).toMatchObject({ value: { n: 4 } })
  })

  it('keeps writing after a failed write', async () => {
    let fail = true
    const onceBroken: AtomicWrite = async (path, data) => {
      if (fail) {
        fail = false
        throw errnoError('EIO')
      }
      await writeAtomically(path, data)
    }
    const file = openJsonFile({ path: join(temp.path, 'data.json'), writeFile: onceBroken })
    const [first, second] = await Promise.allSettled([file.write({ n: 1 }), file.write({ n: 2 })])
    expect(first.status).toBe('rejected')
    expect(second.status).toBe('fulfilled')
    expect(await file.load(anything)).toMatchObject({ value: { n: 2 } })
  })
})
