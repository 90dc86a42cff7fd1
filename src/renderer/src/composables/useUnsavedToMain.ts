/**
 * Main's side of the window's unsaved changes (stores/unsaved-changes.ts keeps the window's): every
 * change reaches main, which writes it coalesced, so that a quit or a session's end keeps what was
 * typed, and its close button asks the window first; the draft the last run left is taken once at
 * start. A draft main refuses (larger than its schema allows) goes again without the draft, so that
 * the close button still asks, and the window says it will not outlast a restart.
 */
import { reactive, ref, watch } from 'vue'
import type { FormDraft, UnsavedForm } from '../../../shared/form-draft'
import { onEvent, perWindow, useMutation, useServerData } from '../data/query'
import { useRouterStore } from '../stores/router'
import { useUnsavedChangesStore } from '../stores/unsaved-changes'

export const useUnsavedToMain = () => perWindow('unsaved-to-main', setUpUnsavedToMain)

function setUpUnsavedToMain() {
  const server = useServerData()
  const unsaved = useUnsavedChangesStore()
  const router = useRouterStore()
  const telling = useMutation('app:setUnsavedForm')
  const hiding = useMutation('app:hideWindow')
  /** Main refused to keep the current draft (too large): what was typed is lost at quit unless saved. */
  const draftTooLarge = ref(false)
  let told = 0

  async function tellMain(pending: UnsavedForm): Promise<void> {
    const turn = ++told
    const answer = await telling.run({ unsaved: pending })
    // A newer word is on its way: it decides.
    if (turn !== told) return
    if (answer.ok || !pending?.draft) {
      draftTooLarge.value = false
      return
    }
    draftTooLarge.value = true
    await telling.run({ unsaved: { subject: pending.subject, draft: null } })
  }

  watch(
    () => JSON.stringify(unsaved.pending),
    () => void tellMain(unsaved.pending),
  )

  /** The close button, pressed with unsaved changes (main asks only then): discarded and hidden, or kept on screen. */
  onEvent('close-requested', async () => {
    const hadForm = unsaved.current !== null
    if (!(await unsaved.mayDrop())) return
    if (hadForm) router.reloadView()
    await hiding.run({})
  })

  /** At start, before any form shows: the draft the last run left, if any. */
  async function takeKept(): Promise<FormDraft | null> {
    const taken = await server.ask('app:takeDraft', {})
    unsaved.keep(taken.ok ? taken.data : null)
    return taken.ok ? (taken.data?.draft ?? null) : null
  }

  return reactive({ draftTooLarge, takeKept })
}
