/**
 * The overview's file across versions (issue 39): a file written before yesterday's hours were
 * kept (version 1, 60 days) opens with every day it holds, its hours unknown — the overview shows
 * those figures without a change and reads them again — and is written back as version 2 with the
 * hours once they are read.
 */
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it, onTestFinished } from 'vitest'
import { OVERVIEW_FILE_NAME, openOverviewStore } from '../../src/main/stats/overview-store'

const ACCOUNT = '7c9e6679-7425-40de-944b-e07fc1f90ae7'

describe('the overview file', () => {
  it('keeps what a version 1 file holds, and writes version 2 with the hours', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitetray-overview-store-'))
    onTestFinished(() => rm(dir, { recursive: true, force: true }))
    const file = join(dir, ACCOUNT, OVERVIEW_FILE_NAME)
    await mkdir(join(dir, ACCOUNT), { recursive: true })
    const visitors = Array.from({ length: 60 }, (_, day) => day)
    const old = {
      day: '2026-11-20',
      visitors,
      pageviews: visitors.map((count) => 2 * count),
      readAt: 1_700_000_000_000,
    }
    await writeFile(file, JSON.stringify({ version: 1, websites: { '12': old } }))

    const store = await openOverviewStore({ dir, accountId: ACCOUNT })
    expect(store.get('12')).toEqual({ ...old, yesterday: null })

    const hours = Array<number>(24).fill(3)
    store.set('12', {
      ...old,
      visitors: [...visitors, 61],
      pageviews: [...old.pageviews, 122],
      yesterday: { day: '2026-11-19', visitors: hours, pageviews: hours },
    })
    await store.close()
    const written = JSON.parse(await readFile(file, 'utf8')) as { version: number; websites: Record<string, unknown> }
    expect(written.version).toBe(2)
    expect(written.websites['12']).toMatchObject({ yesterday: { day: '2026-11-19', visitors: hours } })
    const again = await openOverviewStore({ dir, accountId: ACCOUNT })
    expect(again.get('12')?.visitors).toHaveLength(61)
    await again.close()
  })
})
