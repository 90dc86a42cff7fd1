/**
 * A mirror written by an earlier SiteTray (format 1, a list of objects) is moved to format 2 (one
 * list per field) the first time it is opened, without losing a value — local ids, variant A's
 * favorites that live nowhere else, an unknown exclusion list (null) apart from an empty one — and
 * only once the new file reads back right; a damaged file in either format is moved aside.
 */
import { readdir, readFile, writeFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openMirror, type StoreProblem } from '../../src/main/mirror'
import { writeAtomicallyVerified, type VerifiedWrite } from '../../src/main/storage'
import type { Website } from '../../src/shared/website'
import { ACCOUNT, errnoError, mirrorOnDisk, useTempDir, website, websites, writeFormat1 } from './helpers'

const LOCAL_ID = 'local-0b1c2d3e-4f50-4a6b-8c7d-9e0f1a2b3c4d'

/** Every kind of value a stored website can hold, once each at least. */
const EDGE_CASES: Website[] = [
  // Created on this computer, not on the server yet; a variant A favorite, kept only here.
  website(1, { id: LOCAL_ID, favorite: true, favoritedAt: '2024-03-01T08:00:00', createdAt: null, updatedAt: null }),
  // Never told what to exclude (null), apart from told to exclude nothing ([]).
  website(2, { excludeParams: null, excludeIps: [] }),
  website(3, { excludeParams: [], excludeIps: ['2001:db8::/32', '10.0.0.1', '10.0.0.1'] }),
  website(4, { domain: 'xn--mnchen-3ya.de', displayDomain: 'münchen.de', privacy: 2, hasPassword: true }),
  website(5, { domain: 'xn--pple-43d.com', displayDomain: 'xn--pple-43d.com', privacy: 1 }),
  website(6, { emailReports: true, excludeBots: false, favorite: false, favoritedAt: null }),
  website(7, { excludeParams: ['ünïcode', 'a "quoted" line', 'back\\slash', ''], excludeIps: ['192.168.1.0/24'] }),
  website(8, { id: '18446744073709551615', createdAt: '2016-01-01 00:00:00' }),
]

async function folderNames(dir: string): Promise<string[]> {
  return (await readdir(join(dir, ACCOUNT))).sort()
}

describe('the mirror in format 1, opened', () => {
  const temp = useTempDir()
  const mirrorPath = (): string => join(temp.path, ACCOUNT, 'websites.json')

  it('is rewritten in format 2 holding every value of every website, in order, with the sweep state', async () => {
    const stored = [...EDGE_CASES, ...websites(100, 2_000)]
    await writeFormat1(mirrorPath(), stored, '2025-01-31T09:30:00.000Z')
    const problems: StoreProblem[] = []
    const mirror = await openMirror({
      dir: temp.path,
      accountId: ACCOUNT,
      onProblem: (problem) => problems.push(problem),
    })
    expect(problems).toEqual([])
    expect(mirror.list()).toEqual(stored)
    expect(mirror.get(LOCAL_ID)).toMatchObject({ favorite: true, favoritedAt: '2024-03-01T08:00:00' })
    expect(mirror.sweepState()).toEqual({ completedAt: '2025-01-31T09:30:00.000Z' })
    await mirror.close()

    expect(await mirrorOnDisk(mirrorPath())).toEqual({
      format: 2,
      websites: stored,
      completedAt: '2025-01-31T09:30:00.000Z',
    })
    // The old content is gone with its file's rename, and no temp file is left.
    expect(await folderNames(temp.path)).toEqual(['websites.json'])
    const reopened = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    expect(reopened.list()).toEqual(stored)
    reopened.upsert(website(3, { excludeParams: null }))
    await reopened.close()
    expect((await mirrorOnDisk(mirrorPath())).websites.find((one) => one.id === '3')?.excludeParams).toBeNull()
  })

  const failures: Array<[string, VerifiedWrite]> = [
    ['the disk is full', () => Promise.reject(errnoError('ENOSPC'))],
    [
      'the new file does not read back as written',
      // A favorite lost on the way: the check finds it before the file is replaced.
      (path, data, verify) =>
        writeAtomicallyVerified()(path, data, (written) => verify(written.replace('"favorite":[1', '"favorite":[0'))),
    ],
  ]

  it.each(failures)(
    'is kept as it was when %s, written in format 1 meanwhile, and moved at the next start',
    async (_, failing) => {
      const stored = [...EDGE_CASES, ...websites(100, 50)]
      await writeFormat1(mirrorPath(), stored)
      const before = await readFile(mirrorPath(), 'utf8')
      const problems: StoreProblem[] = []
      const mirror = await openMirror({
        dir: temp.path,
        accountId: ACCOUNT,
        writeVerified: failing,
        onProblem: (problem) => problems.push(problem),
      })
      expect(problems).toMatchObject([{ kind: 'not-migrated', file: mirrorPath() }])
      expect(await readFile(mirrorPath(), 'utf8')).toBe(before)
      expect(await folderNames(temp.path)).toEqual(['websites.json'])
      expect(mirror.list()).toEqual(stored)

      // The user's favorite, made meanwhile, goes into the file it was read from, in its format.
      mirror.upsert(website(100, { favorite: true, favoritedAt: '2025-02-01T10:00:00' }))
      await mirror.close()
      const meanwhile = await mirrorOnDisk(mirrorPath())
      expect(meanwhile.format).toBe(1)
      expect(meanwhile.websites.find((one) => one.id === '100')?.favorite).toBe(true)

      const next = await openMirror({ dir: temp.path, accountId: ACCOUNT })
      expect(next.list()).toEqual(meanwhile.websites)
      await next.close()
      expect((await mirrorOnDisk(mirrorPath())).format).toBe(2)
    },
  )
})

