/**
 * Updates, put together: a copy that may update itself (support.ts: only where a download is
 * verified) gets electron-updater's updater for its platform and checks at once; any other copy —
 * or one whose updater cannot start — gets a service that says why it does not.
 */
import { createLogger } from '../base'
import { readPublisherNames } from './app-update-config'
import { loadPlatformUpdater } from './electron-updater'
import { updateSupport, type UpdateSupportInput } from './support'
import {
  createDisabledUpdateService,
  createUpdateService,
  type Updater,
  type UpdateService,
  type UpdateServiceOptions,
} from './update-service'

export { RESTART_TO_UPDATE, updateWords, type UpdateState, type UpdateWords } from '../../shared/update-state'
export type { UpdateService } from './update-service'

export interface StartUpdatesOptions
  extends Omit<UpdateSupportInput, 'publisherNames'>, Pick<UpdateServiceOptions, 'beforeInstall' | 'restartApp'> {
  /** Where app-update.yml is (default: Electron's `process.resourcesPath`). */
  resourcesPath?: string
}

export async function startUpdates(options: StartUpdatesOptions): Promise<UpdateService> {
  const publisherNames =
    options.platform === 'win32' ? await readPublisherNames(options.resourcesPath ?? process.resourcesPath) : []
  const support = updateSupport({ ...options, publisherNames })
  if (!support.enabled) return createDisabledUpdateService(support.reason)
  let updater: Updater
  try {
    updater = await loadPlatformUpdater(options.platform)
  } catch (error) {
    // Updates are a convenience: an updater that cannot start must not keep SiteTray from starting.
    createLogger('update').warn('the updater could not start', error)
    return createDisabledUpdateService('unavailable')
  }
  const service = createUpdateService({ updater, beforeInstall: options.beforeInstall, restartApp: options.restartApp })
  service.start()
  return service
}
