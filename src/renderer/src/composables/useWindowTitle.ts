/**
 * The window's title names the view ("example.com — SiteTray", "Settings —
 * SiteTray"): the operating system shows it in the task switcher, and screen
 * readers say it when the window gains focus. Views about one thing the
 * route does not name (a website's domain) give their own with useViewTitle.
 */
import { computed, onScopeDispose, ref, watchEffect } from 'vue'
import { t, type MessageKey } from '../../../shared/i18n'
import type { Route } from '../router/routes'
import { accountName, useAccounts } from './useAccounts'
import { useRouterStore } from '../stores/router'
import { useWindowStart } from './useWindowStart'

/** The product's name, the same in every language. */
const APP_NAME = 'SiteTray'
/** What the view shown says it is about, when it knows better than its route. */
const viewTitle = ref<string | null>(null)

/** Each view's name, by key: read as the title is made, in the language shown then. */
const NAMES: { [V in Route['view']]: MessageKey } = {
  onboarding: 'list.window.views.onboarding',
  'add-account': 'list.window.views.addAccount',
  settings: 'list.window.views.settings',
  overview: 'overview.view.title',
  digest: 'statistics.digest.title',
  websites: 'list.window.views.websites',
  conflicts: 'list.window.views.conflicts',
  account: 'list.window.views.account',
  'new-website': 'list.window.views.newWebsite',
  website: 'list.window.views.website',
  bulk: 'list.window.views.bulk',
  batch: 'list.window.views.batch',
  'exclude-my-ip': 'list.window.views.excludeMyIp',
}

/** The title of the window, kept in step with the view; set once, in the app. */
export function useWindowTitle(): void {
  const router = useRouterStore()
  const accounts = useAccounts()
  const appWindow = useWindowStart()
  const name = computed(() => {
    if (!appWindow.ready) return null
    if (viewTitle.value) return viewTitle.value
    const route = router.route
    const account = route.view === 'account' ? accounts.byId(route.accountId) : null
    return account ? accountName(account) : t(NAMES[route.view])
  })
  watchEffect(() => {
    document.title = name.value ? t('list.window.title', { name: name.value }) : APP_NAME
  })
}

/** While the calling view is shown, the window's title names what `title` answers (null: the view's own name). */
export function useViewTitle(title: () => string | null | undefined): void {
  watchEffect(() => {
    viewTitle.value = title() ?? null
  })
  onScopeDispose(() => {
    viewTitle.value = null
  })
}
