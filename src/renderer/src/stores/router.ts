/**
 * The window's router: the route shown, a short history for Back, a notice
 * carried to the next view, and a focus request the view honours once. Every
 * way of moving goes through here — the header, a view's buttons, and the
 * tray's deep links (`app:takeNavigation` once at start, then each `navigate`
 * event) — and past the leave guards a view may set (a form with unsaved
 * changes asks first).
 *
 * A typed store rather than vue-router: the window has no addresses, only
 * typed places (`Route`) that main names with the same type; a path would be
 * a string to build and parse back, with every parameter a string.
 */
import { defineStore } from 'pinia'
import { computed, ref, watch } from 'vue'
import type { Navigation } from '../../../shared/ipc-contract'
import { invoke, listen } from '../lib/bridge'
import { asksForFocus, isTopLevel, routeOf, sameRoute, type Notice, type Route } from '../router/routes'
import { useAccountsStore } from './accounts'
import { useWebsiteListStore } from './website-list'

const HISTORY_LIMIT = 20

/** Answers whether the window may leave `from` for `to` (false: it stays). */
export type LeaveGuard = (to: Route, from: Route) => boolean | Promise<boolean>

interface GoOptions {
  /** In place of the current route, which Back then skips. */
  replace?: boolean
  notice?: Notice
}

export const useRouterStore = defineStore('router', () => {
  const accounts = useAccountsStore()
  const route = ref<Route>({ view: 'onboarding' })
  const history = ref<Route[]>([])
  /** Increments with every navigation that asks for a focus, so that asking twice focuses twice. */
  const focusTicket = ref(0)
  const notice = ref<Notice | null>(null)
  const started = ref(false)
  const guards = new Set<LeaveGuard>()
  /** A `navigate` heard while the window was still starting: newer than what takeNavigation answers. */
  let pending: Navigation | null = null

  const canGoBack = computed(() => history.value.length > 0)

  /** `focus`: the route's focus request is new (Back to a route does not ask again). */
  function commit(next: Route, nextHistory: Route[], options: GoOptions & { focus?: boolean } = {}): void {
    history.value = nextHistory
    route.value = next
    notice.value = options.notice ?? null
    if (options.focus && asksForFocus(next)) focusTicket.value += 1
  }

  /** Asks every guard, in turn; with none, moves at once (before this returns). */
  async function leave(to: Route, move: () => void): Promise<boolean> {
    for (const guard of [...guards]) if (!(await guard(to, route.value))) return false
    move()
    return true
  }

  function go(next: Route, options: GoOptions = {}): Promise<boolean> {
    const pushed = !options.replace && !sameRoute(route.value, next)
    return leave(next, () => commit(next, pushed ? [...history.value.slice(-(HISTORY_LIMIT - 1)), route.value] : history.value, { ...options, focus: true }))
  }

  /** Top-level views (the header, the first view) start a fresh history. */
  function goTop(next: Route, options: Pick<GoOptions, 'notice'> = {}): Promise<boolean> {
    return leave(next, () => commit(next, [], { ...options, focus: true }))
  }

  /** Back to the previous view, or to `fallback` when there is none. */
  function back(fallback: Route): Promise<boolean> {
    const previous = history.value[history.value.length - 1]
    return leave(previous ?? fallback, () => commit(previous ?? fallback, history.value.slice(0, -1)))
  }

  /** A deep link from main (the tray, a notification): it selects the account it names and opens the place. */
  function open(target: Navigation, first = false): Promise<boolean> {
    const next = routeOf(target, accounts.list)
    if ('accountId' in target && target.accountId && accounts.byId(target.accountId)) accounts.select(target.accountId)
    if (target.view === 'websites' && target.favoritesOnly !== undefined) useWebsiteListStore().setFavoritesOnly(target.favoritesOnly)
    return first || isTopLevel(next) ? goTop(next) : go(next)
  }

  /** Once the accounts are known: where main asked the window to go before it could listen, else the list. */
  async function start(): Promise<void> {
    const taken = await invoke('app:takeNavigation', {})
    const target = pending ?? (taken.ok ? taken.data : null)
    started.value = true
    await open(target ?? { view: 'websites' }, true)
  }

  /** While `guard` is set, leaving the current route asks it first; answers the function that removes it. */
  function beforeLeave(guard: LeaveGuard): () => void {
    guards.add(guard)
    return () => guards.delete(guard)
  }

  listen('navigate', (target) => {
    if (started.value) void open(target)
    else pending = target
  })

  // The last account removed (here or from the tray): back to the welcome. The first one added: its websites.
  // Not a choice a guard can refuse: the place the window showed is gone.
  watch(
    () => accounts.list.length,
    (count, before) => {
      if (!started.value) return
      const view = route.value.view
      if (count === 0 && view !== 'add-account' && view !== 'settings') commit({ view: 'onboarding' }, [])
      else if (before === 0 && count > 0 && (view === 'onboarding' || view === 'add-account')) commit({ view: 'websites' }, [])
    },
  )

  function dismissNotice(): void {
    notice.value = null
  }

  return { route, history, focusTicket, notice, started, canGoBack, go, goTop, back, open, start, beforeLeave, dismissNotice }
})
