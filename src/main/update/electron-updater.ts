/**
 * The Electron edge of updates: electron-updater's updater for this platform. It reads the feed
 * from the app-update.yml electron-builder puts in the package (GitHub releases) and downloads
 * with Electron's net module.
 */
import type { AppUpdater, Logger } from 'electron-updater'
import { createLogger } from '../base'
import { failClosedSignatureCheck } from './windows-signature'

const log = createLogger('update')

export async function loadPlatformUpdater(platform: NodeJS.Platform): Promise<AppUpdater> {
  // Loaded only when updates are on: development builds never load it. Required, not imported: the
  // main bundle is CommonJS and so is electron-updater, so this is the module as Electron's own
  // require gives it (and as the tests' Electron stand-in can play it).
  // eslint-disable-next-line @typescript-eslint/no-require-imports -- see above
  const { AppImageUpdater, MacUpdater, NsisUpdater } = require('electron-updater') as typeof import('electron-updater')
  // Chosen here rather than by electron-updater's `autoUpdater`, which on Linux trusts
  // resources/package-type, and electron-builder writes "deb" there for the AppImage too.
  const updater =
    platform === 'win32' ? new NsisUpdater() : platform === 'darwin' ? new MacUpdater() : new AppImageUpdater()
  updater.logger = logger
  if (updater instanceof NsisUpdater) {
    const { verifySignature } =
      // eslint-disable-next-line @typescript-eslint/no-require-imports -- as above
      require('electron-updater/out/windowsExecutableCodeSignatureVerifier') as typeof import('electron-updater/out/windowsExecutableCodeSignatureVerifier')
    updater.verifyUpdateCodeSignature = failClosedSignatureCheck(verifySignature, logger)
  }
  return updater
}

const logger: Logger = {
  info: () => undefined,
  warn: (message: unknown) => log.warn('electron-updater says', message),
  error: (message: unknown) => log.error('electron-updater says', message),
}
