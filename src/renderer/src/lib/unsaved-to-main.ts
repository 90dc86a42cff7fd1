/**
 * Main's copy of what the window has not saved (the unsaved-changes store keeps the window's):
 * every change reaches main, which writes it coalesced, so that a quit or a session's end keeps
 * what was typed. A draft main refuses (larger than its schema allows) goes again without the
 * draft, so that the close button still asks. Set up inside a store, whose scope its watcher shares.
 */
import { ref, watch, type Ref } from 'vue'
import type { UnsavedForm } from '../../../shared/form-draft'
import { invoke } from './bridge'

export interface UnsavedToMain {
  /** Main refused to keep the current draft (too large): what was typed is lost at quit unless saved. */
  draftTooLarge: Ref<boolean>
}

export function tellMainOfUnsaved(pending: () => UnsavedForm): UnsavedToMain {
  const draftTooLarge = ref(false)
  let told = 0

  async function tellMain(unsaved: UnsavedForm): Promise<void> {
    const turn = ++told
    const answer = await invoke('app:setUnsavedForm', { unsaved })
    // A newer word is on its way: it decides.
    if (turn !== told) return
    if (answer.ok || !unsaved?.draft) {
      draftTooLarge.value = false
      return
    }
    draftTooLarge.value = true
    await invoke('app:setUnsavedForm', { unsaved: { subject: unsaved.subject, draft: null } })
  }

  watch(
    () => JSON.stringify(pending()),
    () => void tellMain(pending()),
  )
  return { draftTooLarge }
}
