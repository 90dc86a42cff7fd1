/**
 * Today's visitors of this website beside the tray icon (docs/architecture.md, "A website's statistics"), chosen from
 * its statistics: any website, where the settings' list offers the favorites. The same setting, turned on for this
 * website or off again.
 */
import { computed } from 'vue'
import { useSettings } from '../../composables/useSettings'
import type { WebsiteIds } from './useStatisticsView'

export function useMenuBarNumber(ids: () => WebsiteIds) {
  const settings = useSettings()
  const shown = computed(() => {
    const number = settings.shown('menuBarNumber')
    const { accountId, websiteId } = ids()
    return number?.kind === 'website' && number.accountId === accountId && number.websiteId === websiteId
  })
  return {
    shown,
    /** The hint the settings give, the platform's way: the menu bar on macOS, the tooltip elsewhere. */
    onMac: computed(() => settings.platform === 'darwin'),
    toggle(): void {
      void settings.update('menuBarNumber', shown.value ? { kind: 'off' } : { kind: 'website', ...ids() })
    },
  }
}
