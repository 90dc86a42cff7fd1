/**
 * The window's start: accounts and settings first, then the place main asked
 * for. Setting it up sets up the stores that must hear main's events from the
 * start. (Hiding it and links for the browser: `api.app.*`.)
 */
import { defineStore } from 'pinia'
import { ref } from 'vue'
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

  return { ready, start }
})
