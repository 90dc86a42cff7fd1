/** Bulk changes: previews, batches and their results through the account's engine; "Exclude my IP"'s lookup. */
import type { ChannelGroup } from '../../shared/ipc-interfaces'
import { summarize, batchOf } from '../sync'
import { engineOf, runtimeOf, type ServicesContext } from './context'

export function bulkService(context: ServicesContext) {
  return {
    preview: async ({ accountId, ...request }) => (await engineOf(context, accountId)).batches.preview(request),
    apply: async ({ accountId, myIp, ...request }) => {
      const summary = await (await engineOf(context, accountId)).batches.apply(request)
      // From now on this is the address "My IP changed" compares with.
      if (myIp !== undefined) context.myIp.excluded(myIp)
      return summary
    },
    // Listed without a key too: the results of what was done stay readable.
    batches: ({ accountId }) => {
      const runtime = runtimeOf(context, accountId)
      if (runtime.sync) return runtime.sync.batches.list()
      return runtime.batchLog.list().map((record) => summarize(record, accountId, (id) => runtime.mirror.get(id)))
    },
    batch: (request) => {
      const runtime = runtimeOf(context, request.accountId)
      if (runtime.sync) return runtime.sync.batches.get(request)
      const record = runtime.batchLog.get(request.batchId)
      return record ? batchOf(record, request.accountId, (id) => runtime.mirror.get(id)) : null
    },
    cancel: async (request) => (await engineOf(context, request.accountId)).batches.cancel(request),
    undo: async (request) => (await engineOf(context, request.accountId)).batches.undo(request),
    dismiss: async (request) => (await engineOf(context, request.accountId)).batches.dismiss(request),
    lookupMyIp: () => context.myIp.lookUp(),
  } satisfies ChannelGroup<'bulk'>
}
