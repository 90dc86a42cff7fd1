/**
 * A batch as the window and the tray see it — its state, how many websites came to each outcome,
 * what "Undo this batch" would put back — worked out from its record and the mirror. And what
 * undoing takes: only websites whose values nobody changed since the batch wrote them.
 */
import { BATCH_OUTCOMES, type Batch, type BatchOutcome, type BatchSummary } from '../../../shared/bulk'
import { actionTitle } from '../../../shared/bulk/words'
import { t } from '../../../shared/i18n'
import { normalizeLineList, sameValue } from '../../../shared/field-values'
import { SETTINGS, SETTING_FIELDS, type SettingField } from '../../../shared/website-schema'
import type { Website, WebsitePatch } from '../../../shared/website'
import type { BatchEntry, BatchRecord } from '../../mirror/batch-log'

/** A website's value for a setting, in a form two values can be compared in (lists as sets). */
function comparable(value: unknown): unknown {
  return Array.isArray(value) ? normalizeLineList(value as string[]).sort() : value
}

function shownValue(website: Website, field: SettingField): unknown {
  return (SETTINGS[field].read as (website: Website) => unknown)(website)
}

/** Whether the website still shows every value the batch wrote to it. */
export function untouchedSince(entry: BatchEntry, website: Website | undefined): website is Website {
  if (!website || entry.outcome !== 'applied' || !entry.after) return false
  const written = SETTING_FIELDS.filter((field) => field !== 'password' && entry.after![field] !== undefined)
  return (
    written.length > 0 &&
    written.every((field) => sameValue(comparable(shownValue(website, field)), comparable(entry.after![field])))
  )
}

/** The values to put back: before, for the settings the batch wrote (never a password: nobody can read one back). */
export function undoPatch(entry: BatchEntry): WebsitePatch {
  const patch: WebsitePatch = {}
  for (const field of SETTING_FIELDS)
    if (field !== 'password' && entry.after?.[field] !== undefined && entry.before?.[field] !== undefined)
      Object.assign(patch, { [field]: entry.before[field] })
  return patch
}

export function isRunning(record: BatchRecord): boolean {
  return record.entries.some((entry) => entry.outcome === 'waiting')
}

/** The websites an undo would put back now. */
export function undoCandidates(
  record: BatchRecord,
  websiteOf: (id: string) => Website | undefined,
): Array<{ entry: BatchEntry; website: Website }> {
  if (record.action.kind === 'delete' || record.undone || isRunning(record)) return []
  return record.entries.flatMap((entry) => {
    const website = websiteOf(entry.websiteId)
    return untouchedSince(entry, website) ? [{ entry, website }] : []
  })
}

function undoNote(record: BatchRecord, undoable: number): string | null {
  if (record.action.kind === 'delete') return t('bulk.results.undoDelete')
  if (record.undone) return t('bulk.results.undone')
  if (isRunning(record)) return null
  return undoable === 0 ? t('bulk.results.nothingLeft') : null
}

export function summarize(
  record: BatchRecord,
  accountId: string,
  websiteOf: (id: string) => Website | undefined,
): BatchSummary {
  const counts = Object.fromEntries(BATCH_OUTCOMES.map((outcome) => [outcome, 0])) as Record<BatchOutcome, number>
  for (const entry of record.entries) counts[entry.outcome] += 1
  const undoable = undoCandidates(record, websiteOf).length
  return {
    id: record.id,
    accountId,
    // Said again from the change in the language shown now; an undo keeps the title it was given (its change is the
    // reverse of another's, which its own words would not name).
    title: record.undoOf ? record.title : actionTitle(record.action),
    createdAt: record.createdAt,
    state: counts.waiting > 0 ? 'running' : record.cancelled ? 'cancelled' : 'done',
    total: record.entries.length,
    counts,
    undoable,
    undoNote: undoNote(record, undoable),
    undoOf: record.undoOf,
  }
}

export function batchOf(record: BatchRecord, accountId: string, websiteOf: (id: string) => Website | undefined): Batch {
  return {
    ...summarize(record, accountId, websiteOf),
    results: record.entries.map((entry) => ({
      websiteId: entry.websiteId,
      displayDomain: entry.displayDomain,
      outcome: entry.outcome,
      message: entry.message,
    })),
  }
}
