/**
 * Kills a process that is writing the mirror and the outbox with SIGKILL at
 * random moments, then checks what a restart finds: both files always load
 * (nothing moved aside as corrupt, no website dropped), and every outbox
 * entry whose append had resolved is there, in order. Each run continues
 * from the files the previous one left, so kills land on rewrites of
 * existing files, not just on first writes.
 *
 * The child is bundled once into plain JavaScript (bundle-child.ts), so more kills fit in less time.
 */
import { spawn } from 'node:child_process'
import { readdir } from 'node:fs/promises'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openMirror, openOutbox, type StoreProblem } from '../../src/main/mirror'
import { PROJECT_ROOT, useBundledChild } from './bundle-child'
import { ACCOUNT, useTempDir } from './helpers'

const RUNS = 30
const bundle = useBundledChild(join(__dirname, 'fixtures', 'crash-writer.ts'))

interface Entry {
  id: string
  seq: number
}

interface ChildOutcome {
  acked: string[]
  removed: string[]
  stderr: string
  signal: NodeJS.Signals | null
}

interface ChainStats {
  acks: number
  killsMidWrite: number
  largestMirror: number
}

/**
 * Starts the writer, waits for its first acknowledged append (so that every run has written
 * something, however slow the machine), lets it work `workMs` longer, then kills it outright.
 */
function runAndKill(dir: string, accountId: string, run: number, workMs: number): Promise<ChildOutcome> {
  return new Promise((resolvePromise, reject) => {
    const child = spawn(process.execPath, [bundle(), dir, accountId, String(run)], {
      cwd: PROJECT_ROOT,
      stdio: ['ignore', 'pipe', 'pipe'],
    })
    let stdout = ''
    let stderr = ''
    let killTimer: NodeJS.Timeout | undefined
    const startTimeout = setTimeout(() => child.kill('SIGKILL'), 15_000)
    child.stdout.setEncoding('utf8').on('data', (chunk: string) => {
      stdout += chunk
      if (killTimer === undefined && stdout.startsWith('ready\n') && stdout.includes('\nack ')) {
        clearTimeout(startTimeout)
        killTimer = setTimeout(() => child.kill('SIGKILL'), workMs)
      }
    })
    child.stderr.setEncoding('utf8').on('data', (chunk: string) => (stderr += chunk))
    child.on('error', reject)
    child.on('close', (_code, signal) => {
      clearTimeout(startTimeout)
      clearTimeout(killTimer)
      // Only complete lines count: a half-printed ack was never seen by anyone.
      const lines = stdout.split('\n').slice(0, -1)
      const after = (prefix: string): string[] =>
        lines.filter((line) => line.startsWith(prefix)).map((line) => line.slice(prefix.length))
      resolvePromise({ acked: after('ack '), removed: after('removed '), stderr, signal })
    })
  })
}

async function killRepeatedly(dir: string, accountId: string): Promise<ChainStats> {
  const stats: ChainStats = { acks: 0, killsMidWrite: 0, largestMirror: 0 }
  let before: string[] = []
  for (let run = 0; run < RUNS; run += 1) {
    const label = `${accountId.slice(0, 8)} run ${run}`
    const outcome = await runAndKill(dir, accountId, run, 10 + Math.floor(Math.random() * 90))
    expect(outcome.stderr, `${label}: the writer reported an error`).toBe('')
    expect(outcome.signal).toBe('SIGKILL')
    stats.acks += outcome.acked.length

    const folder = join(dir, accountId)
    const names = await readdir(folder)
    if (names.some((name) => /\.json\.\d+$/.test(name))) stats.killsMidWrite += 1
    expect(names.filter((name) => name.includes('.corrupt-'))).toEqual([])

    const problems: StoreProblem[] = []
    const onProblem = (problem: StoreProblem): void => {
      problems.push(problem)
    }
    const outbox = await openOutbox<Entry>({ dir, accountId, onProblem })
    const mirror = await openMirror({ dir, accountId, onProblem })
    expect(problems, `${label}: a file did not load cleanly`).toEqual([])
    expect(outbox.rejected()).toEqual([])

    // The kill interrupts at most one outbox call: an append not yet
    // acknowledged may have reached the disk, or the removal of the oldest
    // entry may have — never both, and nothing else may differ.
    const present = outbox.entries().map((entry) => entry.id)
    const presentSet = new Set(present)
    const removed = new Set(outcome.removed)
    const expected = [...before, ...outcome.acked].filter((id) => !removed.has(id))
    const expectedSet = new Set(expected)
    const missing = expected.filter((id) => !presentSet.has(id))
    const extra = present.filter((id) => !expectedSet.has(id))
    expect(
      missing.length + extra.length,
      `${label}: missing ${missing.join()} / unexpected ${extra.join()}`,
    ).toBeLessThanOrEqual(1)
    if (missing.length === 1)
      expect(missing[0], `${label}: acknowledged entry ${missing[0]} is missing`).toBe(expected[0])
    for (const id of extra) expect(id).toMatch(new RegExp(`^run${run}-`))
    const seqs = outbox.entries().map((entry) => entry.seq)
    expect(seqs, `${label}: outbox out of order`).toEqual([...seqs].sort((a, b) => a - b))

    const websites = mirror.list()
    expect(new Set(websites.map((website) => website.id)).size).toBe(websites.length)
    stats.largestMirror = Math.max(stats.largestMirror, websites.length)
    await mirror.close()
    await outbox.close()

    // The opens removed any temp file a kill left behind. (A kill before the first write lands leaves no file at all.)
    expect((await readdir(folder)).filter((name) => name !== 'outbox.json' && name !== 'websites.json')).toEqual([])
    before = present
  }
  return stats
}

describe('crash safety', () => {
  const temp = useTempDir()

  it(`keeps both files loadable and every acknowledged outbox entry, over ${RUNS} SIGKILLs`, async () => {
    const started = Date.now()
    const stats = await killRepeatedly(temp.path, ACCOUNT)
    expect(stats.acks).toBeGreaterThanOrEqual(RUNS)
    expect(stats.largestMirror).toBeGreaterThan(1000)
    console.log(
      `crash safety: ${RUNS} kills, ${stats.acks} acknowledged appends, ${stats.killsMidWrite} kills left a temp file behind (killed mid-write), largest mirror ${stats.largestMirror} websites, ${Date.now() - started} ms`,
    )
  }, 90_000)
})
