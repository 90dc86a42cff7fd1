/**
 * The quick switcher: every website of every account from the mirrors, with how often and how recently each was opened.
 */
import type { ChannelGroup } from '../../shared/ipc-interfaces'
import type { SwitcherCatalogue, SwitcherRow } from '../../shared/switcher'
import { runtimeOf, type ServicesContext } from './context'
import { visitKey } from './switcher-visits'

function hostOf(baseUrl: string): string {
  try {
    return new URL(baseUrl).host
  } catch {
    return baseUrl
  }
}

export function switcherService(context: ServicesContext) {
  return {
    catalogue: (): SwitcherCatalogue => {
      const scores = context.visits.scores(Date.now())
      const runtimes = [...context.runtimes.values()]
      const websites: SwitcherRow[] = []
      runtimes.forEach((runtime, account) => {
        for (const website of runtime.mirror.list()) {
          websites.push([
            account,
            website.id,
            website.displayDomain,
            website.domain,
            website.favorite ? 1 : 0,
            scores.get(visitKey(runtime.profile.id, website.id)) ?? 0,
          ])
        }
      })
      return {
        accounts: runtimes.map((runtime) => ({
          id: runtime.profile.id,
          label: runtime.profile.label || hostOf(runtime.profile.baseUrl),
        })),
        websites,
      }
    },
    opened: ({ accountId, websiteId }) => {
      runtimeOf(context, accountId)
      context.visits.opened(accountId, websiteId)
    },
  } satisfies ChannelGroup<'switcher'>
}
