/** The quick switcher as the window holds it: open or not, what the user typed, and the result they are on. */
import { defineStore } from 'pinia'
import { ref, watch } from 'vue'

export const useSwitcherStore = defineStore('switcher', () => {
  const isOpen = ref(false)
  const text = ref('')
  const active = ref(0)
  // A new word ranks anew: the user is on the best match.
  watch(text, () => (active.value = 0))

  return {
    isOpen,
    text,
    active,
    show(): void {
      text.value = ''
      active.value = 0
      isOpen.value = true
    },
    close: () => void (isOpen.value = false),
    /** One result up or down among `count`, round at the ends. */
    move(step: number, count: number): void {
      if (count > 0) active.value = (active.value + step + count) % count
    },
  }
})
