/**
 * Moving through the window, for views and components: the route shown, Back, the header's places and a
 * view's buttons, all past the leave guards (stores/router.ts keeps the route and its history).
 */
import { useRouterStore } from '../stores/router'

export function useNavigation() {
  const router = useRouterStore()
  return router as Pick<
    typeof router,
    'route' | 'generation' | 'focusTicket' | 'notice' | 'canGoBack' | 'go' | 'goTop' | 'back' | 'dismissNotice'
  >
}
