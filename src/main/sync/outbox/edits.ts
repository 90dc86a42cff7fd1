/**
 * The edits a user makes, as they wait in the outbox, and the pure rules for
 * applying them to a website and for telling whether the server moved under
 * them. No I/O here: the pipeline (pipeline.ts) does the sending.
 */
import { displayDomain } from '../../base'
import { mergeLines } from '../../../shared/bulk/lines'
import { normalizeLineList, sameValue } from '../../../shared/field-values'
import type { Edit, FieldConflict, UpdateEdit } from '../../../shared/sync'
import type { Variant, Website, WebsiteInput, WebsitePatch } from '../../../shared/website'
import { profileOf } from '../../../shared/variant-profile'
import { COMPARABLE_FIELDS, SETTING_FIELDS, SETTINGS, type SettingField } from '../../../shared/website-schema'

export type { Conflict, CreateEdit, DeleteEdit, Edit, FieldConflict, UpdateEdit } from '../../../shared/sync'

/** Edits waiting for the user's choice between their value and the server's. */
export function conflictsIn(edits: readonly Edit[]): Edit[] {
  return edits.filter((edit) => edit.conflict)
}

/** How many edits wait to be sent, for which websites, and how many wait for the user. */
export function outboxCounts(edits: readonly Edit[]): {
  pendingEdits: number
  waitingWebsiteIds: string[]
  conflicts: number
} {
  const conflicts = conflictsIn(edits).length
  const waitingWebsiteIds = [...new Set(edits.filter((edit) => !edit.conflict).map(editWebsiteId))]
  return { pendingEdits: edits.length - conflicts, waitingWebsiteIds, conflicts }
}

export function editWebsiteId(edit: Edit): string {
  return edit.kind === 'create' ? edit.localId : edit.websiteId
}

export function passwordOf(edit: Edit): string | undefined {
  const password =
    edit.kind === 'create' ? edit.input.password : edit.kind === 'update' ? edit.patch.password : undefined
  return password === undefined || password === '' ? undefined : password
}

/** The edit as the outbox may store it: without its password, marked as having one. */
export function withoutPassword(edit: Edit): Edit {
  if (passwordOf(edit) === undefined) return edit
  if (edit.kind === 'create') {
    const { password: _password, ...input } = edit.input
    return { ...edit, input, withheldPassword: true }
  }
  if (edit.kind === 'update') {
    const { password: _password, ...patch } = edit.patch
    return { ...edit, patch, withheldPassword: true }
  }
  return edit
}

/** The patch in the form the mirror stores (line lists normalized), so that comparisons mean something. */
export function normalizePatch(patch: WebsitePatch): WebsitePatch {
  const normalized: WebsitePatch = {}
  for (const field of SETTING_FIELDS) {
    const value = patch[field]
    if (value === undefined) continue
    Object.assign(normalized, { [field]: Array.isArray(value) ? normalizeLineList(value) : value })
  }
  return normalized
}

function patchedFields(patch: WebsitePatch): SettingField[] {
  return SETTING_FIELDS.filter((field) => patch[field] !== undefined)
}

/** What the website shows for a setting; undefined when nobody can read it back (a password). */
function currentValue(website: Website, field: SettingField): unknown {
  return (SETTINGS[field].read as (website: Website) => unknown)(website)
}

/**
 * Only what actually changes: a request that repeats current values would
 * spend a rate-limit token for nothing and could overwrite someone else's
 * change. A password is always sent: nobody can see whether it differs.
 */
export function minimalPatch(website: Website, patch: WebsitePatch): WebsitePatch {
  const normalized = normalizePatch(patch)
  const minimal: WebsitePatch = {}
  for (const field of patchedFields(normalized)) {
    const value = normalized[field]
    const current = currentValue(website, field)
    if (current === undefined || !sameValue(current, value)) Object.assign(minimal, { [field]: value })
  }
  return minimal
}

