/**
 * bench/results/: a full-size run's cases go into latest.json (merged by case name, so that
 * `npm run bench -- sweep` refreshes those cases and keeps the others) and latest.md, the table
 * for the README; a --quick run writes quick.json only, which git ignores.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CaseResult, MachineInfo, RunResults } from './result'
import { markdownTable } from './table'

export function writeResults(dir: string, options: { quick: boolean; order: readonly string[]; machine: MachineInfo; runDurationMs: number; cases: readonly CaseResult[] }): string {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, options.quick ? 'quick.json' : 'latest.json')
  const previous = options.quick ? [] : readCases(file)
  const fresh = new Map(options.cases.map((result) => [result.name, result]))
  const merged = [...previous.filter((result) => !fresh.has(result.name)), ...options.cases]
  // Registration order, whatever order the runs came in; cases no longer registered are dropped.
  const rank = (name: string): number => options.order.indexOf(name)
  const cases = merged.filter((result) => rank(result.name) !== -1).sort((a, b) => rank(a.name) - rank(b.name))
  const results: RunResults = { writtenAt: new Date().toISOString(), machine: options.machine, runDurationMs: options.runDurationMs, cases }
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
  if (!options.quick) writeFileSync(join(dir, 'latest.md'), `${markdownTable(cases)}\n`)
  return file
}

function readCases(file: string): CaseResult[] {
  if (!existsSync(file)) return []
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as RunResults).cases ?? []
  } catch {
    return []
  }
}
