/**
 * One account's websites: loaded once, answered from memory, written back in
 * coalesced atomic writes (docs/architecture.md, "Sync and storage"). A sweep of 10,000 websites makes
 * thousands of changes in a few seconds; writing the file after each
 * would be wasteful, so a change schedules one write after a quiet spell
 * (`debounceMs`), and a steady stream of changes is still written at least
 * every `maxDelayMs`. The file and its formats: mirror-file.ts.
 */
import { rm } from 'node:fs/promises'
import { join } from 'node:path'
import type { Website } from '../../shared/website'
import { CoalescedWrite, openJsonFile, writeAtomicallyVerified, type AtomicWrite, type VerifiedWrite } from '../storage'
import { type AccountLocation, accountDir, MIRROR_FILE_NAME } from './account-paths'
import { IndexedMirror } from './indexed-mirror'
import { encodeMirrorFile, openMirrorFile, type MirrorContent, type MirrorFormat } from './mirror-file'
import type { AccountMirror, ProblemListener, SweepState } from './types'
import { warnAboutProblem } from './warn-about-problem'
import { sameWebsite, storedCopy } from './website-record'

export interface OpenMirrorOptions extends AccountLocation {
  /** Quiet time after the last change before writing. */
  debounceMs?: number
  /** Longest a change waits for its write while changes keep coming. */
  maxDelayMs?: number
  /** Bad files, dropped websites and failed background writes; defaults to a warning in the log. */
  onProblem?: ProblemListener
  writeFile?: AtomicWrite
  /** How a file in an older format is rewritten in the current one; injectable so tests can make it fail. */
  writeVerified?: VerifiedWrite
  retryDelaysMs?: readonly number[]
}

const DEFAULT_DEBOUNCE_MS = 200
const DEFAULT_MAX_DELAY_MS = 1000

export async function openMirror(options: OpenMirrorOptions): Promise<AccountMirror> {
  const { onProblem = warnAboutProblem } = options
  const file = openJsonFile({
    path: join(accountDir(options), MIRROR_FILE_NAME),
    writeFile: options.writeFile,
    retryDelaysMs: options.retryDelaysMs,
  })
  const { content, format } = await openMirrorFile(
    file,
    options.writeVerified ?? writeAtomicallyVerified(options.retryDelaysMs),
    onProblem,
  )
  const stored = new FileMirror(
    options.accountId,
    content,
    format,
    (snapshot) =>
      new CoalescedWrite({
        file,
        snapshot,
        debounceMs: options.debounceMs ?? DEFAULT_DEBOUNCE_MS,
        maxDelayMs: options.maxDelayMs ?? DEFAULT_MAX_DELAY_MS,
        onWriteFailed: (error) => onProblem({ kind: 'write-failed', file: file.path, error }),
      }),
  )
  return new IndexedMirror(stored)
}

/**
 * The websites in display order in `items`; `keys` finds an id's position in
 * O(1). Position = key + shift, so inserting first (the common case: new
 * websites come first) bumps `shift` instead of renumbering every entry.
 */
class FileMirror implements Omit<AccountMirror, 'listWindow'> {
  private items: Website[]
  private readonly keys = new Map<string, number>()
  private shift = 0
  private sweep: SweepState
  private snapshot: readonly Website[] | undefined
  private closed = false
  private readonly writer: CoalescedWrite

  constructor(
    readonly accountId: string,
    content: MirrorContent,
    format: MirrorFormat,
    writer: (snapshot: () => unknown) => CoalescedWrite,
  ) {
    this.items = content.websites
    this.items.forEach((website, position) => this.keys.set(website.id, position))
    this.sweep = content.sweep
    this.writer = writer(() => encodeMirrorFile(this.items, this.sweep, format))
  }

  list(): readonly Website[] {
    this.snapshot ??= Object.freeze(this.items.slice())
    return this.snapshot
  }

  get(id: string): Website | undefined {
    const position = this.positionOf(id)
    return position === undefined ? undefined : this.items[position]
  }

  upsert(website: Website): boolean {
    this.assertOpen()
    const position = this.positionOf(website.id)
    if (position !== undefined && sameWebsite(this.items[position] as Website, website)) return false
    const copy = storedCopy(website)
    if (position !== undefined) {
      this.items[position] = copy
    } else {
      this.items.unshift(copy)
      this.shift += 1
      this.keys.set(copy.id, -this.shift)
    }
    this.changed()
    return true
  }

  remove(id: string): boolean {
    this.assertOpen()
    const position = this.positionOf(id)
    if (position === undefined) return false
    this.items.splice(position, 1)
    this.keys.delete(id)
    this.renumberFrom(position)
    this.changed()
    return true
  }

  replaceAll(websites: readonly Website[]): boolean {
    this.assertOpen()
    const previous = this.items
    this.items = []
    this.keys.clear()
    this.shift = 0
    // A sweep that saw a website twice (pages shifting under it) keeps the first sighting.
    let differs = false
    for (const website of websites) {
      if (this.keys.has(website.id)) continue
      const before = previous[this.items.length]
      const same = before !== undefined && before.id === website.id && sameWebsite(before, website)
      if (!same) differs = true
      this.keys.set(website.id, this.items.length)
      this.items.push(same ? before : storedCopy(website))
    }
    if (!differs && this.items.length === previous.length) return false
    this.changed()
    return true
  }

  sweepState(): SweepState {
    return { ...this.sweep }
  }

  setSweepState(state: SweepState): void {
    this.assertOpen()
    if (state.completedAt === this.sweep.completedAt) return
    this.sweep = { completedAt: state.completedAt }
    this.changed()
  }

  flush(): Promise<void> {
    return this.writer.flush()
  }

  close(): Promise<void> {
    this.closed = true
    return this.writer.close()
  }

  private positionOf(id: string): number | undefined {
    const key = this.keys.get(id)
    return key === undefined ? undefined : key + this.shift
  }

  private renumberFrom(start: number): void {
    for (let position = start; position < this.items.length; position += 1)
      this.keys.set((this.items[position] as Website).id, position - this.shift)
  }

  private changed(): void {
    this.snapshot = undefined
    this.writer.changed()
  }

  private assertOpen(): void {
    if (this.closed) throw new Error(`The mirror of account ${this.accountId} is closed`)
  }
}

/** Removes everything kept for an account (mirror and outbox). Close its mirror and outbox first. */
export async function deleteAccountData(location: AccountLocation): Promise<void> {
  // rm's own retries cover the EBUSY/EPERM a Windows scanner causes.
  await rm(accountDir(location), { recursive: true, force: true, maxRetries: 5, retryDelay: 100 })
}
