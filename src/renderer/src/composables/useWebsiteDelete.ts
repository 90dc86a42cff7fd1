/** Deleting the website an editor shows (once the user confirmed): then the list, saying what became of it. */
import { ref } from 'vue'
import { api } from '../lib/api'
import { useRouterStore } from '../stores/router'
import type { useFormFeedback } from './useFormFeedback'
import type { useWebsiteDraft } from './useWebsiteDraft'

/** `commit`: the form's changes go with the website, without a second question. */
export function useWebsiteDelete(
  accountId: () => string,
  draft: ReturnType<typeof useWebsiteDraft>,
  feedback: ReturnType<typeof useFormFeedback>,
  commit: () => void,
) {
  const router = useRouterStore()
  const deleting = ref(false)

  async function remove(): Promise<void> {
    const current = draft.website.value
    if (!current) return
    deleting.value = true
    const result = await api.websites.remove({ accountId: accountId(), websiteId: current.id })
    deleting.value = false
    if (!result.ok) {
      feedback.failure.value = result.error
      return
    }
    commit()
    const text =
      result.data.status === 'saved'
        ? `Deleted ${current.displayDomain}.`
        : `${current.displayDomain}: ${result.data.message}`
    await router.goTop(
      { view: 'websites', accountId: accountId() },
      { notice: { text, tone: result.data.status === 'saved' ? 'good' : 'warning' } },
    )
  }

  return { deleting, remove }
}
