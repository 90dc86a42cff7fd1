/**
 * `npm run bench [-- <words>] [--quick] [--verbose] [--no-build] [--list] [--table]`
 *
 * Runs every benchmark case (bench/cases/*.bench.ts), or those whose name contains one of the
 * words, each in a process of its own so that one case's heap, timers and servers cannot skew
 * the next; collects their results as JSON; prints one table (figure, baseline measured in the
 * same run, ratio, goal) and writes bench/results/. Goals inform, they never fail the run: the
 * exit code is 1 only when a case could not run. See bench/README.md.
 */
import { spawn, spawnSync } from 'node:child_process'
import { mkdtempSync, readdirSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, relative, resolve } from 'node:path'
import { performance } from 'node:perf_hooks'
// @ts-expect-error -- a plain .mjs helper without type declarations
import { runWithPrivateKeyring } from '../test/keyring.mjs'
import { registeredCases, type BenchCase } from './harness/case'
import { currentLoad, describeMachine } from './harness/machine'
import type { CaseResult } from './harness/result'
import { readResults, writeMarkdown, writeResults } from './harness/results-file'
import { legend, textTable } from './harness/table'

const BENCH_DIR = __dirname
const APP_ROOT = resolve(BENCH_DIR, '..')
const CASES_DIR = join(BENCH_DIR, 'cases')
const RESULTS_DIR = join(BENCH_DIR, 'results')
const CHILD = join(BENCH_DIR, 'harness', 'child.ts')
const DEFAULT_TIMEOUT_MS = { full: 10 * 60_000, quick: 2 * 60_000 }

interface Options {
  words: string[]
  quick: boolean
  verbose: boolean
  build: boolean
  list: boolean
  /** Print the table of results/latest.json again and rewrite latest.md, running nothing. */
  table: boolean
}

function parseArgs(argv: readonly string[]): Options {
  const flags = new Set(argv.filter((arg) => arg.startsWith('--')))
  const known = ['--quick', '--verbose', '--no-build', '--list', '--table']
  const unknown = [...flags].filter((flag) => !known.includes(flag))
  if (unknown.length > 0) throw new Error(`Unknown option ${unknown.join(', ')}; known: ${known.join(' ')}`)
  return {
    words: argv.filter((arg) => !arg.startsWith('--')),
    quick: flags.has('--quick'),
    verbose: flags.has('--verbose'),
    build: !flags.has('--no-build'),
    list: flags.has('--list'),
    table: flags.has('--table'),
  }
}

/** Imports every case file; each registers its cases. Returns which file registered which case. */
async function discover(): Promise<Map<string, string>> {
  const fileOf = new Map<string, string>()
  for (const name of readdirSync(CASES_DIR)
    .filter((file) => file.endsWith('.bench.ts'))
    .sort()) {
    const file = join(CASES_DIR, name)
    await import(file)
    for (const definition of registeredCases()) if (!fileOf.has(definition.name)) fileOf.set(definition.name, file)
  }
  return fileOf
}

function build(): void {
  const started = performance.now()
  const result = spawnSync('npx', ['electron-vite', 'build'], { cwd: APP_ROOT, encoding: 'utf8' })
  if (result.status !== 0) {
    process.stdout.write(result.stdout ?? '')
    process.stderr.write(result.stderr ?? '')
    throw new Error('The build failed: the app cases need out/.')
  }
  console.log(`built out/ in ${((performance.now() - started) / 1000).toFixed(1)} s`)
}

/** Runs one case in its own process; resolves with its result, or a failure saying why there is none. */
function runCase(definition: BenchCase, file: string, options: Options, scratch: string): Promise<CaseResult> {
  const resultPath = join(scratch, `${definition.name}.json`)
  const timeoutMs = (definition.timeoutMs ?? DEFAULT_TIMEOUT_MS)[options.quick ? 'quick' : 'full']
  const args = [
    '--import',
    'tsx',
    '--expose-gc',
    CHILD,
    file,
    definition.name,
    resultPath,
    ...(options.quick ? ['--quick'] : []),
    ...(options.verbose ? ['--verbose'] : []),
  ]
  const started = performance.now()
  return new Promise((done) => {
    const child = spawn(process.execPath, args, { cwd: APP_ROOT, stdio: ['ignore', 'pipe', 'pipe'] })
    let output = ''
    const keep = (chunk: Buffer): void => {
      const text = chunk.toString()
      if (options.verbose) process.stdout.write(text)
      // The end of the output says why a case failed; the start is rarely needed.
      output = (output + text).slice(-20_000)
    }
    child.stdout.on('data', keep)
    child.stderr.on('data', keep)
    let timedOut = false
    const timer = setTimeout(() => {
      timedOut = true
      child.kill('SIGKILL')
    }, timeoutMs)
    child.on('close', (code, signal) => {
      clearTimeout(timer)
      let result: CaseResult | null = null
      try {
        result = JSON.parse(readFileSync(resultPath, 'utf8')) as CaseResult
      } catch {
        // No result file: the process died before writing it.
      }
      const why = timedOut ? `stopped after ${timeoutMs / 1000} s` : `exited with ${signal ?? code}`
      if (!result) {
        result = {
          name: definition.name,
          title: definition.title,
          baseline: definition.baseline,
          quick: options.quick,
          measuredAt: new Date().toISOString(),
          durationMs: performance.now() - started,
          rows: [],
          notes: [],
          error: why,
        }
      }
      if (result.error && !options.verbose)
        result.error += `\n--- the case's output (end) ---\n${output.trim().split('\n').slice(-15).join('\n')}`
      done(result)
    })
  })
}

