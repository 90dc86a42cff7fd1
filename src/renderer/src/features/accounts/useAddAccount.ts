/**
 * A new account's form: the service's address, an API key (write-only: main keeps it in the keychain and never
 * sends it back) and an optional label; the form's own checks, "Test connection" (whose variant "Add" then reuses)
 * and "Add". Nothing the user typed is lost when the service says no; what was typed and not added is asked about
 * before it goes and kept for the next start, without the key.
 */
import { computed, ref, watch, type Ref } from 'vue'
import type { ConnectionResult } from '../../../../shared/accounts'
import { currentLanguage, t } from '../../../../shared/i18n'
import type { Variant } from '../../../../shared/website'
import { accountName, useAccounts } from '../../composables/useAccounts'
import { useNavigation } from '../../composables/useNavigation'
import { useFormBaseline, useUnsavedChanges } from '../../composables/useUnsavedChanges'
import { focusFirstInvalid } from '../../lib/focus'
import { firstErrors, type IpcError } from '../../lib/ipc-errors'
import { checkServiceAddress, fieldOfError, fieldOfProblem, withScheme } from '../../lib/service-address'
import { useAccountRequests } from './useAccountRequests'

/** The fields, their errors and the form's own checks. */
function accountFields(formElement: Ref<HTMLFormElement | null>) {
  const baseUrl = ref('')
  const apiKey = ref('')
  const label = ref('')
  const errors = ref<Record<string, string>>({})
  const general = ref<string | null>(null)

  // The form's own messages follow a change of language; main's answers stay as main worded them.
  watch(currentLanguage, () => {
    const next = { ...errors.value }
    if (next.baseUrl) next.baseUrl = checkServiceAddress(baseUrl.value) ?? next.baseUrl
    if (next.apiKey && apiKey.value.trim() === '') next.apiKey = t('accounts.add.apiKeyMissing')
    errors.value = next
  })

  /** True when the service may be asked. */
  function checkInputs(): boolean {
    baseUrl.value = withScheme(baseUrl.value)
    const found: Record<string, string> = {}
    const address = checkServiceAddress(baseUrl.value)
    if (address) found.baseUrl = address
    if (apiKey.value.trim() === '') found.apiKey = t('accounts.add.apiKeyMissing')
    errors.value = found
    general.value = null
    if (Object.keys(found).length > 0) void focusFirstInvalid(formElement.value)
    return Object.keys(found).length === 0
  }

  /** A refusal: under the fields it names, else below the form. */
  function showError(error: IpcError): void {
    const fieldErrors = firstErrors(error)
    const field = fieldOfError(error)
    if (Object.keys(fieldErrors).length > 0) {
      errors.value = fieldErrors
      const shown = ['baseUrl', 'apiKey', 'label'].some((key) => key in fieldErrors)
      general.value = shown ? null : error.message
    } else if (field === 'general') general.value = error.message
    else errors.value = { [field]: error.message }
    void focusFirstInvalid(formElement.value)
  }

  function onAddressBlur(): void {
    baseUrl.value = withScheme(baseUrl.value)
    const problem = baseUrl.value ? checkServiceAddress(baseUrl.value) : null
    const { baseUrl: _old, ...rest } = errors.value
    errors.value = problem ? { ...rest, baseUrl: problem } : rest
  }

  return { baseUrl, apiKey, label, errors, general, checkInputs, showError, onAddressBlur }
}

type Fields = ReturnType<typeof accountFields>

/** "Test connection": the variant it finds, for exactly these inputs, spares "Add" a second detection. */
function connectionTest(fields: Fields) {
  const requests = useAccountRequests()
  const testing = ref(false)
  const result = ref<ConnectionResult | null>(null)
  const tested = ref<{ baseUrl: string; apiKey: string; variant: Variant } | null>(null)
  watch([fields.baseUrl, fields.apiKey], () => (result.value = null))

  async function test(): Promise<void> {
    if (!fields.checkInputs()) return
    testing.value = true
    result.value = null
    const request = { baseUrl: fields.baseUrl.value.trim(), apiKey: fields.apiKey.value }
    const answer = await requests.detect(request)
    testing.value = false
    if (!answer.ok) return fields.showError(answer.error)
    if (answer.data.ok) {
      result.value = answer.data
      tested.value = { ...request, variant: answer.data.variant }
      return
    }
    // A problem with the address or the key shows under that field; anything else below the form.
    const field = fieldOfProblem(answer.data.problem)
    if (field === 'general') result.value = answer.data
    else fields.errors.value = { [field]: answer.data.message }
  }

  /** The variant the last test found, if it was of these very inputs. */
  const knownVariant = (baseUrl: string, apiKey: string): Variant | undefined =>
    tested.value?.baseUrl === baseUrl && tested.value.apiKey === apiKey ? tested.value.variant : undefined

  return { testing, result, test, knownVariant }
}

export function useAddAccount(formElement: Ref<HTMLFormElement | null>) {
  const accounts = useAccounts()
  const router = useNavigation()
  const fields = accountFields(formElement)
  const connection = connectionTest(fields)
  const adding = ref(false)
  const busy = computed(() => connection.testing.value || adding.value)
  const typed = useFormBaseline(() => [fields.baseUrl.value, fields.apiKey.value, fields.label.value])
  const { claimKept } = useUnsavedChanges({
    subject: () => t('accounts.add.unsavedSubject'),
    unsaved: () => !busy.value && typed.changed(),
    draft: () => ({ form: 'add-account', baseUrl: fields.baseUrl.value, label: fields.label.value }),
  })

  async function add(): Promise<void> {
    if (busy.value || !fields.checkInputs()) return
    adding.value = true
    connection.result.value = null
    const label = fields.label.value.trim()
    const request = { baseUrl: fields.baseUrl.value.trim(), apiKey: fields.apiKey.value, ...(label && { label }) }
    const variant = connection.knownVariant(request.baseUrl, request.apiKey)
    const answer = await accounts.add(variant ? { ...request, variant } : request)
    adding.value = false
    if (!answer.ok) return fields.showError(answer.error)
    fields.apiKey.value = ''
    typed.commit()
    const text = t('accounts.add.added', { name: accountName(answer.data) })
    await router.goTop({ view: 'websites', accountId: answer.data.id }, { notice: { text, tone: 'good' } })
  }

  /** The draft the last run left, back in the fields. */
  function restoreKept(): void {
    const kept = claimKept('add-account', () => true)
    if (!kept) return
    fields.baseUrl.value = kept.baseUrl
    fields.label.value = kept.label
  }

  return {
    ...fields,
    ...connection,
    test: () => (busy.value ? Promise.resolve() : connection.test()),
    adding,
    busy,
    add,
    restoreKept,
    goBack: () => void router.back(accounts.list.length ? { view: 'websites' } : { view: 'onboarding' }),
  }
}
