/** The one table `npm run bench` prints, and the same table in Markdown for the README. */
import type { Measure, Row } from './case'
import { meetsGoal, ratioOf, type CaseResult } from './result'

export function formatNumber(value: number): string {
  if (!Number.isFinite(value)) return String(value)
  const abs = Math.abs(value)
  const digits = abs >= 100 || Number.isInteger(value) ? 0 : abs >= 10 ? 1 : 2
  return value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits })
}

const SINGULAR: Partial<Record<Measure['unit'], string>> = { requests: 'request', answers: 'answer' }

export function formatMeasure(measure: Measure): string {
  const unit = measure.value === 1 ? (SINGULAR[measure.unit] ?? measure.unit) : measure.unit
  return `${formatNumber(measure.value)} ${unit}`
}

function formatRatio(ratio: number | null): string {
  if (ratio === null) return '—'
  return `${ratio >= 100 ? formatNumber(ratio) : ratio >= 10 ? ratio.toFixed(1) : ratio >= 0.01 || ratio === 0 ? ratio.toFixed(2) : ratio.toPrecision(2)}×`
}

/** Quick figures are measured at other sizes than the goals are set for: they get no ✓ or ✗. */
function formatGoal(row: Row, quick: boolean): string {
  if (!row.goal) return '—'
  const goal = `${row.goal.op} ${formatMeasure({ value: row.goal.value, unit: row.figure.unit })}`
  return quick ? goal : `${goal} ${meetsGoal(row) ? '✓' : '✗'}`
}

interface Line {
  case: string
  measure: string
  figure: string
  baseline: string
  ratio: string
  goal: string
}

const HEADER: Line = {
  case: 'case',
  measure: 'measure',
  figure: 'figure',
  baseline: 'baseline',
  ratio: 'ratio',
  goal: 'goal',
}
const COLUMNS: (keyof Line)[] = ['case', 'measure', 'figure', 'baseline', 'ratio', 'goal']
const RIGHT_ALIGNED = new Set<keyof Line>(['figure', 'baseline', 'ratio'])

function lines(results: readonly CaseResult[]): Line[] {
  return results.flatMap((result) => {
    if (result.rows.length === 0)
      return [
        {
          case: result.name,
          measure: result.error ? 'FAILED (see below)' : 'no figures',
          figure: '',
          baseline: '',
          ratio: '',
          goal: '',
        },
      ]
    const rows = result.rows.map((row, index) => ({
      case: index === 0 ? result.name : '',
      measure: row.measure,
      figure: formatMeasure(row.figure),
      baseline: row.baseline ? formatMeasure(row.baseline) : '—',
      ratio: formatRatio(ratioOf(row)),
      goal: formatGoal(row, result.quick),
    }))
    if (result.error)
      rows.push({ case: '', measure: 'FAILED part-way (see below)', figure: '', baseline: '', ratio: '', goal: '' })
    return rows
  })
}

/** Plain text for the terminal: aligned columns. */
export function textTable(results: readonly CaseResult[]): string {
  const body = lines(results)
  const widths = COLUMNS.map((column) => Math.max(...[HEADER, ...body].map((line) => [...line[column]].length)))
  const render = (line: Line): string =>
    COLUMNS.map((column, index) => {
      const text = line[column]
      const pad = ' '.repeat((widths[index] ?? 0) - [...text].length)
      return RIGHT_ALIGNED.has(column) ? pad + text : text + pad
    })
      .join('  ')
      .trimEnd()
  const rule = widths.map((width) => '─'.repeat(width)).join('  ')
  return [render(HEADER), rule, ...body.map(render)].join('\n')
}

/** The same table in Markdown, for the README (the details stay in the results file). */
export function markdownTable(results: readonly CaseResult[]): string {
  const escape = (text: string): string => text.replace(/\|/g, '\\|')
  const out = ['| case | measure | figure | baseline | ratio | goal |', '|---|---|--:|--:|--:|---|']
  for (const line of lines(results))
    out.push(
      `| ${[line.case, line.measure, line.figure, line.baseline, line.ratio, line.goal].map(escape).join(' | ')} |`,
    )
  return out.join('\n')
}

export function firstLine(text: string): string {
  return text.split('\n')[0] ?? text
}

/** Under the table: each case's baseline, its details and notes, and failures. */
export function legend(results: readonly CaseResult[], withDetails: boolean): string {
  const out: string[] = []
  for (const result of results) {
    out.push(`${result.name} — ${result.title} (${(result.durationMs / 1000).toFixed(1)} s)`)
    out.push(`  baseline: ${result.baseline}`)
    if (withDetails) for (const row of result.rows) if (row.detail) out.push(`  · ${row.measure}: ${row.detail}`)
    for (const note of result.notes) out.push(`  ! ${note}`)
    if (result.error) out.push(`  ✗ failed: ${result.error.split('\n').slice(0, 6).join('\n    ')}`)
  }
  return out.join('\n')
}
