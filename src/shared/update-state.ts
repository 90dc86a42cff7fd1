/**
 * Where SiteTray's own update stands (src/main/update keeps it), and how the tray and the window
 * say it. Plain data, so it crosses IPC as it is (the 'update-state' event).
 */

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

/** The label of the action that installs a downloaded update, in the tray menu and the window. */
export const RESTART_TO_UPDATE = 'Restart to update'

export interface UpdateWords {
  /** The action to offer (a tray menu item, a button in the window), or null when there is none. */
  action: string | null
  /** One line for the window's settings, or null when there is nothing to say. */
  status: string | null
}

export function updateWords(state: UpdateState): UpdateWords {
  switch (state.kind) {
    case 'off':
      if (state.reason === 'package-manager') return { action: null, status: 'Updates come from your package manager.' }
      if (state.reason === 'unavailable')
        return { action: null, status: 'SiteTray cannot update itself: download new versions from its releases page.' }
      return { action: null, status: null }
    case 'idle':
      if (state.lastCheck === null) return { action: null, status: null }
      return {
        action: null,
        status:
          state.lastCheck.outcome === 'up-to-date'
            ? 'SiteTray is up to date.'
            : 'Could not check for updates; SiteTray tries again tomorrow.',
      }
    case 'checking':
      return { action: null, status: 'Checking for updates…' }
    case 'downloading':
      return {
        action: null,
        status: `Downloading version ${state.version}${state.percent === null ? '' : ` (${Math.floor(state.percent)} %)`}…`,
      }
    case 'ready':
      return {
        action: RESTART_TO_UPDATE,
        status: `Version ${state.version} is ready: restart to update (or it installs when you quit).`,
      }
    case 'restarting':
      return { action: null, status: `Restarting to install version ${state.version}…` }
  }
}
