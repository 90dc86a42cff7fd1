/**
 * The view each route shows, with what it is given. Views about an account
 * get the account the route names (else the one selected) and wait until
 * there is one; the key decides when a view starts afresh.
 */
import { defineAsyncComponent, type Component } from 'vue'
import type { AccountSummary } from '../../../shared/accounts'
import OnboardingView from '../features/accounts/OnboardingView.vue'
import WebsitesView from '../features/websites/WebsitesView.vue'
import type { RouteOf, ViewName } from './routes'

/**
 * The views a user reaches from the list come in chunks of their own, so that the first bundle holds the list and
 * onboarding alone; each is fetched from app:// while the window idles after its first paint (`prefetchViews`), so a
 * click rarely waits for one (docs/performance.md, "The window's first bundle").
 */
const LOADERS = {
  AccountView: () => import('../features/accounts/AccountView.vue'),
  BatchView: () => import('../features/bulk/BatchView.vue'),
  BulkView: () => import('../features/bulk/BulkView.vue'),
  ExcludeMyIpView: () => import('../features/bulk/ExcludeMyIpView.vue'),
  AddAccountView: () => import('../features/accounts/AddAccountView.vue'),
  ConflictsView: () => import('../features/conflicts/ConflictsView.vue'),
  DigestView: () => import('../features/digest/DigestView.vue'),
  NewWebsiteView: () => import('../features/editor/NewWebsiteView.vue'),
  OverviewView: () => import('../features/overview/OverviewView.vue'),
  SettingsView: () => import('../features/settings/SettingsView.vue'),
  WebsiteView: () => import('../features/editor/WebsiteView.vue'),
}
const AccountView = defineAsyncComponent(LOADERS.AccountView)
const BatchView = defineAsyncComponent(LOADERS.BatchView)
const BulkView = defineAsyncComponent(LOADERS.BulkView)
const ExcludeMyIpView = defineAsyncComponent(LOADERS.ExcludeMyIpView)
const AddAccountView = defineAsyncComponent(LOADERS.AddAccountView)
const ConflictsView = defineAsyncComponent(LOADERS.ConflictsView)
const DigestView = defineAsyncComponent(LOADERS.DigestView)
const NewWebsiteView = defineAsyncComponent(LOADERS.NewWebsiteView)
const OverviewView = defineAsyncComponent(LOADERS.OverviewView)
const SettingsView = defineAsyncComponent(LOADERS.SettingsView)
const WebsiteView = defineAsyncComponent(LOADERS.WebsiteView)

/** The chunk each view that has one comes in; the others are in the first bundle. */
const CHUNK_OF: Partial<Record<ViewName, () => Promise<unknown>>> = {
  account: LOADERS.AccountView,
  batch: LOADERS.BatchView,
  bulk: LOADERS.BulkView,
  'exclude-my-ip': LOADERS.ExcludeMyIpView,
  'add-account': LOADERS.AddAccountView,
  conflicts: LOADERS.ConflictsView,
  digest: LOADERS.DigestView,
  'new-website': LOADERS.NewWebsiteView,
  overview: LOADERS.OverviewView,
  settings: LOADERS.SettingsView,
  website: LOADERS.WebsiteView,
}

/**
 * Resolves once a view's chunk is loaded (at once where it already is): what puts the focus in a new view waits for
 * it, or it would find the view not drawn yet.
 */
export async function viewLoaded(view: ViewName): Promise<void> {
  await CHUNK_OF[view]?.()
}

/** Fetches every view's chunk, one after another, so that none competes with what the user does first. */
export async function prefetchViews(): Promise<void> {
  for (const load of Object.values(LOADERS)) await load()
}

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
