/**
 * Which websites the user edited last, per account, in `<data>/recent.json`:
 * the tray shows them when an account has no favorites. Ids only, newest
 * first, a few per account.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { openJsonFile } from './mirror'

export const RECENT_FILE = 'recent.json'
const KEPT_PER_ACCOUNT = 10

const schema = z.record(z.string(), z.array(z.string()).max(100))

export interface RecentEdits {
  of(accountId: string): readonly string[]
  /** Moves the website to the front of its account's list. */
  touch(accountId: string, websiteId: string): void
  forget(accountId: string): void
  flush(): Promise<void>
}

export async function openRecentEdits(dataDir: string): Promise<RecentEdits> {
  const file = openJsonFile({ path: join(dataDir, RECENT_FILE) })
  const loaded = await file.load((raw) => {
    const parsed = schema.safeParse(raw)
    return parsed.success ? { ok: true, value: parsed.data } : { ok: false, reason: 'not a list of recent edits' }
  })
  const recent = new Map<string, string[]>(loaded.status === 'loaded' ? Object.entries(loaded.value) : [])
  let writing: Promise<void> = Promise.resolve()

  const save = (): void => {
    const snapshot = Object.fromEntries(recent)
    writing = writing.then(() => file.write(snapshot)).catch((error: unknown) => console.warn('[recent] could not save recent edits:', error instanceof Error ? error.message : error))
  }

  return {
    of: (accountId) => recent.get(accountId) ?? [],
    touch(accountId, websiteId) {
      const list = (recent.get(accountId) ?? []).filter((id) => id !== websiteId)
      recent.set(accountId, [websiteId, ...list].slice(0, KEPT_PER_ACCOUNT))
      save()
    },
    forget(accountId) {
      if (recent.delete(accountId)) save()
    },
    flush: () => writing,
  }
}
