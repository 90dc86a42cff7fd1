/**
 * The window's text size, for people who need it larger: Ctrl/⌘ with + (or =) makes everything
 * bigger, with - smaller, with 0 back to normal, from 100 % up to 200 %, as browsers zoom. Electron
 * offers this only through its default menu, which SiteTray replaces (it also carried Reload and
 * the developer tools), so the window does it itself; the size is kept for the next time the
 * window opens, on this computer (localStorage of the window's own origin).
 */
import { onBeforeUnmount } from 'vue'

const STEPS = [1, 1.1, 1.25, 1.5, 1.75, 2] as const
const STORAGE_KEY = 'sitetray.textSize'

const isMac = (): boolean => /^Mac/i.test(navigator.platform)

function storedStep(): number {
  const stored = Number(localStorage.getItem(STORAGE_KEY))
  const index = STEPS.findIndex((step) => step === stored)
  return index === -1 ? 0 : index
}

/** Which way a key press changes the size: +1, -1, 0 (back to normal) or null (not a size key). */
function directionOf(event: KeyboardEvent): 1 | -1 | 0 | null {
  const command = isMac() ? event.metaKey && !event.ctrlKey : event.ctrlKey && !event.metaKey
  if (!command || event.altKey) return null
  if (event.key === '+' || event.key === '=') return 1
  if (event.key === '-' || event.key === '_') return -1
  if (event.key === '0' && !event.shiftKey) return 0
  return null
}

export function useTextSize(): void {
  let step = storedStep()

  function apply(): void {
    const factor = STEPS[step]!
    // CSS zoom lays the page out for a narrower, shorter window, as a browser's zoom does.
    document.documentElement.style.zoom = factor === 1 ? '' : String(factor)
    if (factor === 1) localStorage.removeItem(STORAGE_KEY)
    else localStorage.setItem(STORAGE_KEY, String(factor))
  }

  function onKeydown(event: KeyboardEvent): void {
    const direction = directionOf(event)
    if (direction === null) return
    event.preventDefault()
    step = direction === 0 ? 0 : Math.min(STEPS.length - 1, Math.max(0, step + direction))
    apply()
  }

  apply()
  window.addEventListener('keydown', onKeydown)
  onBeforeUnmount(() => window.removeEventListener('keydown', onKeydown))
}
