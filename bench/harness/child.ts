/**
 * Cases of one file in a process of their own: `child.ts <case file> <result folder> <case name>… [--quick]`.
 * Imports the case file, runs the named cases one after the other and writes each one's CaseResult
 * as JSON (`<result folder>/<case name>.json`), also when the case throws (then with `error` set),
 * so that the runner always has something to report.
 */
import { writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { performance } from 'node:perf_hooks'
import { registeredCases, type BenchCase, type Row } from './case'
import type { CaseResult } from './result'

async function runOne(definition: BenchCase, quick: boolean, verbose: boolean): Promise<CaseResult> {
  const rows: Row[] = []
  const notes: string[] = []
  const started = performance.now()
  let error: string | undefined
  try {
    await definition.run({
      quick,
      record: (row) => void rows.push(row),
      note: (text) => void notes.push(text),
      log: (text) => (verbose ? console.log(`  [${definition.name}] ${text}`) : undefined),
    })
  } catch (failure) {
    error = failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)
  }
  return {
    name: definition.name,
    title: definition.title,
    baseline: definition.baseline,
    quick,
    measuredAt: new Date().toISOString(),
    durationMs: performance.now() - started,
    rows,
    notes,
    ...(error !== undefined && { error }),
  }
}

async function main(): Promise<void> {
  const [file, resultDir, ...rest] = process.argv.slice(2)
  const names = rest.filter((arg) => !arg.startsWith('--'))
  if (!file || !resultDir || names.length === 0)
    throw new Error('usage: child.ts <case file> <result folder> <case name>… [--quick]')
  const quick = process.argv.includes('--quick')
  const verbose = process.argv.includes('--verbose')
  await import(file)
  let failed = false
  for (const name of names) {
    const definition = registeredCases().find((candidate) => candidate.name === name)
    if (!definition) throw new Error(`${file} has no case called "${name}"`)
    const result = await runOne(definition, quick, verbose)
    failed ||= result.error !== undefined
    writeFileSync(join(resultDir, `${name}.json`), JSON.stringify(result))
  }
  // Servers, browsers or timers a case left behind must not keep the runner waiting.
  process.exit(failed ? 1 : 0)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(2)
})
