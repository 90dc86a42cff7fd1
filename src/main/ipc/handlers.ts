/**
 * The channels the shell answers itself — settings and the app's own — as
 * groups of the same shape as the services' (ChannelGroup), so that
 * registration treats every group alike. The services answer the rest
 * (accounts, websites, sync) directly.
 */
import type { KeptDraft, UnsavedForm } from '../../shared/form-draft'
import type { Navigation } from '../../shared/ipc-contract'
import type { ChannelGroups } from '../../shared/ipc-interfaces'
import type { DesktopPlatform } from '../../shared/platform-words'
import type { SettingsController } from '../settings/controller'

export interface ShellChannelDeps {
  settings: SettingsController
  /** Where the window was asked to go before it could listen. */
  takeNavigation(): Navigation | null
  hideWindow(): void
  /** The window's form has unsaved changes (null: none); its draft is kept for the next start. */
  setUnsavedForm(form: UnsavedForm): void
  takeDraft(): KeptDraft | null
  /**
   * Opens a link in the user's browser (the account view's "Open in the browser"), refusing what
   * the allow-list does not let through — only an account's own service address
   * (window/external-links.ts, which a `window.open` goes through too).
   */
  openExternal(url: string): Promise<void>
  /** Reveals main's log file in the system's file manager. */
  showLogFile(): void
  version: string
  platform: DesktopPlatform
  /** Starts "Restart to update" (only while an update is ready); the window does not wait for the restart. */
  restartToUpdate(): void
}

export function shellChannels(deps: ShellChannelDeps): Pick<ChannelGroups, 'settings' | 'app'> {
  return {
    settings: { get: () => deps.settings.state(), update: (patch) => deps.settings.update(patch) },
    app: {
      version: () => deps.version,
      openExternal: ({ url }) => deps.openExternal(url),
      takeNavigation: () => deps.takeNavigation(),
      hideWindow: () => deps.hideWindow(),
      setUnsavedForm: ({ unsaved }) => deps.setUnsavedForm(unsaved),
      takeDraft: () => deps.takeDraft(),
      restartToUpdate: () => deps.restartToUpdate(),
      platform: () => deps.platform,
      showLogFile: () => deps.showLogFile(),
    },
  }
}
