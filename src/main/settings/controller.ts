/**
 * The settings as the app lives them: read at start, applied (shortcut,
 * theme, sync interval, login item), changed from the window, and announced
 * to it together with what the user should know about applying them — what
 * went wrong, or what the system decides (a desktop that asks before it binds
 * a shortcut, macOS wanting a login item approved). Plain Node: the Electron
 * side effects come in as functions.
 */
import { Emitter, type Event } from '../../shared/base/event'
import { inBackground, Sequencer, systemProblem } from '../base'
import type { Settings, SettingsState, Theme } from '../../shared/ipc-contract'
import type { AlertSettings, LanguageState } from '../../shared/settings'
import type { LanguageChoice } from '../../shared/i18n'
import type { SettingsStore } from './store'
import { t } from '../../shared/i18n'

/**
 * How applying a setting went: refused (`applied` false: the setting keeps its old value, and
 * `problem` says why), or taken — possibly with a `note` on what the system still decides.
 */
export interface SettingOutcome {
  applied: boolean
  /** What went wrong: shown as an error next to the setting. */
  problem: string | null
  /** Nothing went wrong, but the user should know this: shown as a note. */
  note: string | null
}

export const APPLIED: SettingOutcome = { applied: true, problem: null, note: null }

export function refused(problem: string): SettingOutcome {
  return { applied: false, problem, note: null }
}

export function appliedWithNote(note: string | null): SettingOutcome {
  return { applied: true, problem: null, note }
}

export interface SettingsEffects {
  applyShortcut(accelerator: string | null): SettingOutcome
  /** The quick switcher's global shortcut. */
  applySwitcherShortcut(accelerator: string | null): SettingOutcome
  applyLoginItem(enabled: boolean): Promise<SettingOutcome>
  applyTheme(theme: Theme): void
  applyRefreshInterval(minutes: number): void
  /** Visitor alerts on or off, and their thresholds. */
  applyAlerts(alerts: AlertSettings): void
  /** Speaks the language chosen (or the OS's) from now on, everywhere main words something. */
  applyLanguage(choice: LanguageChoice): LanguageState
}

function alertsOf(settings: Settings): AlertSettings {
  return {
    visitorAlerts: settings.visitorAlerts,
    silentAfterDays: settings.silentAfterDays,
    spikeFactor: settings.spikeFactor,
  }
}

/** One combination cannot do two things: refused before the system is asked. */
function sameAsOther(accelerator: string | null, other: string | null, problem: string): SettingOutcome | null {
  return accelerator !== null && accelerator === other ? refused(problem) : null
}

function isSystemError(error: unknown): boolean {
  return typeof (error as { code?: unknown } | null)?.code === 'string'
}

export interface SettingsController {
  state(): SettingsState
  update(patch: Partial<Settings>): Promise<SettingsState>
  readonly onDidChange: Event<SettingsState>
}

