/**
 * What a benchmark case is, and the registry case files add themselves to.
 * A case file (bench/cases/*.bench.ts) calls `benchCase({...})` once per case
 * it offers; the runner imports every case file to learn the names, then runs
 * each chosen case in a process of its own.
 */

export type Unit = 'ms' | 's' | 'requests' | 'answers' | 'KB' | 'MB'

export interface Measure {
  value: number
  unit: Unit
}

/** A figure meets its goal when it is below (`<`) or at most (`≤`) the value, in the figure's unit. */
export interface Goal {
  op: '<' | '≤'
  value: number
}

export interface Row {
  /** What was measured, with the size it was measured at: "B, 10,000 websites: requests". */
  measure: string
  figure: Measure
  /** The same quantity for the case's baseline, measured in the same run (same unit as the figure). */
  baseline: Measure | null
  goal: Goal | null
  /** Anything a reader needs to trust the figure: spread, bounds, counts. */
  detail?: string
}

export interface CaseContext {
  /** `--quick`: every case small, to prove it runs (figures are not comparable with a full run). */
  readonly quick: boolean
  record(row: Row): void
  /** A line for the report under the table (e.g. a mismatch the case noticed but worked around). */
  note(text: string): void
  /** Progress, shown only with --verbose or when the case fails. */
  log(text: string): void
}

export interface BenchCase {
  /** Short, stable, unique; what `npm run bench -- <word>` matches against. */
  name: string
  /** One line: what the case measures. */
  title: string
  /** One line: what the baseline is and why it is the thing to compare with. */
  baseline: string
  /** Where its rows go in the table: lower first; cases without one come last, by name. */
  order?: number
  /** Needs the built app in out/ (the runner builds once before such cases). */
  needsBuild?: boolean
  /** The runner stops a case that takes longer (default 10 min, 2 min with --quick). */
  timeoutMs?: { full: number; quick: number }
  run(context: CaseContext): Promise<void>
}

const registered: BenchCase[] = []

export function benchCase(definition: BenchCase): void {
  if (registered.some((existing) => existing.name === definition.name))
    throw new Error(`Two benchmark cases are called "${definition.name}"`)
  registered.push(definition)
}

/** In table order. */
export function registeredCases(): readonly BenchCase[] {
  const rank = (definition: BenchCase): number => definition.order ?? Number.POSITIVE_INFINITY
  return [...registered].sort((a, b) => rank(a) - rank(b) || (a.name < b.name ? -1 : a.name > b.name ? 1 : 0))
}
