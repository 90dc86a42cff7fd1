/**
 * Typed changes the window holds and has not saved: the forms of the view
 * shown register here (useUnsavedChanges), and nothing drops what they hold
 * without asking "Discard your changes to example.com?" — leaving the view
 * (Back, Escape, the header, the tray's links, another account) or the
 * window's close button. The draft a form left when SiteTray last quit is
 * given back once to that form. What main hears of all this is
 * composables/useUnsavedToMain.ts.
 */
import { defineStore } from 'pinia'
import { computed, shallowRef } from 'vue'
import type { FormDraft, KeptDraft, UnsavedForm } from '../../../shared/form-draft'
import { oneQuestion } from '../lib/question'
import { useRouterStore } from './router'

/** A form with its own idea of what the user changed. */
export interface UnsavedFormSource {
  /** What the changes are to, as the question names it: "example.com", "the new account". */
  subject(): string
  unsaved(): boolean
  /** What may be kept for the next start, without any secret; null when nothing may (only a key was typed). */
  draft?(): FormDraft | null
}

export const useUnsavedChangesStore = defineStore('unsaved-changes', () => {
  const router = useRouterStore()
  const forms = shallowRef<UnsavedFormSource[]>([])
  /** One question at a time: asked again meanwhile, the same answer. */
  const { question, ask } = oneQuestion()
  /** The draft main kept from the last run, until its form takes it: unsaved changes too, meanwhile. */
  const kept = shallowRef<KeptDraft | null>(null)

  /** The first form of the view with unsaved changes. */
  const current = computed(() => forms.value.find((form) => form.unsaved()) ?? null)
  /**
   * What has unsaved changes: a form, or a draft from the last run its form has not taken yet (it is still loading).
   */
  const pending = computed<UnsavedForm>(() => {
    const form = current.value
    if (form) return { subject: form.subject(), draft: form.draft?.() ?? null }
    return kept.value
  })

  /** While the form is registered, its changes are asked about before they go; answers the function that removes it. */
  function register(form: UnsavedFormSource): () => void {
    forms.value = [...forms.value, form]
    return () => {
      forms.value = forms.value.filter((candidate) => candidate !== form)
    }
  }

  /** Before the view is left: nothing to lose, or the user said Discard (and it goes). */
  async function mayDrop(): Promise<boolean> {
    const unsaved = pending.value
    if (!unsaved) return true
    const discard = await ask(unsaved.subject)
    if (discard) kept.value = null
    return discard
  }
  router.beforeLeave(() => (pending.value ? mayDrop() : true))

  /** The draft the last run left, as main handed it over at start (composables/useUnsavedToMain.ts). */
  function keep(draft: KeptDraft | null): void {
    kept.value = draft
  }

  /** The kept draft, once, to the form it belongs to. */
  function claim<F extends FormDraft['form']>(
    form: F,
    belongs: (draft: Extract<FormDraft, { form: F }>) => boolean,
  ): Extract<FormDraft, { form: F }> | null {
    const draft = kept.value?.draft
    if (draft?.form !== form || !belongs(draft as Extract<FormDraft, { form: F }>)) return null
    kept.value = null
    return draft as Extract<FormDraft, { form: F }>
  }

  /** The kept draft has nowhere to go (its account was removed since): dropped. */
  function forgetKept(): void {
    kept.value = null
  }

  return { question, current, pending, register, ask, mayDrop, keep, claim, forgetKept }
})
