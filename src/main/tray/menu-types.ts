/**
 * The tray menu's shapes: what it is built from and what it is made of. menu.ts builds the menu and
 * each menu-*.ts file one part of it; they all name these, so the shapes live apart from the builder
 * and the parts import nothing back from it.
 */
import type { ThisHourVisitors } from '../../shared/statistics/insights'
import type { AccountSummary } from '../../shared/accounts'
import type { UpdateState } from '../../shared/update-state'
import type { VisitorsOverview } from '../../shared/visitors'
import type { Privacy, Website } from '../../shared/website'
import type { PlanUsage } from '../../shared/plan'
import type { OverviewState } from '../../shared/overview'

export type TrayAction =
  | { type: 'add-account' }
  | { type: 'try-demo' }
  | { type: 'open-window' }
  | { type: 'open-settings' }
  | { type: 'refresh-all' }
  | { type: 'quit' }
  | { type: 'restart-to-update' }
  | { type: 'review-conflicts'; accountId: string }
  | { type: 'fix-key'; accountId: string }
  /** The account's settings, where a plan without the API is explained (a key cannot fix it). */
  | { type: 'open-account'; accountId: string }
  /** `focus: 'tracking'`: "Check installation…", checked at once in the window; `tab: 'statistics'`: "Statistics…". */
  | {
      type: 'open-website'
      accountId: string
      websiteId: string
      focus?: 'password' | 'tracking'
      tab?: 'statistics' | 'settings'
    }
  /** The account's tracking code to the clipboard. */
  | { type: 'copy-tracking-code'; accountId: string }
  | { type: 'open-all-websites'; accountId: string }
  /** "Exclude my IP from N websites…": the window looks the address up and previews. */
  | { type: 'exclude-my-ip'; accountId: string }
  | { type: 'open-batch'; accountId: string; batchId: string }
  | { type: 'set-favorite'; accountId: string; websiteId: string; favorite: boolean }
  | { type: 'set-privacy'; accountId: string; websiteId: string; privacy: Privacy }
  | { type: 'set-email-reports'; accountId: string; websiteId: string; on: boolean }
  | { type: 'set-exclude-bots'; accountId: string; websiteId: string; on: boolean }
  /** The overview of every website. */
  | { type: 'open-overview' }

export type TrayItem =
  | { kind: 'action'; label: string; action: TrayAction }
  /** Shown, never clickable: a heading or a state. */
  | { kind: 'info'; label: string }
  | { kind: 'checkbox'; label: string; checked: boolean; action: TrayAction }
  | { kind: 'radio'; label: string; checked: boolean; action: TrayAction }
  | { kind: 'submenu'; label: string; items: TrayItem[] }
  | { kind: 'separator' }

export interface TrayAccountState {
  account: AccountSummary
  /** The mirror's websites, in any order. */
  websites: readonly Website[]
  /** Ids of this account's websites edited most recently first. */
  recentlyEdited: readonly string[]
  /** Its visitor numbers and alerts (variant B), when there are any. */
  visitors?: VisitorsOverview
  /** A bulk change under way: its line opens its progress. */
  runningBatchId?: string | null
  /** The plan's limits: its plan and this month's pageviews (variant B). */
  plan?: PlanUsage
  /** The favorites' visitors this hour and the same hour yesterday, by website id. */
  thisHour?: Readonly<Record<string, ThisHourVisitors>>
}

export interface TrayState {
  accounts: readonly TrayAccountState[]
  /** The operating system's word on the network. */
  networkAvailable: boolean
  /**
   * Notifications do not reach the user (none on this system, or the system refused one): the tray has to say what
   * needs them.
   */
  notificationsBlocked?: boolean
  now: number
  platform: NodeJS.Platform
  /** Where SiteTray's own update stands: a downloaded one is offered above "Quit SiteTray". */
  update?: UpdateState
  /** The overview's days and period: its totals go in the tooltip. */
  overview?: OverviewState
  /** Today's visitors as the menu-bar number setting chose them; null or absent: off, or not read yet. */
  menuBarCount?: number | null
}

export interface TrayMenuModel {
  items: TrayItem[]
  tooltip: string
  /** The text beside the icon in macOS's menu bar (the menu-bar number), '' for none; elsewhere the tooltip carries it. */
  title: string
  /**
   * Something needs the user: a conflict, an edit the server refused, a key it refused, notifications that cannot be
   * shown.
   */
  attention: boolean
}
