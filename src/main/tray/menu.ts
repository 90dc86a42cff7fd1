/**
 * The tray menu as data: a pure function of the accounts, their mirrored
 * websites and their sync state. tray.ts only turns it into an Electron menu
 * and runs the actions; everything a user reads in the menu is decided here,
 * and tested here without Electron.
 */
import type { AccountSummary } from '../../shared/accounts'
import { excludeMyIpLabel } from '../../shared/bulk/words'
import { statusText } from '../../shared/sync-words'
import { formatNumber, t, tn } from '../../shared/i18n'
import { desktopPlatform } from '../../shared/platform-words'
import { updateWords } from '../../shared/update-state'
import { isPlanProblem, keyProblemLabel, reviewConflictsLabel } from '../../shared/words'
import { visitorsTooltip } from './menu-visitors'
import { accountWebsites } from './menu-websites'
import { planLines } from './menu-plan'
import { overviewItem, overviewTooltip } from './menu-overview'
import { tooltipLine } from './tooltip'
import { profileOf } from '../../shared/variant-profile'
import type { TrayAccountState, TrayItem, TrayMenuModel, TrayState } from './menu-types'

export { MAX_RECENT, MAX_SITES_PER_ACCOUNT } from './menu-websites'

export type { TrayAccountState, TrayAction, TrayItem, TrayMenuModel, TrayState } from './menu-types'

/** Read when the menu is drawn: in the language shown then. */
export function notificationsBlockedLine(): string {
  return t('tray.menu.notificationsBlocked')
}

/** The platform's own word for leaving: "Quit SiteTray" (macOS), "Exit" (Windows), "Quit" (Linux desktops). */
export function quitLabel(platform: NodeJS.Platform): string {
  return t(`tray.menu.quit.${desktopPlatform(platform)}`)
}

/**
 * Whether a click on the icon opens the menu, so that the menu must offer "Open SiteTray" first:
 * macOS (a click opens the menu, and the window is one item away) and Linux (AppIndicator desktops
 * open the menu and deliver no click). On Windows a left click opens the window itself.
 */
export function menuOpensOnClick(platform: NodeJS.Platform): boolean {
  return platform !== 'win32'
}

export function buildTrayMenu(state: TrayState): TrayMenuModel {
  const openWindow: TrayItem = { kind: 'action', label: t('tray.menu.open'), action: { type: 'open-window' } }
  const lead: TrayItem[] = menuOpensOnClick(state.platform) ? [openWindow, { kind: 'separator' }] : []
  const updateAction = state.update ? updateWords(state.update).action : null
  // An update the user can install now sits right above the other way out.
  const leave: TrayItem[] = [
    ...(updateAction
      ? [{ kind: 'action', label: updateAction, action: { type: 'restart-to-update' } } satisfies TrayItem]
      : []),
    { kind: 'action', label: quitLabel(state.platform), action: { type: 'quit' } },
  ]
  const blocked = state.notificationsBlocked === true
  const notice: TrayItem[] = blocked ? [{ kind: 'info', label: notificationsBlockedLine() }] : []

  if (state.accounts.length === 0) {
    return {
      items: [
        ...lead,
        { kind: 'action', label: t('tray.menu.addAccount'), action: { type: 'add-account' } },
        { kind: 'action', label: t('tray.menu.tryDemo'), action: { type: 'try-demo' } },
        { kind: 'separator' },
        ...notice,
        ...leave,
      ],
      tooltip: tooltipLine(
        [t('tray.tooltip.noAccount'), ...(blocked ? [t('tray.tooltip.notificationsBlocked')] : [])],
        state.platform,
      ),
      title: '',
      attention: blocked,
    }
  }

  const grouped = state.accounts.length > 1
  const sites = state.accounts.flatMap((entry): TrayItem[] => [
    ...(grouped ? [{ kind: 'info', label: accountName(entry.account) } satisfies TrayItem] : []),
    ...accountWebsites(entry, state.now, blocked),
  ])
  return {
    items: [
      ...lead,
      ...sites,
      { kind: 'separator' },
      ...state.accounts.map((entry) => syncLine(entry, state, grouped)),
      ...state.accounts.flatMap((entry) => planLines(entry, accountName(entry.account), state.now)),
      ...notice,
      ...state.accounts.flatMap((entry) => excludeMyIpLine(entry, grouped)),
      { kind: 'action', label: t('tray.menu.refreshNow'), action: { type: 'refresh-all' } },
      // The overview: only where an account has statistics to show.
      ...(state.accounts.some((entry) => profileOf(entry.account.variant).hasStatistics) ? [overviewItem()] : []),
      ...(menuOpensOnClick(state.platform) ? [] : [openWindow]),
      { kind: 'action', label: t('tray.menu.settings'), action: { type: 'open-settings' } },
      { kind: 'separator' },
      ...leave,
    ],
    tooltip: tooltipOf(state),
    title: state.platform === 'darwin' && state.menuBarCount != null ? formatNumber(state.menuBarCount) : '',
    attention: blocked || state.accounts.some((entry) => needsAttention(entry.account)),
  }
}

