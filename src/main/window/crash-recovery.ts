/**
 * A window whose renderer process died (`render-process-gone`) shows nothing until something
 * loads its page again; Electron does not. SiteTray reloads it once and logs why. If the page dies
 * again soon after that reload, it is not reloaded in a loop: the window stays as it is until the
 * user opens it again, which reloads it.
 */
import type { RenderProcessGoneDetails, WebContents } from 'electron'
import { createLogger } from '../base'

const log = createLogger('window')

/** A page that lived this long after its automatic reload may be reloaded automatically again. */
export const RELOAD_AGAIN_AFTER_MS = 60_000

export interface CrashRecovery {
  /** Reloads the page if its renderer is gone (the user opens the window). */
  reloadIfGone(): void
}

export function recoverFromCrashes(
  contents: Pick<WebContents, 'on' | 'reload' | 'isCrashed'>,
  now: () => number = Date.now,
): CrashRecovery {
  let lastAutomaticReload = Number.NEGATIVE_INFINITY
  contents.on('render-process-gone', (_event, details: RenderProcessGoneDetails) => {
    // A renderer that ended cleanly was asked to (the window is closing): nothing to recover.
    if (details.reason === 'clean-exit') return
    const again = now() - lastAutomaticReload < RELOAD_AGAIN_AFTER_MS
    log.error(
      `the window's page stopped (${details.reason}, exit code ${details.exitCode}); ${again ? 'it stopped again soon after a reload: it is loaded again when the window is next opened' : 'loading it again'}`,
    )
    if (again) return
    lastAutomaticReload = now()
    contents.reload()
  })
  return {
    reloadIfGone() {
      if (contents.isCrashed()) contents.reload()
    },
  }
}
