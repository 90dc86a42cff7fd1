/**
 * The view each route shows, with what it is given. Views about an account
 * get the account the route names (else the one selected) and wait until
 * there is one; the key decides when a view starts afresh.
 */
import type { Component } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import AccountView from '../features/accounts/AccountView.vue'
import BatchView from '../features/bulk/BatchView.vue'
import BulkView from '../features/bulk/BulkView.vue'
import ExcludeMyIpView from '../features/bulk/ExcludeMyIpView.vue'
import AddAccountView from '../features/accounts/AddAccountView.vue'
import ConflictsView from '../features/conflicts/ConflictsView.vue'
import DigestView from '../features/digest/DigestView.vue'
import NewWebsiteView from '../features/editor/NewWebsiteView.vue'
import OnboardingView from '../features/accounts/OnboardingView.vue'
import OverviewView from '../features/overview/OverviewView.vue'
import SettingsView from '../features/settings/SettingsView.vue'
import WebsitesView from '../features/websites/WebsitesView.vue'
import WebsiteView from '../features/editor/WebsiteView.vue'
import type { RouteOf, ViewName } from './routes'

export interface ShownView {
  component: Component
  props: Record<string, unknown>
  key: string
}

type ViewOf<V extends ViewName> =
  | { account: false; show(route: RouteOf<V>): ShownView }
  | { account: true; show(route: RouteOf<V>, account: AccountSummary): ShownView }

/** Every view name has an entry: a route without a view fails to compile. */
export const VIEWS: { [V in ViewName]: ViewOf<V> } = {
  onboarding: { account: false, show: () => ({ component: OnboardingView, props: {}, key: 'onboarding' }) },
  'add-account': { account: false, show: () => ({ component: AddAccountView, props: {}, key: 'add-account' }) },
  settings: { account: false, show: () => ({ component: SettingsView, props: {}, key: 'settings' }) },
  // The overview: every account's websites, so no one account of its own.
  overview: { account: false, show: () => ({ component: OverviewView, props: {}, key: 'overview' }) },
  // The digest sums every account's websites: no one account of its own.
  digest: { account: false, show: () => ({ component: DigestView, props: {}, key: 'digest' }) },
  websites: {
    account: true,
    show: (_route, account) => ({ component: WebsitesView, props: { account }, key: 'websites' }),
  },
  conflicts: {
    account: true,
    show: (_route, account) => ({ component: ConflictsView, props: { account }, key: 'conflicts' }),
  },
  account: {
    account: true,
    show: (route, account) => ({
      component: AccountView,
      props: { account, focus: route.focus },
      key: `account-${account.id}`,
    }),
  },
  'new-website': {
    account: true,
    show: (route, account) => ({
      component: NewWebsiteView,
      props: { account, retryEditId: route.retryEditId },
      key: `new-${account.id}-${route.retryEditId ?? ''}`,
    }),
  },
  bulk: {
    account: true,
    show: (route, account) => ({
      component: BulkView,
      props: { account, choice: route.choice },
      key: `bulk-${account.id}-${route.choice}`,
    }),
  },
  batch: {
    account: true,
    show: (route, account) => ({
      component: BatchView,
      props: { account, batchId: route.batchId },
      key: `batch-${account.id}-${route.batchId}`,
    }),
  },
  'exclude-my-ip': {
    account: true,
    show: (route, account) => ({
      component: ExcludeMyIpView,
      props: { account, selected: route.selected === true },
      key: `my-ip-${account.id}-${route.selected === true}`,
    }),
  },
  website: {
    account: true,
    show: (route, account) => ({
      component: WebsiteView,
      props: {
        account,
        websiteId: route.websiteId,
        tab: route.tab,
        focus: route.focus,
        retryEditId: route.retryEditId,
      },
      key: `website-${account.id}-${route.websiteId}-${route.retryEditId ?? ''}`,
    }),
  },
}
