/**
 * The website on the service's own pages: its overview or realtime page opened in the browser, and the link to its
 * public statistics page copied (main writes the clipboard, the sandboxed window has none), said in the live region.
 */
import { ref } from 'vue'
import { t } from '../../../../shared/i18n'
import type { WebPage } from '../../../../shared/statistics/summary'
import { useMutation } from '../../data/query'
import { useAnnouncer } from '../../composables/useAnnouncer'
import type { WebsiteIds } from './useStatisticsView'

export function useStatisticsOnWeb(ids: () => WebsiteIds) {
  const open = useMutation('statistics:openOnWeb')
  const copy = useMutation('statistics:copyPublicLink')
  const announcer = useAnnouncer()
  const problem = ref<string | null>(null)

  async function openPage(page: WebPage): Promise<void> {
    const result = await open.run({ ...ids(), page })
    problem.value = result.ok ? null : result.error.message
  }

  async function copyPublicLink(): Promise<void> {
    const result = await copy.run(ids())
    problem.value = result.ok ? null : result.error.message
    if (result.ok) void announcer.announce(t('statistics.web.copied'))
  }

  return { openPage, copyPublicLink, problem }
}
