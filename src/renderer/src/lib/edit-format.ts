/** How an edit and its conflict read to the user: setting names and values in words. */
import type { Edit } from '../../../shared/sync'
import type { Privacy, WebsitePatch } from '../../../shared/website'
import { PRIVACY_LABELS } from './format'

export const FIELD_LABELS: Record<string, string> = {
  domain: 'Domain',
  privacy: 'Statistics page',
  password: 'Password',
  emailReports: 'E-mail reports',
  excludeBots: 'Exclude bots',
  excludeParams: 'Excluded query parameters',
  excludeIps: 'Excluded IP addresses',
  favorite: 'Favorite',
}

export function fieldLabel(field: string): string {
  return FIELD_LABELS[field] ?? field
}

export function formatValue(field: string, value: unknown): string {
  if (value === undefined || value === null) return '—'
  if (field === 'password') return '••••••'
  if (field === 'privacy' && (value === 0 || value === 1 || value === 2)) return PRIVACY_LABELS[value as Privacy]
  if (typeof value === 'boolean') return value ? 'On' : 'Off'
  if (Array.isArray(value)) return value.length === 0 ? 'None' : value.join(', ')
  return String(value)
}

/** "Statistics page → Private", one per changed setting. */
export function describeChanges(patch: WebsitePatch): string[] {
  return Object.entries(patch)
    .filter(([, value]) => value !== undefined)
    .map(([field, value]) => (field === 'password' ? 'New password' : `${fieldLabel(field)} → ${formatValue(field, value)}`))
}

export function describeEdit(edit: Edit): { action: string; changes: string[] } {
  switch (edit.kind) {
    case 'create': {
      const { domain: _domain, ...settings } = edit.input
      return { action: 'Adding this website', changes: describeChanges(settings) }
    }
    case 'update':
      return { action: 'Changing settings', changes: describeChanges(edit.patch) }
    case 'delete':
      return { action: 'Deleting this website', changes: [] }
  }
}

export function editWebsiteId(edit: Edit): string {
  return edit.kind === 'create' ? edit.localId : edit.websiteId
}

/** The website's name as the edit itself knows it, when it does. */
export function domainInEdit(edit: Edit): string | null {
  if (edit.kind === 'create') return edit.input.domain
  if (edit.kind === 'delete') return edit.before.domain
  if (edit.conflict?.kind === 'changed') return edit.conflict.theirs.domain
  return null
}
