/**
 * SiteTray's own updates: checked at start and once a day, downloaded quietly, offered as
 * "Restart to update", and installed only once every acknowledged edit is on disk. Plain Node:
 * electron-updater's updater object is handed in (Electron's own is made in electron-updater.ts),
 * so tests drive a real one against a feed on loopback.
 */
import type { AppUpdater, ProgressInfo, UpdateDownloadedEvent, UpdateInfo } from 'electron-updater'
import type { AppUpdaterEvents } from 'electron-updater/out/AppUpdater'
import { Emitter, type Event } from '../../shared/base/event'
import { toDisposable, type IDisposable } from '../../shared/base/lifecycle'
import type { UpdateOffReason, UpdateState } from '../../shared/update-state'
import { createLogger, errorText, repeat, SharedRun } from '../base'

const log = createLogger('update')

/** What the service uses of electron-updater's AppUpdater (NsisUpdater, MacUpdater, AppImageUpdater). */
export type Updater = Pick<
  AppUpdater,
  'on' | 'off' | 'checkForUpdates' | 'quitAndInstall' | 'autoDownload' | 'autoInstallOnAppQuit'
>

export const DAY_MS = 24 * 60 * 60 * 1000

export interface UpdateServiceOptions {
  updater: Updater
  /** Resolves once every acknowledged edit is on disk and the app's parts are closed (the shell's close()). */
  beforeInstall(): Promise<void>
  /**
   * Starts SiteTray again (app.relaunch() and app.quit()): used when the installer could not be
   * started after beforeInstall() had already closed the app's parts.
   */
  restartApp(): void
  /** Between background checks (default: a day). */
  checkIntervalMs?: number
  now?: () => number
  warn?: (message: string) => void
}

export interface UpdateService extends IDisposable {
  readonly state: UpdateState
  readonly onDidChangeState: Event<UpdateState>
  /** Checks now, then every checkIntervalMs. */
  start(): void
  /**
   * Checks now unless a download or a downloaded update is under way; while a check runs, waits for that one. Never
   * rejects.
   */
  checkNow(): Promise<void>
  /** Only in 'ready': waits for beforeInstall(), then quits, installs and starts the new version. */
  restartToUpdate(): Promise<void>
}

/** For a copy of SiteTray that does not update itself: says why, and does nothing. */
export function createDisabledUpdateService(reason: UpdateOffReason): UpdateService {
  const changes = new Emitter<UpdateState>()
  return {
    state: { kind: 'off', reason },
    onDidChangeState: changes.event,
    start: () => undefined,
    checkNow: () => Promise.resolve(),
    restartToUpdate: () => Promise.resolve(),
    dispose: () => changes.dispose(),
  }
}

export function createUpdateService(options: UpdateServiceOptions): UpdateService {
  return new SelfUpdater(options)
}

class SelfUpdater implements UpdateService {
  private current: UpdateState = { kind: 'idle', lastCheck: null }
  private readonly changes = new Emitter<UpdateState>()
  private readonly subscriptions: IDisposable[] = []
  private timer: IDisposable | null = null
  private readonly checks = new SharedRun<void>()
  private disposed = false
  private readonly installFailureListener: IDisposable
  readonly onDidChangeState = this.changes.event

  constructor(private readonly options: UpdateServiceOptions) {
    const { updater } = options
    this.listen('checking-for-update', () => {
      if (!this.busy()) this.set({ kind: 'checking' })
    })
    this.listen('update-not-available', () =>
      this.set({ kind: 'idle', lastCheck: { at: this.now(), outcome: 'up-to-date' } }),
    )
    this.listen('update-available', (info: UpdateInfo) =>
      this.set({ kind: 'downloading', version: info.version, percent: null }),
    )
    this.listen('download-progress', (progress: ProgressInfo) => {
      if (this.current.kind === 'downloading') this.set({ ...this.current, percent: progress.percent })
    })
    this.listen('update-downloaded', (event: UpdateDownloadedEvent) =>
      this.set({ kind: 'ready', version: event.version }),
    )
    this.listen('update-cancelled', () => this.failed())
    this.installFailureListener = this.listen('error', (error: Error) => this.onError(error))
    updater.autoDownload = true
    // Quitting with an update downloaded installs it (after the app has written everything at quit).
    updater.autoInstallOnAppQuit = true
  }

  get state(): UpdateState {
    return this.current
  }

  start(): void {
    if (this.timer !== null || this.disposed) return
    void this.checkNow()
    this.timer = repeat(this.options.checkIntervalMs ?? DAY_MS, () => void this.checkNow())
  }

  checkNow(): Promise<void> {
    if (this.disposed || this.busy()) return Promise.resolve()
    // One check at a time: electron-updater announces the outcome before its own promise settles.
    return this.checks.join(() => this.check())
  }

  async restartToUpdate(): Promise<void> {
    if (this.current.kind !== 'ready') return
    const { version } = this.current
    this.set({ kind: 'restarting', version })
    try {
      await this.options.beforeInstall()
    } catch (error) {
      this.warn(`not installing: the app could not confirm everything is on disk (${errorText(error)})`)
      this.set({ kind: 'ready', version })
      return
    }
    try {
      // Silent (no installer window), then start the new version.
      this.options.updater.quitAndInstall(true, true)
    } catch (error) {
      this.installFailed(error)
    }
  }

  /**
   * Stops checking and listening. While restarting to update it keeps listening for the
   * installer's failure: beforeInstall() (the shell's close) disposes this service among the
   * app's parts, and a failed install must still start SiteTray again.
   */
  dispose(): void {
    if (this.disposed) return
    this.disposed = true
    this.timer?.dispose()
    const keep = this.current.kind === 'restarting' ? this.installFailureListener : null
    for (const subscription of this.subscriptions.splice(0)) if (subscription !== keep) subscription.dispose()
    this.changes.dispose()
  }

  private listen<E extends keyof AppUpdaterEvents>(event: E, listener: AppUpdaterEvents[E]): IDisposable {
    const { updater } = this.options
    updater.on(event, listener)
    const subscription = toDisposable(() => updater.off(event, listener))
    this.subscriptions.push(subscription)
    return subscription
  }

  private async check(): Promise<void> {
    try {
      const result = await this.options.updater.checkForUpdates()
      // A failed download is reported through 'error' as well; nobody else awaits this promise.
      result?.downloadPromise?.catch(() => undefined)
    } catch {
      // Reported through 'error' (and logged by electron-updater); the next check tries again.
      if (this.current.kind === 'checking') this.failed()
    }
  }

  private onError(error: Error): void {
    if (this.current.kind === 'checking' || this.current.kind === 'downloading') this.failed()
    else if (this.current.kind === 'restarting') this.installFailed(error)
  }

  /** The app's parts are closed already: start again rather than linger without a tray. */
  private installFailed(error: unknown): void {
    this.warn(`the update could not be installed (${errorText(error)}); starting SiteTray again`)
    this.options.restartApp()
  }

  /** Checks and downloads stop once an update waits for the restart: the next start checks again. */
  private busy(): boolean {
    const { kind } = this.current
    return kind === 'downloading' || kind === 'ready' || kind === 'restarting'
  }

  private failed(): void {
    this.set({ kind: 'idle', lastCheck: { at: this.now(), outcome: 'failed' } })
  }

  private set(next: UpdateState): void {
    if (this.disposed) return
    this.current = next
    this.changes.fire(next)
  }

  private now(): number {
    return (this.options.now ?? Date.now)()
  }

  private warn(message: string): void {
    if (this.options.warn) this.options.warn(message)
    else log.warn(message)
  }
}
