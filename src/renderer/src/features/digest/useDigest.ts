/**
 * The digest behind its notification: the figures main sums for a cadence (the one the settings chose, else
 * weekly), read when shown and whenever the view is opened again; and opening a website's statistics from it.
 */
import { computed, ref } from 'vue'
import type { DigestCadence } from '../../../../shared/statistics/summary'
import { useQuery } from '../../data/query'
import { useNavigation } from '../../composables/useNavigation'
import { useSettings } from '../../composables/useSettings'

export function useDigest() {
  const settings = useSettings()
  const router = useNavigation()
  const chosen = settings.shown('digest')
  const cadence = ref<DigestCadence>(chosen === 'daily' ? 'daily' : 'weekly')
  const figures = useQuery('statistics:digest', () => ({ cadence: cadence.value }), { fresh: true })
  return {
    cadence,
    figures: figures.data,
    error: figures.error,
    loading: computed(() => figures.data.value === undefined && figures.error.value === null),
    openWebsite: (accountId: string, websiteId: string) => void router.go({ view: 'website', accountId, websiteId }),
  }
}
