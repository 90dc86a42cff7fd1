/**
 * What a bulk change does to each selected website, decided from what this computer knows of it
 * (the mirror): it changes, it has this already, SiteTray does not know its excluded parameters
 * (servers never return them, so an add would replace a list nobody has seen), or it is not on
 * the service yet. The same rules make the preview and the batch; no I/O here.
 */
import { mergeLines, type LineChange } from '../../../shared/bulk/lines'
import { actionTitle, groupText, previewSummary } from '../../../shared/bulk/words'
import { SAMPLE_DOMAINS, type BulkAction, type PreviewGroup, type PreviewGroupKind } from '../../../shared/bulk'
import {
  PASSWORD_MAX_LENGTH,
  validateExcludeIps,
  validateExcludeParams,
  type FieldErrors,
} from '../../../shared/field-values'
import { formatNumber, t } from '../../../shared/i18n'
import type { Website, WebsitePatch } from '../../../shared/website'
import { isLocalId } from '../local-ids'

export interface PlannedChange {
  website: Website
  kind: PreviewGroupKind
  /** What is sent, for a website that changes (a delete has none). */
  patch?: WebsitePatch
  /** A lines change, worked out again from the server's list right before the write. */
  lines?: LineChange
}

/**
 * The change's own rules, as field errors for the form that made it: the lines as the editor checks them, a password
 * for Password.
 */
export function checkAction(action: BulkAction): FieldErrors {
  const errors: FieldErrors = {}
  if (action.kind === 'lines') {
    const validate = action.field === 'excludeIps' ? validateExcludeIps : validateExcludeParams
    for (const side of ['add', 'remove'] as const) {
      const checked = validate(action[side])
      if (!checked.ok) errors[side] = [checked.message]
    }
    if (action.add.length === 0 && action.remove.length === 0) errors.add = [t('bulk.errors.noLines')]
    if (action.swap && (action.add.length !== 1 || action.remove.length !== 1)) errors.add = [t('bulk.errors.swapOne')]
  }
  if (action.kind === 'privacy') {
    if (action.privacy === 2 && !action.password) errors.password = [t('bulk.errors.passwordMissing')]
    else if ((action.password?.length ?? 0) > PASSWORD_MAX_LENGTH)
      errors.password = [t('bulk.errors.passwordTooLong', { max: formatNumber(PASSWORD_MAX_LENGTH) })]
    else if (action.privacy !== 2 && action.password !== undefined)
      errors.password = [t('bulk.errors.passwordUnwanted')]
  }
  return errors
}

function planLines(
  website: Website,
  action: Extract<BulkAction, { kind: 'lines' }>,
  replaceUnknown: boolean,
): PlannedChange {
  const { field } = action
  const current = website[field]
  if (current === null && !replaceUnknown) return { website, kind: 'unknown' }
  const lines: LineChange = { field, add: action.add, remove: action.remove, ...(action.swap && { swap: true }) }
  const merged = mergeLines(current ?? [], lines)
  // A list nobody knew is replaced even when the merge leaves it as SiteTray pictures it: that is what the user chose.
  if (current !== null && merged.added.length === 0 && merged.removed.length === 0)
    return { website, kind: 'unchanged' }
  return { website, kind: 'change', patch: { [field]: merged.value }, lines }
}

/**
 * What the change does to one website. `replaceUnknown`: the user chose to replace the excluded parameters SiteTray
 * does not know.
 */
export function planChange(website: Website, action: BulkAction, replaceUnknown = false): PlannedChange {
  if (isLocalId(website.id)) return { website, kind: 'not-on-service' }
  switch (action.kind) {
    case 'lines':
      return planLines(website, action, replaceUnknown)
    case 'privacy':
      // A password is always sent: nobody can read the one a page has.
      if (website.privacy === action.privacy && action.privacy !== 2) return { website, kind: 'unchanged' }
      return {
        website,
        kind: 'change',
        patch: { privacy: action.privacy, ...(action.password !== undefined && { password: action.password }) },
      }
    case 'switch':
      if (website[action.field] === action.on) return { website, kind: 'unchanged' }
      return { website, kind: 'change', patch: { [action.field]: action.on } }
    case 'delete':
      return { website, kind: 'change' }
  }
}

const GROUP_ORDER: readonly PreviewGroupKind[] = ['change', 'unchanged', 'unknown', 'not-on-service']

/** The plans grouped as the preview shows them: how many of each, what happens to them, the first few domains. */
export function previewGroups(plans: readonly PlannedChange[], action: BulkAction): PreviewGroup[] {
  return GROUP_ORDER.flatMap((kind) => {
    const members = plans.filter((plan) => plan.kind === kind)
    if (members.length === 0) return []
    return [
      {
        kind,
        count: members.length,
        text: groupText(action, kind),
        domains: members.slice(0, SAMPLE_DOMAINS).map((plan) => plan.website.displayDomain),
      },
    ]
  })
}

export function describePlans(
  plans: readonly PlannedChange[],
  action: BulkAction,
): { title: string; summary: string; groups: PreviewGroup[] } {
  const groups = previewGroups(plans, action)
  return { title: actionTitle(action), summary: previewSummary(plans.length, groups), groups }
}