export function createSettingsController(store: SettingsStore, effects: SettingsEffects): SettingsController {
  const problems: SettingsState['problems'] = {}
  const notes: SettingsState['notes'] = {}
  if (store.loadProblem) problems.file = store.loadProblem
  const changed = new Emitter<SettingsState>()
  let language = effects.applyLanguage(store.current().language)
  const state = (): SettingsState => ({
    settings: { ...store.current() },
    language: { ...language },
    problems: { ...problems },
    notes: { ...notes },
  })

  const setProblem = (key: keyof SettingsState['problems'], problem: string | null): void => {
    if (problem) problems[key] = problem
    else delete problems[key]
  }
  /** What the user is told about applying a setting: the last outcome's problem and note, and nothing older. */
  const tell = (key: keyof SettingsState['notes'], outcome: SettingOutcome): void => {
    setProblem(key, outcome.problem)
    if (outcome.note) notes[key] = outcome.note
    else delete notes[key]
  }

  const initial = store.current()
  tell('globalShortcut', effects.applyShortcut(initial.globalShortcut))
  tell('switcherShortcut', effects.applySwitcherShortcut(initial.switcherShortcut))
  effects.applyTheme(initial.theme)
  effects.applyRefreshInterval(initial.refreshIntervalMinutes)
  effects.applyAlerts(alertsOf(initial))

  // One change at a time: two quick toggles of "launch at login" end in the second one's state.
  const changes = new Sequencer()
  if (initial.launchAtLogin) {
    // Written again at every start: an entry left pointing at where SiteTray used to be is put right.
    const applying = effects.applyLoginItem(true)
    const written = changes.queue(async () => {
      const outcome = await applying
      tell('launchAtLogin', outcome)
      if (outcome.problem || outcome.note) changed.fire(state())
    })
    inBackground(written, 'writing the login item again')
  }

  /**
   * A change that could not be saved is taken back from the system too: what the user sees is what the next start
   * applies.
   */
  async function takeBack(before: Settings, next: Settings): Promise<void> {
    if (next.globalShortcut !== before.globalShortcut)
      tell('globalShortcut', effects.applyShortcut(before.globalShortcut))
    if (next.switcherShortcut !== before.switcherShortcut)
      tell('switcherShortcut', effects.applySwitcherShortcut(before.switcherShortcut))
    if (next.theme !== before.theme) effects.applyTheme(before.theme)
    if (next.language !== before.language) language = effects.applyLanguage(before.language)
    if (next.refreshIntervalMinutes !== before.refreshIntervalMinutes)
      effects.applyRefreshInterval(before.refreshIntervalMinutes)
    if (JSON.stringify(alertsOf(next)) !== JSON.stringify(alertsOf(before))) effects.applyAlerts(alertsOf(before))
    if (next.launchAtLogin !== before.launchAtLogin)
      tell('launchAtLogin', await effects.applyLoginItem(before.launchAtLogin))
  }

  async function apply(patch: Partial<Settings>): Promise<SettingsState> {
    const before = store.current()
    const next: Settings = { ...before, ...patch }
    // The one that works stays, in the setting too: the next start must not try the taken one again.
    if (next.globalShortcut !== before.globalShortcut) {
      const outcome =
        sameAsOther(next.globalShortcut, next.switcherShortcut, t('sync.shortcut.switcherHasIt')) ??
        effects.applyShortcut(next.globalShortcut)
      tell('globalShortcut', outcome)
      if (!outcome.applied) next.globalShortcut = before.globalShortcut
    }
    if (next.switcherShortcut !== before.switcherShortcut) {
      const outcome =
        sameAsOther(next.switcherShortcut, next.globalShortcut, t('sync.shortcut.windowHasIt')) ??
        effects.applySwitcherShortcut(next.switcherShortcut)
      tell('switcherShortcut', outcome)
      if (!outcome.applied) next.switcherShortcut = before.switcherShortcut
    }
    if (next.theme !== before.theme) effects.applyTheme(next.theme)
    if (next.language !== before.language) language = effects.applyLanguage(next.language)
    if (next.refreshIntervalMinutes !== before.refreshIntervalMinutes)
      effects.applyRefreshInterval(next.refreshIntervalMinutes)
    if (JSON.stringify(alertsOf(next)) !== JSON.stringify(alertsOf(before))) effects.applyAlerts(alertsOf(next))
    if (next.launchAtLogin !== before.launchAtLogin) {
      const outcome = await effects.applyLoginItem(next.launchAtLogin)
      tell('launchAtLogin', outcome)
      // The system refused: the setting shows what is true, with the reason beside it.
      if (!outcome.applied) next.launchAtLogin = before.launchAtLogin
    }
    try {
      await store.save(next)
    } catch (error) {
      await takeBack(before, next)
      // Settings that are not valid are the caller's mistake, answered as such; a disk that refuses them is told beside
      // the settings.
      if (!isSystemError(error)) throw error
      setProblem('file', t('sync.settingsNotSaved', { problem: systemProblem(error) }))
      const current = state()
      changed.fire(current)
      return current
    }
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
