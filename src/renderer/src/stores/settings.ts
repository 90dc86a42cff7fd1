/** The app's settings as main applied them, what went wrong applying them, and the version. */
import { defineStore } from 'pinia'
import { ref } from 'vue'
import type { Settings, SettingsState } from '../../../shared/ipc-contract'
import { invoke, listen } from '../lib/bridge'
import type { IpcError } from '../lib/ipc-errors'

export const useSettingsStore = defineStore('settings', () => {
  const state = ref<SettingsState | null>(null)
  const version = ref<string | null>(null)
  const loadError = ref<IpcError | null>(null)
  /** The setting being saved, and a refusal per setting. */
  const saving = ref<Partial<Record<keyof Settings, boolean>>>({})
  const errors = ref<Partial<Record<keyof Settings, IpcError>>>({})

  async function load(): Promise<void> {
    const [settings, appVersion] = await Promise.all([invoke('settings:get', {}), invoke('app:version', {})])
    if (settings.ok) state.value = settings.data
    else loadError.value = settings.error
    if (appVersion.ok) version.value = appVersion.data
  }

  async function update<K extends keyof Settings>(key: K, value: Settings[K]): Promise<boolean> {
    saving.value = { ...saving.value, [key]: true }
    const { [key]: _previous, ...others } = errors.value
    errors.value = others
    const result = await invoke('settings:update', { [key]: value })
    saving.value = { ...saving.value, [key]: false }
    if (result.ok) {
      state.value = result.data
      return true
    }
    errors.value = { ...errors.value, [key]: result.error }
    return false
  }

  listen('settings-changed', (next) => {
    state.value = next
  })

  return { state, version, loadError, saving, errors, load, update }
})
