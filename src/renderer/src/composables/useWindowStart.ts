/**
 * The window's start: accounts and settings first, then the place main asked for. Setting it up
 * sets up the parts that must hear main from the start: where main sends the window, what it is
 * told of unsaved changes, how edits on their way end, where sync stands.
 */
import { reactive, ref } from 'vue'
import { perWindow } from '../data/query'
import { useAccounts } from './useAccounts'
import { useDeepLinks } from './useDeepLinks'
import { useEditOutcomes } from './useEditOutcomes'
import { useSettings } from './useSettings'
import { useSync } from './useSync'
import { useUnsavedToMain } from './useUnsavedToMain'

export const useWindowStart = () => perWindow('window-start', setUpWindowStart)

function setUpWindowStart() {
  const accounts = useAccounts()
  const settings = useSettings()
  const deepLinks = useDeepLinks()
  const unsaved = useUnsavedToMain()
  useEditOutcomes()
  // Its clock ticks from the start: every view that shows sync says how long ago.
  useSync()
  const ready = ref(false)

  async function start(): Promise<void> {
    const [kept] = await Promise.all([unsaved.takeKept(), accounts.load(), settings.load()])
    await deepLinks.start(kept)
    ready.value = true
  }

  return reactive({ ready, start })
}
