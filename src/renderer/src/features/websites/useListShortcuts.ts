/**
 * The list view's own keys and focus: `/` and Ctrl/⌘+F go to the search, Ctrl/⌘+N makes a new website; opened, or
 * when the window comes back with nothing focused, the search has the focus (back from a website, the row just
 * edited has it instead).
 */
import { onBeforeUnmount, onMounted } from 'vue'

interface ListShortcuts {
  focusSearch(): void
  newWebsite(): void
  /** Back from a website: the list puts the focus on its row. */
  rowTakesFocus(): boolean
}

/** Whether a key typed now goes into a field (where `/` is a character, not a shortcut). */
function typingInField(target: EventTarget | null): boolean {
  return (
    target instanceof HTMLElement &&
    (target.isContentEditable || ['INPUT', 'TEXTAREA', 'SELECT'].includes(target.tagName))
  )
}

export function useListShortcuts({ focusSearch, newWebsite, rowTakesFocus }: ListShortcuts): void {
  function onWindowKey(event: KeyboardEvent): void {
    if (event.defaultPrevented || document.querySelector('dialog[open]')) return
    if (event.key === '/' && !event.ctrlKey && !event.metaKey && !event.altKey && !typingInField(event.target)) {
      event.preventDefault()
      focusSearch()
      return
    }
    if (!(event.ctrlKey || event.metaKey) || event.shiftKey || event.altKey) return
    const key = event.key.toLowerCase()
    if (key === 'f') {
      event.preventDefault()
      focusSearch()
    } else if (key === 'n') {
      event.preventDefault()
      newWebsite()
    }
  }

  /** Nothing has the focus (the window just opened, or came back): the search takes it. */
  function focusSearchIfNowhere(): void {
    if (document.activeElement === null || document.activeElement === document.body) focusSearch()
  }

  onMounted(() => {
    window.addEventListener('keydown', onWindowKey)
    window.addEventListener('focus', focusSearchIfNowhere)
    if (!rowTakesFocus()) focusSearchIfNowhere()
  })
  onBeforeUnmount(() => {
    window.removeEventListener('keydown', onWindowKey)
    window.removeEventListener('focus', focusSearchIfNowhere)
  })
}
