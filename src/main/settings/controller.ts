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

/** What the window is shown of applying the settings: the problems and notes, and the language spoken. */
interface Told {
  problems: SettingsState['problems']
  notes: SettingsState['notes']
  language: LanguageState
  effects: SettingsEffects
}

function setProblem(told: Told, key: keyof SettingsState['problems'], problem: string | null): void {
  if (problem) told.problems[key] = problem
  else delete told.problems[key]
}

/** What the user is told about applying a setting: the last outcome's problem and note, and nothing older. */
function tell(told: Told, key: keyof SettingsState['notes'], outcome: SettingOutcome): void {
  setProblem(told, key, outcome.problem)
  if (outcome.note) told.notes[key] = outcome.note
  else delete told.notes[key]
}

function stateOf(told: Told, store: SettingsStore): SettingsState {
  return {
    settings: { ...store.current() },
    language: { ...told.language },
    problems: { ...told.problems },
    notes: { ...told.notes },
  }
}

type ShortcutKey = 'globalShortcut' | 'switcherShortcut'

function applyShortcutOf(told: Told, key: ShortcutKey, accelerator: string | null): SettingOutcome {
  return key === 'globalShortcut'
    ? told.effects.applyShortcut(accelerator)
    : told.effects.applySwitcherShortcut(accelerator)
}

/** A changed shortcut, bound unless the other one has it; the one that works stays, in the setting too. */
function changeShortcut(told: Told, key: ShortcutKey, before: Settings, next: Settings): void {
  if (next[key] === before[key]) return
  const other: ShortcutKey = key === 'globalShortcut' ? 'switcherShortcut' : 'globalShortcut'
  const taken = key === 'globalShortcut' ? t('sync.shortcut.switcherHasIt') : t('sync.shortcut.windowHasIt')
  const outcome = sameAsOther(next[key], next[other], taken) ?? applyShortcutOf(told, key, next[key])
  tell(told, key, outcome)
  if (!outcome.applied) next[key] = before[key]
}

/** The settings the system cannot refuse, applied as `to` has them where they differ from `from`. */
function applyPlainChanges(told: Told, from: Settings, to: Settings): void {
  const { effects } = told
  if (to.theme !== from.theme) effects.applyTheme(to.theme)
  if (to.language !== from.language) told.language = effects.applyLanguage(to.language)
  if (to.refreshIntervalMinutes !== from.refreshIntervalMinutes) effects.applyRefreshInterval(to.refreshIntervalMinutes)
  if (JSON.stringify(alertsOf(to)) !== JSON.stringify(alertsOf(from))) effects.applyAlerts(alertsOf(to))
}

/**
 * A change that could not be saved is taken back from the system too: what the user sees is what the next start
 * applies.
 */
async function takeBack(told: Told, before: Settings, next: Settings): Promise<void> {
  if (next.globalShortcut !== before.globalShortcut)
    tell(told, 'globalShortcut', told.effects.applyShortcut(before.globalShortcut))
  if (next.switcherShortcut !== before.switcherShortcut)
    tell(told, 'switcherShortcut', told.effects.applySwitcherShortcut(before.switcherShortcut))
  applyPlainChanges(told, next, before)
  if (next.launchAtLogin !== before.launchAtLogin)
    tell(told, 'launchAtLogin', await told.effects.applyLoginItem(before.launchAtLogin))
}

/** Every changed setting applied, in order; what the system refused keeps its old value in `next`. */
async function applyChanges(told: Told, before: Settings, next: Settings): Promise<void> {
  changeShortcut(told, 'globalShortcut', before, next)
  changeShortcut(told, 'switcherShortcut', before, next)
  applyPlainChanges(told, before, next)
  if (next.launchAtLogin !== before.launchAtLogin) {
    const outcome = await told.effects.applyLoginItem(next.launchAtLogin)
    tell(told, 'launchAtLogin', outcome)
    // The system refused: the setting shows what is true, with the reason beside it.
    if (!outcome.applied) next.launchAtLogin = before.launchAtLogin
  }
}

/** The settings as read at start, applied; the login item is the caller's (it waits in the queue of changes). */
function applyAtStart(told: Told, initial: Settings): void {
  tell(told, 'globalShortcut', told.effects.applyShortcut(initial.globalShortcut))
  tell(told, 'switcherShortcut', told.effects.applySwitcherShortcut(initial.switcherShortcut))
  told.effects.applyTheme(initial.theme)
  told.effects.applyRefreshInterval(initial.refreshIntervalMinutes)
  told.effects.applyAlerts(alertsOf(initial))
}

export function createSettingsController(store: SettingsStore, effects: SettingsEffects): SettingsController {
  const told: Told = { problems: {}, notes: {}, language: effects.applyLanguage(store.current().language), effects }
  if (store.loadProblem) told.problems.file = store.loadProblem
  const changed = new Emitter<SettingsState>()
  const state = (): SettingsState => stateOf(told, store)
  const initial = store.current()
  applyAtStart(told, initial)

  // One change at a time: two quick toggles of "launch at login" end in the second one's state.
  const changes = new Sequencer()
  if (initial.launchAtLogin) {
    // Written again at every start: an entry left pointing at where SiteTray used to be is put right.
    const applying = effects.applyLoginItem(true)
    const written = changes.queue(async () => {
      const outcome = await applying
      tell(told, 'launchAtLogin', outcome)
      if (outcome.problem || outcome.note) changed.fire(state())
    })
    inBackground(written, 'writing the login item again')
  }

  async function apply(patch: Partial<Settings>): Promise<SettingsState> {
    const before = store.current()
    const next: Settings = { ...before, ...patch }
    await applyChanges(told, before, next)
    try {
      await store.save(next)
    } catch (error) {
      await takeBack(told, before, next)
      // Settings that are not valid are the caller's mistake, answered as such; a disk that refuses them is told beside
      // the settings.
      if (!isSystemError(error)) throw error
      setProblem(told, 'file', t('sync.settingsNotSaved', { problem: systemProblem(error) }))
      const current = state()
      changed.fire(current)
      return current
    }
    // Saved: whatever was wrong with the old file no longer matters.
    setProblem(told, 'file', null)
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
