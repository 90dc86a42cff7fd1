/**
 * A website form's own field checks (form-session.ts): all of them before a save, one as the user leaves its field,
 * and the messages they put under fields worded again when the language changes.
 */
import type { Ref } from 'vue'
import { hasErrors, type FieldErrors } from '../../../shared/validation'
import { checkFields, type formFeedback } from './form-feedback'
import { firstMessages } from './ipc-errors'
import { checkForm, type WebsiteForm } from './website-form'

export type CheckedField = 'domain' | 'excludeParams' | 'excludeIps' | 'password'

interface CheckedParts {
  domain: Ref<string>
  form: Ref<WebsiteForm | null>
  /** The checks beyond the settings' own (a new website's domain). */
  extra: (domain: string) => FieldErrors
  feedback: ReturnType<typeof formFeedback>
  announce(text: string): void
  focusFirstInvalid(): Promise<void>
}

export function formChecks({ domain, form, extra, feedback, announce, focusFirstInvalid }: CheckedParts) {
  /** The messages these checks put under fields, as they were worded: a change of language words them again. */
  const own = new Map<string, string>()
  let passwordRequiredLast = false

  function check(passwordRequired: boolean): FieldErrors {
    const found = form.value ? checkForm(form.value, { passwordRequired }) : {}
    return { ...extra(domain.value), ...found }
  }

  function remember(messages: Record<string, string>): void {
    for (const [field, message] of Object.entries(messages)) own.set(field, message)
  }

  /** Whether the form may be sent (else the first field at fault has the focus). */
  async function passes(passwordRequired: boolean): Promise<boolean> {
    const found = check(passwordRequired)
    passwordRequiredLast = passwordRequired
    feedback.refs.errors.value = firstMessages(found)
    remember(feedback.refs.errors.value)
    feedback.forgetOutcome()
    if (!hasErrors(found)) return true
    announce(checkFields())
    await focusFirstInvalid()
    return false
  }

  /** One field checked as the user leaves it: its message, or none, the others left alone. */
  function checkField(field: CheckedField): void {
    if (!form.value || (field === 'domain' && !domain.value.trim())) return feedback.setError(field, undefined)
    const message = firstMessages(check(false))[field]
    feedback.setError(field, message)
    if (message) remember({ [field]: message })
  }

  /** The language changed: the messages these checks show are said again in it (main's stay as main worded them). */
  function rewordChecks(): void {
    const found = firstMessages(check(passwordRequiredLast))
    const reworded: Record<string, string> = {}
    for (const [field, message] of own) {
      if (feedback.refs.errors.value[field] !== message) continue
      feedback.setError(field, found[field])
      if (found[field]) reworded[field] = found[field]
    }
    own.clear()
    remember(reworded)
  }

  return { passes, checkField, rewordChecks }
}
