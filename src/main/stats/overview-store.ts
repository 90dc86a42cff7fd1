/**
 * One account's overview days on disk, `<data>/<account>/overview.json` (docs/architecture.md,
 * "Overview"): each website's last OVERVIEW_DAYS of visitors and pageviews with the moment they
 * were read, and the hours of the day before (read once: a past day never changes), so that the
 * overview opens at once, and offline, with what was read before — marked with its age. Written
 * moments after a change (coalesced), like the visitor numbers; a file that cannot be read is
 * moved aside and the days are read again. Nothing in it is a secret.
 *
 *   { "version": 2, "websites": { "<id>": { "day", "visitors": [...], "pageviews": [...], "readAt",
 *                                           "yesterday": { "day", "visitors": [24], "pageviews": [24] } | null } } }
 *
 * Version 1 (60 days, no hours) is read as it is, its hours null: the overview shows its figures
 * without a change until they are read, and reads its days again like any that are not current.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { createLogger } from '../base'
import { accountDir, type AccountLocation } from '../mirror'
import { CoalescedWrite, decodeWith, openJsonFile, type AtomicWrite } from '../storage'
import { OVERVIEW_DAYS, type OverviewSeries } from '../../shared/overview'
import { isDay } from '../../shared/stats'

export const OVERVIEW_FILE_NAME = 'overview.json'
const log = createLogger('overview')

const counts = z.array(z.int().min(0)).max(OVERVIEW_DAYS)
const hours = z.array(z.int().min(0)).length(24)
const dayHoursSchema = z.object({ day: z.string().refine(isDay), visitors: hours, pageviews: hours })
const seriesSchema = z.object({
  day: z.string().refine(isDay),
  visitors: counts,
  pageviews: counts,
  readAt: z.number(),
  yesterday: dayHoursSchema.nullable().default(null),
})
const fileSchema = z.object({
  version: z.union([z.literal(1), z.literal(2)]),
  websites: z.record(z.string(), seriesSchema),
})

export interface OverviewStore {
  get(websiteId: string): OverviewSeries | undefined
  set(websiteId: string, series: OverviewSeries): void
  /** Every website's days kept, by id. */
  entries(): ReadonlyMap<string, OverviewSeries>
  /** Drops the days of websites `keep` says no to (deleted). */
  prune(keep: (websiteId: string) => boolean): void
  /** Writes what is waiting; never rejects. */
  close(): Promise<void>
}

export async function openOverviewStore(
  options: AccountLocation & { writeFile?: AtomicWrite },
): Promise<OverviewStore> {
  // Days can be read again: not synced, so that they never hold up the outbox's writes on the same disk.
  const file = openJsonFile({
    path: join(accountDir(options), OVERVIEW_FILE_NAME),
    durable: false,
    ...(options.writeFile && { writeFile: options.writeFile }),
  })
  const loaded = await file.load(decodeWith(fileSchema, 'not an overview file'))
  if (loaded.status === 'corrupt')
    log.warn(`the overview file could not be read (${loaded.reason}); it was kept as ${loaded.movedTo}`)
  const websites = new Map(Object.entries(loaded.status === 'loaded' ? loaded.value.websites : {}))
  const onWriteFailed = (error: unknown): void => log.warn('could not save the overview', error)
  const writer = new CoalescedWrite({
    file,
    snapshot: () => ({ version: 2, websites: Object.fromEntries(websites) }),
    debounceMs: 500,
    maxDelayMs: 5_000,
    onWriteFailed,
  })
  return {
    get: (websiteId) => websites.get(websiteId),
    entries: () => websites,
    set(websiteId, series) {
      websites.set(websiteId, series)
      writer.changed()
    },
    prune(keep) {
      let dropped = false
      for (const id of [...websites.keys()]) if (!keep(id)) dropped = websites.delete(id) || dropped
      if (dropped) writer.changed()
    },
    close: () => writer.close().catch(onWriteFailed),
  }
}
