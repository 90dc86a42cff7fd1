/**
 * The window's own keys. Escape goes back one level (an open dialog, the
 * search or a field may have used it first); only from the list (or the
 * welcome), with nothing left to go back to, does it hide the window, as a
 * menu-bar window does. Ctrl+S (⌘S on macOS) saves the form being edited;
 * Ctrl/⌘+, opens the settings; Ctrl/⌘+K opens the quick switcher.
 */
import { onBeforeUnmount } from 'vue'
import { homeOf } from '../router/routes'
import { useMutation } from '../data/query'
import { useAccounts } from './useAccounts'
import { useRouterStore } from '../stores/router'
import { useSwitcher } from '../features/switcher/useSwitcher'

const isMac = (): boolean => /^Mac/i.test(navigator.platform)

/**
 * The platform's command key alone (⌘ on macOS, Ctrl elsewhere): Ctrl+Shift+S is someone else's (the global shortcut's
 * default).
 */
function withCommandKey(event: KeyboardEvent, key: string): boolean {
  const command = isMac() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
  return command && !event.altKey && !event.shiftKey && event.key.toLowerCase() === key
}

const dialogOpen = (): boolean => document.querySelector('dialog[open]') !== null

/**
 * The form being edited: the one the focus is in, else the view's own form
 * (a view with several small forms — an account's — saves only the one the
 * user is in). Sent as its Save button would send it, and only when that
 * button could be pressed.
 */
function saveForm(): void {
  const active = document.activeElement
  const form =
    (active instanceof HTMLElement ? active.closest('form') : null) ??
    document.querySelector<HTMLFormElement>('.view-slot form.view-form')
  if (!form) return
  const submit = form.querySelector<HTMLButtonElement>('button[type="submit"]')
  if (submit?.disabled) return
  form.requestSubmit(submit ?? undefined)
}

export function useWindowKeys(): void {
  const router = useRouterStore()
  const accounts = useAccounts()
  const switcher = useSwitcher()
  const hiding = useMutation('app:hideWindow')

  /** One level up: the previous view, else the list; from the list itself, away (the window hides). */
  function goUp(): void {
    if (router.canGoBack) {
      void router.back({ view: 'websites' })
      return
    }
    const home = homeOf(router.route, accounts.list.length > 0)
    if (home) void router.goTop(home)
    else void hiding.run({})
  }

  function onKeydown(event: KeyboardEvent): void {
    if (withCommandKey(event, ',')) {
      event.preventDefault()
      if (!dialogOpen()) void router.goTop({ view: 'settings' })
      return
    }
    if (withCommandKey(event, 'k')) {
      event.preventDefault()
      if (!dialogOpen()) switcher.open()
      return
    }
    if (withCommandKey(event, 's')) {
      // Never the page's "Save as…": in SiteTray, saving is the form's.
      event.preventDefault()
      if (!dialogOpen()) saveForm()
      return
    }
    // A dialog (it closes itself), a field or the search may have used Escape already.
    if (event.key !== 'Escape' || event.defaultPrevented || event.isComposing || dialogOpen()) return
    // Used here: the key's own close request must not reach the question this may open.
    event.preventDefault()
    goUp()
  }

  window.addEventListener('keydown', onKeydown)
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeydown))
}
