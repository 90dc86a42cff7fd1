/**
 * Values from the IPC contract the window needs at run time. Importing them
 * from src/shared/ipc-contract.ts would bundle zod (≈300 kB) into the page for
 * three constants, so they are repeated here; the types below fail to compile
 * if the contract's choices change. ACCELERATOR is the contract's regex,
 * verbatim (main checks the value again).
 */
import type { Settings, Theme } from '../../../shared/ipc-contract'

type Interval = Settings['refreshIntervalMinutes']

export const THEMES = ['system', 'light', 'dark'] as const satisfies readonly Theme[]
export const REFRESH_INTERVALS = [0, 5, 15, 30, 60] as const satisfies readonly Interval[]

// Every choice the contract allows is offered: a new one fails here.
type MissingTheme = Exclude<Theme, (typeof THEMES)[number]>
type MissingInterval = Exclude<Interval, (typeof REFRESH_INTERVALS)[number]>
const _everyChoice: [MissingTheme | MissingInterval] extends [never] ? true : MissingTheme | MissingInterval = true
void _everyChoice

export const ACCELERATOR =
  /^((CommandOrControl|CmdOrCtrl|Command|Cmd|Control|Ctrl|Alt|Option|AltGr|Shift|Super|Meta)\+){1,4}([A-Z0-9]|F([1-9]|1[0-9]|2[0-4])|Space|Tab|Backspace|Delete|Insert|Return|Enter|Up|Down|Left|Right|Home|End|PageUp|PageDown|Escape|Esc|Plus|[`\-=[\];',./\\])$/
