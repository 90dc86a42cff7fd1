/**
 * The window itself: its start (accounts and settings first, then the place
 * main asked for), hiding it, and links it hands to the browser. Setting it
 * up sets up the stores that must hear main's events from the start.
 */
import { defineStore } from 'pinia'
import { ref } from 'vue'
import { invoke } from '../lib/bridge'
import { useAccountsStore } from './accounts'
import { useConflictsStore } from './conflicts'
import { useDeepLinksStore } from './deep-links'
import { useSettingsStore } from './settings'
import { useSyncStore } from './sync'
import { useUnsavedChangesStore } from './unsaved-changes'
import { useWebsitesStore } from './websites'

export const useWindowStore = defineStore('window', () => {
  const accounts = useAccountsStore()
  const settings = useSettingsStore()
  const deepLinks = useDeepLinksStore()
  useSyncStore()
  useConflictsStore()
  useWebsitesStore()
  const unsaved = useUnsavedChangesStore()
  const ready = ref(false)

  async function start(): Promise<void> {
    const [kept] = await Promise.all([unsaved.takeKept(), accounts.load(), settings.load()])
    await deepLinks.start(kept)
    ready.value = true
  }

  return {
    ready,
    start,
    /** As a menu-bar window does, on Escape from the list. */
    hide: () => invoke('app:hideWindow', {}),
    /** An account's service address, in the user's browser; main refuses any other. */
    openExternal: (url: string) => invoke('app:openExternal', { url }),
    /** Main's log file, shown in the system's file manager. */
    showLogFile: () => invoke('app:showLogFile', {}),
  }
})
