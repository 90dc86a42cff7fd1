/**
 * Where SiteTray's own update stands (src/main/update keeps it), and how the tray and the window
 * say it. Plain data, so it crosses IPC as it is (the 'update-state' event).
 */
import { formatPercent, t } from './i18n/translate'

export type UpdateOffReason =
  /** A development build (`npm start`): nothing to update. */
  | 'development'
  /** Installed by a package manager (the deb), or run from an unpacked folder: the system updates it. */
  | 'package-manager'
  /** The updater could not be started (a broken or missing part of the package): SiteTray runs on without it. */
  | 'unavailable'

export type UpdateState =
  | { kind: 'off'; reason: UpdateOffReason }
  /** Waiting for the next check; `lastCheck` is null before the first. */
  | { kind: 'idle'; lastCheck: { at: number; outcome: 'up-to-date' | 'failed' } | null }
  | { kind: 'checking' }
  | { kind: 'downloading'; version: string; percent: number | null }
  /** Downloaded and verified: "Restart to update". Installed at the next quit otherwise. */
  | { kind: 'ready'; version: string }
  /** The user asked to restart: waiting until every acknowledged edit is on disk, then installing. */
  | { kind: 'restarting'; version: string }

/**
 * The label of the action that installs a downloaded update, in English: what tests running in English look for. What
 * the tray and the window show comes from updateWords, in the language shown.
 */
export const RESTART_TO_UPDATE = 'Restart to update'

export interface UpdateWords {
  /** The action to offer (a tray menu item, a button in the window), or null when there is none. */
  action: string | null
  /** One line for the window's settings, or null when there is nothing to say. */
  status: string | null
}

const nothing: UpdateWords = { action: null, status: null }
const saying = (status: string): UpdateWords => ({ action: null, status })

/** Read each time: the language may have changed since the state did. */
export function updateWords(state: UpdateState): UpdateWords {
  switch (state.kind) {
    case 'off':
      if (state.reason === 'package-manager') return saying(t('settings.update.packageManager'))
      return state.reason === 'unavailable' ? saying(t('settings.update.unavailable')) : nothing
    case 'idle':
      if (state.lastCheck === null) return nothing
      return saying(
        t(state.lastCheck.outcome === 'up-to-date' ? 'settings.update.upToDate' : 'settings.update.checkFailed'),
      )
    case 'checking':
      return saying(t('settings.update.checking'))
    case 'downloading':
      return saying(
        state.percent === null
          ? t('settings.update.downloading', { version: state.version })
          : t('settings.update.downloadingPercent', {
              version: state.version,
              percent: formatPercent(Math.floor(state.percent) / 100),
            }),
      )
    case 'ready':
      return {
        action: t('settings.update.restart'),
        status: t('settings.update.ready', { version: state.version }),
      }
    case 'restarting':
      return saying(t('settings.update.restarting', { version: state.version }))
  }
}