async function main(): Promise<void> {
  const options = parseArgs(process.argv.slice(2))
  if (options.table) {
    const results = readResults(RESULTS_DIR)
    console.log(`${textTable(results.cases)}\n\n${legend(results.cases, true)}`)
    writeMarkdown(RESULTS_DIR, results)
    return
  }
  if (!options.list && process.env.SITETRAY_BENCH_IN_KEYRING !== '1') {
    // The app cases store API keys in the real keychain: the whole run goes into a private one.
    process.env.SITETRAY_BENCH_IN_KEYRING = '1'
    process.exit(
      (runWithPrivateKeyring as (argv: string[]) => number)([
        process.execPath,
        '--import',
        'tsx',
        __filename,
        ...process.argv.slice(2),
      ]),
    )
  }
  const runStarted = performance.now()
  const loadAtStart = currentLoad()
  const fileOf = await discover()
  const all = registeredCases()
  if (options.list) {
    for (const definition of all) console.log(`${definition.name.padEnd(14)} ${definition.title}`)
    return
  }
  const chosen =
    options.words.length === 0
      ? all
      : all.filter((definition) => options.words.some((word) => definition.name.includes(word)))
  if (chosen.length === 0)
    throw new Error(
      `No case matches ${options.words.join(', ')}. Cases: ${all.map((definition) => definition.name).join(', ')}`,
    )
  if (options.build && chosen.some((definition) => definition.needsBuild)) build()

  console.log(
    `${chosen.length} case${chosen.length === 1 ? '' : 's'}${options.quick ? ', quick (small sizes: figures only prove the cases run)' : ''}; load average ${loadAtStart.toFixed(2)} on ${describeMachine(loadAtStart).cores} cores`,
  )
  const scratch = mkdtempSync(join(tmpdir(), 'sitetray-bench-run-'))
  const results: CaseResult[] = []
  try {
    for (const definition of chosen) {
      // One whole line per case, once it is over: other processes (D-Bus, Chromium) write to the same terminal.
      // The case's own time, and its process's: starting one (tsx loading the case's modules) costs about a second.
      const started = performance.now()
      const result = await runCase(definition, fileOf.get(definition.name)!, options, scratch)
      const inAll = (performance.now() - started) / 1000
      console.log(
        `▸ ${definition.name} ${(result.durationMs / 1000).toFixed(1)} s (${inAll.toFixed(1)} s with its process)${result.error ? ' ✗ failed' : ''}`,
      )
      results.push(result)
    }
  } finally {
    rmSync(scratch, { recursive: true, force: true })
  }
  const runDurationMs = performance.now() - runStarted
  const machine = describeMachine(loadAtStart)
  console.log(`\n${textTable(results)}\n`)
  console.log(legend(results, true))
  const written = writeResults(RESULTS_DIR, {
    quick: options.quick,
    order: all.map((definition) => definition.name),
    machine,
    runDurationMs,
    cases: results,
  })
  console.log(
    `\n${machine.cpu}, ${machine.cores} cores, ${machine.memoryGB} GB, ${machine.os}, Node ${machine.node}; load ${machine.loadAverage.start.toFixed(2)} → ${machine.loadAverage.end.toFixed(2)}`,
  )
  console.log(`whole run ${(runDurationMs / 1000).toFixed(1)} s; results in ${relative(APP_ROOT, written)}`)
  process.exitCode = results.some((result) => result.error) ? 1 : 0
}

main().catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error)
  process.exit(1)
})
