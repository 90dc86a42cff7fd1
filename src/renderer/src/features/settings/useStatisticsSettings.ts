/**
 * The statistics' two settings: the number beside the tray icon (off, every favorite's visitors today, or one
 * website's) with the websites it can show — the favorites, and the one chosen if it no longer is one — and the
 * digest's cadence. Applied as they change, like every setting.
 */
import { computed } from 'vue'
import type { Settings } from '../../../../shared/ipc-contract'
import type { Digest } from '../../../../shared/settings'
import { useQuery } from '../../data/query'
import { useSettings } from '../../composables/useSettings'

type MenuBarNumber = Settings['menuBarNumber']

/** A choice of the select as one string: 'off', 'favorites', or 'website <accountId> <websiteId>'. */
export const choiceOf = (number: MenuBarNumber): string =>
  number.kind === 'website' ? `website ${number.accountId} ${number.websiteId}` : number.kind

function numberOf(choice: string): MenuBarNumber {
  const [kind, accountId = '', websiteId = ''] = choice.split(' ')
  return kind === 'website' ? { kind, accountId, websiteId } : { kind: kind === 'favorites' ? 'favorites' : 'off' }
}

export function useStatisticsSettings() {
  const settings = useSettings()
  const catalogue = useQuery('switcher:catalogue', () => ({}))
  const menuBarNumber = computed({
    get: () => choiceOf(settings.shown('menuBarNumber') ?? { kind: 'off' }),
    set: (choice: string) => void settings.update('menuBarNumber', numberOf(choice)),
  })
  const digest = computed({
    get: (): Digest => settings.shown('digest') ?? 'off',
    set: (value: Digest) => void settings.update('digest', value),
  })
  /** The websites the number can be of: every favorite, each with its account's name where there are several. */
  const websites = computed(() => {
    const data = catalogue.data.value
    if (!data) return []
    const chosen = menuBarNumber.value
    return data.websites
      .filter(
        ([account, id, , , favorite]) => favorite === 1 || chosen === `website ${data.accounts[account]?.id} ${id}`,
      )
      .map(([account, id, shown]) => ({
        value: `website ${data.accounts[account]?.id ?? ''} ${id}`,
        domain: shown,
        account: data.accounts.length > 1 ? (data.accounts[account]?.label ?? '') : null,
      }))
  })
  return {
    menuBarNumber,
    digest,
    websites,
    platform: computed(() => settings.platform),
    errorOf: settings.errorOf,
  }
}
