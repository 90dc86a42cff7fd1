/**
 * The account profiles in `<dataDir>/accounts.json`: label, address and API
 * variant of each account. API keys are never here (they are in the keychain
 * under the profile's id), so the file is built field by field from known
 * values, never by spreading what a caller passed in.
 */
import { randomUUID } from 'node:crypto'
import path from 'node:path'
import { z } from 'zod'
import { ApiError, parseServiceUrl } from '../api'
import { createLogger, Sequencer } from '../base'
import { movedAsideNotice, openJsonFile, unreadableNotice, type Decoded, type JsonFile } from '../storage'
import type { FieldErrors } from '../../shared/validation'
import type { Variant } from '../../shared/website'
import { isVariant } from '../../shared/variant-profile'
import type { AccountProfile } from './types'
import { formatNumber, t } from '../../shared/i18n'

export const PROFILES_FILE_NAME = 'accounts.json'
const FILE_VERSION = 1
export const LABEL_MAX_LENGTH = 100
/** Only the user may read the accounts file: it names the services they use. */
const FILE_MODE = 0o600
const log = createLogger('accounts')

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
  accounts: z
    .array(profileSchema)
    .refine(
      (accounts) => new Set(accounts.map((account) => account.id)).size === accounts.length,
      'Two accounts have the same id.',
    ),
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
  /**
   * Where the unreadable file now is; nothing was deleted. Null: the system would not let it be read, and it was left
   * in place.
   */
  movedTo: string | null
  reason: string
  /** What the user is told. */
  notice: string
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
  /**
   * Whether the account's API key has been accepted by the service yet. Rejects with an ApiError `not_found` when there
   * is no such account.
   */
  setKeyVerified(id: string, verified: boolean): Promise<AccountProfile>
  /** The service moved (the demo's, to another port): the account follows. Call before the account's engine exists. */
  moveTo(id: string, baseUrl: string): Promise<AccountProfile>
  /** Whether there was such an account. Its keychain entry and mirror are the caller's to remove. */
  remove(id: string): Promise<boolean>
  /** Resolves once every change made so far has been written (or has failed). */
  flush(): Promise<void>
}

function invalid(fieldErrors: FieldErrors): ApiError {
  const first = Object.values(fieldErrors)[0]?.[0]
  return new ApiError({ kind: 'invalid_request', fieldErrors, ...(first !== undefined && { message: first }) })
}

/**
 * parseServiceUrl's verdict (https, or http on loopback; a pasted API path removed) as the text stored and given to
 * clients.
 */