function needsAttention(account: AccountSummary): boolean {
  return account.status.conflicts > 0 || keyProblemLabel(account.keyState) !== null
}

function accountPrefix(account: AccountSummary, grouped: boolean): string {
  return grouped ? `${accountName(account)}: ` : ''
}

function accountName(account: AccountSummary): string {
  return account.label || hostOf(account.baseUrl)
}

function excludeMyIpLine(entry: TrayAccountState, grouped: boolean): TrayItem[] {
  if (entry.websites.length === 0) return []
  return [
    {
      kind: 'action',
      label: accountPrefix(entry.account, grouped) + excludeMyIpLabel(entry.websites.length),
      action: { type: 'exclude-my-ip', accountId: entry.account.id },
    },
  ]
}

/**
 * One line per account on where its sync stands; clickable when the user can do something about it (or watch a bulk
 * change).
 */
function syncLine(entry: TrayAccountState, state: TrayState, grouped: boolean): TrayItem {
  const { account } = entry
  const prefix = accountPrefix(account, grouped)
  const { status } = account
  const keyProblem = keyProblemLabel(account.keyState)
  if (keyProblem !== null)
    return {
      kind: 'action',
      label: prefix + keyProblem,
      action: { type: isPlanProblem(account.keyState) ? 'open-account' : 'fix-key', accountId: account.id },
    }
  if (status.conflicts > 0)
    return {
      kind: 'action',
      label: prefix + reviewConflictsLabel(status.conflicts),
      action: { type: 'review-conflicts', accountId: account.id },
    }
  const label = prefix + statusText(status, state)
  if (entry.runningBatchId)
    return {
      kind: 'action',
      label,
      action: { type: 'open-batch', accountId: account.id, batchId: entry.runningBatchId },
    }
  return { kind: 'info', label }
}

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host
  } catch {
    return baseUrl
  }
}

function tooltipOf(state: TrayState): string {
  const conflicts = state.accounts.reduce((sum, entry) => sum + entry.account.status.conflicts, 0)
  const waiting = state.accounts.reduce((sum, entry) => sum + entry.account.status.pendingEdits, 0)
  const parts: string[] = []
  // The menu-bar number where there is no menu-bar title: first, so that Windows' short tooltip keeps it.
  if (state.platform !== 'darwin' && state.menuBarCount != null)
    parts.push(t('statistics.main.menuBarTooltip', { count: formatNumber(state.menuBarCount) }))
  // The sum over every website read goes first: on Windows, where the tooltip is short, it is the one kept.
  const overview = overviewTooltip(state.overview, state.now)
  if (overview) parts.push(overview)
  const visitors = visitorsTooltip(state.accounts, state.now)
  if (visitors) parts.push(visitors)
  if (conflicts > 0) parts.push(tn('tray.tooltip.conflicts', conflicts))
  if (waiting > 0) parts.push(tn('tray.tooltip.waiting', waiting))
  if (state.notificationsBlocked) parts.push(t('tray.tooltip.notificationsBlocked'))
  return tooltipLine(parts, state.platform)
}
