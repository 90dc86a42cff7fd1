/**
 * The mirror at 10,000 and 100,000 websites: how long start-up waits to open it (read, parse,
 * check), how long a sweep's end takes to write it back (atomic, fsync'd), how much disk it
 * takes, what holding it costs main in resident memory, and the one start that moves a mirror an
 * earlier SiteTray wrote (format 1) to the current format. Loading runs in a fresh process of
 * its own (lib/mirror-loader.ts), so that the websites this case made up are not in its memory.
 */
import { spawnSync } from 'node:child_process'
import { mkdir, mkdtemp, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { openMirror } from '../../src/main/mirror'
import { MIRROR_FILE_NAME } from '../../src/main/mirror/account-paths'
import { encodeMirrorFile } from '../../src/main/mirror/mirror-file'
import type { Website } from '../../src/shared/website'
import { benchCase, type CaseContext } from '../harness/case'
import { formatNumber } from '../harness/table'
import type { LoaderReport } from '../lib/mirror-loader'
import { collectGarbage, MB, median, spread } from '../lib/stats'
import { realisticWebsites } from '../lib/websites'

const ACCOUNT = 'b7e3c1a2-5d4f-4e8a-9c6b-1f2e3d4c5b6a'
const LOADER = join(__dirname, '..', 'lib', 'mirror-loader.ts')

interface Size {
  name: string
  websites: number
  quickWebsites: number
  loadGoalMs: number
  rssGoalMB: number | null
}

const SIZES: Size[] = [
  // 100 ms: the budget the mirror bench held start-up to before there were baselines.
  { name: 'mirror-10k', websites: 10_000, quickWebsites: 1_000, loadGoalMs: 100, rssGoalMB: null },
  { name: 'mirror-100k', websites: 100_000, quickWebsites: 5_000, loadGoalMs: 500, rssGoalMB: 250 },
]

async function timeWrites(
  dir: string,
  sites: readonly Website[],
  runs: number,
): Promise<{ mirrorMs: number[]; plainMs: number[]; fileBytes: number; compactBytes: number }> {
  const reversed = [...sites].reverse()
  const mirrorMs: number[] = []
  const writer = await openMirror({ dir, accountId: ACCOUNT, debounceMs: 60_000, maxDelayMs: 60_000 })
  for (let run = 0; run < runs; run += 1) {
    collectGarbage()
    const started = performance.now()
    // A sweep's end: every website replaced, then the coalesced write that follows.
    writer.replaceAll(run % 2 === 0 ? sites : reversed)
    await writer.flush()
    mirrorMs.push(performance.now() - started)
  }
  writer.replaceAll(sites)
  writer.setSweepState({ completedAt: new Date().toISOString() })
  await writer.close()

  const plainMs: number[] = []
  const plainFile = join(dir, 'plain.json')
  for (let run = 0; run < runs; run += 1) {
    collectGarbage()
    const started = performance.now()
    await writeFile(plainFile, JSON.stringify(run % 2 === 0 ? sites : reversed))
    plainMs.push(performance.now() - started)
  }
  const compactBytes = (await stat(plainFile)).size
  await rm(plainFile)
  return { mirrorMs, plainMs, fileBytes: (await stat(join(dir, ACCOUNT, MIRROR_FILE_NAME))).size, compactBytes }
}

function load(dir: string, runs: number, earlierDir: string): LoaderReport {
  const child = spawnSync(
    process.execPath,
    ['--import', 'tsx', '--expose-gc', LOADER, dir, ACCOUNT, String(runs), earlierDir],
    { encoding: 'utf8' },
  )
  if (child.status !== 0) throw new Error(`the mirror loader failed: ${child.stderr}`)
  return JSON.parse(child.stdout) as LoaderReport
}

async function measureMirror(context: CaseContext, size: Size): Promise<void> {
  const count = context.quick ? size.quickWebsites : size.websites
  const dir = await mkdtemp(join(tmpdir(), 'sitetray-bench-mirror-'))
  const earlier = await mkdtemp(join(tmpdir(), 'sitetray-bench-mirror-'))
  try {
    const sites = realisticWebsites(count)
    const writes = await timeWrites(dir, sites, context.quick ? 2 : 5)
    // The same websites as an earlier SiteTray left them: its first open moves them to the current format.
    await mkdir(join(earlier, ACCOUNT))
    const sweep = { completedAt: new Date().toISOString() }
    await writeFile(join(earlier, ACCOUNT, MIRROR_FILE_NAME), JSON.stringify(encodeMirrorFile(sites, sweep, 1)))
    const loaded = load(dir, context.quick ? 3 : 10, earlier)
    if (loaded.websites !== count) throw new Error(`the mirror loaded ${loaded.websites} of ${count} websites`)
    const moved = loaded.moved!
    if (moved.websites !== count) throw new Error(`the mirror moved ${moved.websites} of ${count} websites`)
    const label = `${formatNumber(count)} websites`
    context.record({
      measure: `${label}: load at start-up`,
      figure: { value: median(loaded.loadMs), unit: 'ms' },
      baseline: { value: median(loaded.parseMs), unit: 'ms' },
      goal: { op: '<', value: size.loadGoalMs },
      detail: `medians; mirror ${spread(loaded.loadMs)} (the first ${loaded.loadMs[0]!.toFixed(1)} ms); readFile + JSON.parse ${spread(loaded.parseMs)}`,
    })
    context.record({
      measure: `${label}: save after a sweep`,
      figure: { value: median(writes.mirrorMs), unit: 'ms' },
      baseline: { value: median(writes.plainMs), unit: 'ms' },
      goal: null,
      detail: `medians; replaceAll + flush (atomic: temp file, fsync, rename) ${spread(writes.mirrorMs)}; plain writeFile of JSON.stringify ${spread(writes.plainMs)}`,
    })
    context.record({
      measure: `${label}: the first start after the update, format 1 moved`,
      figure: { value: moved.ms, unit: 'ms' },
      baseline: { value: median(loaded.loadMs), unit: 'ms' },
      goal: null,
      detail: `once: format 1 read and checked, written in the current format (temp file, fsync), read back and compared, renamed over it; the baseline is an ordinary start (the load above)`,
    })
    context.record({
      measure: `${label}: file on disk`,
      figure: { value: writes.fileBytes / MB, unit: 'MB' },
      baseline: { value: writes.compactBytes / MB, unit: 'MB' },
      goal: null,
      detail: `${formatNumber(writes.fileBytes)} bytes; the baseline is the websites as compact JSON (${formatNumber(writes.compactBytes)} bytes)`,
    })
    context.record({
      measure: `${label}: resident memory, mirror held`,
      figure: { value: loaded.rssAfter / MB, unit: 'MB' },
      baseline: { value: loaded.rssBefore / MB, unit: 'MB' },
      goal: size.rssGoalMB === null ? null : { op: '<', value: size.rssGoalMB },
      detail: `a fresh Node process (${process.version}, tsx) before and after opening the mirror, heap collected: +${((loaded.rssAfter - loaded.rssBefore) / MB).toFixed(1)} MB`,
    })
  } finally {
    await rm(dir, { recursive: true, force: true })
    await rm(earlier, { recursive: true, force: true })
  }
}

for (const [index, size] of SIZES.entries()) {
  benchCase({
    name: size.name,
    order: 30 + index,
    title: `the mirror of ${formatNumber(size.websites)} websites: load, save, size on disk, resident memory`,
    baseline:
      'the floor for the same websites in the same run: read + JSON.parse alone, a plain writeFile, compact JSON, the process before the mirror is opened',
    run: (context) => measureMirror(context, size),
  })
}
