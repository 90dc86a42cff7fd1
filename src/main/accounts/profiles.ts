/**
 * The account profiles in `<dataDir>/accounts.json`: label, address and API
 * variant of each account. API keys are never here (they are in the keychain
 * under the profile's id), so the file is built field by field from known
 * values, never by spreading what a caller passed in.
 */
import { randomUUID } from 'node:crypto'
import { mkdir, readFile, rename } from 'node:fs/promises'
import path from 'node:path'
import writeFileAtomic from 'write-file-atomic'
import { z } from 'zod'
import { ApiError, parseServiceUrl } from '../api'
import type { FieldErrors } from '../../shared/validation'
import type { Variant } from '../../shared/website'
import type { AccountProfile } from './types'

export const PROFILES_FILE_NAME = 'accounts.json'
const FILE_VERSION = 1
export const LABEL_MAX_LENGTH = 100

/** The id doubles as a folder name (the mirror) and a keychain account: only a UUID can be trusted with both. */
const PROFILE_ID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i

const profileSchema = z.object({
  id: z.string().regex(PROFILE_ID),
  label: z.string().trim().min(1).max(LABEL_MAX_LENGTH),
  baseUrl: z.string().min(1),
  variant: z.enum(['A', 'B']),
  createdAt: z.iso.datetime({ offset: true }),
  keyUnverified: z.literal(true).optional(),
})

const fileSchema = z.object({
  version: z.literal(FILE_VERSION),
  accounts: z.array(profileSchema).refine((accounts) => new Set(accounts.map((account) => account.id)).size === accounts.length, 'Two accounts have the same id.'),
})

export interface NewAccountProfile {
  /** Blank: the service's host name. */
  label?: string
  /** As the user typed or pasted it; checked and normalized here. */
  baseUrl: string
  variant: Variant
}

/** What happened to an accounts file that could not be read at open. */
export interface ProfileFileRecovery {
  /** Where the unreadable file now is; nothing was deleted. */
  movedTo: string
  reason: string
}

export interface ProfileStore {
  readonly filePath: string
  /** Set when the file was unreadable at open and moved aside, so the user can be told. */
  readonly recovered: ProfileFileRecovery | null
  /** In the order they were added. */
  list(): AccountProfile[]
  get(id: string): AccountProfile | undefined
  add(input: NewAccountProfile): Promise<AccountProfile>
  /** A blank label falls back to the host name. Rejects with an ApiError `not_found` when there is no such account. */
  rename(id: string, label: string): Promise<AccountProfile>
  /** Whether the account's API key has been accepted by the service yet. Rejects with an ApiError `not_found` when there is no such account. */
  setKeyVerified(id: string, verified: boolean): Promise<AccountProfile>
  /** Whether there was such an account. Its keychain entry and mirror are the caller's to remove. */
  remove(id: string): Promise<boolean>
}

function invalid(fieldErrors: FieldErrors): ApiError {
  const first = Object.values(fieldErrors)[0]?.[0]
  return new ApiError({ kind: 'invalid_request', fieldErrors, ...(first !== undefined && { message: first }) })
}