describe('the mirror in format 2, damaged', () => {
  const temp = useTempDir()
  const mirrorPath = (): string => join(temp.path, ACCOUNT, 'websites.json')

  async function written(): Promise<string> {
    const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT })
    mirror.replaceAll([...EDGE_CASES, ...websites(100, 10)])
    await mirror.close()
    return readFile(mirrorPath(), 'utf8')
  }

  async function opened(): Promise<{ list: readonly Website[]; problems: StoreProblem[] }> {
    const problems: StoreProblem[] = []
    const mirror = await openMirror({
      dir: temp.path,
      accountId: ACCOUNT,
      onProblem: (problem) => problems.push(problem),
    })
    const list = mirror.list()
    await mirror.close()
    return { list, problems }
  }

  it.each([
    ['cut short', (text: string) => text.slice(0, text.length / 2), 'its content is damaged'],
    [
      'with a column that does not line up',
      (text: string) => text.replace(/"domain":\["[^"]*",/, '"domain":['),
      '"domain" does not hold one entry per website',
    ],
    [
      'without its shared lines',
      (text: string) => text.replace(/"lines":\[[^\]]*\]/, '"lines":7'),
      '"lines" is not a list of text',
    ],
    [
      'with a list that names a line it does not have',
      (text: string) => text.replace(/"lists":\[\[/, '"lists":[[9999,'),
      '"lists" names lines that "lines" does not hold',
    ],
  ])('%s is moved aside, kept, reported, and the mirror starts empty', async (_, damage, reason) => {
    const damaged = damage(await written())
    await writeFile(mirrorPath(), damaged)
    const { list, problems } = await opened()
    expect(list).toEqual([])
    expect(problems).toEqual([
      { kind: 'corrupt-file', file: mirrorPath(), movedTo: expect.stringMatching(/websites\.json\.corrupt-/), reason },
    ])
    const names = await folderNames(temp.path)
    expect(names).toEqual([expect.stringMatching(/^websites\.json\.corrupt-/)])
    expect(await readFile(join(temp.path, ACCOUNT, names[0]!), 'utf8')).toBe(damaged)
  })

  it('drops only a website whose value has the wrong type, or that names a line it does not have', async () => {
    const text = await written()
    const document = JSON.parse(text) as Record<string, unknown[]>
    document.privacy![1] = 7
    document.excludeIps![2] = 999
    document.favorite![3] = true
    document.id![5] = document.id![4]
    await writeFile(mirrorPath(), JSON.stringify(document))
    const { list, problems } = await opened()
    const all = [...EDGE_CASES, ...websites(100, 10)]
    expect(list).toEqual(all.filter((_, index) => ![1, 2, 3, 5].includes(index)))
    expect(problems).toEqual([{ kind: 'dropped-websites', file: mirrorPath(), count: 4 }])
  })
})
