/**
 * A website's statistics channels: the services answer the view's numbers and build the service's
 * page for a website; the glue opens it in the browser through the link allow-list and writes the
 * public link with Electron's `clipboard` in main, as the tracking code is (tracking-channels.ts).
 */
import { clipboard } from 'electron'
import type { ChannelGroup } from '../../shared/ipc-interfaces'
import type { Services } from '../services'

export function statisticsChannels(
  services: Services,
  openLink: (url: string) => Promise<void>,
): ChannelGroup<'statistics'> {
  const { statistics } = services
  return {
    summary: (request) => statistics.summary(request),
    list: (request) => statistics.list(request),
    goals: (request) => statistics.goals(request),
    setGoals: (request) => statistics.setGoals(request),
    digest: (request) => statistics.digest(request),
    openOnWeb: async (request) => {
      await openLink(statistics.webPage(request))
      return null
    },
    copyPublicLink: async (request) => {
      const link = statistics.publicLink(request)
      // Electron's clipboard is asynchronous in main (docs/api/clipboard.md): copied once it resolves.
      await clipboard.writeText(link)
      return link
    },
  }
}
