/**
 * A question the window puts to the user and waits on ("Discard your changes to example.com?"):
 * one at a time; asked again meanwhile, it answers the same. The view shows `question` while it
 * is set and settles it with the user's choice.
 */
import { ref, type Ref } from 'vue'

export interface Question {
  subject: string
  answer: Promise<boolean>
  settle(discard: boolean): void
}

export function oneQuestion(): { question: Ref<Question | null>; ask(subject: string): Promise<boolean> } {
  const question = ref<Question | null>(null)

  /** Resolves true when the user chooses Discard. */
  function ask(subject: string): Promise<boolean> {
    if (question.value) return question.value.answer
    let settle: (discard: boolean) => void = () => undefined
    const answer = new Promise<boolean>((resolve) => (settle = resolve))
    question.value = {
      subject,
      answer,
      settle(discard) {
        question.value = null
        settle(discard)
      },
    }
    return answer
  }

  return { question, ask }
}
