/** Deleting the website an editor shows (once the user confirmed): then the list, saying what became of it. */
import { ref } from 'vue'
import { isolate, t } from '../../../../shared/i18n'
import { useRouterStore } from '../../stores/router'
import type { FormSession } from '../../lib/form-session'
import type { WebsiteFormRequests } from './useWebsiteFormRequests'

/** The form's changes go with the website, without a second question. */
export function useWebsiteDelete(
  requests: Pick<WebsiteFormRequests, 'remove'>,
  accountId: () => string,
  session: FormSession,
) {
  const router = useRouterStore()
  const deleting = ref(false)

  async function remove(): Promise<void> {
    const current = session.website.value
    if (!current) return
    deleting.value = true
    const result = await requests.remove(current.id)
    deleting.value = false
    if (!result.ok) {
      session.failure.value = result.error
      return
    }
    session.commit()
    const text =
      result.data.status === 'saved'
        ? t('editor.website.deleted', { domain: isolate(current.displayDomain) })
        : `${isolate(current.displayDomain)}: ${result.data.message}`
    await router.goTop(
      { view: 'websites', accountId: accountId() },
      { notice: { text, tone: result.data.status === 'saved' ? 'good' : 'warning' } },
    )
  }

  return { deleting, remove }
}
