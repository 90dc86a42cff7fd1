/**
 * Where the focus goes, so that it is where the eyes are: a form's first
 * field when it opens, the first field at fault (with its message) after a
 * refused save, a view's heading after the window moved to it.
 */
import { nextTick } from 'vue'

const FIELDS = 'input:not([type="hidden"]):not(:disabled), select:not(:disabled), textarea:not(:disabled)'
const FOCUSABLE = `${FIELDS}, button:not(:disabled), a[href], [tabindex]:not([tabindex="-1"])`

/** True when the user is in one of `root`'s fields already: the window never pulls them out of it. */
function typingIn(root: HTMLElement): boolean {
  const active = document.activeElement
  return active instanceof HTMLElement && root.contains(active) && active.matches(FIELDS)
}

/** The form's first field, focused, unless the user is in one of its fields already. */
export function focusFirstField(root: HTMLElement | null | undefined): void {
  if (!root || typingIn(root)) return
  root.querySelector<HTMLElement>(FIELDS)?.focus()
}

/**
 * A field and everything that belongs to it — label, control, its message —
 * brought into view within its scrolling body, so that nothing of it is
 * under the form's footer or past the window's edge.
 */
export function revealField(control: HTMLElement): void {
  const frame = control.closest<HTMLElement>('.field, .check-field') ?? control
  frame.scrollIntoView({ block: 'nearest', inline: 'nearest' })
}

/** After a refused save: the first field to fix, focused and in view with its message. */
export async function focusFirstInvalid(root: HTMLElement | null | undefined): Promise<void> {
  await nextTick()
  const field = root?.querySelector<HTMLElement>('[aria-invalid="true"]')
  if (!field) return
  field.focus({ preventScroll: true })
  revealField(field)
}

/** Past this, a view that has still drawn nothing is not waited for: the focus goes where it can. */
const DRAWN_AT_MOST_MS = 2_000

/**
 * Resolves once `root` holds an element: a view in a chunk of its own is drawn a few microtasks after its chunk has
 * come — after whoever awaited the same chunk — so the focus waits for what it would land in.
 */
export function whenDrawn(root: HTMLElement | null | undefined): Promise<void> {
  if (!root || root.firstElementChild) return Promise.resolve()
  return new Promise((resolve) => {
    const done = (): void => {
      observer.disconnect()
      clearTimeout(timeout)
      resolve()
    }
    const observer = new MutationObserver(() => {
      if (root.firstElementChild) done()
    })
    observer.observe(root, { childList: true })
    const timeout = setTimeout(done, DRAWN_AT_MOST_MS)
  })
}

/**
 * After the window moved to a view: unless the view put the focus somewhere
 * itself, its heading has it (a screen reader says where the user is now),
 * else its first control.
 */
export function focusView(root: HTMLElement | null | undefined): void {
  if (!root) return
  const active = document.activeElement
  if (active instanceof HTMLElement && active !== document.body && root.contains(active)) return
  const heading = root.querySelector<HTMLElement>('h1')
  if (heading) {
    if (!heading.hasAttribute('tabindex')) heading.tabIndex = -1
    heading.focus({ preventScroll: true })
    return
  }
  root.querySelector<HTMLElement>(FOCUSABLE)?.focus({ preventScroll: true })
}

/**
 * Whether the focus is still where nobody chose to put it: nowhere, or on a view's heading, where
 * focusView puts it so that a screen reader names the new view. A view that places the focus itself
 * once its data has come (the list's row just edited) may take it from there.
 */
export function focusIsUnclaimed(): boolean {
  const active = document.activeElement
  return (
    active === null ||
    active === document.body ||
    (active instanceof HTMLElement && active.tagName === 'H1' && active.tabIndex === -1)
  )
}
