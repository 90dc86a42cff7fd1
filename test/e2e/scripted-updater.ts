/**
 * electron-updater as the app sees it, played for the stand-in (launch option `modules`): every
 * updater it makes finds `version` at once and downloads it (or, without one, finds SiteTray up to
 * date), as electron-updater's events say it, and `quitAndInstall` does what BaseUpdater's does — installs (here: notes
 * what the disk holds at that instant) and then quits the app. The real updater against a feed on loopback is
 * tested in test/packaging/updates.test.ts; this plays it for the app around it.
 */
import { EventEmitter } from 'node:events'

export interface InstallRequest {
  isSilent: boolean
  isForceRunAfter: boolean
  /** What `onInstall` saw when the install began. */
  seen: unknown
}

export interface ScriptedUpdates {
  /** What `require('electron-updater')` gives the app. */
  readonly module: Record<'AppImageUpdater' | 'MacUpdater' | 'NsisUpdater', new () => unknown>
  /** The classes the app made an updater of, in order. */
  readonly made: string[]
  readonly installs: InstallRequest[]
  /** Called as the install begins; what it returns is kept in `installs`. */
  onInstall: () => unknown
  /** How the updater quits the app after installing (electron-updater: `app.quit()`). */
  quitApp: () => void
}

export function scriptedUpdates(version: string | null): ScriptedUpdates {
  const made: string[] = []
  const installs: InstallRequest[] = []
  const updates: ScriptedUpdates = {
    module: {} as ScriptedUpdates['module'],
    made,
    installs,
    onInstall: () => null,
    quitApp: () => {
      throw new Error('the scripted updater has no app to quit')
    },
  }

  class ScriptedUpdater extends EventEmitter {
    autoDownload = true
    autoInstallOnAppQuit = true
    logger: unknown = null

    constructor(kind: string) {
      super()
      made.push(kind)
    }

    /** Found and downloaded, each step on a later turn, as electron-updater reports them. */
    checkForUpdates(): Promise<unknown> {
      const info = {
        version: version ?? '0.1.0',
        files: [],
        path: '',
        sha512: '',
        releaseDate: '2026-11-23T12:00:00.000Z',
      }
      const steps: Array<[string, unknown]> =
        version === null
          ? [
              ['checking-for-update', undefined],
              ['update-not-available', info],
            ]
          : [
              ['checking-for-update', undefined],
              ['update-available', info],
              ['download-progress', { percent: 50, bytesPerSecond: 1, total: 2, transferred: 1, delta: 1 }],
              ['update-downloaded', { ...info, downloadedFile: '/tmp/update' }],
            ]
      const later = (event: string, payload: unknown): Promise<void> =>
        new Promise((resolve) =>
          setImmediate(() => {
            this.emit(event, payload)
            resolve()
          }),
        )
      let downloaded = Promise.resolve()
      for (const [event, payload] of steps) downloaded = downloaded.then(() => later(event, payload))
      if (version === null)
        return downloaded.then(() => ({ isUpdateAvailable: false, updateInfo: info, downloadPromise: null }))
      return Promise.resolve({ isUpdateAvailable: true, updateInfo: info, downloadPromise: downloaded.then(() => []) })
    }

    quitAndInstall(isSilent = false, isForceRunAfter = false): void {
      installs.push({ isSilent, isForceRunAfter, seen: updates.onInstall() })
      setImmediate(() => updates.quitApp())
    }
  }

  Object.assign(updates.module, {
    AppImageUpdater: class extends ScriptedUpdater {
      constructor() {
        super('AppImageUpdater')
      }
    },
    MacUpdater: class extends ScriptedUpdater {
      constructor() {
        super('MacUpdater')
      }
    },
    NsisUpdater: class extends ScriptedUpdater {
      constructor() {
        super('NsisUpdater')
      }
    },
  })
  return updates
}
