/**
 * `npm run bench [-- <words>] [--quick] [--verbose] [--no-build] [--list] [--table]`
 *
 * Runs every benchmark case (bench/cases/*.bench.ts), or those whose name contains one of the
 * words, each in a process of its own so that one case's heap, timers and servers cannot skew
 * the next (under --quick, the cases of one file share one); collects their results as JSON; prints one table (figure, baseline measured in the
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

/**
 * Runs cases in one process of their own, one after the other; resolves with each one's result,
 * or a failure saying why there is none.
 */
function runCases(
  definitions: readonly BenchCase[],
  file: string,
  options: Options,
  scratch: string,
): Promise<CaseResult[]> {
  const timeoutMs = definitions
    .map((definition) => (definition.timeoutMs ?? DEFAULT_TIMEOUT_MS)[options.quick ? 'quick' : 'full'])
    .reduce((sum, ms) => sum + ms, 0)
  const args = [
    '--import',
    'tsx',
    '--expose-gc',
    CHILD,
    file,
    scratch,
    ...definitions.map((definition) => definition.name),
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
      const why = timedOut ? `stopped after ${timeoutMs / 1000} s` : `exited with ${signal ?? code}`
      done(
        definitions.map((definition) => {
          let result: CaseResult | null = null
          try {
            result = JSON.parse(readFileSync(join(scratch, `${definition.name}.json`), 'utf8')) as CaseResult
          } catch {
            // No result file: the process died before writing it.
          }
          result ??= {
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
          if (result.error && !options.verbose)
            result.error += `\n--- the case's output (end) ---\n${output.trim().split('\n').slice(-15).join('\n')}`
          return result
        }),
      )
    })
  })
}

/**
 * The chosen cases as they run, in table order: each in a process of its own; under --quick, the
 * cases of one file that follow each other share one (their figures only prove that they run, and
 * starting a process — tsx loading the case's modules — costs about a second on 2 cores).
 */
function processesFor(
  chosen: readonly BenchCase[],
  fileOf: ReadonlyMap<string, string>,
  quick: boolean,
): BenchCase[][] {
  const groups: BenchCase[][] = []
  for (const definition of chosen) {
    const last = groups.at(-1)
    if (quick && last && fileOf.get(last[0]!.name) === fileOf.get(definition.name)) last.push(definition)
    else groups.push([definition])
  }
  return groups
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
    for (const group of processesFor(chosen, fileOf, options.quick)) {
      const started = performance.now()
      const groupResults = await runCases(group, fileOf.get(group[0]!.name)!, options, scratch)
      // One whole line per case, once its process is over: other processes (D-Bus, Chromium) write to the same
      // terminal. The cases' own times, then their process's, its start included.
      for (const result of groupResults)
        console.log(`▸ ${result.name} ${(result.durationMs / 1000).toFixed(1)} s${result.error ? ' ✗ failed' : ''}`)
      console.log(`  ${((performance.now() - started) / 1000).toFixed(1)} s with the process`)
      results.push(...groupResults)
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
