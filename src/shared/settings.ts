/**
 * The user's settings and the choices they have: one schema, from which the
 * type is inferred, so that the window offers exactly the choices main accepts.
 */
import { z } from 'zod'
import { LANGUAGE_CHOICES, type Language, type Locale } from './i18n/languages'
import { t } from './i18n/translate'

export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]
/** Minutes between background sweeps the settings offer; 0 = only when asked. */
export const REFRESH_INTERVALS = [0, 5, 15, 30, 60] as const

/** How often the digest comes: never, each morning (yesterday against the day before) or each Monday (last week against the week before). */
export const DIGESTS = ['off', 'daily', 'weekly'] as const
export type Digest = (typeof DIGESTS)[number]

/** After how many days without a visitor a website that usually has them counts as silent. */
export const SILENT_AFTER_DAYS = [1, 2, 3, 4, 5, 6] as const
/** How many times a usual day today's visitors must be for a spike. */
export const SPIKE_FACTORS = [2, 3, 5, 10] as const

const MODIFIER = '(CommandOrControl|CmdOrCtrl|Command|Cmd|Control|Ctrl|Alt|Option|AltGr|Shift|Super|Meta)\\+'
const FUNCTION_KEY_NAME = 'F([1-9]|1[0-9]|2[0-4])'
const OTHER_KEY =
  "([A-Z0-9]|Space|Tab|Backspace|Delete|Insert|Return|Enter|Up|Down|Left|Right|Home|End|PageUp|PageDown|Escape|Esc|Plus|[`\\-=[\\];',./\\\\])"

/** F1 to F24: keys that type nothing. */
export const FUNCTION_KEY = new RegExp(`^${FUNCTION_KEY_NAME}$`)

/**
 * An Electron accelerator such as `CommandOrControl+Shift+S`: modifiers and one key, joined by `+`; a function key
 * may stand alone. Which of these may be a global shortcut depends on the platform: shared/shortcut-rule.ts says,
 * for the window's field and for main alike.
 */
export const ACCELERATOR = new RegExp(`^((${MODIFIER}){1,4}${OTHER_KEY}|(${MODIFIER}){0,4}${FUNCTION_KEY_NAME})$`)

/**
 * A well-known "what is my IP" service: answers this computer's public address as plain text, and keeps no log of it
 * (ipify's policy).
 */
export const DEFAULT_IP_LOOKUP_URL = 'https://api.ipify.org'

/** A "what is my IP" address SiteTray may ask: https, or http on this computer only. */
export function isLookupAddress(text: string): boolean {
  let url: URL
  try {
    url = new URL(text)
  } catch {
    return false
  }
  const loopback =
    url.hostname === 'localhost' || url.hostname === '[::1]' || /^127(?:\.\d{1,3}){3}$/.test(url.hostname)
  return url.protocol === 'https:' || (url.protocol === 'http:' && loopback)
}

/** What is wrong with an address isLookupAddress refuses, in the language shown. */
export function lookupAddressProblem(): string {
  return t('settings.ipLookup.invalid', { example: DEFAULT_IP_LOOKUP_URL })
}

export const settingsSchema = z.strictObject({
  launchAtLogin: z.boolean(),
  /** An accelerator (ACCELERATOR), or null: no shortcut. */
  globalShortcut: z.string().regex(ACCELERATOR).nullable(),
  theme: z.enum(THEMES),
  refreshIntervalMinutes: z.union(REFRESH_INTERVALS.map((minutes) => z.literal(minutes))),
  /** Notifications when a website goes silent or spikes (variant B's statistics). */
  visitorAlerts: z.boolean(),
  silentAfterDays: z.union(SILENT_AFTER_DAYS.map((days) => z.literal(days))),
  spikeFactor: z.union(SPIKE_FACTORS.map((factor) => z.literal(factor))),
  /** The quick switcher's own global shortcut (ACCELERATOR), or null: only Ctrl/⌘+K in the window. */
  switcherShortcut: z.string().regex(ACCELERATOR).nullable(),
  /** Asked for this computer's public address, only when the user clicks "Exclude my IP". */
  ipLookupUrl: z
    .string()
    .max(2_048)
    // A function, so that the message is in the language shown when the check fails, not when this module loaded.
    .refine(isLookupAddress, { error: () => lookupAddressProblem() }),
  /** 'system': the OS's preferred languages decide (docs/architecture.md, "Languages"). */
  language: z.enum(LANGUAGE_CHOICES),
  /**
   * Today's visitors beside the tray icon (macOS's menu bar title; elsewhere the tooltip's first line): of every
   * favorite together, of one website, or not at all.
   */
  menuBarNumber: z.discriminatedUnion('kind', [
    z.strictObject({ kind: z.literal('off') }),
    z.strictObject({ kind: z.literal('favorites') }),
    z.strictObject({ kind: z.literal('website'), accountId: z.uuid(), websiteId: z.string().max(64) }),
  ]),
  /** A notification summing up the websites' visitors and pageviews, with a view behind it. */
  digest: z.enum(DIGESTS),
})
export type Settings = z.infer<typeof settingsSchema>

export const DEFAULT_SETTINGS: Settings = {
  launchAtLogin: false,
  globalShortcut: null,
  theme: 'system',
  refreshIntervalMinutes: 15,
  visitorAlerts: false,
  silentAfterDays: 2,
  spikeFactor: 3,
  switcherShortcut: null,
  ipLookupUrl: DEFAULT_IP_LOOKUP_URL,
  language: 'system',
  menuBarNumber: { kind: 'off' },
  digest: 'off',
}

/** The language SiteTray speaks now, and the one the OS asks for (what "System" means in the settings). */
export interface LanguageState {
  /** A shipped language, or the pseudo-locale a developer or a test asked for (src/shared/i18n/languages.ts). */
  shown: Locale
  system: Language
  direction: 'ltr' | 'rtl'
  /** The locale numbers and dates are written in (src/shared/i18n/languages.ts). */
  formatLocale: string
}

/** The alerts' part of the settings, as the statistics cache is told it. */
export type AlertSettings = Pick<Settings, 'visitorAlerts' | 'silentAfterDays' | 'spikeFactor'>

/**
 * Settings, what went wrong applying them, and what the system decides about them, each shown next to the setting
 * concerned.
 */
export interface SettingsState {
  settings: Settings
  language: LanguageState
  problems: {
    /** The shortcut could not be registered (another app holds it, or the system refused). */
    globalShortcut?: string
    switcherShortcut?: string
    launchAtLogin?: string
    /** The settings file could not be read: defaults are in use. */
    file?: string
  }
  /**
   * Nothing went wrong, but the system has its say: a desktop that asks before it binds a
   * shortcut, macOS that wants a login item approved. Shown as a note, not an error.
   */
  notes: {
    globalShortcut?: string
    switcherShortcut?: string
    launchAtLogin?: string
  }
}
