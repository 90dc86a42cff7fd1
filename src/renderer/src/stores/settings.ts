/**
 * The app's settings as main applied them, what went wrong applying them and what the system
 * decides about them; and what the settings view says about the app itself: its version, the
 * desktop it runs on (for the words that differ), its own update, and notifications the system
 * will not show.
 */
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Settings, SettingsState } from '../../../shared/ipc-contract'
import type { DesktopPlatform } from '../../../shared/platform-words'
import type { UpdateState } from '../../../shared/update-state'
import { api } from '../lib/api'
import { listen } from '../lib/bridge'
import type { IpcError } from '../lib/ipc-errors'
import { mutation } from '../lib/resource'
import { showLanguage } from '../lib/i18n'

export const useSettingsStore = defineStore('settings', () => {
  const state = ref<SettingsState | null>(null)
  const version = ref<string | null>(null)
  /** Until main says otherwise, Linux's words (the view waits for load() anyway). */
  const platform = ref<DesktopPlatform>('linux')
  const loadError = ref<IpcError | null>(null)
  /**
   * Per setting, the value on its way (what a switch shows until main answers; a refusal then moves
   * the switch back even though the setting never changed) and the last refusal.
   */
  const updating = mutation('settings:update', (request) => Object.keys(request)[0] ?? '')
  /** Where SiteTray's own update stands; null until main has said (a development build: 'off'). */
  const updateState = ref<UpdateState | null>(null)
  /** Why notifications do not reach the user, or null. */
  const notificationProblem = ref<string | null>(null)

  /** Main's settings as they now are: the window follows their language too. */
  function adopt(next: SettingsState): void {
    state.value = next
    void showLanguage(next.language)
  }

  async function load(): Promise<void> {
    const [settings, appVersion, appPlatform] = await Promise.all([
      api.settings.get(),
      api.app.version(),
      api.app.platform(),
    ])
    if (settings.ok) adopt(settings.data)
    else loadError.value = settings.error
    if (appVersion.ok) version.value = appVersion.data
    if (appPlatform.ok) platform.value = appPlatform.data
  }

  async function update<K extends keyof Settings>(key: K, value: Settings[K]): Promise<boolean> {
    const result = await updating.run({ [key]: value })
    if (result.ok) adopt(result.data)
    return result.ok
  }

  /** A setting as the window shows it: the value being saved, else the one main applied. */
  function shown<K extends keyof Settings>(key: K): Settings[K] | undefined {
    const asked = updating.pending(key)
    return asked && key in asked ? (asked[key] as Settings[K]) : state.value?.settings[key]
  }

  /** Main quits, installs and starts the new version once everything is on disk; the state says how far it got. */
  async function restartToUpdate(): Promise<void> {
    await api.app.restartToUpdate()
  }

  listen('settings-changed', adopt)
  listen('update-state', (next) => {
    updateState.value = next
  })
  listen('notification-problem', ({ problem }) => {
    notificationProblem.value = problem
  })

  return {
    state,
    version,
    platform,
    loadError,
    updateState,
    notificationProblem,
    load,
    update,
    shown,
    savingOf: (key: keyof Settings): boolean => updating.pending(key) !== undefined,
    errorOf: (key: keyof Settings): IpcError | null => updating.error(key),
    restartToUpdate,
  }
})
