/** Which account the window shows: the one the user (or a link) chose; the accounts themselves are main's data. */
import { defineStore } from 'pinia'
import { ref } from 'vue'

export const useAccountChoiceStore = defineStore('account-choice', () => {
  const chosenId = ref<string | null>(null)
  return {
    chosenId,
    select: (accountId: string) => void (chosenId.value = accountId),
  }
})
