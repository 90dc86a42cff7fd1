/**
 * The mirror at an agency's scale, 100,000 websites, in the figures a test can hold on a shared
 * machine: the bytes on disk and the memory held once it is open. How long it takes to open is
 * a figure for `npm run bench` (the mirror-100k case), not a timed test.
 */
import { spawnSync } from 'node:child_process'
import { stat } from 'node:fs/promises'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { LoaderReport } from '../../bench/lib/mirror-loader'
import { realisticWebsites } from '../../bench/lib/websites'
import { openMirror } from '../../src/main/mirror'
import { encodeMirrorFile } from '../../src/main/mirror/mirror-file'
import { ACCOUNT, useTempDir } from './helpers'

const WEBSITES = 100_000
const LOADER = resolve(__dirname, '../../bench/lib/mirror-loader.ts')
const MB = 1024 * 1024

describe('the mirror of 100,000 websites', () => {
  const temp = useTempDir()

  it(
    'takes under a third of the bytes of a list of objects, and under 40 MB of heap once open (the list took 90 MB)',
    { timeout: 120_000 },
    async () => {
      const websites = realisticWebsites(WEBSITES)
      const mirror = await openMirror({ dir: temp.path, accountId: ACCOUNT })
      mirror.replaceAll(websites)
      await mirror.close()
      const bytes = (await stat(join(temp.path, ACCOUNT, 'websites.json'))).size
      const listBytes = JSON.stringify(encodeMirrorFile(websites, { completedAt: null }, 1)).length
      expect(bytes).toBeLessThan(listBytes / 3)

      // A fresh process, as main at start-up, so that the websites made up here are not counted.
      const child = spawnSync(process.execPath, ['--import', 'tsx', '--expose-gc', LOADER, temp.path, ACCOUNT, '1'], {
        encoding: 'utf8',
      })
      expect(child.stderr).toBe('')
      const report = JSON.parse(child.stdout) as LoaderReport
      expect(report.websites).toBe(WEBSITES)
      expect((report.heapAfter - report.heapBefore) / MB).toBeLessThan(40)
    },
  )
})
