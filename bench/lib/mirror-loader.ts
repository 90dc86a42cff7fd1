/**
 * Opens one account's mirror in a fresh process, as main does at start-up, and prints JSON: the
 * load times, the resident memory before and after (the mirror held, the heap collected), and
 * for comparison the time to read and JSON.parse the same file and nothing else; then, given a
 * second data folder whose mirror an earlier SiteTray wrote (format 1), the time of the open that
 * moves it to the current format.
 * `node --import tsx --expose-gc mirror-loader.ts <data dir> <account id> <runs> [<data dir, format 1>]`
 */
import { readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { openMirror } from '../../src/main/mirror'
import { MIRROR_FILE_NAME } from '../../src/main/mirror/account-paths'
import { collectGarbage } from './stats'

export interface LoaderReport {
  loadMs: number[]
  parseMs: number[]
  rssBefore: number
  rssAfter: number
  /** The JavaScript heap in use before and after, collected: what the mirror itself holds, without what the process keeps besides. */
  heapBefore: number
  heapAfter: number
  websites: number
  /** The open that moved the mirror in format 1, when a folder with one was given. */
  moved?: { ms: number; websites: number }
}

async function main(): Promise<void> {
  const [dir, accountId, runsText, earlierDir] = process.argv.slice(2)
  if (!dir || !accountId) throw new Error('usage: mirror-loader.ts <data dir> <account id> <runs> [<data dir>]')
  const runs = Number(runsText ?? 5)
  const open = (from = dir) => openMirror({ dir: from, accountId, onProblem: (problem) => console.error(problem.kind) })

  collectGarbage()
  const { rss: rssBefore, heapUsed: heapBefore } = process.memoryUsage()
  const loadMs: number[] = []
  let started = performance.now()
  const held = await open()
  loadMs.push(performance.now() - started)
  collectGarbage()
  const { rss: rssAfter, heapUsed: heapAfter } = process.memoryUsage()
  const websites = held.list().length
  await held.close()

  for (let run = 1; run < runs; run += 1) {
    collectGarbage()
    started = performance.now()
    const mirror = await open()
    loadMs.push(performance.now() - started)
    await mirror.close()
  }
  const parseMs: number[] = []
  const file = join(dir, accountId, MIRROR_FILE_NAME)
  for (let run = 0; run < runs; run += 1) {
    collectGarbage()
    started = performance.now()
    JSON.parse(await readFile(file, 'utf8'))
    parseMs.push(performance.now() - started)
  }
  const report: LoaderReport = { loadMs, parseMs, rssBefore, rssAfter, heapBefore, heapAfter, websites }
  if (earlierDir) {
    collectGarbage()
    started = performance.now()
    const moved = await open(earlierDir)
    report.moved = { ms: performance.now() - started, websites: moved.list().length }
    await moved.close()
  }
  process.stdout.write(JSON.stringify(report))
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(1)
})
