/**
 * The website form's model, derived from the shared SETTINGS table: one form
 * field per setting, so that a setting added there appears here with nothing
 * else to change. Kept apart from the views so that "send only what changed"
 * and the instant field checks are plain functions.
 *
 * A form holds each setting's value as it is, except line lists, which it
 * edits as text, one entry per line. Two rules are the form's own: a password
 * means something only with Password privacy, and the favorite is sent on its
 * own channel (variant A keeps favorites on this computer).
 */
import { z } from 'zod'
import { sameValue } from '../../../shared/field-values'
import { t } from '../../../shared/i18n'
import type { DraftSettings } from '../../../shared/form-draft'
import { normalizeDomain, normalizeLineList, type FieldErrors } from '../../../shared/validation'
import type { Variant, Website, WebsiteInput, WebsitePatch } from '../../../shared/website'
import { COMPARABLE_FIELDS, SETTING_FIELDS, SETTINGS, type SettingField } from '../../../shared/website-schema'

type ValueOf<K extends SettingField> = NonNullable<WebsitePatch[K]>
type FormValueOf<T> = T extends readonly string[] ? string : T

export type WebsiteForm = { [K in SettingField]: FormValueOf<ValueOf<K>> }

/** The spec's defaults for a new website, sent explicitly: real servers store Public when privacy is left out. */
const NEW_WEBSITE: WebsiteForm = {
  privacy: 1,
  password: '',
  emailReports: false,
  excludeBots: true,
  excludeParams: '',
  excludeIps: '',
  favorite: false,
}

/** The settings a form edits as text. */
const LINE_LISTS: ReadonlySet<SettingField> = new Set(
  SETTING_FIELDS.filter((field) => SETTINGS[field].shape instanceof z.ZodArray),
)

/** Loose views of the typed records, for the loops over every setting. */
type AnyForm = Record<SettingField, unknown>
type AnyValues = Partial<Record<SettingField, unknown>>

function toForm(field: SettingField, value: unknown): unknown {
  return LINE_LISTS.has(field) ? (value as readonly string[]).join('\n') : value
}

function fromForm(field: SettingField, value: unknown): unknown {
  return LINE_LISTS.has(field) ? normalizeLineList(value as string) : value
}

/** A value that says nothing: no password typed, no entry in a list. */
function isEmpty(value: unknown): boolean {
  return value === '' || (Array.isArray(value) && value.length === 0)
}

/** A password only goes with Password privacy; typed, then another choice made, it is dropped. */
function withoutUnusedPassword<T extends AnyValues>(values: T, form: WebsiteForm): T {
  if (form.privacy === 2) return values
  const { password: _unused, ...rest } = values
  return rest as T
}

export function newWebsiteForm(): WebsiteForm {
  return { ...NEW_WEBSITE }
}

/**
 * The form showing a website. What nobody can read back (the password,
 * parameters the server never reported) keeps a new form's empty text.
 */
export function formOf(website: Website): WebsiteForm {
  const form: AnyForm = { ...NEW_WEBSITE }
  for (const field of SETTING_FIELDS) {
    const value = SETTINGS[field].read(website)
    if (value !== undefined) form[field] = toForm(field, value)
  }
  return form as WebsiteForm
}

/**
 * A draft over a newer record: fields the user has not touched follow the
 * record, fields they changed keep their value, and what the form showed of
 * those stays what the user saw.
 */
export function rebased(
  draft: { website: Website; form: WebsiteForm; shown: WebsiteForm | null } | null,
  next: Website,
): { form: WebsiteForm; shown: WebsiteForm } {
  const form: AnyForm = formOf(next)
  const shown: AnyForm = formOf(next)
  if (draft) {
    const before = formOf(draft.website)
    for (const field of SETTING_FIELDS) {
      if (draft.form[field] === before[field]) continue
      form[field] = draft.form[field]
      shown[field] = (draft.shown ?? before)[field]
    }
  }
  return { form: form as WebsiteForm, shown: shown as WebsiteForm }
}

/**
 * The form with an edit's values in place: a refused edit, shown again for the user to correct. Its password is never
 * kept.
 */
export function withValues(form: WebsiteForm, values: WebsitePatch): WebsiteForm {
  const next: AnyForm = { ...form }
  for (const field of SETTING_FIELDS) {
    if (field !== 'password' && values[field] !== undefined) next[field] = toForm(field, values[field])
  }
  return next as WebsiteForm
}

