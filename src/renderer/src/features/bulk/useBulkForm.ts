/**
 * One change to the websites ticked in the list, as its form holds it: the values (lines, privacy, a switch), the
 * preview main answers for exactly those values (a change to them asks for a new one), the unknown excluded
 * parameters replaced or not, and Apply — a delete asks first.
 */
import { computed, reactive, ref, watch } from 'vue'
import type { BulkPreview } from '../../../../shared/bulk'
import { tn } from '../../../../shared/i18n'
import { actionOf, bulkChoices, type BulkForm } from '../../lib/bulk-choices'
import type { BulkChoice } from '../../router/routes'
import { useBulk, useBulkChange } from './useBulk'

/** How many websites the preview would change, and the first few of them. */
function previewCounts(preview: () => BulkPreview | null, replaceUnknown: () => boolean) {
  const unknown = computed(() => preview()?.groups.find((group) => group.kind === 'unknown')?.count ?? 0)
  return {
    changing: computed(() => (preview()?.changing ?? 0) + (replaceUnknown() ? unknown.value : 0)),
    firstDomains: computed(() => preview()?.groups.find((group) => group.kind === 'change')?.domains ?? []),
  }
}

export function useBulkForm(accountId: () => string, choice: () => BulkChoice) {
  const bulk = useBulk()
  const change = useBulkChange(accountId)
  const { busy, problem } = change
  const chosen = computed(() => bulkChoices()[choice()])
  const form = computed(() => chosen.value.form)
  const target = computed(() => (bulk.target?.accountId === accountId() ? bulk.target : null))
  const values = reactive<BulkForm>({ lines: '', privacy: 0, password: '', on: true })
  const preview = ref<BulkPreview | null>(null)
  const replaceUnknown = ref(false)
  const errors = ref<Record<string, string[]>>({})
  const confirming = ref(false)
  const { changing, firstDomains } = previewCounts(
    () => preview.value,
    () => replaceUnknown.value,
  )
  watch(values, () => {
    preview.value = null
    errors.value = {}
  })

  async function showPreview(): Promise<void> {
    if (!target.value || busy.value) return
    busy.value = true
    problem.value = null
    const result = await change.preview(target.value.selection, actionOf(form.value, values))
    busy.value = false
    if (result.ok) preview.value = result.data
    else if (result.error.fieldErrors) errors.value = result.error.fieldErrors
    else [errors.value, problem.value] = [{}, result.error.message]
  }

  async function apply(): Promise<void> {
    if (!preview.value || busy.value) return
    if (form.value.kind === 'delete' && !confirming.value) return void (confirming.value = true)
    const went = await change.apply(preview.value.previewId, { replaceUnknown: replaceUnknown.value }, true)
    confirming.value = false
    if (!went) preview.value = null
  }

  return {
    ...{ busy, problem, chosen, form, target, values, preview, replaceUnknown, errors, confirming },
    ...{ changing, firstDomains, showPreview, apply, back: change.back },
    applyLabel: computed(() =>
      tn(form.value.kind === 'delete' ? 'bulk.view.delete' : 'bulk.view.applyTo', changing.value),
    ),
    linesError: computed(() =>
      form.value.kind === 'lines' ? (errors.value[form.value.side] ?? errors.value.add)?.[0] : undefined,
    ),
  }
}
