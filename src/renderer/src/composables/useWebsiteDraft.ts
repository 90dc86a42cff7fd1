/**
 * A website and the user's draft of its settings: the record as main last
 * gave it, the form the user edits, and what the form showed of each field
 * before the user changed it. A newer record moves the fields the user has
 * not touched and leaves the ones they changed alone.
 */
import { computed, ref } from 'vue'
import type { Website } from '../../../shared/website'
import type { IpcError } from '../lib/ipc-errors'
import { changesOf, formOf, hasChanges, type WebsiteForm } from '../lib/website-form'
import { useWebsitesStore } from '../stores/websites'

export type LoadState = 'loading' | 'ready' | 'gone' | 'failed'

export function useWebsiteDraft(accountId: () => string, websiteId: () => string) {
  const websites = useWebsitesStore()
  const website = ref<Website | null>(null)
  const loadState = ref<LoadState>('loading')
  const loadError = ref<IpcError | null>(null)
  const form = ref<WebsiteForm | null>(null)
  /** Per field, what the form showed before the user changed it. */
  const shownForm = ref<WebsiteForm | null>(null)

  const changes = computed(() => (website.value && form.value ? changesOf(website.value, form.value) : null))
  const dirty = computed(() => (changes.value ? hasChanges(changes.value) : false))

  /** The record again, from main; the draft follows it (see rebase). */
  async function load(): Promise<void> {
    const result = await websites.get({ accountId: accountId(), websiteId: websiteId() })
    if (!result.ok) {
      loadState.value = 'failed'
      loadError.value = result.error
    } else if (!result.data) {
      loadState.value = 'gone'
    } else {
      rebase(result.data)
      loadState.value = 'ready'
    }
  }

  /** Starts over on another website: nothing shown until it is loaded. */
  function reset(): void {
    loadState.value = 'loading'
    website.value = null
    form.value = null
  }

  /**
   * A newer record: fields the user has not touched follow it, fields they
   * changed keep their value, and what the form showed of those stays what the
   * user saw.
   */
  function rebase(next: Website): void {
    const before = website.value ? formOf(website.value) : null
    const fresh: Record<keyof WebsiteForm, unknown> = formOf(next)
    const shown: Record<keyof WebsiteForm, unknown> = formOf(next)
    if (form.value && before) {
      const current = form.value
      for (const key of Object.keys(fresh) as (keyof WebsiteForm)[]) {
        if (current[key] === before[key]) continue
        fresh[key] = current[key]
        shown[key] = (shownForm.value ?? before)[key]
      }
    }
    website.value = next
    form.value = fresh as WebsiteForm
    shownForm.value = shown as WebsiteForm
  }

  /** The record a save answered with: the form shows it as it now is, with nothing left to send. */
  function adopt(saved: Website): void {
    website.value = saved
    form.value = formOf(saved)
    shownForm.value = formOf(saved)
  }

  return { website, loadState, loadError, form, shownForm, changes, dirty, load, reset, adopt }
}
