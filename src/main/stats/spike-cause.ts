/**
 * What explains a spike (docs/architecture.md, "A website's statistics"): the referrer whose count
 * today grew most against its usual day (its count over the judged days, per day) — or, when no
 * referrer grew, the page that did. One breakdown of today and one of the judged days, a page of
 * 100 rows each, in the background (the idle lane, within its fifth of the limit); twice that when
 * pages are asked too. The value is a visitor's: it leaves here as data, never as markup.
 */
import { addDays, type StatsRow } from '../../shared/statistics/series'
import { statsToday } from '../../shared/visitors'
import { DAYS_JUDGED } from './alert-rules'
import type { StatisticsReader } from './reader'

export interface SpikeCause {
  kind: 'referrer' | 'page'
  value: string
}

/** The value whose count today is furthest above its usual day, if any grew. */
export function grewMost(today: readonly StatsRow[], judged: readonly StatsRow[], days: number): string | null {
  const usual = new Map(judged.map((row) => [row.value, row.count / days]))
  let best: { value: string; growth: number } | null = null
  for (const row of today) {
    const growth = row.count - (usual.get(row.value) ?? 0)
    if (row.value.trim() !== '' && growth > 0 && (!best || growth > best.growth)) best = { value: row.value, growth }
  }
  return best?.value ?? null
}

export async function spikeCause(reader: StatisticsReader, websiteId: string, now: number): Promise<SpikeCause | null> {
  const today = statsToday(now)
  const judged = { from: addDays(today, -DAYS_JUDGED), to: addDays(today, -1) }
  for (const kind of ['referrer', 'page'] as const) {
    const [now, before] = await Promise.all([
      reader.rows(websiteId, { name: kind, from: today, to: today }, 1, false),
      reader.rows(websiteId, { name: kind, ...judged }, 1, false),
    ])
    const value = grewMost(now, before, DAYS_JUDGED)
    if (value !== null) return { kind, value }
  }
  return null
}
