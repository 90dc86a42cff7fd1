/**
 * Saving a website's draft: the form's own checks first, then only what
 * changed, with what the form showed of it (so that another device's change
 * meanwhile is a conflict), the favorite on its own channel; or, for a refused
 * edit opened again, the correction in its place. What became of it — sent,
 * kept for later, a conflict, refused with field errors — is kept for the form
 * to show.
 */
import { ref } from 'vue'
import type { EditOutcome } from '../../../shared/sync'
import { hasErrors } from '../../../shared/validation'
import type { WebsitePatch } from '../../../shared/website'
import { firstErrors, firstMessages, type IpcError, type IpcResult } from '../lib/ipc-errors'
import { changesOf, checkForm, seenValues } from '../lib/website-form'
import type { Notice } from '../router/routes'
import { useWebsitesStore } from '../stores/websites'
import type { useRefusedEdit } from './useRefusedEdit'
import type { useWebsiteDraft } from './useWebsiteDraft'

interface SaveContext {
  accountId: () => string
  draft: ReturnType<typeof useWebsiteDraft>
  refused: ReturnType<typeof useRefusedEdit<'update'>>
  /** Puts the first field with an error in view, focused. */
  focusFirstInvalid: () => Promise<void>
  /** The refused edit is gone, sent again: the editor goes on as an ordinary one. */
  onCorrected: (notice: Notice) => Promise<void>
}

export function useWebsiteSave({ accountId, draft, refused, focusFirstInvalid, onCorrected }: SaveContext) {
  const websites = useWebsitesStore()
  const errors = ref<Record<string, string>>({})
  const failure = ref<IpcError | null>(null)
  const outcome = ref<EditOutcome | null>(null)
  const saving = ref(false)

  const seenOf = (patch: WebsitePatch) => (draft.shownForm.value ? seenValues(draft.shownForm.value, patch) : undefined)

  async function save(): Promise<void> {
    const current = draft.website.value
    const values = draft.form.value
    if (!current || !values || saving.value) return
    const found = checkForm(values, { passwordRequired: values.privacy === 2 && (!current.hasPassword || refused.asksForPassword.value) })
    errors.value = firstMessages(found)
    failure.value = null
    outcome.value = null
    if (hasErrors(found)) return focusFirstInvalid()
    const { patch, favorite } = changesOf(current, values)
    saving.value = true
    if (refused.edit.value) return sendCorrection(current.id, patch, favorite)
    const sent = await send(current.id, patch, favorite)
    if (!sent.ok) return fail(sent.error)
    saving.value = false
    if (sent.data) await settle(sent.data)
  }

  /** The update, then the favorite unless the update is a conflict; answers the more telling outcome, or null when nothing changed. */
  async function send(websiteId: string, patch: WebsitePatch, favorite: boolean | undefined): Promise<IpcResult<EditOutcome | null>> {
    let last: EditOutcome | null = null
    if (Object.keys(patch).length > 0) {
      const result = await websites.update({ accountId: accountId(), websiteId, patch, seen: seenOf(patch) })
      if (!result.ok) return result
      last = result.data
    }
    if (favorite !== undefined && last?.status !== 'conflict') {
      const result = await websites.favorite({ accountId: accountId(), websiteId, favorite })
      if (!result.ok) return result
      // A queued update stays queued even if the favorite went through.
      if (!last || last.status === 'saved') last = result.data
    }
    return { ok: true, data: last }
  }

  /** Sent or kept: the form shows the website as it now is. A conflict leaves the form as the user made it. */
  async function settle(last: EditOutcome): Promise<void> {
    outcome.value = last
    if (last.status === 'conflict') return
    if (draft.form.value) draft.form.value.password = ''
    if (last.website) draft.adopt(last.website)
    else await draft.load()
  }

  /**
   * Retry mode: the correction goes in the refused edit's place, sent even when
   * nothing differs from the service any more (the refused edit then simply
   * goes). Refused again, the form shows the new reason and stays.
   */
  async function sendCorrection(websiteId: string, patch: WebsitePatch, favorite: boolean | undefined): Promise<void> {
    const result = await refused.send(patch, seenOf(patch))
    if (!result.ok) return fail(result.error)
    saving.value = false
    if (result.refusedAgain) {
      errors.value = refused.fieldErrors.value
      return focusFirstInvalid()
    }
    if (favorite !== undefined && result.data.status !== 'conflict') {
      const starred = await websites.favorite({ accountId: accountId(), websiteId, favorite })
      if (!starred.ok) return fail(starred.error)
    }
    await onCorrected(result.data.status === 'saved' ? { text: 'Sent again.', tone: 'good' } : { text: result.data.message, tone: 'warning' })
  }

  function fail(error: IpcError): Promise<void> {
    saving.value = false
    errors.value = firstErrors(error)
    failure.value = hasErrors(error.fieldErrors ?? {}) ? null : error
    return focusFirstInvalid()
  }

  /** A field checked as the user leaves it. */
  function check(field: 'excludeParams' | 'excludeIps' | 'password'): void {
    if (!draft.form.value || !draft.website.value) return
    const found = firstMessages(checkForm(draft.form.value, { passwordRequired: false }))
    const { [field]: _old, ...rest } = errors.value
    errors.value = found[field] ? { ...rest, [field]: found[field] } : rest
  }

  /** What the last save said stops being true once the user changes something. */
  function forgetOutcome(): void {
    outcome.value = null
    failure.value = null
  }

  return { errors, failure, outcome, saving, save, check, forgetOutcome }
}
