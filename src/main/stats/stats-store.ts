/**
 * One account's visitor numbers on disk, `<data>/<account>/stats.json`, so that the tray has
 * numbers at start-up (marked as not current until they are read again), an alert already told
 * is not told again after a restart, and the websites whose alerts the user turned off stay off.
 * Written moments after a change (coalesced), like the mirror; a file that cannot be read is
 * moved aside and the numbers are read again. Nothing in it is a secret.
 *
 *   { "version": 1,
 *     "websites": { "<id>": { "day", "counts": [oldest … day's], "readAt", "historyAt" } },
 *     "alerts":   { "<id>": { "alert": VisitorAlert, "day": the day it was last raised } },
 *     "muted":    ["<id>", …] }
 */
import { join } from 'node:path'
import { z } from 'zod'
import { createLogger } from '../base'
import { accountDir, type AccountLocation } from '../mirror'
import { CoalescedWrite, decodeWith, openJsonFile, type AtomicWrite, type JsonFile } from '../storage'
import { isDay } from '../../shared/stats'
import type { VisitorAlert } from '../../shared/visitors'

export const STATS_FILE_NAME = 'stats.json'
const SAVE_DELAY_MS = 500
const MAX_SAVE_DELAY_MS = 5_000
const log = createLogger('stats')

const day = z.string().refine(isDay)
const count = z.int().min(0)
const cachedSchema = z.object({
  day,
  counts: z.array(count).max(400),
  readAt: z.number(),
  historyAt: z.number(),
})
const alertSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('silent'), days: z.int().min(1) }),
  z.object({ kind: z.literal('spike'), today: count, usual: z.number().min(0) }),
])
const fileSchema = z.object({
  version: z.literal(1),
  websites: z.record(z.string(), cachedSchema),
  alerts: z.record(z.string(), z.object({ alert: alertSchema, day })),
  muted: z.array(z.string()),
})

/**
 * A website's days as read: counts ending on `day`; `readAt` when `day`'s number was read, `historyAt` when the whole
 * run was.
 */
export type CachedVisitors = z.infer<typeof cachedSchema>
/** An alert standing now, and the day it was last raised (a spike is told at most once a day). */
export interface StandingAlert {
  alert: VisitorAlert
  day: string
}

export interface StatsStore {
  get(websiteId: string): CachedVisitors | undefined
  set(websiteId: string, visitors: CachedVisitors): void
  /** Every website with numbers, by id. */
  entries(): ReadonlyMap<string, CachedVisitors>
  alert(websiteId: string): StandingAlert | undefined
  setAlert(websiteId: string, standing: StandingAlert | null): void
  alerts(): ReadonlyMap<string, StandingAlert>
  isMuted(websiteId: string): boolean
  setMuted(websiteId: string, muted: boolean): void
  muted(): readonly string[]
  /** Drops what is kept for websites `keep` says no to (deleted, or no longer asked for). */
  prune(keep: (websiteId: string) => boolean): void
  /** Writes what is waiting; never rejects. */
  close(): Promise<void>
}

export interface OpenStatsStoreOptions extends AccountLocation {
  writeFile?: AtomicWrite
}

export async function openStatsStore(options: OpenStatsStoreOptions): Promise<StatsStore> {
  // Numbers can be read again: their writes are not synced, so that they never hold up the outbox's on the same disk.
  const file = openJsonFile({
    path: join(accountDir(options), STATS_FILE_NAME),
    durable: false,
    ...(options.writeFile && { writeFile: options.writeFile }),
  })
  const content = await loadContent(file)
  const websites = new Map(Object.entries(content.websites))
  const alerts = new Map<string, StandingAlert>(Object.entries(content.alerts))
  const muted = new Set(content.muted)
  const onWriteFailed = (error: unknown): void => log.warn('could not save the visitor numbers', error)
  const writer = new CoalescedWrite({
    file,
    snapshot: () => ({
      version: 1,
      websites: Object.fromEntries(websites),
      alerts: Object.fromEntries(alerts),
      muted: [...muted],
    }),
    debounceMs: SAVE_DELAY_MS,
    maxDelayMs: MAX_SAVE_DELAY_MS,
    onWriteFailed,
  })
  const changed = (): void => writer.changed()

  return {
    get: (websiteId) => websites.get(websiteId),
    set(websiteId, visitors) {
      websites.set(websiteId, visitors)
      changed()
    },
    entries: () => websites,
    alert: (websiteId) => alerts.get(websiteId),
    setAlert(websiteId, standing) {
      if (standing) alerts.set(websiteId, standing)
      else if (!alerts.delete(websiteId)) return
      changed()
    },
    alerts: () => alerts,
    isMuted: (websiteId) => muted.has(websiteId),
    setMuted(websiteId, mute) {
      if (mute === muted.has(websiteId)) return
      if (mute) muted.add(websiteId)
      else muted.delete(websiteId)
      changed()
    },
    muted: () => [...muted],
    prune(keep) {
      let dropped = false
      for (const map of [websites, alerts]) {
        for (const id of [...map.keys()]) {
          if (!keep(id)) dropped = map.delete(id) || dropped
        }
      }
      if (dropped) changed()
    },
    close: () => writer.close().catch(onWriteFailed),
  }
}

/** What the file holds; nothing when there is none yet, or it could not be read (kept aside, and said in the log). */
async function loadContent(file: JsonFile): Promise<z.infer<typeof fileSchema>> {
  const loaded = await file.load(decodeWith(fileSchema, 'not a statistics file'))
  if (loaded.status === 'corrupt')
    log.warn(
      `the statistics file could not be read (${loaded.reason}); it was kept as ${loaded.movedTo} and the numbers are read again`,
    )
  return loaded.status === 'loaded' ? loaded.value : { version: 1 as const, websites: {}, alerts: {}, muted: [] }
}
