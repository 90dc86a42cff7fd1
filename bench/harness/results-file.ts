/**
 * bench/results/: a full-size run's cases go into latest.json (merged by case name, so that
 * `npm run bench -- sweep` refreshes those cases and keeps the others) and latest.md, the table
 * for the README; a --quick run writes quick.json only, which git ignores.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import type { CaseResult, MachineInfo, RunResults } from './result'
import { markdownTable } from './table'

export function writeResults(
  dir: string,
  options: {
    quick: boolean
    order: readonly string[]
    machine: MachineInfo
    runDurationMs: number
    cases: readonly CaseResult[]
  },
): string {
  mkdirSync(dir, { recursive: true })
  const file = join(dir, options.quick ? 'quick.json' : 'latest.json')
  const previous = options.quick ? [] : readCases(file)
  const fresh = new Map(options.cases.map((result) => [result.name, result]))
  const merged = [...previous.filter((result) => !fresh.has(result.name)), ...options.cases]
  // Registration order, whatever order the runs came in; cases no longer registered are dropped.
  const rank = (name: string): number => options.order.indexOf(name)
  const cases = merged.filter((result) => rank(result.name) !== -1).sort((a, b) => rank(a.name) - rank(b.name))
  const results: RunResults = {
    writtenAt: new Date().toISOString(),
    machine: options.machine,
    runDurationMs: options.runDurationMs,
    cases,
  }
  writeFileSync(file, `${JSON.stringify(results, null, 2)}\n`)
  if (!options.quick) writeMarkdown(dir, results)
  return file
}

/** latest.md: the table as the README's Performance section shows it, with the machine it ran on. */
export function writeMarkdown(dir: string, results: RunResults): void {
  const { machine } = results
  const when = results.writtenAt.slice(0, 10)
  const header = `Measured ${when} on ${machine.cpu} (${machine.cores} cores, ${machine.memoryGB} GB), ${machine.os}, Node ${machine.node}; load average ${machine.loadAverage.start.toFixed(2)} → ${machine.loadAverage.end.toFixed(2)}; whole run ${(results.runDurationMs / 1000).toFixed(0)} s.`
  writeFileSync(join(dir, 'latest.md'), `${header}\n\n${markdownTable(results.cases)}\n`)
}

export function readResults(dir: string): RunResults {
  return JSON.parse(readFileSync(join(dir, 'latest.json'), 'utf8')) as RunResults
}

function readCases(file: string): CaseResult[] {
  if (!existsSync(file)) return []
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as RunResults).cases ?? []
  } catch {
    return []
  }
}