/** parseServiceUrl's verdict (https, or http on loopback; a pasted API path removed) as the text stored and given to clients. */
export function normalizeBaseUrl(baseUrl: string): string {
  const url = parseServiceUrl(baseUrl)
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

function labelFor(label: string | undefined, baseUrl: string): string {
  // Control characters (a pasted tab or newline) would break a tray menu line.
  // eslint-disable-next-line no-control-regex
  const cleaned = (typeof label === 'string' ? label : '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  if (cleaned === '') return new URL(baseUrl).host
  if (cleaned.length > LABEL_MAX_LENGTH) throw invalid({ label: [`Keep the account name to ${LABEL_MAX_LENGTH} characters or fewer.`] })
  return cleaned
}

function checkVariant(variant: unknown): Variant {
  if (variant !== 'A' && variant !== 'B') throw invalid({ variant: ['The API variant is A or B.'] })
  return variant
}

function isErrnoException(error: unknown): error is NodeJS.ErrnoException {
  return error instanceof Error && 'code' in error
}

const RETRYABLE_WRITE_CODES = new Set(['EPERM', 'EBUSY', 'EACCES'])
const WRITE_ATTEMPTS = 4

/** Atomic (temp file, fsync, rename); retried because on Windows a virus scanner or indexer briefly holds the file. */
async function writeProfiles(filePath: string, profiles: readonly AccountProfile[]): Promise<void> {
  const text = `${JSON.stringify({ version: FILE_VERSION, accounts: profiles }, null, 2)}\n`
  for (let attempt = 1; ; attempt += 1) {
    try {
      await writeFileAtomic(filePath, text, { mode: 0o600, fsync: true })
      return
    } catch (error) {
      if (attempt >= WRITE_ATTEMPTS || !isErrnoException(error) || !RETRYABLE_WRITE_CODES.has(error.code ?? '')) throw error
      await new Promise((resolve) => setTimeout(resolve, 50 * 2 ** (attempt - 1)))
    }
  }
}

async function moveAside(filePath: string): Promise<string> {
  const stamp = new Date().toISOString().replace(/[:.]/g, '-')
  const target = `${filePath}.corrupt-${stamp}-${randomUUID().slice(0, 8)}`
  await rename(filePath, target)
  return target
}

function describeProblem(error: unknown): string {
  if (error instanceof z.ZodError) {
    const issue = error.issues[0]
    return issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'unexpected content'
  }
  if (error instanceof SyntaxError) return `not valid JSON (${error.message})`
  return error instanceof Error ? error.message : String(error)
}

async function loadProfiles(filePath: string): Promise<{ profiles: AccountProfile[]; recovered: ProfileFileRecovery | null }> {
  let text: string
  try {
    text = await readFile(filePath, 'utf8')
  } catch (error) {
    if (isErrnoException(error) && error.code === 'ENOENT') return { profiles: [], recovered: null }
    // Unreadable for another reason (permissions): starting empty would overwrite the user's accounts on the next save.
    throw error
  }
  try {
    const parsed = fileSchema.parse(JSON.parse(text))
    return { profiles: parsed.accounts.map((profile) => Object.freeze({ ...profile })), recovered: null }
  } catch (error) {
    const reason = describeProblem(error)
    const movedTo = await moveAside(filePath)
    console.warn(`[accounts] ${path.basename(filePath)} could not be read (${reason}); it was moved to ${movedTo} and SiteTray starts without accounts.`)
    return { profiles: [], recovered: { movedTo, reason } }
  }
}

export async function openProfileStore(dataDir: string): Promise<ProfileStore> {
  await mkdir(dataDir, { recursive: true })
  const filePath = path.join(dataDir, PROFILES_FILE_NAME)
  const loaded = await loadProfiles(filePath)
  let profiles: readonly AccountProfile[] = loaded.profiles
  // One change at a time: each is written before the next one reads the list it changes.
  let queue: Promise<unknown> = Promise.resolve()

  function change<T>(compute: (current: readonly AccountProfile[]) => { next: readonly AccountProfile[] | null; result: T }): Promise<T> {
    const run = queue.then(async () => {
      const { next, result } = compute(profiles)
      if (next !== null) {
        await writeProfiles(filePath, next)
        // Memory follows the disk only once the disk has it, so a failed write changes nothing.
        profiles = next
      }
      return result
    })
    queue = run.catch(() => undefined)
    return run
  }

  /** One account's profile changed; written only when it differs. Rejects with an ApiError `not_found` when there is no such account. */
  function changeOne(id: string, update: (existing: AccountProfile) => AccountProfile): Promise<AccountProfile> {
    return change((current) => {
      const existing = current.find((profile) => profile.id === id)
      if (!existing) throw new ApiError({ kind: 'not_found', message: 'This account no longer exists.' })
      const updated: AccountProfile = Object.freeze(update(existing))
      if (JSON.stringify(updated) === JSON.stringify(existing)) return { next: null, result: existing }
      return { next: current.map((profile) => (profile.id === id ? updated : profile)), result: updated }
    })
  }

  return {
    filePath,
    recovered: loaded.recovered,

    list: () => [...profiles],

    get: (id) => profiles.find((profile) => profile.id === id),

    async add(input) {
      // Checked before queueing, so a mistake is reported without waiting for a pending write.
      const baseUrl = normalizeBaseUrl(input.baseUrl)
      const profile: AccountProfile = Object.freeze({
        id: randomUUID(),
        label: labelFor(input.label, baseUrl),
        baseUrl,
        variant: checkVariant(input.variant),
        createdAt: new Date().toISOString(),
      })
      return change((current) => ({ next: [...current, profile], result: profile }))
    },

    rename(id, label) {
      return changeOne(id, (existing) => ({ ...existing, label: labelFor(label, existing.baseUrl) }))
    },

    setKeyVerified(id, verified) {
      return changeOne(id, (existing) => {
        const { keyUnverified: _unverified, ...rest } = existing
        return verified ? rest : { ...rest, keyUnverified: true }
      })
    },

    remove(id) {
      return change((current) => {
        const next = current.filter((profile) => profile.id !== id)
        return next.length === current.length ? { next: null, result: false } : { next, result: true }
      })
    },
  }
}
