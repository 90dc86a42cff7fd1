/**
 * Where main sends the window: the place it kept while the window started
 * (`app:takeNavigation`), then each `navigate` event (the tray's "Open in
 * SiteTray", "Password…", a notification's click), resolved against the
 * accounts there are and opened through the router. The accounts themselves
 * send it too: the last one removed leads to the welcome, the first one added
 * to its websites.
 */
import { defineStore } from 'pinia'
import { ref, watch } from 'vue'
import type { Navigation } from '../../../shared/ipc-contract'
import { invoke, listen } from '../lib/bridge'
import { isTopLevel, routeOf } from '../router/routes'
import { useAccountsStore } from './accounts'
import { useRouterStore } from './router'
import { useWebsiteListStore } from './website-list'

export const useDeepLinksStore = defineStore('deep-links', () => {
  const accounts = useAccountsStore()
  const router = useRouterStore()
  const started = ref(false)
  /** A `navigate` heard while the window was still starting: newer than what takeNavigation answers. */
  let pending: Navigation | null = null

  /** Selects the account the link names and opens the place; the first place, and the header's places, start a fresh history. */
  function open(target: Navigation, first = false): Promise<boolean> {
    const next = routeOf(target, accounts.list)
    if ('accountId' in target && target.accountId && accounts.byId(target.accountId)) accounts.select(target.accountId)
    if (target.view === 'websites' && target.favoritesOnly !== undefined) useWebsiteListStore().setFavoritesOnly(target.favoritesOnly)
    return first || isTopLevel(next) ? router.goTop(next) : router.go(next)
  }

  /** Once the accounts are known: where main asked the window to go before it could listen, else the list. */
  async function start(): Promise<void> {
    const taken = await invoke('app:takeNavigation', {})
    const target = pending ?? (taken.ok ? taken.data : null)
    started.value = true
    await open(target ?? { view: 'websites' }, true)
  }

  listen('navigate', (target) => {
    if (started.value) void open(target)
    else pending = target
  })

  // Not a choice a leave guard can refuse: the place the window showed is gone, or there was none.
  watch(
    () => accounts.list.length,
    (count, before) => {
      if (!started.value) return
      const view = router.route.view
      if (count === 0 && view !== 'add-account' && view !== 'settings') router.replaceAll({ view: 'onboarding' })
      else if (before === 0 && count > 0 && (view === 'onboarding' || view === 'add-account')) router.replaceAll({ view: 'websites' })
    },
  )

  return { start }
})