/**
 * What the form showed of the fields a patch changes, before the user
 * changed them. Main measures the server's value against it, so that a change
 * another device made while the form was open is a conflict, not overwritten.
 */
export function seenValues(shown: WebsiteForm, patch: WebsitePatch): WebsitePatch {
  const seen: AnyValues = {}
  for (const field of COMPARABLE_FIELDS) if (patch[field] !== undefined) seen[field] = fromForm(field, shown[field])
  return seen as WebsitePatch
}

export interface WebsiteChanges {
  /** For websites.update; empty when only the favorite changed. */
  patch: WebsitePatch
  /** For websites.favorite, when it changed (it has its own channel: variant A keeps favorites locally). */
  favorite?: boolean
}

/** Only the settings that differ from the website as the user saw it. */
export function changesOf(website: Website, form: WebsiteForm): WebsiteChanges {
  const changed: AnyValues = {}
  for (const field of SETTING_FIELDS) {
    const value = fromForm(field, form[field])
    const current = SETTINGS[field].read(website)
    // A value nobody can read back (a password, parameters the server never reported) is sent only when typed.
    if (current === undefined ? isEmpty(value) : sameValue(value, current)) continue
    changed[field] = value
  }
  const { favorite, ...patch } = withoutUnusedPassword(changed, form) as WebsitePatch
  return favorite !== undefined ? { patch, favorite } : { patch }
}

export function hasChanges(changes: WebsiteChanges): boolean {
  return Object.keys(changes.patch).length > 0 || changes.favorite !== undefined
}

/** The form's own checks, each setting's rule as main applies it; keyed like the contract's field errors. */
export function checkForm(form: WebsiteForm, options: { passwordRequired: boolean }): FieldErrors {
  const errors: FieldErrors = {}
  const values = withoutUnusedPassword(valuesOf(form), form)
  for (const field of SETTING_FIELDS) {
    const check = SETTINGS[field].check as ((value: unknown) => string | undefined) | undefined
    const message = values[field] === undefined ? undefined : check?.(values[field])
    if (message !== undefined) errors[field] = [message]
  }
  if (options.passwordRequired && form.privacy === 2 && form.password === '' && !errors.password)
    errors.password = [t('editor.checks.passwordRequired')]
  return errors
}

function valuesOf(form: WebsiteForm): AnyValues {
  return Object.fromEntries(SETTING_FIELDS.map((field) => [field, fromForm(field, form[field])]))
}

export function checkDomain(domain: string, variant: Variant): FieldErrors {
  const checked = normalizeDomain(domain, variant)
  return checked.ok ? {} : { domain: [checked.message] }
}

/** A new website with every setting sent explicitly (real servers default privacy to Public otherwise). */
export function inputOf(domain: string, form: WebsiteForm): WebsiteInput {
  return { domain: domain.trim(), ...(withoutUnusedPassword(valuesOf(form), form) as WebsitePatch) }
}

/**
 * What of a draft may be kept for the next start: the settings the user
 * changed from the website as it is, and what the form showed of each before
 * (so that a change made elsewhere meanwhile is still a conflict). Never the
 * password. null when nothing but the password differs.
 */
export function keptChanges(
  website: Website,
  form: WebsiteForm,
  shown: WebsiteForm | null,
): { values: DraftSettings; shown: DraftSettings } | null {
  const base = formOf(website)
  const values: Record<string, unknown> = {}
  const seen: Record<string, unknown> = {}
  for (const field of SETTING_FIELDS) {
    if (field === 'password' || form[field] === base[field]) continue
    values[field] = form[field]
    seen[field] = (shown ?? base)[field]
  }
  return Object.keys(values).length > 0 ? { values: values as DraftSettings, shown: seen as DraftSettings } : null
}

/**
 * A kept draft over the form: its values in their fields, and what the form showed of them when the user changed them.
 */
export function withKeptChanges(
  form: WebsiteForm,
  shown: WebsiteForm | null,
  kept: { values: DraftSettings; shown?: DraftSettings },
): { form: WebsiteForm; shown: WebsiteForm } {
  const nextForm: AnyForm = { ...form }
  const nextShown: AnyForm = { ...(shown ?? form) }
  for (const [field, value] of Object.entries(kept.values) as [SettingField, unknown][]) {
    if (value === undefined || field === 'password') continue
    nextForm[field] = value
    const seen = kept.shown?.[field as keyof DraftSettings]
    if (seen !== undefined) nextShown[field] = seen
  }
  return { form: nextForm as WebsiteForm, shown: nextShown as WebsiteForm }
}
