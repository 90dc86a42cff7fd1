/**
 * How a bulk change is said, the same in the window and the tray: what it does ("Add 203.0.113.7
 * to excluded IP addresses"), what it does to each group of websites in its preview, and how far
 * a batch has come ("Applying to 12 of 35").
 */
import type { BatchOutcome, BulkAction, PreviewGroup, PreviewGroupKind } from './bulk'
import { formatCount, plural } from './sync-words'
import { PRIVACY_LABELS, SETTING_NAMES } from './words'

/** "203.0.113.7", "a, b and c", "5 lines". */
export function linesWords(lines: readonly string[]): string {
  if (lines.length === 0) return 'nothing'
  if (lines.length > 3) return plural(lines.length, 'line')
  if (lines.length === 1) return lines[0]!
  return `${lines.slice(0, -1).join(', ')} and ${lines.at(-1)!}`
}

const SWITCH_WORDS: Record<'emailReports' | 'excludeBots', string> = {
  emailReports: 'e-mail reports',
  excludeBots: 'bot exclusion',
}

/** The change in a few words, as a title. */
export function actionTitle(action: BulkAction): string {
  switch (action.kind) {
    case 'lines': {
      const list = SETTING_NAMES[action.field]
      if (action.swap) return `Put ${linesWords(action.add)} in place of ${linesWords(action.remove)} in ${list}`
      if (action.remove.length === 0) return `Add ${linesWords(action.add)} to ${list}`
      if (action.add.length === 0) return `Remove ${linesWords(action.remove)} from ${list}`
      return `Add ${linesWords(action.add)} to and remove ${linesWords(action.remove)} from ${list}`
    }
    case 'privacy':
      return action.privacy === 2
        ? 'Protect statistics pages with a password'
        : `Make statistics pages ${PRIVACY_LABELS[action.privacy]}`
    case 'switch':
      if (action.field === 'favorite') return action.on ? 'Add to favorites' : 'Remove from favorites'
      return `Turn ${SWITCH_WORDS[action.field]} ${action.on ? 'on' : 'off'}`
    case 'delete':
      return 'Delete websites'
  }
}

function changeText(action: BulkAction): string {
  switch (action.kind) {
    case 'lines': {
      const list = SETTING_NAMES[action.field]
      if (action.swap) return `get ${linesWords(action.add)} in place of ${linesWords(action.remove)}`
      if (action.remove.length === 0) return `get ${linesWords(action.add)} added to ${list}`
      if (action.add.length === 0) return `get ${linesWords(action.remove)} removed from ${list}`
      return `get ${list} changed`
    }
    case 'privacy':
      return action.privacy === 2
        ? 'get a password on their statistics page'
        : `get a ${PRIVACY_LABELS[action.privacy]} statistics page`
    case 'switch':
      if (action.field === 'favorite') return action.on ? 'become favorites' : 'stop being favorites'
      return `get ${SWITCH_WORDS[action.field]} turned ${action.on ? 'on' : 'off'}`
    case 'delete':
      return 'are deleted'
  }
}

function unchangedText(action: BulkAction): string {
  switch (action.kind) {
    case 'lines': {
      const them = (lines: readonly string[]): string => (lines.length === 1 ? 'it' : 'them')
      if (action.swap) return `do not have ${linesWords(action.remove)}`
      if (action.remove.length === 0) return `already have ${them(action.add)}`
      if (action.add.length === 0) return `do not have ${them(action.remove)}`
      return 'have this already'
    }
    case 'privacy':
      return action.privacy === 2 ? 'have a password already' : `are ${PRIVACY_LABELS[action.privacy]} already`
    case 'switch':
      if (action.field === 'favorite') return action.on ? 'are favorites already' : 'are not favorites'
      return `have ${SWITCH_WORDS[action.field]} ${action.on ? 'on' : 'off'} already`
    case 'delete':
      return 'are gone already'
  }
}

/** What happens to one group of the selected websites. */
export function groupText(action: BulkAction, kind: PreviewGroupKind): string {
  switch (kind) {
    case 'change':
      return changeText(action)
    case 'unchanged':
      return `${unchangedText(action)} (unchanged)`
    case 'unknown':
      return 'have excluded query parameters SiteTray does not know (never saved from this computer): left out, unless you replace their whole list'
    case 'not-on-service':
      return 'are not on the service yet: left out'
  }
}

/** "37 websites: 35 get 203.0.113.7 added to excluded IP addresses, 2 already have it (unchanged)". */
export function previewSummary(total: number, groups: readonly Pick<PreviewGroup, 'count' | 'text'>[]): string {
  const parts = groups.filter((group) => group.count > 0).map((group) => `${formatCount(group.count)} ${group.text}`)
  return `${plural(total, 'website')}: ${parts.length > 0 ? parts.join(', ') : 'nothing to change'}`
}

export { batchProgressText } from './sync-words'

/** Each outcome as the results list heads it. */
export const OUTCOME_LABELS: Readonly<Record<BatchOutcome, string>> = {
  waiting: 'Waiting to be sent',
  applied: 'Applied',
  unchanged: 'Unchanged',
  conflict: 'Changed elsewhere',
  rejected: 'Refused by the service',
  withdrawn: 'Withdrawn (cancelled before it was sent)',
}

/** The tray's and the bulk bar's one-click way to exclude this computer. */
export function excludeMyIpLabel(websites: number): string {
  return `Exclude my IP from ${plural(websites, 'website')}…`
}

/** Offered when the address SiteTray excluded last is no longer this computer's. */
export function myIpChangedLabel(websites: number): string {
  return `My IP changed: update ${plural(websites, 'website')}`
}
