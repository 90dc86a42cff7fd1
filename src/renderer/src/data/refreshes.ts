/**
 * What each of main's events refreshes in the window, in one table (docs/architecture.md, "Window"):
 * the reads it concerns — read again at once while on screen, else when next needed — and the value
 * it carries, put in place without asking main. An event not named here refreshes nothing; parts of
 * the window that act on an event (the list keeping its place, a form following its save) hear it
 * through `onEvent`.
 */
import type { Channel, EventName, Events, RequestOf, ResponseOf } from '../../../shared/ipc-contract'

export interface Refresh<E extends EventName = EventName, C extends Channel = Channel> {
  channel: C
  /** The reads the event answers with the value it carries. */
  answers?: (payload: Events[E]) => Array<{ request: RequestOf<C>; data: ResponseOf<C> }>
  /** Which reads of the channel the event concerns (default: every one it does not answer). */
  concerns?: (request: RequestOf<C>, payload: Events[E], data: ResponseOf<C> | undefined) => boolean
  /** The new value worked out from the one held, without asking main (undefined: read again). */
  update?: (data: ResponseOf<C>, payload: Events[E]) => ResponseOf<C> | undefined
  /** Read again at most this often while the event keeps coming (a long reading sends many). */
  throttleMs?: number
}

/** One rule, typed by its event and channel, kept in the table beside rules of other types. */
const rule = <E extends EventName, C extends Channel>(
  _event: E,
  channel: C,
  how: Omit<Refresh<E, C>, 'channel'> = {},
): Refresh => ({ channel, ...how }) as unknown as Refresh

const ofAccount = (request: { accountId?: string }, payload: { accountId: string }): boolean =>
  request.accountId === payload.accountId

const ofWebsite = (
  request: { accountId: string; websiteId: string },
  payload: { accountId: string; websiteId: string },
): boolean => request.accountId === payload.accountId && request.websiteId === payload.websiteId

export const REFRESHES: { [E in EventName]?: Refresh[] } = {
  'accounts-changed': [
    rule('accounts-changed', 'accounts:list', { answers: ({ accounts }) => [{ request: {}, data: accounts }] }),
    // A summary carries its status as it was when main sent it: as current as the last event (IPC keeps the order).
    rule('accounts-changed', 'sync:status', {
      answers: ({ accounts }) =>
        accounts.map((account) => ({ request: { accountId: account.id }, data: account.status })),
    }),
    // The switcher's catalogue is read again at its next opening, not while the user types.
    rule('accounts-changed', 'switcher:catalogue'),
  ],
  'websites-changed': [
    rule('websites-changed', 'websites:get', { concerns: ofAccount }),
    rule('websites-changed', 'switcher:catalogue'),
  ],
  'sync-status': [
    rule('sync-status', 'sync:status', {
      answers: ({ status }) => [{ request: { accountId: status.accountId }, data: status }],
    }),
  ],
  'outbox-counts': [
    rule('outbox-counts', 'sync:status', {
      concerns: ofAccount,
      update: (status, { pendingEdits, conflicts }) => ({ ...status, pendingEdits, conflicts }),
    }),
    // The list is read again only when its count is not the one main now has.
    rule('outbox-counts', 'sync:conflicts', {
      concerns: (request, payload, edits) =>
        ofAccount(request, payload) && edits?.filter((edit) => edit.conflict).length !== payload.conflicts,
    }),
  ],
  conflict: [rule('conflict', 'sync:conflicts', { concerns: ofAccount })],
  'settings-changed': [
    rule('settings-changed', 'settings:get', { answers: (state) => [{ request: {}, data: state }] }),
  ],
  'visitors-changed': [
    rule('visitors-changed', 'stats:overview', {
      answers: (overview) => [{ request: { accountId: overview.accountId }, data: overview }],
    }),
  ],
  'plan-changed': [
    rule('plan-changed', 'stats:plan', {
      answers: (usage) => [{ request: { accountId: usage.accountId }, data: usage }],
    }),
  ],
  // Every website's 60 days, twice over, are not small: fetched a few times a second at most while a reading goes on.
  'overview-changed': [rule('overview-changed', 'stats:overviewState', { throttleMs: 300 })],
  // A read of a website's statistics finished: its summary, lists and goals on screen are asked again (main answers from its book).
  'statistics-changed': [
    rule('statistics-changed', 'statistics:summary', { concerns: ofWebsite, throttleMs: 300 }),
    rule('statistics-changed', 'statistics:list', { concerns: ofWebsite, throttleMs: 300 }),
    rule('statistics-changed', 'statistics:goals', { concerns: ofWebsite, throttleMs: 300 }),
  ],
  'batches-changed': [
    rule('batches-changed', 'bulk:batches', { concerns: ofAccount }),
    rule('batches-changed', 'bulk:batch', { concerns: ofAccount }),
  ],
}
