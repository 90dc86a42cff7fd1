/**
 * The settings as the app lives them: read at start, applied (shortcut,
 * theme, sync interval, login item), changed from the window, and announced
 * to it together with what the user should know about applying them — what
 * went wrong, or what the system decides (a desktop that asks before it binds
 * a shortcut, macOS wanting a login item approved). Plain Node: the Electron
 * side effects come in as functions.
 */
import { Emitter, type Event } from '../../shared/base/event'
import { inBackground, Sequencer } from '../base'
import type { Settings, SettingsState, Theme } from '../../shared/ipc-contract'
import type { SettingsStore } from './store'

/** How applying a setting went: refused (`applied` false: the setting keeps its old value), and what to tell the user beside it. */
export interface SettingOutcome {
  applied: boolean
  message: string | null
}

export const APPLIED: SettingOutcome = { applied: true, message: null }

export interface SettingsEffects {
  applyShortcut(accelerator: string | null): SettingOutcome
  applyLoginItem(enabled: boolean): Promise<SettingOutcome>
  applyTheme(theme: Theme): void
  applyRefreshInterval(minutes: number): void
}

export interface SettingsController {
  state(): SettingsState
  update(patch: Partial<Settings>): Promise<SettingsState>
  readonly onDidChange: Event<SettingsState>
}

export function createSettingsController(store: SettingsStore, effects: SettingsEffects): SettingsController {
  const problems: SettingsState['problems'] = {}
  if (store.loadProblem) problems.file = store.loadProblem
  const changed = new Emitter<SettingsState>()
  const state = (): SettingsState => ({ settings: { ...store.current() }, problems: { ...problems } })

  const setProblem = (key: keyof SettingsState['problems'], problem: string | null): void => {
    if (problem) problems[key] = problem
    else delete problems[key]
  }

  const initial = store.current()
  setProblem('globalShortcut', effects.applyShortcut(initial.globalShortcut).message)
  effects.applyTheme(initial.theme)
  effects.applyRefreshInterval(initial.refreshIntervalMinutes)

  // One change at a time: two quick toggles of "launch at login" end in the second one's state.
  const changes = new Sequencer()
  if (initial.launchAtLogin) {
    // Written again at every start: an entry left pointing at where SiteTray used to be is put right.
    const applying = effects.applyLoginItem(true)
    const written = changes.queue(async () => {
      const { message } = await applying
      setProblem('launchAtLogin', message)
      if (message) changed.fire(state())
    })
    inBackground(written, 'writing the login item again')
  }

  async function apply(patch: Partial<Settings>): Promise<SettingsState> {
    const before = store.current()
    const next: Settings = { ...before, ...patch }
    if (next.globalShortcut !== before.globalShortcut) {
      const outcome = effects.applyShortcut(next.globalShortcut)
      setProblem('globalShortcut', outcome.message)
      // The one that works stays, in the setting too: the next start must not try the taken one again.
      if (!outcome.applied) next.globalShortcut = before.globalShortcut
    }
    if (next.theme !== before.theme) effects.applyTheme(next.theme)
    if (next.refreshIntervalMinutes !== before.refreshIntervalMinutes) effects.applyRefreshInterval(next.refreshIntervalMinutes)
    if (next.launchAtLogin !== before.launchAtLogin) {
      const outcome = await effects.applyLoginItem(next.launchAtLogin)
      setProblem('launchAtLogin', outcome.message)
      // The system refused: the setting shows what is true, with the reason beside it.
      if (!outcome.applied) next.launchAtLogin = before.launchAtLogin
    }
    await store.save(next)
    // Saved: whatever was wrong with the old file no longer matters.
    setProblem('file', null)
    const current = state()
    changed.fire(current)
    return current
  }

  return {
    state,
    update: (patch) => changes.queue(() => apply(patch)),
    onDidChange: changed.event,
  }
}
