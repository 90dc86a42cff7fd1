/**
 * The window's one polite live region: outcomes ("Saved.", "Sent.", a
 * conflict, a refusal) and notices are said here, once each, without moving
 * the focus. Views show them as they like; only this region speaks, so that
 * nothing is read out twice.
 */
import { defineStore } from 'pinia'
import { nextTick, ref, watch } from 'vue'
import { currentLanguage } from '../../../shared/i18n'

export const useAnnouncerStore = defineStore('announcer', () => {
  const message = ref('')
  let turn = 0

  /** Says `text` politely; the same text twice is said twice. */
  async function announce(text: string): Promise<void> {
    const mine = ++turn
    // Emptied first, so that a screen reader hears a change even when the words are the same.
    message.value = ''
    await nextTick()
    if (mine === turn) message.value = text
  }

  // What was said is past: after a change of language the region is emptied rather than left in the old one.
  watch(currentLanguage, () => {
    turn++
    message.value = ''
  })

  return { message, announce }
})
