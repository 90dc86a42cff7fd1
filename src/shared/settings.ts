/**
 * The user's settings and the choices they have, without zod, so that the
 * window can offer the same choices without bundling the contract's schemas
 * (ipc-contract.ts checks that its schema and this type agree).
 */

export const THEMES = ['system', 'light', 'dark'] as const
export type Theme = (typeof THEMES)[number]
/** Minutes between background sweeps the settings offer; 0 = only when asked. */
export const REFRESH_INTERVALS = [0, 5, 15, 30, 60] as const

/** An Electron accelerator such as `CommandOrControl+Shift+S`: modifiers and one key, joined by `+`. */
export const ACCELERATOR =
  /^((CommandOrControl|CmdOrCtrl|Command|Cmd|Control|Ctrl|Alt|Option|AltGr|Shift|Super|Meta)\+){1,4}([A-Z0-9]|F([1-9]|1[0-9]|2[0-4])|Space|Tab|Backspace|Delete|Insert|Return|Enter|Up|Down|Left|Right|Home|End|PageUp|PageDown|Escape|Esc|Plus|[`\-=[\];',./\\])$/

export interface Settings {
  launchAtLogin: boolean
  /** An accelerator (ACCELERATOR), or null: no shortcut. */
  globalShortcut: string | null
  theme: Theme
  refreshIntervalMinutes: (typeof REFRESH_INTERVALS)[number]
}

export const DEFAULT_SETTINGS: Settings = { launchAtLogin: false, globalShortcut: null, theme: 'system', refreshIntervalMinutes: 15 }

/** Settings and what went wrong applying them, shown next to the setting concerned. */
export interface SettingsState {
  settings: Settings
  problems: {
    /** The shortcut could not be registered (another app holds it, or the system refused). */
    globalShortcut?: string
    launchAtLogin?: string
    /** The settings file could not be read: defaults are in use. */
    file?: string
  }
}
