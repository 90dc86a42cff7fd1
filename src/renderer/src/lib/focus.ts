/** Focus helpers for forms: after a refused save, the first field to fix gets the focus (and scrolls into view). */
import { nextTick } from 'vue'

export async function focusFirstInvalid(root: HTMLElement | null | undefined): Promise<void> {
  await nextTick()
  root?.querySelector<HTMLElement>('[aria-invalid="true"]')?.focus()
}
