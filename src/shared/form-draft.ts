/**
 * A form's unsaved changes as main keeps them between runs: what the user
 * typed into a website's settings, a new website, a new account or an
 * account's name, so that quitting SiteTray (or the system ending the session)
 * never drops it. Never a secret: a statistics-page password and an API key
 * have no field here, and every object is strict, so main refuses a draft
 * that carries one before anything reaches the disk.
 */
import { z } from 'zod'
import { WEBSITE_REF } from './website'
import { SETTING_FIELDS, SETTINGS, type SettingField, type WebsitePatch } from './website-schema'

/** Long enough for any list a person types, short enough that nobody pushes megabytes through. */
const TEXT_MAX = 20_000

/** The settings a draft may hold: all but the password, which is never written to disk. */
export type KeptSettingField = Exclude<SettingField, 'password'>
const KEPT_FIELDS = SETTING_FIELDS.filter((field): field is KeptSettingField => field !== 'password')

type Kept<T> = T extends readonly string[] ? string : T
/** A setting as a form holds it: line lists as the text the user typed. */
export type DraftSettings = { [K in KeptSettingField]?: Kept<NonNullable<WebsitePatch[K]>> }

function keptShape(field: KeptSettingField): z.ZodType {
  const shape = SETTINGS[field].shape
  return shape instanceof z.ZodArray ? z.string().max(TEXT_MAX) : shape
}

const draftSettings = z.strictObject(
  Object.fromEntries(KEPT_FIELDS.map((field) => [field, keptShape(field).optional()])),
) as unknown as z.ZodType<DraftSettings>

const accountId = z.uuid()
const editId = z.uuid()

export const formDraftSchema = z.discriminatedUnion('form', [
  /**
   * A website's settings: the fields the user changed, and what the form showed of each before (so that a change made
   * elsewhere meanwhile is still a conflict).
   */
  z.strictObject({
    form: z.literal('website'),
    accountId,
    websiteId: z.string().regex(WEBSITE_REF),
    retryEditId: editId.optional(),
    values: draftSettings,
    shown: draftSettings,
  }),
  z.strictObject({
    form: z.literal('new-website'),
    accountId,
    retryEditId: editId.optional(),
    domain: z.string().max(2_048),
    values: draftSettings,
  }),
  /** No API key: it goes to the keychain or nowhere. */
  z.strictObject({ form: z.literal('add-account'), baseUrl: z.string().max(2_048), label: z.string().max(200) }),
  z.strictObject({ form: z.literal('account'), accountId, label: z.string().max(200) }),
])
export type FormDraft = z.infer<typeof formDraftSchema>

/**
 * The window's word on its form: `subject` names what has unsaved changes ("example.com"), for the
 * question the window asks; `draft` is what of them may be kept for the next start (null when only
 * a secret was typed). null: no unsaved changes.
 */
const subject = z.string().min(1).max(300)
export const unsavedFormSchema = z.strictObject({ subject, draft: formDraftSchema.nullable() }).nullable()
export type UnsavedForm = z.infer<typeof unsavedFormSchema>

/** A draft kept for the next start, with what it is about (for the question before it goes). */
export const keptDraftSchema = z.strictObject({ subject, draft: formDraftSchema })
export type KeptDraft = z.infer<typeof keptDraftSchema>
