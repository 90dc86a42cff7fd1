/**
 * Whose IPC message this is (docs/architecture.md, "Security"): only the app's own window, its
 * top frame, showing the app's own page, may call main. Types only from
 * Electron, so that the check is tested without it.
 */
import type { IpcMainInvokeEvent, WebContents } from 'electron'
import { APP_HOST, APP_SCHEME } from '../window/app-protocol'

/** Whether a URL belongs to the app's own page: app://sitetray, or the dev server's origin in development. */
export function isAppUrl(target: string, entry: string): boolean {
  let to: URL
  let own: URL
  try {
    to = new URL(target)
    own = new URL(entry)
  } catch {
    return false
  }
  // WHATWG URL gives non-special schemes such as app: an opaque origin: compare scheme and host instead.
  if (own.protocol === `${APP_SCHEME}:`) return to.protocol === `${APP_SCHEME}:` && to.host === APP_HOST
  return to.origin === own.origin
}

/**
 * A frame inside the page (an ad, a link preview) shares the window's
 * webContents but not its trust; a page that navigated away is no longer the
 * app, whatever its window.
 */
export function isTrustedSender(
  event: Pick<IpcMainInvokeEvent, 'sender' | 'senderFrame'>,
  appContents: WebContents,
  entryUrl: string,
): boolean {
  if (event.sender !== appContents) return false
  const frame = event.senderFrame
  if (!frame || frame.parent !== null) return false
  return isAppUrl(frame.url, entryUrl)
}
