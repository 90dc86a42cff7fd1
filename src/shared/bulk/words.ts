/**
 * How a bulk change is said, the same in the window and the tray: what it does ("Add 203.0.113.7
 * to excluded IP addresses"), what it does to each group of websites in its preview, and how far
 * a batch has come ("Applying to 12 of 35"). The words are the catalogs' (area `bulk`): each
 * change is one whole sentence per field and value, never a sentence assembled from a field's
 * name, so that every language can say it in its own order.
 */
import type { BatchOutcome, BulkAction, BulkPreview, PreviewGroup, PreviewGroupKind } from '.'
import { formatList, formatNumber, isolate, t, tn, type MessageKey } from '../i18n'
import { catalogLabels } from '../words'

/** "203.0.113.7", "a, b and c", "5 lines". */
export function linesWords(lines: readonly string[]): string {
  if (lines.length === 0) return t('bulk.lines.nothing')
  if (lines.length > 3) return tn('bulk.lines.many', lines.length)
  return formatList(lines)
}

const LINE_SUFFIX = { excludeIps: 'Ips', excludeParams: 'Params' } as const
const PRIVACY_KEYS = ['public', 'private', 'password'] as const

/** The key of a change's words in one of the catalog's groups: "addIps", "private", "favoriteOn". */
function actionKey(action: Exclude<BulkAction, { kind: 'lines' }>): string {
  switch (action.kind) {
    case 'privacy':
      return PRIVACY_KEYS[action.privacy]
    case 'switch':
      return `${action.field}${action.on ? 'On' : 'Off'}`
    case 'delete':
      return 'delete'
  }
}

type LineAction = Extract<BulkAction, { kind: 'lines' }>

/** Which of a lines change's sentences: add, remove, swap or both, in the field's own words. */
function linesKey(action: LineAction): string {
  const suffix = LINE_SUFFIX[action.field]
  if (action.swap) return `swap${suffix}`
  if (action.remove.length === 0) return `add${suffix}`
  if (action.add.length === 0) return `remove${suffix}`
  return `both${suffix}`
}

// The keys are built from a change's kind and field, which the catalog's types cannot follow: the English catalog
// has every one (test/i18n/catalogs.test.ts keeps the others in step with it).
const say = (key: string, named?: Record<string, string>): string => t(key as MessageKey, named)

function linesNamed(action: LineAction): Record<string, string> {
  const single = action.remove.length === 0 ? action.add : action.remove
  return { lines: linesWords(single), add: linesWords(action.add), remove: linesWords(action.remove) }
}

/** The change in a few words, as a title. */
export function actionTitle(action: BulkAction): string {
  if (action.kind === 'lines') return say(`bulk.title.${linesKey(action)}`, linesNamed(action))
  return say(`bulk.title.${actionKey(action)}`)
}

function changeText(action: BulkAction): string {
  if (action.kind !== 'lines') return say(`bulk.change.${actionKey(action)}`)
  const key = linesKey(action)
  return say(`bulk.change.${key.startsWith('swap') ? 'swap' : key}`, linesNamed(action))
}

function unchangedText(action: BulkAction): string {
  if (action.kind !== 'lines') return say(`bulk.unchanged.${actionKey(action)}`)
  if (action.swap) return t('bulk.unchanged.swap', { lines: linesWords(action.remove) })
  if (action.remove.length === 0) return t(action.add.length === 1 ? 'bulk.unchanged.hasOne' : 'bulk.unchanged.hasMany')
  if (action.add.length === 0)
    return t(action.remove.length === 1 ? 'bulk.unchanged.lacksOne' : 'bulk.unchanged.lacksMany')
  return t('bulk.unchanged.both')
}

/** What happens to one group of the selected websites. */
export function groupText(action: BulkAction, kind: PreviewGroupKind): string {
  switch (kind) {
    case 'change':
      return changeText(action)
    case 'unchanged':
      return t('bulk.unchanged.group', { text: unchangedText(action) })
    case 'unknown':
      return t('bulk.group.unknown')
    case 'not-on-service':
      return t('bulk.group.notOnService')
  }
}

/** "37 websites: 35 get 203.0.113.7 added to excluded IP addresses, 2 already have it (unchanged)". */
export function previewSummary(total: number, groups: readonly Pick<PreviewGroup, 'count' | 'text'>[]): string {
  const parts = groups
    .filter((group) => group.count > 0)
    .map((group) => t('bulk.summary.part', { number: formatNumber(group.count), text: group.text }))
  return t('bulk.summary.sentence', {
    websites: tn('bulk.summary.websites', total),
    parts: parts.length > 0 ? parts.join(t('bulk.listSeparator')) : t('bulk.summary.nothing'),
  })
}

/**
 * A preview's sentences said again in the language shown now, from the change it was made for: main words them when it
 * answers, and the window says them again should the language change while the preview shows.
 */
export function wordedPreview(
  preview: BulkPreview,
  action: BulkAction,
): { summary: string; groups: readonly PreviewGroup[] } {
  const groups = preview.groups.map((group) => ({ ...group, text: groupText(action, group.kind) }))
  return { summary: previewSummary(preview.total, groups), groups }
}

/**
 * The delete confirmation's sentence: the domains it names and how many more, joined as the language joins a list
 * ("a.com, b.com and 2 more websites"), and the verb agreeing with every website that goes ("a.com wird …", "a.com
 * und b.com werden …"). Each domain is isolated, so that a right-to-left sentence keeps it readable.
 */
export function deleteConfirmation(named: readonly string[], total: number): string {
  const more = total - named.length
  const items = named.map(isolate)
  if (more > 0) items.push(tn('common.count.moreWebsite', more))
  return tn('bulk.view.confirmText', total, { domains: formatList(items) })
}

/** How far bulk changes have come: "Applying to 12 of 35" (websites done, of all of them). */
export function batchProgressText(done: number, total: number): string {
  return t('bulk.progress', { done: formatNumber(done), total: formatNumber(total) })
}

/** Each outcome as the results list heads it (read when shown, so that it follows the language). */
export const OUTCOME_LABELS = catalogLabels<BatchOutcome>({
  waiting: 'bulk.outcome.waiting',
  applied: 'bulk.outcome.applied',
  unchanged: 'bulk.outcome.unchanged',
  conflict: 'bulk.outcome.conflict',
  rejected: 'bulk.outcome.rejected',
  withdrawn: 'bulk.outcome.withdrawn',
})

/** The tray's and the bulk bar's one-click way to exclude this computer. */
export function excludeMyIpLabel(websites: number): string {
  return tn('bulk.excludeMyIp', websites)
}

/** Offered when the address SiteTray excluded last is no longer this computer's. */
export function myIpChangedLabel(websites: number): string {
  return tn('bulk.myIpChanged', websites)
}
