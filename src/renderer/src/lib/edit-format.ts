/** How an edit and its conflict read to the user: setting names and values in words (src/shared/words.ts). */
import { formatList, isolate, t } from '../../../shared/i18n'
import type { Edit } from '../../../shared/sync'
import type { Privacy, WebsitePatch } from '../../../shared/website'
import { PRIVACY_LABELS, settingLabel } from '../../../shared/words'

export { settingLabel as fieldLabel } from '../../../shared/words'

export function formatValue(field: string, value: unknown): string {
  if (value === undefined || value === null) return '—'
  if (field === 'password') return '••••••'
  if (field === 'privacy' && (value === 0 || value === 1 || value === 2)) return PRIVACY_LABELS[value as Privacy]
  if (typeof value === 'boolean') return value ? t('editor.values.on') : t('editor.values.off')
  if (Array.isArray(value))
    return value.length === 0
      ? t('editor.values.none')
      : formatList(
          value.map((entry) => isolate(String(entry))),
          'unit',
        )
  return String(value)
}

/** "Statistics page → Private", one per changed setting. */
export function describeChanges(patch: WebsitePatch): string[] {
  return Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) =>
      field === 'password'
        ? t('editor.values.newPassword')
        : t('editor.values.change', {
            // Each isolated: a name and a value in different scripts keep the sentence's order.
            setting: isolate(settingLabel(field) ?? t('editor.values.aSetting')),
            value: isolate(formatValue(field, value)),
          }),
    )
}

export function describeEdit(edit: Edit): { action: string; changes: string[] } {
  switch (edit.kind) {
    case 'create': {
      const { domain: _domain, ...settings } = edit.input
      return { action: t('editor.values.adding'), changes: describeChanges(settings) }
    }
    case 'update':
      return { action: t('editor.values.changing'), changes: describeChanges(edit.patch) }
    case 'delete':
      return { action: t('editor.values.deleting'), changes: [] }
  }
}

export function editWebsiteId(edit: Edit): string {
  return edit.kind === 'create' ? edit.localId : edit.websiteId
}

/**
 * The website's name as people write it, when the edit itself knows it: the website it deletes, or
 * the server's record it conflicts with. A create names its domain only in ASCII, as typed and
 * sent; the mirror's website of that create shows it (ConflictsView asks for it).
 */
export function shownDomainInEdit(edit: Edit): string | null {
  if (edit.kind === 'delete') return edit.before.displayDomain
  if (edit.conflict?.kind === 'changed') return edit.conflict.theirs.displayDomain
  return null
}
