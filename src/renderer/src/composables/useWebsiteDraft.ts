/**
 * A website and the user's draft of its settings: the record as main last
 * gave it, the form the user edits, and what the form showed of each field
 * before the user changed it. A newer record moves the fields the user has
 * not touched and leaves the ones they changed alone (rebased).
 */
import { computed, ref } from 'vue'
import type { Website } from '../../../shared/website'
import { api } from '../lib/api'
import type { IpcError } from '../lib/ipc-errors'
import { changesOf, formOf, hasChanges, rebased, type WebsiteForm } from '../lib/website-form'

export type LoadState = 'loading' | 'ready' | 'gone' | 'failed'

export function useWebsiteDraft(accountId: () => string, websiteId: () => string) {
  const website = ref<Website | null>(null)
  const loadState = ref<LoadState>('loading')
  const loadError = ref<IpcError | null>(null)
  const form = ref<WebsiteForm | null>(null)
  /** Per field, what the form showed before the user changed it. */
  const shownForm = ref<WebsiteForm | null>(null)

  const changes = computed(() => (website.value && form.value ? changesOf(website.value, form.value) : null))
  const dirty = computed(() => (changes.value ? hasChanges(changes.value) : false))

  /** The record again, from main; the draft follows it. */
  async function load(): Promise<void> {
    const result = await api.websites.get({ accountId: accountId(), websiteId: websiteId() })
    if (!result.ok) {
      loadState.value = 'failed'
      loadError.value = result.error
    } else if (!result.data) {
      loadState.value = 'gone'
    } else {
      const next = rebased(
        website.value && form.value ? { website: website.value, form: form.value, shown: shownForm.value } : null,
        result.data,
      )
      show(result.data, next.form, next.shown)
      loadState.value = 'ready'
    }
  }

  function show(record: Website | null, draft: WebsiteForm | null, shown: WebsiteForm | null): void {
    website.value = record
    form.value = draft
    shownForm.value = shown
  }

  /** Starts over on another website: nothing shown until it is loaded. */
  function reset(): void {
    loadState.value = 'loading'
    show(null, null, shownForm.value)
  }

  /** The record a save answered with: the form shows it as it now is, with nothing left to send. */
  function adopt(saved: Website): void {
    show(saved, formOf(saved), formOf(saved))
  }

  return { website, loadState, loadError, form, shownForm, changes, dirty, load, reset, adopt }
}
