/**
 * Whether this copy of SiteTray may update itself. Plain Node: the caller passes what Electron
 * and the process say. Updates fail closed (docs/architecture.md, "Updates"): a copy updates
 * itself only where something checks that the download is SiteTray's, beyond the checksum the
 * same release publishes beside it.
 */
import type { UpdateOffReason } from '../../shared/update-state'

export interface UpdateSupportInput {
  /** `app.isPackaged`. */
  isPackaged: boolean
  platform: NodeJS.Platform
  /** `process.env`: an AppImage's runtime sets APPIMAGE to the file it runs from. */
  env: Readonly<Record<string, string | undefined>>
  /**
   * Windows: the `publisherName` list of the package's app-update.yml. electron-updater checks a
   * downloaded installer's signature against it, and without one installs anything unchecked.
   */
  publisherNames?: readonly string[]
}

export type UpdateSupport = { enabled: true } | { enabled: false; reason: UpdateOffReason }

export function updateSupport({ isPackaged, platform, env, publisherNames = [] }: UpdateSupportInput): UpdateSupport {
  if (!isPackaged) return { enabled: false, reason: 'development' }
  if (platform === 'linux') {
    // The deb is the package manager's to update; its resources/package-type cannot tell it from
    // the AppImage (electron-builder writes "deb" into the folder both are packed from), APPIMAGE can.
    if (!env.APPIMAGE) return { enabled: false, reason: 'package-manager' }
    // An AppImage download is checked only against the sha512 in latest-linux.yml, which comes
    // from the same release: whoever can change the one can change the other.
    return { enabled: false, reason: 'unavailable' }
  }
  if (platform === 'win32' && publisherNames.length === 0) return { enabled: false, reason: 'unavailable' }
  // macOS: Squirrel.Mac installs only an app signed with the running app's designated requirement.
  return { enabled: true }
}
