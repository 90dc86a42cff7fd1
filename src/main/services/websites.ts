/**
 * Websites: the list (its order remembered per account), and the user's edits through the account's engine, each
 * recorded as recently edited.
 */
import type { ChannelGroup } from '../../shared/ipc-interfaces'
import type { Website } from '../../shared/website'
import { engineOf, runtimeOf, type ServicesContext } from './context'
import { recordEdit } from './recent-edits'
import { checkWebsiteLimit } from './plan'

/** What the tray needs beyond the window's channels. */
interface TrayReads {
  /** The mirror's websites, at once and without a request (the tray menu is built from them). */
  local(accountId: string): readonly Website[]
  /** The websites the user edited last, newest first. */
  recent(accountId: string): readonly string[]
}

export function websitesService(context: ServicesContext) {
  const { recent } = context
  return {
    query: async ({ accountId, query = {} }) => runtimeOf(context, accountId).reads.query(query),
    listWindow: ({ accountId, order, ...window }) => {
      const runtime = runtimeOf(context, accountId)
      if (order) context.listOrders.set(accountId, order)
      const request = {
        ...window,
        order: order ?? context.listOrders.of(accountId),
        recentlyEdited: recent.of(accountId),
      }
      return runtime.reads.window(request)
    },
    get: ({ accountId, websiteId }) => runtimeOf(context, accountId).reads.get(websiteId) ?? null,
    create: (request) =>
      recordEdit(recent, request.accountId, undefined, async () => {
        // The plan's limits: refused before anything is sent.
        checkWebsiteLimit(context, request.accountId)
        return (await engineOf(context, request.accountId)).editor.create(request)
      }),
    update: (request) =>
      recordEdit(recent, request.accountId, request.websiteId, async () =>
        (await engineOf(context, request.accountId)).editor.update(request),
      ),
    favorite: (request) =>
      recordEdit(recent, request.accountId, request.websiteId, async () =>
        (await engineOf(context, request.accountId)).editor.favorite(request),
      ),
    remove: async (request) => (await engineOf(context, request.accountId)).editor.remove(request),
    local: (accountId: string) => runtimeOf(context, accountId).mirror.list(),
    recent: (accountId: string) => recent.of(accountId),
  } satisfies ChannelGroup<'websites'> & TrayReads
}
