/**
 * The window's router: the route shown, a short history for Back, a notice
 * carried to the next view, and a focus request the view honours once. Every
 * way of moving goes through here — the header, a view's buttons, and the
 * tray's deep links (deep-links.ts) — and past the leave guards a view may
 * set (a form with unsaved changes asks first).
 *
 * A typed store rather than vue-router: the window has no addresses, only
 * typed places (`Route`) that main names with the same type; a path would be
 * a string to build and parse back, with every parameter a string.
 */
import { defineStore } from 'pinia'
import { computed, ref, type Ref } from 'vue'
import { asksForFocus, samePlace, sameRoute, type Notice, type Route } from '../router/routes'

const HISTORY_LIMIT = 20

/** Answers whether the window may leave `from` for `to` (false: it stays). */
export type LeaveGuard = (to: Route, from: Route) => boolean | Promise<boolean>

interface GoOptions {
  /** In place of the current route, which Back then skips. */
  replace?: boolean
  notice?: Notice
  /**
   * Runs as the window moves, once every guard agreed, before the next view shows (e.g. the account it is about
   * chosen).
   */
  onMove?: () => void
}

/**
 * Asks every guard, in turn, about leaving the route shown (`current`) for `to`; with none, or staying in the same
 * place, moves at once (before this returns).
 */
async function leaveIfAllowed(
  guards: ReadonlySet<LeaveGuard>,
  to: Route,
  current: () => Route,
  move: () => void,
): Promise<boolean> {
  if (!samePlace(to, current())) {
    for (const guard of [...guards]) {
      // A guard that answers at once is not awaited: the next one is asked in the same turn.
      const answer = guard(to, current())
      if (!(answer instanceof Promise ? await answer : answer)) return false
    }
  }
  move()
  return true
}

/** The history with the route being left at its end, the oldest dropped beyond the limit. */
function withPrevious(history: readonly Route[], previous: Route): Route[] {
  return [...history.slice(-(HISTORY_LIMIT - 1)), previous]
}

interface Place {
  route: Ref<Route>
  history: Ref<Route[]>
  focusTicket: Ref<number>
  notice: Ref<Notice | null>
  guards: ReadonlySet<LeaveGuard>
}

/** Every way of moving: each commits the route, its history and its notice once every guard agreed. */
function moves({ route, history, focusTicket, notice, guards }: Place) {
  /** `focus`: the route's focus request is new (Back to a route does not ask again). */
  function commit(next: Route, nextHistory: Route[], options: GoOptions & { focus?: boolean } = {}): void {
    options.onMove?.()
    history.value = nextHistory
    route.value = next
    notice.value = options.notice ?? null
    if (options.focus && asksForFocus(next)) focusTicket.value += 1
  }

  const leave = (to: Route, move: () => void): Promise<boolean> => leaveIfAllowed(guards, to, () => route.value, move)

  return {
    go(next: Route, options: GoOptions = {}): Promise<boolean> {
      const pushed = !options.replace && !sameRoute(route.value, next)
      const nextHistory = (): Route[] => (pushed ? withPrevious(history.value, route.value) : history.value)
      return leave(next, () => commit(next, nextHistory(), { ...options, focus: true }))
    },
    /** Top-level views (the header, the first view) start a fresh history. */
    goTop(next: Route, options: Omit<GoOptions, 'replace'> = {}): Promise<boolean> {
      return leave(next, () => commit(next, [], { ...options, focus: true }))
    },
    /** Back to the previous view, or to `fallback` when there is none. */
    back(fallback: Route): Promise<boolean> {
      const previous = history.value[history.value.length - 1]
      return leave(previous ?? fallback, () => commit(previous ?? fallback, history.value.slice(0, -1)))
    },
    /**
     * Where the window must go whatever a guard says: the place it showed is gone, or it is the form a kept draft
     * belongs to. A fresh history.
     */
    replaceAll(next: Route, options: Omit<GoOptions, 'replace'> = {}): void {
      commit(next, [], { ...options, focus: true })
    },
  }
}

export const useRouterStore = defineStore('router', () => {
  const route = ref<Route>({ view: 'onboarding' })
  const history = ref<Route[]>([])
  /** Increments with every navigation that asks for a focus, so that asking twice focuses twice. */
  const focusTicket = ref(0)
  const notice = ref<Notice | null>(null)
  /** Grows each time the view must start afresh where it is (its unsaved changes discarded). */
  const generation = ref(0)
  const guards = new Set<LeaveGuard>()

  return {
    route,
    history,
    focusTicket,
    notice,
    generation,
    canGoBack: computed(() => history.value.length > 0),
    ...moves({ route, history, focusTicket, notice, guards }),
    /** The view starts afresh where it is: what its forms held is dropped (the user chose to discard it). */
    reloadView: () => void (generation.value += 1),
    /** While `guard` is set, leaving the current route asks it first; answers the function that removes it. */
    beforeLeave(guard: LeaveGuard): () => void {
      guards.add(guard)
      return () => guards.delete(guard)
    },
    dismissNotice: () => void (notice.value = null),
  }
})
