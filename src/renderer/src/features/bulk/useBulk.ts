/**
 * Bulk changes as the window sees them: the selection a change is being prepared for (taken from the
 * list when the user picks a change, so that it stays what they ticked while they fill the form), each
 * account's batches — their progress and results, kept until dismissed — read again when main says they
 * changed (data/refreshes.ts) and at once after the window changed one; and one change's way from its
 * preview to its batch, the same for every kind of change ("Exclude my IP" included).
 */
import { reactive, ref } from 'vue'
import type { BulkAction, BulkPreview, BulkSelection } from '../../../../shared/bulk'
import type { IpcResult, RequestOf } from '../../../../shared/ipc-contract'
import { perWindow, useMutation, useQuery, useServerData } from '../../data/query'
import { useAnnouncerStore } from '../../stores/announcer'
import { useRouterStore } from '../../stores/router'
import { useSelection } from '../websites/useSelection'

/** What a change is being prepared for. */
export interface Target {
  accountId: string
  selection: BulkSelection
  /** How many websites, as the list counted them. */
  count: number
}

type OfBatch = RequestOf<'bulk:cancel'>

export const useBulk = () => perWindow('bulk', setUpBulk)

function setUpBulk() {
  const server = useServerData()
  const target = ref<Target | null>(null)
  const applying = useMutation('bulk:apply')
  const cancelling = useMutation('bulk:cancel')
  const undoing = useMutation('bulk:undo')
  const dismissing = useMutation('bulk:dismiss')

  /** After a request that changed a batch, the list follows at once (the event comes too, later). */
  async function changed<T>(accountId: string, request: Promise<T>): Promise<T> {
    const result = await request
    void server.load('bulk:batches', { accountId })
    return result
  }

  return reactive({
    target,
    /** Each account's batches, oldest first, as main last listed them. */
    batchesOf: (accountId: string) => server.data('bulk:batches', { accountId }) ?? [],
    /** Remembers what the user ticked, for the change they are about to describe. */
    prepare: (next: Target) => (target.value = next),
    apply: (request: RequestOf<'bulk:apply'>) => changed(request.accountId, applying.run(request)),
    cancel: (request: OfBatch) => changed(request.accountId, cancelling.run(request)),
    undo: (request: OfBatch) => changed(request.accountId, undoing.run(request)),
    dismiss: (request: OfBatch) => changed(request.accountId, dismissing.run(request)),
  })
}

/** While the calling view lives, the account's batches are on screen: read again at once when they change. */
export const useShownBatches = (accountId: () => string): void =>
  void useQuery('bulk:batches', () => ({ accountId: accountId() }), { fresh: true })

/** "What is my IP": asked only when the user clicks for it. */
export const useMyIpLookup = () => useMutation('bulk:lookupMyIp')

/** One batch, read while its view shows it and again whenever the account's batches change. */
export const useBatch = (request: () => RequestOf<'bulk:batch'>) => useQuery('bulk:batch', request)

/**
 * One change's way: a preview main answers (said in the live region), then Apply, which queues the batch;
 * the ticked websites are let go and the batch's progress shows in place of the form.
 */
export function useBulkChange(accountId: () => string) {
  const bulk = useBulk()
  const router = useRouterStore()
  const selection = useSelection()
  const announcer = useAnnouncerStore()
  const previewing = useMutation('bulk:preview')
  const busy = ref(false)
  const problem = ref<string | null>(null)

  /** What the action would do to the websites; said aloud unless `quiet` (the caller says it its own way). */
  async function preview(target: BulkSelection, action: BulkAction, quiet = false): Promise<IpcResult<BulkPreview>> {
    const result = await previewing.run({ accountId: accountId(), selection: target, action })
    if (result.ok && !quiet) void announcer.announce(result.data.summary)
    return result
  }

  /**
   * Queues the previewed change; answers whether it went (else `problem` says why). `fromSelection`: the change was
   * for the ticked websites, which are then let go.
   */
  async function apply(
    previewId: string,
    extra: Omit<RequestOf<'bulk:apply'>, 'accountId' | 'previewId'>,
    fromSelection: boolean,
  ): Promise<boolean> {
    if (busy.value) return false
    busy.value = true
    const result = await bulk.apply({ accountId: accountId(), previewId, ...extra })
    busy.value = false
    if (!result.ok) {
      problem.value = result.error.message
      return false
    }
    if (fromSelection) selection.clear()
    await openBatch(result.data.id)
    return true
  }

  /** A batch's progress, in place of the view that started it. */
  const openBatch = (batchId: string) =>
    router.go({ view: 'batch', accountId: accountId(), batchId }, { replace: true })

  return {
    busy,
    problem,
    preview,
    apply,
    openBatch,
    /** The account's conflicts, where a batch's conflicts are reviewed. */
    toConflicts: () => router.go({ view: 'conflicts', accountId: accountId() }),
    /** The account's list, afresh. */
    toList: () => router.goTop({ view: 'websites', accountId: accountId() }),
    /** Said in the live region (the preview's summary, worded by the view). */
    say: (text: string): void => void announcer.announce(text),
    /** Back to where the change was started from: the account's list, unless there is history. */
    back: () => router.back({ view: 'websites', accountId: accountId() }),
  }
}
