/** What a case's process hands back to the runner, and what the results file keeps. */
import type { Row } from './case'

export interface CaseResult {
  name: string
  title: string
  baseline: string
  quick: boolean
  /** ISO time the case finished. */
  measuredAt: string
  durationMs: number
  rows: Row[]
  notes: string[]
  /** Set when the case failed: its rows (if any) are partial. */
  error?: string
}

export interface MachineInfo {
  cpu: string
  cores: number
  memoryGB: number
  os: string
  node: string
  /** 1-minute load average when the run started and ended: the machine is shared. */
  loadAverage: { start: number; end: number }
}

export interface RunResults {
  /** ISO time of the run that last wrote the file. */
  writtenAt: string
  machine: MachineInfo
  /** Wall time of the whole run that last wrote the file. */
  runDurationMs: number
  cases: CaseResult[]
}

/** figure ÷ baseline, or null when there is no baseline to divide by. */
export function ratioOf(row: Row): number | null {
  if (!row.baseline || row.baseline.value === 0) return null
  if (row.baseline.unit !== row.figure.unit)
    throw new Error(`"${row.measure}": the baseline is in ${row.baseline.unit}, the figure in ${row.figure.unit}`)
  return row.figure.value / row.baseline.value
}

export function meetsGoal(row: Row): boolean | null {
  if (!row.goal) return null
  return row.goal.op === '<' ? row.figure.value < row.goal.value : row.figure.value <= row.goal.value
}
