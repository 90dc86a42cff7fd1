/**
 * The website's fields, defined once. Everything else about them derives
 * from this module: the domain types (Website, WebsiteInput, WebsitePatch),
 * the field rules the forms and main share (validation.ts), how each setting
 * travels on the wire (main's api/wire.ts), how an edit is applied, reverted
 * and compared with the server's record (main's sync/edits.ts), and how an
 * edit stored in the outbox is read back (sync.ts).
 *
 * Adding a setting means adding one entry to SETTINGS: the compiler then
 * points at nothing else to change, because nothing else lists the fields.
 */
import { z } from 'zod'
import {
  normalizeLineList,
  PASSWORD_MAX_LENGTH,
  toWireLines,
  validateExcludeIps,
  validateExcludeParams,
  type Checked,
} from './field-values'
import { formatNumber, isolate, t } from './i18n'

export const privacySchema = z.literal([0, 1, 2], { error: () => t('editor.checks.privacyChoice') })
/** Statistics-page privacy: 0 = Public, 1 = Private, 2 = Password. */
export type Privacy = z.infer<typeof privacySchema>

const lineList = z.array(z.string())
/** ISO 8601 (UTC), or null when the server gave none. */
const timestamp = z.string().nullable()

/**
 * The normalized form of a website: both API variants are mapped onto it at
 * the client boundary, so nothing else needs to know about `url` versus
 * `domain`, string-typed integers or legacy nulls.
 */
export const websiteSchema = z.object({
  /**
   * The server's auto-increment integer kept as a string (ids past 2^53 survive), or a local id until the server has
   * it.
   */
  id: z.string().min(1),
  /** Host name without scheme (variant A's `url` is reduced to its host). */
  domain: z.string().min(1),
  /**
   * The domain as people write it (`münchen.de` for `xn--mnchen-3ya.de`), decided in main wherever
   * a website is made; what every view and the tray show. Never sent: the server keeps `domain`.
   */
  displayDomain: z.string().min(1),
  privacy: privacySchema,
  /** Old servers return the password in plain text: only whether one is set is kept. */
  hasPassword: z.boolean(),
  emailReports: z.boolean(),
  excludeBots: z.boolean(),
  /** Never returned by servers; what the user last saved, or null when unknown. */
  excludeParams: lineList.nullable(),
  excludeIps: lineList,
  favorite: z.boolean(),
  favoritedAt: timestamp,
  createdAt: timestamp,
  updatedAt: timestamp,
})
export type Website = z.infer<typeof websiteSchema>
export const WEBSITE_FIELDS = websiteSchema.keyof().options

/**
 * A website inside an edit the outbox stored (the one deleted, the server's record in a conflict).
 * Edits stored before websites carried their shown domain lack it: such a website reads with its
 * domain as stored, and main shows it as people write it again when it reads the outbox.
 */
export const storedWebsiteSchema = websiteSchema
  .extend({ displayDomain: z.string().min(1).optional() })
  .transform(({ displayDomain, ...website }): Website => ({
    ...website,
    displayDomain: displayDomain ?? website.domain,
  }))

/** `Y-m-d\TH:i:s`, the spec's format for favorited_at, in UTC. */
export function formatFavoritedAt(date: Date): string {
  return date.toISOString().slice(0, 19)
}

const bit = (value: boolean): string => (value ? '1' : '0')

/** Messages are functions, asked when a check fails: the schemas are built once, the language may change since. */
type Message = () => string
const onOff = (message: Message): z.ZodType<boolean> => z.boolean({ error: message })
const lines = (notAList: Message): z.ZodType<string[]> => z.array(z.string({ error: notAList }), { error: notAList })
const messageOf = (checked: Checked<unknown>): string | undefined => (checked.ok ? undefined : checked.message)

/** Everything there is to know about one setting a user can send. */
interface Setting<T, Comparable extends boolean> {
  /** The value's type, with the message a form shows for anything else; all an edit stored on disk is held to. */
  shape: z.ZodType<T>
  /**
   * What a well-shaped value must also pass before it is sent, as the message a form shows; undefined when it passes.
   */
  check?: (value: T) => string | undefined
  /** The form fields that carry it, and that a server's field errors name it by. */
  wire: readonly string[]
  /** The Website fields that show it. */
  shownIn: readonly (keyof Website)[]
  /** The value a website shows, or undefined when nobody can read it back (a password). */
  read(website: Website): T | undefined
  /** The Website fields once the value is saved. */
  show(value: T, website: Website, now: string): Partial<Website>
  /** The value as sent in each of the `wire` fields. */
  encode(value: T, now: Date): string[]
  /** Whether servers report it back, so that someone else's change to it can be seen. */
  comparable: Comparable
}

function setting<T, Comparable extends boolean>(spec: Setting<T, Comparable>): Setting<T, Comparable> {
  return spec
}

/** A switch the website shows under the same name, sent as 1 or 0. */
function onOffSetting(field: 'emailReports' | 'excludeBots', wire: string, message: Message): Setting<boolean, true> {
  return setting({
    shape: onOff(message),
    wire: [wire],
    shownIn: [field],
    read: (website) => website[field],
    show: (on) => ({ [field]: on }),
    encode: (on) => [bit(on)],
    comparable: true,
  })
}

