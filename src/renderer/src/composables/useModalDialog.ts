/**
 * A `<dialog>` shown as a modal while `isOpen()` holds: the control `focusOnOpen` gives takes the
 * focus when it opens, and the focus goes back where it was when it closes — unless
 * `keepFocusElsewhere` and the user has moved on (a website the switcher opened has the focus).
 */
import { nextTick, watch, type Ref } from 'vue'

export interface ModalDialogOptions {
  isOpen(): boolean
  focusOnOpen(): HTMLElement | null | undefined
  /** Give the focus back only if nothing else took it (it is on the page's body). */
  keepFocusElsewhere?: boolean
}

export function useModalDialog(dialog: Ref<HTMLDialogElement | null>, options: ModalDialogOptions): void {
  let focusedBefore: HTMLElement | null = null
  watch(
    options.isOpen,
    async (open) => {
      await nextTick()
      const element = dialog.value
      if (!element) return
      if (open && !element.open) {
        focusedBefore = document.activeElement instanceof HTMLElement ? document.activeElement : null
        element.showModal()
        options.focusOnOpen()?.focus()
      } else if (!open && element.open) {
        element.close()
        const focusLost = document.activeElement === document.body
        if (focusedBefore?.isConnected && (!options.keepFocusElsewhere || focusLost))
          focusedBefore.focus({ preventScroll: true })
        focusedBefore = null
      }
    },
    { immediate: true },
  )
}
