/**
 * Whether this copy of SiteTray may update itself. Plain Node: the caller passes what Electron
 * and the process say.
 */
import type { UpdateOffReason } from '../../shared/update-state'

export interface UpdateSupportInput {
  /** `app.isPackaged`. */
  isPackaged: boolean
  platform: NodeJS.Platform
  /** `process.env`: an AppImage's runtime sets APPIMAGE to the file it runs from. */
  env: Readonly<Record<string, string | undefined>>
}

export type UpdateSupport = { enabled: true } | { enabled: false; reason: UpdateOffReason }

export function updateSupport({ isPackaged, platform, env }: UpdateSupportInput): UpdateSupport {
  if (!isPackaged) return { enabled: false, reason: 'development' }
  // On Linux only an AppImage replaces itself. The deb is the package manager's to update; its
  // resources/package-type cannot tell them apart (electron-builder writes "deb" into the folder
  // both are packed from), APPIMAGE can.
  if (platform === 'linux' && !env.APPIMAGE) return { enabled: false, reason: 'package-manager' }
  return { enabled: true }
}
