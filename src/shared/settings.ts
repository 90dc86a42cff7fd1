/**
 * The user's settings and the choices they have: one schema, from which the
 * type is inferred, so that the window offers exactly the choices main accepts.
 */
import { z } from 'zod'

export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]
/** Minutes between background sweeps the settings offer; 0 = only when asked. */
export const REFRESH_INTERVALS = [0, 5, 15, 30, 60] as const

/** After how many days without a visitor a website that usually has them counts as silent. */
export const SILENT_AFTER_DAYS = [1, 2, 3, 4, 5, 6] as const
/** How many times a usual day today's visitors must be for a spike. */
export const SPIKE_FACTORS = [2, 3, 5, 10] as const

/** An Electron accelerator such as `CommandOrControl+Shift+S`: modifiers and one key, joined by `+`. */
export const ACCELERATOR =
  /^((CommandOrControl|CmdOrCtrl|Command|Cmd|Control|Ctrl|Alt|Option|AltGr|Shift|Super|Meta)\+){1,4}([A-Z0-9]|F([1-9]|1[0-9]|2[0-4])|Space|Tab|Backspace|Delete|Insert|Return|Enter|Up|Down|Left|Right|Home|End|PageUp|PageDown|Escape|Esc|Plus|[`\-=[\];',./\\])$/

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
})
export type Settings = z.infer<typeof settingsSchema>

export const DEFAULT_SETTINGS: Settings = { launchAtLogin: false, globalShortcut: null, theme: 'system', refreshIntervalMinutes: 15, visitorAlerts: false, silentAfterDays: 2, spikeFactor: 3 }

/** The alerts' part of the settings, as the statistics cache is told it. */
export type AlertSettings = Pick<Settings, 'visitorAlerts' | 'silentAfterDays' | 'spikeFactor'>

/** Settings, what went wrong applying them, and what the system decides about them, each shown next to the setting concerned. */
export interface SettingsState {
  settings: Settings
  problems: {
    /** The shortcut could not be registered (another app holds it, or the system refused). */
    globalShortcut?: string
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
    launchAtLogin?: string
  }
}
