/**
 * Where main sends the window: the place it kept while the window started
 * (`app:takeNavigation`), then each `navigate` event (the tray's "Open in
 * SiteTray", "Password…", a notification's click), resolved against the
 * accounts there are and opened through the router — past a form's unsaved
 * changes only if the user agrees. A form's draft kept from the last run comes
 * first, so that nothing opens over it without asking. The accounts
 * themselves send it too: the last one removed leads to the welcome, the
 * first one added to its websites.
 */
import { reactive, ref, watch } from 'vue'
import type { FormDraft } from '../../../shared/form-draft'
import type { Navigation } from '../../../shared/ipc-contract'
import { t } from '../../../shared/i18n'
import { onEvent, perWindow, useServerData } from '../data/query'
import { useSwitcher } from '../features/switcher/useSwitcher'
import { useWebsiteList } from '../features/websites/useWebsiteList'
import { isTopLevel, routeOf, type Route } from '../router/routes'
import { useRouterStore } from '../stores/router'
import { useUnsavedChangesStore } from '../stores/unsaved-changes'
import { useAccounts } from './useAccounts'

/** The form a kept draft belongs to. */
function formOf(draft: FormDraft): Route {
  switch (draft.form) {
    case 'website':
      return {
        view: 'website',
        accountId: draft.accountId,
        websiteId: draft.websiteId,
        tab: 'settings',
        ...(draft.retryEditId && { retryEditId: draft.retryEditId }),
      }
    case 'new-website':
      return {
        view: 'new-website',
        accountId: draft.accountId,
        ...(draft.retryEditId && { retryEditId: draft.retryEditId }),
      }
    case 'add-account':
      return { view: 'add-account' }
    case 'account':
      return { view: 'account', accountId: draft.accountId }
  }
}

export const useDeepLinks = () => perWindow('deep-links', setUpDeepLinks)

type Accounts = ReturnType<typeof useAccounts>
type Router = ReturnType<typeof useRouterStore>

/**
 * The last account removed leads to the welcome, the first one added to its websites: not a choice a leave guard can
 * refuse — the place the window showed is gone, or there was none.
 */
function followAccountCount(accounts: Accounts, router: Router, started: () => boolean): void {
  watch(
    () => accounts.list.length,
    (count, before) => {
      if (!started()) return
      const view = router.route.view
      if (count === 0 && view !== 'add-account' && view !== 'settings') router.replaceAll({ view: 'onboarding' })
      else if (before === 0 && count > 0 && (view === 'onboarding' || view === 'add-account'))
        router.replaceAll({ view: 'websites' })
    },
  )
}

/**
 * Opens the place, with the account the link names selected (and the list's filter it asks for) once the window may
 * go; the first place, and the header's places, start a fresh history.
 */
function openPlace(target: Navigation, first: boolean, accounts: Accounts, router: Router): Promise<boolean> {
  // The switcher opens over what the window shows (the list, when it has just started).
  if (target.view === 'switcher') {
    useSwitcher().open()
    return first ? router.goTop({ view: 'websites' }) : Promise.resolve(true)
  }
  const next = routeOf(target, accounts.list)
  const onMove = (): void => {
    if ('accountId' in target && target.accountId && accounts.byId(target.accountId)) accounts.select(target.accountId)
    if (target.view === 'websites' && target.favoritesOnly !== undefined)
      useWebsiteList().setFavoritesOnly(target.favoritesOnly)
  }
  return first || isTopLevel(next) ? router.goTop(next, { onMove }) : router.go(next, { onMove })
}

function setUpDeepLinks() {
  const server = useServerData()
  const accounts = useAccounts()
  const router = useRouterStore()
  const started = ref(false)
  /** A `navigate` heard while the window was still starting: newer than what takeNavigation answers. */
  let pending: Navigation | null = null

  const open = (target: Navigation, first = false) => openPlace(target, first, accounts, router)

  /**
   * Once the accounts are known: the form a draft from the last run belongs to, then where main asked
   * the window to go before it could listen (asking before the draft goes), else the list.
   */
  async function start(kept: FormDraft | null = null): Promise<void> {
    const taken = await server.ask('app:takeNavigation', {})
    const target = pending ?? (taken.ok ? taken.data : null)
    started.value = true
    // A draft for an account removed since is gone with it.
    if (kept && (!('accountId' in kept) || accounts.byId(kept.accountId))) {
      const accountId = 'accountId' in kept ? kept.accountId : null
      // Not past the guards: the draft they would ask about is the one this opens.
      router.replaceAll(formOf(kept), {
        notice: { text: t('accounts.draftRestored'), tone: 'warning' },
        onMove: () => accountId && accounts.select(accountId),
      })
      // Not awaited: the window is ready while the user answers whether the draft may go.
      if (target) void open(target)
      return
    }
    if (kept) useUnsavedChangesStore().forgetKept()
    await open(target ?? { view: 'websites' }, true)
  }

  onEvent('navigate', (target) => {
    if (started.value) void open(target)
    else pending = target
  })

  followAccountCount(accounts, router, () => started.value)
  return reactive({ start })
}
