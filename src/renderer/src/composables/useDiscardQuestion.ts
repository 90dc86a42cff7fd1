/**
 * "Discard your changes to example.com?" as the window asks it (stores/unsaved-changes.ts decides when), and,
 * for as long as a form holds more than main keeps for the next start, the word that it will not outlast a
 * restart — said in the live region as it becomes true.
 */
import { computed, watch } from 'vue'
import { isolate, t } from '../../../shared/i18n'
import { useAnnouncerStore } from '../stores/announcer'
import { useUnsavedChangesStore } from '../stores/unsaved-changes'
import { useUnsavedToMain } from './useUnsavedToMain'

export function useDiscardQuestion() {
  const unsaved = useUnsavedChangesStore()
  const toMain = useUnsavedToMain()
  const announcer = useAnnouncerStore()
  const notKept = computed(() =>
    toMain.draftTooLarge && unsaved.current
      ? t('editor.discard.notKept', { subject: isolate(unsaved.current.subject()) })
      : null,
  )
  watch(notKept, (text) => {
    if (text) void announcer.announce(text)
  })
  return { question: computed(() => unsaved.question), notKept }
}
