/** The window's own keys: Escape hides it (unless something on the page used it), Ctrl/⌘+, opens the settings. */
import { onBeforeUnmount } from 'vue'
import { useRouterStore } from '../stores/router'
import { useWindowStore } from '../stores/window'

export function useWindowKeys(): void {
  const router = useRouterStore()
  const appWindow = useWindowStore()

  function onKeydown(event: KeyboardEvent): void {
    if ((event.ctrlKey || event.metaKey) && event.key === ',' && !event.altKey && !event.shiftKey) {
      event.preventDefault()
      if (!document.querySelector('dialog[open]')) void router.goTop({ view: 'settings' })
      return
    }
    // A dialog, a field or the search may have used Escape already.
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing) return
    if (document.querySelector('dialog[open]')) return
    void appWindow.hide()
  }

  window.addEventListener('keydown', onKeydown)
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeydown))
}
