/**
 * How often and how recently the user opened each website, in `<data>/switcher.json`: what the
 * quick switcher ranks by (frecency). A few hundred websites at most are kept, the least
 * recently opened going first.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { createLogger } from '../base'
import { frecency, VISITS_SAMPLED, type Visits } from '../../shared/switcher'
import { decodeWith, openKeptDocument } from '../storage'

export const SWITCHER_FILE = 'switcher.json'
const KEPT = 500
const log = createLogger('switcher')
const schema = z.record(
  z.string(),
  z.object({ count: z.number().int().min(0), recent: z.array(z.string()).max(VISITS_SAMPLED) }),
)

export interface SwitcherVisits {
  opened(accountId: string, websiteId: string): void
  /** Frecency of every website opened before, by `accountId websiteId`. */
  scores(now: number): Map<string, number>
  forget(accountId: string): void
  close(): Promise<void>
}

export function visitKey(accountId: string, websiteId: string): string {
  return `${accountId} ${websiteId}`
}

export async function openSwitcherVisits(dataDir: string): Promise<SwitcherVisits> {
  const onWriteFailed = (error: unknown): void => log.warn('could not save the opened websites', error)
  const document = await openKeptDocument({
    path: join(dataDir, SWITCHER_FILE),
    decode: decodeWith(schema, 'not a list of opened websites'),
    debounceMs: 200,
    maxDelayMs: 1_000,
    onWriteFailed,
  })
  // Insertion order is recency order: an opened website moves to the end.
  const visits = new Map<string, Visits>(Object.entries(document.loaded ?? {}))
  const writer = document.keep(() => Object.fromEntries(visits))
  return {
    opened(accountId, websiteId) {
      const key = visitKey(accountId, websiteId)
      const before = visits.get(key) ?? { count: 0, recent: [] }
      visits.delete(key)
      visits.set(key, {
        count: before.count + 1,
        recent: [new Date().toISOString(), ...before.recent].slice(0, VISITS_SAMPLED),
      })
      for (const oldest of [...visits.keys()].slice(0, Math.max(0, visits.size - KEPT))) visits.delete(oldest)
      writer.changed()
    },
    scores: (now) => new Map([...visits].map(([key, entry]) => [key, frecency(entry, now)])),
    forget(accountId) {
      for (const key of [...visits.keys()]) if (key.startsWith(`${accountId} `)) visits.delete(key)
      writer.changed()
    },
    close: () => writer.close().catch(onWriteFailed),
  }
}
