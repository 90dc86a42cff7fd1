/**
 * electron-updater's own AppImageUpdater (or NsisUpdater), run in Node the way electron-updater's tests run it: an
 * AppAdapter in place of Electron's `app` (version, paths, quit), and electron-updater's own HTTP
 * executor with only its last step, the request, made by Node's http instead of Electron's `net`
 * (downloading, redirects by status, sha512 checking stay electron-updater's). The feed comes
 * from an app-update.yml like the one electron-builder writes into the package.
 */
import { mkdirSync, writeFileSync } from 'node:fs'
import { join } from 'node:path'
import { request, type ClientRequest, type IncomingMessage, type RequestOptions } from 'node:http'
import { AppImageUpdater, NsisUpdater, type Logger } from 'electron-updater'
import type { AppAdapter } from 'electron-updater/out/AppAdapter'
import { ElectronHttpExecutor } from 'electron-updater/out/electronHttpExecutor'
import { stringify } from 'yaml'
import type { GitHubReleases } from './github-releases'

/**
 * Electron's net follows redirects with a 'redirect' event; Node's http hands them to the status-code handling
 * electron-updater shares with Node.
 */
class NodeNetExecutor extends ElectronHttpExecutor {
  override createRequest(
    options: RequestOptions,
    callback: (response: IncomingMessage) => void,
  ): Electron.ClientRequest {
    return request(options, callback) as ClientRequest as unknown as Electron.ClientRequest
  }
  protected override addRedirectHandlers(): void {}
}

export interface InstallRequest {
  isSilent: boolean
  isForceRunAfter: boolean
}

/** What happened to the app around the update: electron-updater calls quit() and relaunch() on it. */
export class RecordingApp implements AppAdapter {
  readonly name = 'SiteTray'
  readonly isPackaged = true
  quits = 0
  private quitHandlers: Array<(exitCode: number) => void> = []

  constructor(
    readonly version: string,
    readonly appUpdateConfigPath: string,
    readonly userDataPath: string,
    readonly baseCachePath: string,
  ) {}

  whenReady(): Promise<void> {
    return Promise.resolve()
  }
  relaunch(): void {
    throw new Error('electron-updater does not relaunch the app itself')
  }
  quit(): void {
    this.quits++
    for (const handler of this.quitHandlers.splice(0)) handler(0)
  }
  onQuit(handler: (exitCode: number) => void): void {
    this.quitHandlers.push(handler)
  }
}

/**
 * BaseUpdater.quitAndInstall, less its one Electron call (emitting autoUpdater's
 * 'before-quit-for-update'): records the request, installs (the real AppImage install: the
 * downloaded file replaces $APPIMAGE and is started), then quits.
 */
export class LoopbackAppImageUpdater extends AppImageUpdater {
  readonly installRequests: InstallRequest[] = []

  override quitAndInstall(isSilent = false, isForceRunAfter = false): void {
    this.installRequests.push({ isSilent, isForceRunAfter })
    if (this.install(isSilent, isForceRunAfter)) setImmediate(() => this.app.quit())
  }
}

/** The NSIS updater up to its install, which runs the installer: only recorded here (the tests run on Linux). */
export class LoopbackNsisUpdater extends NsisUpdater {
  readonly installRequests: InstallRequest[] = []

  override quitAndInstall(isSilent = false, isForceRunAfter = false): void {
    this.installRequests.push({ isSilent, isForceRunAfter })
  }
}

export interface LoopbackUpdaterSetup<U> {
  updater: U
  app: RecordingApp
  log: string[]
}

/** What app-update.yml holds beyond the feed (electron-builder adds publisherName for Windows). */
export type AppUpdateExtras = Record<string, unknown>

/** Writes resources/app-update.yml as electron-builder does, pointing at `releases`; returns its path. */
export function writeAppUpdateConfig(releases: GitHubReleases, folder: string, extras: AppUpdateExtras = {}): string {
  const resources = join(folder, 'resources')
  mkdirSync(resources, { recursive: true })
  const appUpdateConfigPath = join(resources, 'app-update.yml')
  writeFileSync(
    appUpdateConfigPath,
    stringify({
      owner: releases.owner,
      repo: releases.repo,
      provider: 'github',
      host: releases.host,
      protocol: 'http',
      releaseType: 'draft',
      updaterCacheDirName: 'sitetray-updater',
      ...extras,
    }),
  )
  return appUpdateConfigPath
}

/** An updater for an installed SiteTray `version` whose resources/app-update.yml points at `releases`. */
export function createLoopbackUpdater(
  releases: GitHubReleases,
  version: string,
  folder: string,
): LoopbackUpdaterSetup<LoopbackAppImageUpdater> {
  const app = new RecordingApp(
    version,
    writeAppUpdateConfig(releases, folder),
    join(folder, 'userData'),
    join(folder, 'cache'),
  )
  return attach(new LoopbackAppImageUpdater(null, app), app)
}

/** The same for Windows' installer, with what else app-update.yml says (e.g. its publisherName). */
export function createLoopbackNsisUpdater(
  releases: GitHubReleases,
  version: string,
  folder: string,
  extras: AppUpdateExtras,
): LoopbackUpdaterSetup<LoopbackNsisUpdater> {
  const app = new RecordingApp(
    version,
    writeAppUpdateConfig(releases, folder, extras),
    join(folder, 'userData'),
    join(folder, 'cache'),
  )
  return attach(new LoopbackNsisUpdater(null, app), app)
}

function attach<U extends AppImageUpdater | NsisUpdater>(updater: U, app: RecordingApp): LoopbackUpdaterSetup<U> {
  ;(updater as unknown as { httpExecutor: ElectronHttpExecutor }).httpExecutor = new NodeNetExecutor()
  const log: string[] = []
  const logger: Logger = {
    info: (message) => log.push(`info: ${String(message)}`),
    warn: (message) => log.push(`warn: ${String(message)}`),
    error: (message) => log.push(`error: ${String(message)}`),
  }
  updater.logger = logger
  return { updater, app, log }
}
