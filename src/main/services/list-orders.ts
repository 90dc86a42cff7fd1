/**
 * The order each account's list was last shown in, in `<data>/list-orders.json`, so that the list
 * opens the way the user left it — after a restart too. Kept in main with the other files rather
 * than in the window, which has no files of its own.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { createLogger } from '../base'
import { decodeWith, openKeptDocument } from '../storage'
import { DEFAULT_LIST_ORDER, LIST_ORDERS, type ListOrder } from '../../shared/list-query'

export const LIST_ORDERS_FILE = 'list-orders.json'
const SAVE_DELAY_MS = 200
const MAX_SAVE_DELAY_MS = 1_000
const log = createLogger('list-orders')

// An order this version does not know (written by a newer one) is dropped, not the whole file.
const schema = z
  .record(z.string(), z.string())
  .transform((entries) =>
    Object.fromEntries(
      Object.entries(entries).filter((entry): entry is [string, ListOrder] =>
        (LIST_ORDERS as readonly string[]).includes(entry[1]),
      ),
    ),
  )

export interface ListOrders {
  of(accountId: string): ListOrder
  set(accountId: string, order: ListOrder): void
  forget(accountId: string): void
  /** Writes what is waiting; never rejects. */
  close(): Promise<void>
}

export async function openListOrders(dataDir: string): Promise<ListOrders> {
  const onWriteFailed = (error: unknown): void => log.warn('could not save the list orders', error)
  const document = await openKeptDocument({
    path: join(dataDir, LIST_ORDERS_FILE),
    decode: decodeWith(schema, 'not a list of list orders'),
    debounceMs: SAVE_DELAY_MS,
    maxDelayMs: MAX_SAVE_DELAY_MS,
    onWriteFailed,
  })
  const orders = new Map<string, ListOrder>(Object.entries(document.loaded ?? {}))
  const writer = document.keep(() => Object.fromEntries(orders))

  return {
    of: (accountId) => orders.get(accountId) ?? DEFAULT_LIST_ORDER,
    set(accountId, order) {
      if (orders.get(accountId) === order) return
      orders.set(accountId, order)
      writer.changed()
    },
    forget(accountId) {
      if (orders.delete(accountId)) writer.changed()
    },
    close: () => writer.close().catch(onWriteFailed),
  }
}
