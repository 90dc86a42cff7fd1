/**
 * Kills a process with SIGKILL while it moves a mirror of 100,000 websites from format 1 to
 * format 2 — while reading it, while writing the new file, right when the new file has read back
 * right, around the rename, and after — then checks what is on disk: always one whole mirror file,
 * the old one or the new one, holding every website; and a restart finishes the move and loses
 * nothing.
 */
import { spawn } from 'node:child_process'
import { copyFile, mkdir, readdir, readFile } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openMirror, type StoreProblem } from '../../src/main/mirror'
import { sameWebsite } from '../../src/main/mirror/website-record'
import type { Website } from '../../src/shared/website'
import { PROJECT_ROOT, useBundledChild } from './bundle-child'
import { ACCOUNT, mirrorOnDisk, useTempDir, websites, writeFormat1 } from './helpers'

const WEBSITES = 100_000
const bundle = useBundledChild(join(__dirname, 'fixtures', 'migrating-child.ts'))

type Milestone = 'ready' | 'writing' | 'checked' | 'done'

/** Where each kill lands: after the child said `after`, within `withinMs` (0: as soon as the test hears it). */
const KILLS: Array<{ after: Milestone; withinMs: number }> = [
  { after: 'ready', withinMs: 300 },
  { after: 'writing', withinMs: 0 },
  { after: 'writing', withinMs: 60 },
  { after: 'checked', withinMs: 0 },
  { after: 'checked', withinMs: 20 },
  { after: 'done', withinMs: 0 },
]

/** Starts the child, kills it `withinMs` after it says `after`; resolves with what it had said. */
function runAndKill(dir: string, after: Milestone, withinMs: number): Promise<{ said: string[]; stderr: string }> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [bundle(), dir, ACCOUNT], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let killTimer: NodeJS.Timeout | undefined
    // A child that never gets there (it failed) is not left running.
    const deadline = setTimeout(() => child.kill('SIGKILL'), 60_000)
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      const said = stdout.split('\n').map((line) => line.split(' ')[0])
      if (killTimer === undefined && said.includes(after))
        killTimer = setTimeout(() => child.kill('SIGKILL'), Math.floor(Math.random() * (withinMs + 1)))
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', () => {
      clearTimeout(deadline)
      clearTimeout(killTimer)
      resolvePromise({ said: stdout.split('\n').slice(0, -1), stderr })
    })
  })
}

/** The first position where `actual` differs from `expected`, or null when they hold the same websites. */
function firstDifference(actual: readonly Website[], expected: readonly Website[]): number | null {
  if (actual.length !== expected.length) return Math.min(actual.length, expected.length)
  const at = expected.findIndex((website, index) => !sameWebsite(actual[index]!, website))
  return at < 0 ? null : at
}

describe('a crash while the mirror moves to format 2', () => {
  const temp = useTempDir()

  it(`leaves the old file or the new one, whole, with all ${WEBSITES.toLocaleString('en')} websites, never neither`, async () => {
    const expected = websites(1, WEBSITES)
    const template = join(temp.path, 'format-1.json')
    await writeFormat1(template, expected, '2025-01-31T09:30:00.000Z')
    const folder = join(temp.path, ACCOUNT)
    const mirrorPath = join(folder, 'websites.json')
    const seen = { format1: 0, format2: 0, tempFiles: 0 }

    for (const [run, { after, withinMs }] of KILLS.entries()) {
      const label = `run ${run} (killed after "${after}")`
      await mkdir(folder, { recursive: true })
      await copyFile(template, mirrorPath)
      const { said, stderr } = await runAndKill(temp.path, after, withinMs)
      expect(stderr, `${label}: the child reported a problem`).toBe('')
      expect(said.map((line) => line.split(' ')[0])).toContain(after)

      const names = await readdir(folder)
      expect(names, `${label}: no mirror file is left`).toContain('websites.json')
      expect(names.filter((name) => name !== 'websites.json' && !/^websites\.json\.\d+$/.test(name))).toEqual([])
      if (names.length > 1) seen.tempFiles += 1
      const onDisk = await mirrorOnDisk(mirrorPath)
      seen[onDisk.format === 1 ? 'format1' : 'format2'] += 1
      expect(firstDifference(onDisk.websites, expected), `${label}: format ${onDisk.format} lost websites`).toBeNull()
      expect(onDisk.completedAt).toBe('2025-01-31T09:30:00.000Z')

      // The next start: whatever the kill left, the move is finished and nothing is missing.
      const problems: StoreProblem[] = []
      const mirror = await openMirror({
        dir: temp.path,
        accountId: ACCOUNT,
        onProblem: (problem) => problems.push(problem),
      })
      expect(problems, `${label}: the restart found a problem`).toEqual([])
      expect(firstDifference(mirror.list(), expected)).toBeNull()
      await mirror.close()
      expect(await readdir(folder)).toEqual(['websites.json'])
      expect(JSON.parse(await readFile(mirrorPath, 'utf8'))).toMatchObject({ version: 2, count: WEBSITES })
    }
    // The first kill lands before the new file exists, the last after it replaced the old one.
    expect(seen.format1).toBeGreaterThan(0)
    expect(seen.format2).toBeGreaterThan(0)
    console.log(
      `migration crash: ${KILLS.length} kills, the old file left by ${seen.format1}, the new one by ${seen.format2}, a temp file beside it by ${seen.tempFiles}`,
    )
  }, 300_000)
})
