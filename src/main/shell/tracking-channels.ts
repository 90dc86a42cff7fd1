/**
 * The tracking code's channels: the services build the snippet and check a website;
 * the glue writes the clipboard, with Electron's `clipboard` in main — the sandboxed window does
 * not rely on `navigator.clipboard` — for the window and the tray alike.
 */
import { clipboard } from 'electron'
import type { ChannelGroup } from '../../shared/ipc-interfaces'
import type { Services } from '../services'

/** The snippet for the account on the clipboard, with "Respect Do Not Track" as the user last chose it. */
export async function copyTrackingCode(services: Services, accountId: string, respectDnt?: boolean): Promise<string> {
  const code = services.tracking.code({ accountId, ...(respectDnt !== undefined && { respectDnt }) })
  // Electron's clipboard is asynchronous in main (W3C-like, docs/api/clipboard.md): copied once it resolves.
  await clipboard.writeText(code)
  return code
}

export function trackingChannels(services: Services): ChannelGroup<'tracking'> {
  return {
    copyCode: ({ accountId, respectDnt }) => copyTrackingCode(services, accountId, respectDnt),
    check: (request) => services.tracking.check(request),
    lastCheck: (request) => services.tracking.lastCheck(request),
  }
}