/** The values of the patched fields the user saw; a password has none. */
export function baseOf(website: Website, patch: WebsitePatch): WebsitePatch {
  const base: WebsitePatch = {}
  for (const field of patchedFields(patch)) {
    const value = currentValue(website, field)
    if (value !== undefined) Object.assign(base, { [field]: value })
  }
  return base
}

/**
 * What an update makes of `website` as it is now: its patch, with a lines edit's list worked out
 * again from the website's own list (lines someone else added stay). A list nobody knows (the
 * excluded parameters of a website never saved here) is taken as empty: such an edit replaces it.
 */
export function patchFor(edit: Pick<UpdateEdit, 'patch' | 'lines'>, website: Website): WebsitePatch {
  if (!edit.lines) return edit.patch
  const current = currentValue(website, edit.lines.field) as string[] | undefined
  return { ...edit.patch, [edit.lines.field]: mergeLines(current ?? [], edit.lines).value }
}

/** The website as it will be once the server accepts the patch. */
export function applyPatch(website: Website, patch: WebsitePatch, now: string): Website {
  let next: Website = { ...website }
  for (const field of patchedFields(patch)) {
    const show = SETTINGS[field].show as (value: unknown, website: Website, now: string) => Partial<Website>
    next = { ...next, ...show(patch[field], next, now) }
  }
  return next
}

/** Puts back the patched fields only, so that a change made to other fields in the meantime survives a revert. */
export function revertPatch(current: Website, before: Website, patch: WebsitePatch): Website {
  const reverted: Website = { ...current }
  for (const field of patchedFields(patch))
    for (const shown of SETTINGS[field].shownIn) Object.assign(reverted, { [shown]: before[shown] })
  return reverted
}

/** A brand-new website as the mirror shows it before the server has answered. */
export function provisionalWebsite(localId: string, input: WebsiteInput, domain: string, now: string): Website {
  const privacy = input.privacy ?? 1
  return {
    id: localId,
    domain,
    displayDomain: displayDomain(domain),
    privacy,
    hasPassword: privacy === 2 && input.password !== undefined && input.password !== '',
    emailReports: input.emailReports ?? false,
    excludeBots: input.excludeBots ?? true,
    excludeParams: input.excludeParams ? normalizeLineList(input.excludeParams) : [],
    excludeIps: input.excludeIps ? normalizeLineList(input.excludeIps) : [],
    favorite: input.favorite ?? false,
    favoritedAt: input.favorite ? now : null,
    createdAt: now,
    updatedAt: now,
  }
}

/**
 * The fields the server changed since the edit was made, to something other
 * than what the edit sets. A field already at the edit's value is no conflict:
 * the edit has in effect arrived (perhaps before a crash). A list a lines edit
 * changes is a conflict when someone else changed it since the user saw it and
 * it does not hold the change yet: their lines are never written over unseen.
 */
export function findConflicts(edit: UpdateEdit, server: Website): FieldConflict[] {
  const conflicts: FieldConflict[] = []
  const merged = patchFor(edit, server)
  for (const field of COMPARABLE_FIELDS) {
    if (!(field in edit.patch)) continue
    // A lines edit's value is what it makes of their list: the same as theirs when their list has the change already.
    const mine = merged[field]
    const theirs = currentValue(server, field)
    const base = edit.base[field]
    if (!sameValue(theirs, base) && !sameValue(theirs, mine)) conflicts.push({ field, base, mine, theirs })
  }
  return conflicts
}

export function hasFields(patch: WebsitePatch): boolean {
  return Object.keys(patch).length > 0
}

/**
 * One Save (or one "Edit again") is one edit whatever it changes: a favorite in it stays on this computer where
 * favorites live here (variant A, `kept`), and goes with the rest of the edit where the server stores them.
 */
export function splitFavorite(patch: WebsitePatch, variant: Variant): { sent: WebsitePatch; kept?: boolean } {
  const { favorite, ...rest } = patch
  return favorite !== undefined && profileOf(variant).favoritesLiveHere
    ? { sent: rest, kept: favorite }
    : { sent: patch }
}