export const SETTINGS = {
  privacy: setting({
    shape: privacySchema,
    wire: ['privacy'],
    shownIn: ['privacy'],
    read: (website) => website.privacy,
    show: (privacy) => ({ privacy }),
    encode: (privacy) => [String(privacy)],
    comparable: true,
  }),
  password: setting({
    shape: z.string({ error: () => t('editor.checks.passwordText') }),
    check: (password) =>
      password.length > PASSWORD_MAX_LENGTH
        ? t('editor.checks.passwordTooLong', { max: formatNumber(PASSWORD_MAX_LENGTH) })
        : undefined,
    wire: ['password'],
    shownIn: ['hasPassword'],
    read: () => undefined,
    // An empty password says nothing about the one the server keeps.
    show: (password, website) => ({ hasPassword: password !== '' || website.hasPassword }),
    encode: (password) => [password],
    comparable: false,
  }),
  emailReports: onOffSetting('emailReports', 'email', () => t('editor.checks.emailReportsOnOff')),
  excludeBots: onOffSetting('excludeBots', 'exclude_bots', () => t('editor.checks.excludeBotsOnOff')),
  excludeParams: setting({
    shape: lines(() => t('editor.checks.paramsList')),
    check: (entries) => messageOf(validateExcludeParams(entries)),
    wire: ['exclude_params'],
    shownIn: ['excludeParams'],
    // Servers never return it: what the mirror holds is what the user last saved, or null.
    read: (website) => website.excludeParams ?? undefined,
    show: (entries) => ({ excludeParams: normalizeLineList(entries) }),
    encode: (entries) => [toWireLines(entries)],
    comparable: false,
  }),
  excludeIps: setting({
    shape: lines(() => t('editor.checks.ipsList')),
    check: (entries) => messageOf(validateExcludeIps(entries)),
    wire: ['exclude_ips'],
    shownIn: ['excludeIps'],
    read: (website) => website.excludeIps,
    show: (entries) => ({ excludeIps: normalizeLineList(entries) }),
    encode: (entries) => [toWireLines(entries)],
    comparable: true,
  }),
  favorite: setting({
    shape: onOff(() => t('editor.checks.favoriteOnOff')),
    // Real servers read `favorite`, the spec names `favorited_at`: both are sent.
    wire: ['favorite', 'favorited_at'],
    shownIn: ['favorite', 'favoritedAt'],
    read: (website) => website.favorite,
    show: (favorite, website, now) =>
      favorite === website.favorite ? {} : { favorite, favoritedAt: favorite ? now : null },
    encode: (favorite, now) => [bit(favorite), favorite ? formatFavoritedAt(now) : ''],
    comparable: true,
  }),
}

export type SettingField = keyof typeof SETTINGS
export const SETTING_FIELDS = Object.keys(SETTINGS) as SettingField[]

type Shapes = { [K in SettingField]: (typeof SETTINGS)[K]['shape'] }
const shapes = Object.fromEntries(SETTING_FIELDS.map((field) => [field, SETTINGS[field].shape])) as Shapes
type Rules = { [K in SettingField]: z.ZodType<z.infer<Shapes[K]>> }
const rules = Object.fromEntries(
  SETTING_FIELDS.map((field) => {
    const { shape, check } = SETTINGS[field] as unknown as Setting<unknown, boolean>
    if (!check) return [field, shape]
    return [
      field,
      shape.superRefine((value, context) => {
        const message = check(value)
        if (message !== undefined) context.addIssue({ code: 'custom', message })
      }),
    ]
  }),
) as Rules

const domainSchema = z.string({ error: () => t('editor.checks.domainRequired', { example: isolate('example.com') }) })

/** The settings of an update as a form checks them: any of them (the identifier cannot be changed by an update). */
export const patchSchema = z.object(rules).partial()
export type WebsitePatch = z.infer<typeof patchSchema>

/**
 * A new website as a form checks it: its domain (a bare domain; `https://` and `www.` are tolerated) and any settings.
 */
export const inputSchema = patchSchema.extend({ domain: domainSchema })
export type WebsiteInput = z.infer<typeof inputSchema>

/** Settings as an edit stores them: their shape only, so that an edit made under older rules still loads. */
export const storedPatchSchema = z.object(shapes).partial().strict()
export const storedInputSchema = storedPatchSchema.extend({ domain: domainSchema })

/** A refused edit, corrected: the settings as the user now wants them, and the domain of a website not yet created. */
export const correctionSchema = storedPatchSchema.extend({ domain: domainSchema.optional() })
export type Correction = z.infer<typeof correctionSchema>

/** The settings a server reports back, so that a change someone else made can be told from the edit's base. */
export type ComparableField = {
  [K in SettingField]: (typeof SETTINGS)[K]['comparable'] extends true ? K : never
}[SettingField]
export const COMPARABLE_FIELDS = SETTING_FIELDS.filter((field): field is ComparableField => SETTINGS[field].comparable)

/** The setting (or the identifier) a server's field error names, by its wire name. */
export const SETTING_BY_WIRE_NAME: ReadonlyMap<string, SettingField> = new Map(
  SETTING_FIELDS.flatMap((field) => SETTINGS[field].wire.map((name) => [name, field] as const)),
)

/** The form fields that send one setting's value. */
export function settingForm<K extends SettingField>(
  field: K,
  value: NonNullable<WebsitePatch[K]>,
  now: Date,
): [string, string][] {
  const { wire, encode } = SETTINGS[field] as unknown as Setting<NonNullable<WebsitePatch[K]>, boolean>
  const values = encode(value, now)
  return wire.map((name, index) => [name, values[index] ?? ''])
}
