/**
 * The channels the shell answers itself — settings and the app's own — as
 * groups of the same shape as the services' (ChannelGroup), so that
 * registration treats every group alike. The services answer the rest
 * (accounts, websites, sync) directly.
 */
import type { KeptDraft, UnsavedForm } from '../../shared/form-draft'
import type { ChannelGroups, Navigation } from '../../shared/ipc-contract'
import type { DesktopPlatform } from '../../shared/platform-words'
import { t } from '../../shared/i18n'
import type { SettingsController } from '../settings/controller'
import { ApiError } from '../api'
import { serviceAccountPage } from '../../shared/words'

export interface ShellChannelDeps {
  settings: SettingsController
  /** Where the window was asked to go before it could listen. */
  takeNavigation(): Navigation | null
  hideWindow(): void
  /** The window's form has unsaved changes (null: none); its draft is kept for the next start. */
  setUnsavedForm(form: UnsavedForm): void
  takeDraft(): KeptDraft | null
  /** The accounts' service addresses: the only links the window may open (its account view's "Open in the browser"). */
  serviceAddresses(): readonly string[]
  /** Opens an http(s) link in the user's browser. */
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
      openExternal: ({ url }) => {
        if (!isServiceAddress(url, deps.serviceAddresses()))
          throw new ApiError({
            kind: 'invalid_request',
            message: t('system.request.onlyServiceAddresses'),
          })
        return deps.openExternal(url)
      },
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

/**
 * Whether `url` is one of `addresses` or its account page (where a plan is changed), compared as
 * URLs (`https://stats.example.com` and `https://stats.example.com/` are one): a page that was
 * made to ask for something else — a phishing page, a `file:` path, a local program's handler —
 * is refused.
 */
export function isServiceAddress(url: string, addresses: readonly string[]): boolean {
  const href = hrefOf(url)
  const allowed = (address: string): boolean => hrefOf(address) === href || hrefOf(serviceAccountPage(address)) === href
  return href !== null && /^https?:$/.test(new URL(href).protocol) && addresses.some(allowed)
}

function hrefOf(text: string): string | null {
  try {
    return new URL(text).href
  } catch {
    return null
  }
}
