/**
 * One account's websites: loaded once, answered from memory, written back in
 * coalesced atomic writes (design.md §6). A sweep of 10,000 websites makes
 * thousands of changes in a few seconds; writing the 3 MB file after each
 * would be wasteful, so a change schedules one write after a quiet spell
 * (`debounceMs`), and a steady stream of changes is still written at least
 * every `maxDelayMs`.
 *
 * File `<dir>/<accountId>/websites.json`:
 *   { "version": 1, "websites": [Website, …] (display order), "sweep": { "completedAt": string | null } }
 */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Website } from '../../shared/website'
import { type AccountLocation, accountDir, MIRROR_FILE_NAME } from './account-paths'
import { type AtomicWrite, type Decoded, openJsonFile } from './json-file'
import type { AccountMirror, ProblemListener, SweepState } from './types'
import { warnAboutProblem } from './warn-about-problem'
import { decodeWebsite, sameWebsite, storedCopy } from './website-record'

export interface OpenMirrorOptions extends AccountLocation {
  /** Quiet time after the last change before writing. */
  debounceMs?: number
  /** Longest a change waits for its write while changes keep coming. */
  maxDelayMs?: number
  /** Bad files, dropped websites and failed background writes; defaults to console.warn. */
  onProblem?: ProblemListener
  writeFile?: AtomicWrite
  retryDelaysMs?: readonly number[]
}

const MIRROR_FORMAT_VERSION = 1
const DEFAULT_DEBOUNCE_MS = 200
const DEFAULT_MAX_DELAY_MS = 1000
/** A background write that keeps failing (disk full) is retried, but no more than twice a minute. */
const MAX_RETRY_DELAY_MS = 30_000

interface MirrorContent {
  websites: Website[]
  sweep: SweepState
  dropped: number
}

/**
 * When the changes made so far are written: after a quiet spell of
 * `debounceMs`, but no later than `maxDelayMs` after the first of them.
 */
export function nextWriteAt(timing: { now: number; firstUnsavedAt: number; debounceMs: number; maxDelayMs: number }): number {
  return Math.min(timing.now + timing.debounceMs, timing.firstUnsavedAt + timing.maxDelayMs)
}

