/**
 * The app's settings as main applied them (the window follows their language), what went wrong
 * applying them and what the system decides about them; and what the settings view says about the
 * app itself: its version, the desktop it runs on (for the words that differ), its own update, and
 * notifications the system will not show. A switch shows the value on its way until main answers.
 */
import { computed, reactive, watch } from 'vue'
import type { Settings } from '../../../shared/ipc-contract'
import { lastEvent, perWindow, useMutation, useServerData } from '../data/query'
import { showLanguage } from '../lib/i18n'

export const useSettings = () => perWindow('settings', setUpSettings)

function setUpSettings() {
  const server = useServerData()
  /** Per setting, the value on its way and the last refusal. */
  const updating = useMutation('settings:update', (request) => Object.keys(request)[0] ?? '')
  const restarting = useMutation('app:restartToUpdate')
  const showingLog = useMutation('app:showLogFile')
  const state = computed(() => server.data('settings:get', {}) ?? null)
  const updateState = lastEvent('update-state')
  const notificationProblem = lastEvent('notification-problem')

  // Main's settings as they now are, however they came (read, answered, announced): the window's language follows.
  watch(
    () => state.value?.language,
    (language) => {
      if (language) void showLanguage(language)
    },
    { flush: 'sync' },
  )

  async function load(): Promise<void> {
    await Promise.all([
      server.load('settings:get', {}),
      server.ensure('app:version', {}),
      server.ensure('app:platform', {}),
    ])
  }

  async function update<K extends keyof Settings>(key: K, value: Settings[K]): Promise<boolean> {
    const result = await updating.run({ [key]: value })
    if (result.ok) server.put('settings:get', {}, result.data)
    return result.ok
  }

  /** A setting as the window shows it: the value being saved, else the one main applied. */
  function shown<K extends keyof Settings>(key: K): Settings[K] | undefined {
    const asked = updating.pending(key)
    return asked && key in asked ? (asked[key] as Settings[K]) : state.value?.settings[key]
  }

  return reactive({
    state,
    version: computed(() => server.data('app:version', {}) ?? null),
    /** Until main says otherwise, Linux's words (the view waits for load() anyway). */
    platform: computed(() => server.data('app:platform', {}) ?? 'linux'),
    loadError: computed(() => server.error('settings:get', {})),
    /** Where SiteTray's own update stands; null until main has said (a development build: 'off'). */
    updateState: computed(() => updateState.value ?? null),
    /** Why notifications do not reach the user, or null. */
    notificationProblem: computed(() => notificationProblem.value?.problem ?? null),
    load,
    update,
    shown,
    savingOf: (key: keyof Settings): boolean => updating.pending(key) !== undefined,
    errorOf: (key: keyof Settings) => updating.error(key),
    /** Main quits, installs and starts the new version once everything is on disk; the state says how far it got. */
    restartToUpdate: async (): Promise<void> => void (await restarting.run({})),
    /** "Show log file": the system's file manager, at main's log. */
    showLogFile: (): void => void showingLog.run({}),
  })
}