export function normalizeBaseUrl(baseUrl: string): string {
  const url = parseServiceUrl(baseUrl)
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}`
}

function labelFor(label: string | undefined, baseUrl: string): string {
  // Control characters (a pasted tab or newline) would break a tray menu line.
  // eslint-disable-next-line no-control-regex
  const cleaned = (typeof label === 'string' ? label : '').replace(/[\u0000-\u001f\u007f]+/g, ' ').trim()
  if (cleaned === '') return new URL(baseUrl).host
  if (cleaned.length > LABEL_MAX_LENGTH)
    throw invalid({ label: [t('sync.account.labelTooLong', { max: formatNumber(LABEL_MAX_LENGTH) })] })
  return cleaned
}

function checkVariant(variant: unknown): Variant {
  if (!isVariant(variant)) throw invalid({ variant: [t('sync.api.variant')] })
  return variant
}

function decodeProfiles(raw: unknown): Decoded<AccountProfile[]> {
  const parsed = fileSchema.safeParse(raw)
  if (parsed.success) return { ok: true, value: parsed.data.accounts.map((profile) => Object.freeze({ ...profile })) }
  const issue = parsed.error.issues[0]
  return { ok: false, reason: issue ? `${issue.path.join('.') || 'file'}: ${issue.message}` : 'unexpected content' }
}

export async function openProfileStore(dataDir: string): Promise<ProfileStore> {
  const file = openJsonFile({ path: path.join(dataDir, PROFILES_FILE_NAME), mode: FILE_MODE })
  const loaded = await file.load(decodeProfiles)
  let recovered: ProfileFileRecovery | null = null
  if (loaded.status === 'corrupt') {
    // Moved aside, never overwritten: the next save writes a fresh file next to the kept one.
    recovered = {
      movedTo: loaded.movedTo,
      reason: loaded.reason,
      notice: t('sync.account.listMovedAside', { notice: movedAsideNotice(t('sync.account.theList'), loaded) }),
    }
    log.warn(recovered.notice)
  }
  if (loaded.status === 'unreadable') {
    // Left in place and never overwritten (the storage refuses to): the next start reads it again.
    recovered = {
      movedTo: null,
      reason: loaded.reason,
      notice: t('sync.account.listUnreadable', { notice: unreadableNotice(t('sync.account.theList'), loaded) }),
    }
    log.warn(recovered.notice)
  }
  return new FileProfileStore(file, loaded.status === 'loaded' ? loaded.value : [], recovered)
}

class FileProfileStore implements ProfileStore {
  /** One change at a time: each is written before the next one reads the list it changes. */
  private readonly changes = new Sequencer()

  constructor(
    private readonly file: JsonFile,
    private profiles: readonly AccountProfile[],
    readonly recovered: ProfileFileRecovery | null,
  ) {}

  get filePath(): string {
    return this.file.path
  }

  list(): AccountProfile[] {
    return [...this.profiles]
  }

  get(id: string): AccountProfile | undefined {
    return this.profiles.find((profile) => profile.id === id)
  }

  async add(input: NewAccountProfile): Promise<AccountProfile> {
    // Checked before queueing, so a mistake is reported without waiting for a pending write.
    const baseUrl = normalizeBaseUrl(input.baseUrl)
    const profile: AccountProfile = Object.freeze({
      id: randomUUID(),
      label: labelFor(input.label, baseUrl),
      baseUrl,
      variant: checkVariant(input.variant),
      createdAt: new Date().toISOString(),
    })
    return this.change((current) => ({ next: [...current, profile], result: profile }))
  }

  rename(id: string, label: string): Promise<AccountProfile> {
    return this.changeOne(id, (existing) => ({ ...existing, label: labelFor(label, existing.baseUrl) }))
  }

  setKeyVerified(id: string, verified: boolean): Promise<AccountProfile> {
    return this.changeOne(id, (existing) => {
      const { keyUnverified: _unverified, ...rest } = existing
      return verified ? rest : { ...rest, keyUnverified: true }
    })
  }

  moveTo(id: string, baseUrl: string): Promise<AccountProfile> {
    const moved = normalizeBaseUrl(baseUrl)
    return this.changeOne(id, (existing) => ({ ...existing, baseUrl: moved }))
  }

  remove(id: string): Promise<boolean> {
    return this.change((current) => {
      const next = current.filter((profile) => profile.id !== id)
      return next.length === current.length ? { next: null, result: false } : { next, result: true }
    })
  }

  flush(): Promise<void> {
    return this.changes.whenIdle()
  }

  private change<T>(
    compute: (current: readonly AccountProfile[]) => { next: readonly AccountProfile[] | null; result: T },
  ): Promise<T> {
    return this.changes.queue(async () => {
      const { next, result } = compute(this.profiles)
      if (next !== null) {
        await this.file.write({ version: FILE_VERSION, accounts: next })
        // Memory follows the disk only once the disk has it, so a failed write changes nothing.
        this.profiles = next
      }
      return result
    })
  }

  /**
   * One account's profile changed; written only when it differs. Rejects with an ApiError `not_found` when there is no
   * such account.
   */
  private changeOne(id: string, update: (existing: AccountProfile) => AccountProfile): Promise<AccountProfile> {
    return this.change((current) => {
      const existing = current.find((profile) => profile.id === id)
      if (!existing) throw new ApiError({ kind: 'not_found', message: t('sync.account.gone') })
      const updated: AccountProfile = Object.freeze(update(existing))
      if (JSON.stringify(updated) === JSON.stringify(existing)) return { next: null, result: existing }
      return { next: current.map((profile) => (profile.id === id ? updated : profile)), result: updated }
    })
  }
}
