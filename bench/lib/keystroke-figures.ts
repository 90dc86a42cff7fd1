/**
 * The figures of keystrokes typed into a search box (the list's, the switcher's): for each, the
 * time to the typed character painted and to the new result painted, and the keys whose result
 * was not the one expected; recorded as p50 and p95 beside the same keys over the baseline.
 */
import type { CaseContext } from '../harness/case'
import { formatNumber } from '../harness/table'
import { percentile, spread } from './stats'

export interface KeyFigures {
  characterMs: number[]
  resultMs: number[]
  mismatches: string[]
}

export interface KeystrokeRecord {
  /** The measure's start, e.g. "100,000 websites: search key". */
  label: string
  /** What the result is, e.g. "new first row painted". */
  result: string
  /** The keys typed, as the detail says it. */
  keys: string
  goals: { characterMs: number; resultMs: number }
  baselineWebsites: number
}

export function recordKeystrokes(
  context: CaseContext,
  mine: KeyFigures,
  base: KeyFigures | null,
  record: KeystrokeRecord,
): void {
  for (const [what, pick, goal] of [
    ['typed character painted', (keys: KeyFigures) => keys.characterMs, record.goals.characterMs],
    [record.result, (keys: KeyFigures) => keys.resultMs, record.goals.resultMs],
  ] as const) {
    for (const [name, fraction] of [
      ['p50', 0.5],
      ['p95', 0.95],
    ] as const) {
      context.record({
        measure: `${record.label} → ${what}, ${name}`,
        figure: { value: percentile(pick(mine), fraction), unit: 'ms' },
        baseline: base && { value: percentile(pick(base), fraction), unit: 'ms' },
        goal: { op: '<', value: goal },
        detail:
          name === 'p50'
            ? `from the keydown event's timestamp, ${record.keys}; ${spread(pick(mine))}${base ? `; baseline ${formatNumber(record.baselineWebsites)} websites ${spread(pick(base))}` : ''}`
            : 'the same keys',
      })
    }
  }
}
