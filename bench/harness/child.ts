/**
 * One case in a process of its own: `child.ts <case file> <case name> <result file> [--quick]`.
 * Imports the case file, runs the named case and writes its CaseResult as JSON, also when the
 * case throws (then with `error` set), so that the runner always has something to report.
 */
import { writeFileSync } from 'node:fs'
import { performance } from 'node:perf_hooks'
import { registeredCases, type Row } from './case'
import type { CaseResult } from './result'

async function main(): Promise<void> {
  const [file, name, resultPath] = process.argv.slice(2)
  if (!file || !name || !resultPath) throw new Error('usage: child.ts <case file> <case name> <result file> [--quick]')
  const quick = process.argv.includes('--quick')
  const verbose = process.argv.includes('--verbose')
  await import(file)
  const definition = registeredCases().find((candidate) => candidate.name === name)
  if (!definition) throw new Error(`${file} has no case called "${name}"`)

  const rows: Row[] = []
  const notes: string[] = []
  const started = performance.now()
  let error: string | undefined
  try {
    await definition.run({
      quick,
      record: (row) => void rows.push(row),
      note: (text) => void notes.push(text),
      log: (text) => (verbose ? console.log(`  [${name}] ${text}`) : undefined),
    })
  } catch (failure) {
    error = failure instanceof Error ? (failure.stack ?? failure.message) : String(failure)
  }
  const result: CaseResult = {
    name,
    title: definition.title,
    baseline: definition.baseline,
    quick,
    measuredAt: new Date().toISOString(),
    durationMs: performance.now() - started,
    rows,
    notes,
    ...(error !== undefined && { error }),
  }
  writeFileSync(resultPath, JSON.stringify(result))
  // Servers, browsers or timers a case left behind must not keep the runner waiting.
  process.exit(error === undefined ? 0 : 1)
}

main().catch((error: unknown) => {
  console.error(error)
  process.exit(2)
})
