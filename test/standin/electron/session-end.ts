// The end of the user's session (log-off, shutdown), as Electron delivers it on each platform.
import { makeEvent } from './events'
import type { Standin } from './standin'

export interface SessionEndOptions {
  /** Windows: why the session ends (WindowSessionEndEvent.reasons). Default ['shutdown']. */
  reasons?: Electron.WindowSessionEndEvent['reasons']
  /** An empty folder: userData is copied there when the app's process ends (exits, or is killed). */
  dataCopy: string
  /**
   * How long the system waits for an app that asked for time (a prevented 'query-session-end' or
   * 'shutdown') or that is quitting, before it kills the process (default 5000 ms: logind's
   * InhibitDelayMaxSec; Windows waits until the user presses "Shut down anyway").
   */
  graceMs?: number
}

export interface SessionEndOutcome {
  /** The app asked the system to wait (prevented 'query-session-end' or powerMonitor 'shutdown'). */
  delayed: boolean
  /** 'exited': the app's process ended by itself (app.quit/app.exit); 'killed': the system ended it. */
  ended: 'exited' | 'killed'
}

/**
 * The user logs off or shuts down, delivered as Electron does on each platform:
 *
 * - Windows: 'query-session-end' on every window; if one is prevented the system waits (the
 *   "app is preventing shutdown" screen) until the app has exited or `graceMs` passed; then
 *   'session-end' on every window, and the process is killed. Never 'before-quit' or 'will-quit'.
 * - Linux: powerMonitor 'shutdown' (prevented: logind waits up to `graceMs` for the app to exit);
 *   then SIGTERM, which Electron turns into app.quit(); killed if still running after `graceMs`.
 * - macOS: powerMonitor 'shutdown', then the system asks the app to quit (app.quit()); killed if
 *   still running after `graceMs`.
 *
 * Without windows a Windows app gets no message at all: it is killed.
 */
export async function endSession(s: Standin, options: SessionEndOptions): Promise<SessionEndOutcome> {
  const graceMs = options.graceMs ?? 5_000
  let delayed = false
  if (s.platform === 'win32') {
    const reasons = options.reasons ?? ['shutdown']
    for (const window of s.windowList()) {
      const event = makeEvent({ reasons })
      window.emit('query-session-end', event)
      delayed ||= event.defaultPrevented
    }
    if (delayed && (await s.exitWithin(graceMs))) return { delayed, ended: 'exited' }
    if (!s.hasExited()) for (const window of s.windowList()) window.emit('session-end', makeEvent({ reasons }))
  } else {
    const event = makeEvent()
    s.powerMonitor.emit('shutdown', event)
    delayed = event.defaultPrevented
    if (delayed && (await s.exitWithin(graceMs))) return { delayed, ended: 'exited' }
    // systemd's SIGTERM (Electron: app.quit()), or macOS asking the app to terminate.
    if (!s.hasExited()) s.appModule.quit()
    if (await s.exitWithin(graceMs)) return { delayed, ended: 'exited' }
  }
  if (s.hasExited()) return { delayed, ended: 'exited' }
  s.kill()
  return { delayed, ended: 'killed' }
}
