/**
 * Where the window is: one route at a time, a short history for "Back", and
 * a focus request the view honours once (the tray opens the editor at the
 * password field, or an account at its API key).
 */
import { defineStore } from 'pinia'
import { computed, ref } from 'vue'
import type { Navigation } from '../../../shared/ipc-contract'

export type Route =
  | Exclude<Navigation, { view: 'website' }>
  | { view: 'onboarding' }
  /** `retryEditId`: a refused edit, opened for the user to correct and send again. */
  | { view: 'new-website'; accountId: string; retryEditId?: string }
  | { view: 'website'; accountId: string; websiteId: string; focus?: 'password'; retryEditId?: string }

export type ViewName = Route['view']

/** A one-line message carried to the next view ("Added example.com."). */
export interface Notice {
  text: string
  tone: 'good' | 'warning' | 'danger'
}

const HISTORY_LIMIT = 20

export const useNavigationStore = defineStore('navigation', () => {
  const route = ref<Route>({ view: 'onboarding' })
  const history = ref<Route[]>([])
  /** Increments with every navigation that asks for a focus, so that asking twice focuses twice. */
  const focusTicket = ref(0)
  const notice = ref<Notice | null>(null)

  const canGoBack = computed(() => history.value.length > 0)

  function go(next: Route, options: { replace?: boolean; notice?: Notice } = {}): void {
    if (!options.replace && !sameRoute(route.value, next)) {
      history.value = [...history.value.slice(-(HISTORY_LIMIT - 1)), route.value]
    }
    route.value = next
    notice.value = options.notice ?? null
    if ('focus' in next && next.focus) focusTicket.value += 1
  }

  /** Back to the previous view, or to `fallback` when there is none. */
  function back(fallback: Route): void {
    const previous = history.value[history.value.length - 1]
    history.value = history.value.slice(0, -1)
    route.value = previous ?? fallback
    notice.value = null
  }

  /** Top-level views (the navigation bar, the first view) start a fresh history. */
  function goTop(next: Route): void {
    history.value = []
    route.value = next
    notice.value = null
    if ('focus' in next && next.focus) focusTicket.value += 1
  }

  function dismissNotice(): void {
    notice.value = null
  }

  return { route, history, focusTicket, notice, canGoBack, go, back, goTop, dismissNotice }
})

function sameRoute(a: Route, b: Route): boolean {
  return JSON.stringify(a) === JSON.stringify(b)
}
