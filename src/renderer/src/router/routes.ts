/**
 * Where the window can be: one typed route per view. The tray's deep links
 * (`Navigation`, from the IPC contract) are routes too, so a link from the
 * tray and a click in the window name a place the same way.
 */
import type { AccountSummary } from '../../../shared/accounts'
import type { Navigation } from '../../../shared/ipc-contract'

/** What the bulk bar offers to change about the selected websites; the bulk view asks for the rest. */
export const BULK_CHOICES = [
  'add-ips',
  'remove-ips',
  'add-params',
  'remove-params',
  'privacy',
  'email-reports',
  'exclude-bots',
  'favorite',
  'delete',
] as const
export type BulkChoice = (typeof BULK_CHOICES)[number]

export type Route =
  /** The switcher opens over the view the window shows: it is not a place of its own. */
  | Exclude<Navigation, { view: 'website' | 'switcher' }>
  /** A change to the websites selected in the list (the bulk store holds the selection). */
  | { view: 'bulk'; accountId: string; choice: BulkChoice }
  | { view: 'onboarding' }
  /** `retryEditId`: a refused edit, opened for the user to correct and send again. */
  | { view: 'new-website'; accountId: string; retryEditId?: string }
  /** `tab`: statistics (where the account has them) unless settings are asked for, or a `focus` or a refused edit implies them. */
  | {
      view: 'website'
      accountId: string
      websiteId: string
      tab?: WebsiteTab
      focus?: WebsiteFocus
      retryEditId?: string
    }

export type WebsiteTab = 'statistics' | 'settings'

/** Where the editor opens: the password, or the tracking code (`tracking`: checked at once, as the tray's "Check installation…" asks). */
export type WebsiteFocus = 'password' | 'tracking' | 'tracking-code'

export type ViewName = Route['view']
export type RouteOf<V extends ViewName> = Extract<Route, { view: V }>

/** A one-line message carried to the next view ("Added example.com."). */
export interface Notice {
  text: string
  tone: 'good' | 'warning' | 'danger'
}

/** Views the header (or a deep link) opens: they start a fresh history, so Back never leads out of them. */
const TOP_LEVEL: ReadonlySet<ViewName> = new Set(['websites', 'conflicts', 'settings', 'onboarding', 'overview'])

export function isTopLevel(route: Route): boolean {
  return TOP_LEVEL.has(route.view)
}

/** Views that need no account: the rest wait until there is one. */
const WITHOUT_ACCOUNT: ReadonlySet<ViewName> = new Set(['add-account', 'settings'])

export function sameRoute(a: Route, b: Route): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}

/**
 * The same view of the same thing, whatever it asks to focus: the tray's "Password…" for the website the editor shows
 * goes nowhere else.
 */
export function samePlace(a: Route, b: Route): boolean {
  const { focus: _a, ...placeA } = a as Route & { focus?: unknown }
  const { focus: _b, ...placeB } = b as Route & { focus?: unknown }
  return sameRoute(placeA as Route, placeB as Route)
}

/**
 * Where Escape and Back lead from a view with no history: the list of the
 * account it is about (the welcome when there is no account); null from the
 * list and the welcome themselves, which are home.
 */
export function homeOf(route: Route, hasAccounts: boolean): Route | null {
  if (route.view === 'websites' || route.view === 'onboarding') return null
  if (!hasAccounts) return { view: 'onboarding' }
  return 'accountId' in route && route.accountId
    ? { view: 'websites', accountId: route.accountId }
    : { view: 'websites' }
}

export function asksForFocus(route: Route): boolean {
  return 'focus' in route && route.focus !== undefined
}

/**
 * Where a deep link leads, given the accounts there are: the welcome while
 * there is none, the list when the account it names is gone (its list or
 * conflicts still open, for whichever account is shown).
 */
export function routeOf(
  target: Exclude<Navigation, { view: 'switcher' }>,
  accounts: readonly Pick<AccountSummary, 'id'>[],
): Route {
  const named = 'accountId' in target && Boolean(target.accountId)
  if (
    named &&
    !accounts.some((account) => account.id === target.accountId) &&
    target.view !== 'websites' &&
    target.view !== 'conflicts'
  ) {
    return accounts.length ? { view: 'websites' } : { view: 'onboarding' }
  }
  if (accounts.length === 0 && !WITHOUT_ACCOUNT.has(target.view)) return { view: 'onboarding' }
  return target
}