export async function openMirror(options: OpenMirrorOptions): Promise<AccountMirror> {
  const { accountId, debounceMs = DEFAULT_DEBOUNCE_MS, maxDelayMs = DEFAULT_MAX_DELAY_MS, onProblem = warnAboutProblem } = options
  const file = openJsonFile({ path: join(accountDir(options), MIRROR_FILE_NAME), writeFile: options.writeFile, retryDelaysMs: options.retryDelaysMs })

  const loaded = await file.load(decodeMirrorFile)
  if (loaded.status === 'corrupt') onProblem({ kind: 'corrupt-file', file: file.path, movedTo: loaded.movedTo, reason: loaded.reason })
  if (loaded.status === 'loaded' && loaded.value.dropped > 0) onProblem({ kind: 'dropped-websites', file: file.path, count: loaded.value.dropped })
  const content = loaded.status === 'loaded' ? loaded.value : { websites: [], sweep: { completedAt: null }, dropped: 0 }

  // Display order lives in `items`; `keys` finds an id's position in O(1).
  // Position = key + shift, so inserting first (the common case: new
  // websites come first) bumps `shift` instead of renumbering every entry.
  let items: Website[] = content.websites
  const keys = new Map<string, number>()
  let shift = 0
  items.forEach((website, position) => keys.set(website.id, position))
  let sweep: SweepState = content.sweep
  let snapshot: readonly Website[] | undefined

  let changeCount = 0
  let savedCount = 0
  let firstUnsavedAt: number | undefined
  let timer: NodeJS.Timeout | undefined
  let writing: Promise<void> | undefined
  let failedWrites = 0
  let closed = false

  function positionOf(id: string): number | undefined {
    const key = keys.get(id)
    return key === undefined ? undefined : key + shift
  }

  function renumberFrom(start: number): void {
    for (let position = start; position < items.length; position += 1) keys.set((items[position] as Website).id, position - shift)
  }

  function changed(): void {
    changeCount += 1
    snapshot = undefined
    const now = Date.now()
    firstUnsavedAt ??= now
    schedule(nextWriteAt({ now, firstUnsavedAt, debounceMs, maxDelayMs }) - now)
  }

  function assertOpen(): void {
    if (closed) throw new Error(`The mirror of account ${accountId} is closed`)
  }

  function schedule(delayMs: number): void {
    clearTimeout(timer)
    timer = setTimeout(writeInBackground, Math.max(0, delayMs))
  }

  function writeInBackground(): void {
    timer = undefined
    writeOnce().then(
      () => {
        failedWrites = 0
      },
      (error: unknown) => {
        failedWrites += 1
        onProblem({ kind: 'write-failed', file: file.path, error: error instanceof Error ? error : new Error(String(error)) })
        if (!closed && savedCount < changeCount && timer === undefined) schedule(Math.min(maxDelayMs * 2 ** failedWrites, MAX_RETRY_DELAY_MS))
      },
    )
  }

  /** Writes the state as it is when the previous write (if any) has finished. */
  function writeOnce(): Promise<void> {
    const run = (writing ?? Promise.resolve())
      .catch(() => undefined)
      .then(async () => {
        if (savedCount >= changeCount) return
        const covering = changeCount
        const windowStart = firstUnsavedAt
        firstUnsavedAt = undefined
        try {
          await file.write({ version: MIRROR_FORMAT_VERSION, websites: items, sweep })
        } catch (error) {
          firstUnsavedAt ??= windowStart
          throw error
        }
        savedCount = Math.max(savedCount, covering)
      })
    writing = run
    const forget = (): void => {
      if (writing === run) writing = undefined
    }
    run.then(forget, forget)
    return run
  }

  async function flush(): Promise<void> {
    const target = changeCount
    while (savedCount < target) await writeOnce()
    if (savedCount >= changeCount) {
      clearTimeout(timer)
      timer = undefined
    }
  }

  return {
    accountId,
    list() {
      snapshot ??= Object.freeze(items.slice())
      return snapshot
    },
    get(id) {
      const position = positionOf(id)
      return position === undefined ? undefined : items[position]
    },
    upsert(website) {
      assertOpen()
      const position = positionOf(website.id)
      if (position !== undefined && sameWebsite(items[position] as Website, website)) return false
      const copy = storedCopy(website)
      if (position !== undefined) {
        items[position] = copy
      } else {
        items.unshift(copy)
        shift += 1
        keys.set(copy.id, -shift)
      }
      changed()
      return true
    },
    remove(id) {
      assertOpen()
      const position = positionOf(id)
      if (position === undefined) return false
      items.splice(position, 1)
      keys.delete(id)
      renumberFrom(position)
      changed()
      return true
    },
    replaceAll(websites) {
      assertOpen()
      const previous = items
      items = []
      keys.clear()
      shift = 0
      // A sweep that saw a website twice (pages shifting under it) keeps the first sighting.
      let differs = false
      for (const website of websites) {
        if (keys.has(website.id)) continue
        const before = previous[items.length]
        const same = before !== undefined && before.id === website.id && sameWebsite(before, website)
        if (!same) differs = true
        keys.set(website.id, items.length)
        items.push(same ? before : storedCopy(website))
      }
      if (!differs && items.length === previous.length) return false
      changed()
      return true
    },
    sweepState() {
      return { ...sweep }
    },
    setSweepState(state) {
      assertOpen()
      if (state.completedAt === sweep.completedAt) return
      sweep = { completedAt: state.completedAt }
      changed()
    },
    flush,
    async close() {
      closed = true
      try {
        await flush()
      } finally {
        clearTimeout(timer)
        timer = undefined
      }
    },
  }
}

function decodeMirrorFile(raw: unknown): Decoded<MirrorContent> {
  if (typeof raw !== 'object' || raw === null) return { ok: false, reason: 'not a JSON object' }
  const { version, websites, sweep } = raw as Record<string, unknown>
  if (version !== MIRROR_FORMAT_VERSION) return { ok: false, reason: `unsupported format version ${JSON.stringify(version)}` }
  if (!Array.isArray(websites)) return { ok: false, reason: '"websites" is not a list' }
  const kept: Website[] = []
  const seen = new Set<string>()
  for (const candidate of websites) {
    const website = decodeWebsite(candidate)
    if (website === undefined || seen.has(website.id)) continue
    seen.add(website.id)
    kept.push(website)
  }
  return { ok: true, value: { websites: kept, sweep: decodeSweepState(sweep), dropped: websites.length - kept.length } }
}

/** A damaged sweep record only costs a fresh sweep, so it falls back to "never swept" instead of failing the file. */
function decodeSweepState(raw: unknown): SweepState {
  const completedAt = typeof raw === 'object' && raw !== null ? (raw as Record<string, unknown>).completedAt : undefined
  return { completedAt: typeof completedAt === 'string' ? completedAt : null }
}

/** Removes everything kept for an account (mirror and outbox). Close its mirror and outbox first. */
export async function deleteAccountData(location: AccountLocation): Promise<void> {
  // rm's own retries cover the EBUSY/EPERM a Windows scanner causes.
  await rm(accountDir(location), { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
}
