/**
 * The names of the IPC channels and events, without their schemas: the
 * preload builds the bridge from these and must not bundle zod. The contract
 * (ipc-contract.ts) gives every name its schema and type, and fails to
 * compile if a name here has none or it has one that is not here.
 */

export const CHANNEL_NAMES = [
  'accounts:list',
  'accounts:detect',
  'accounts:testConnection',
  'accounts:add',
  'accounts:setApiKey',
  'accounts:rename',
  'accounts:remove',
  'accounts:tryDemo',
  'websites:query',
  'websites:get',
  'websites:create',
  'websites:update',
  'websites:favorite',
  'websites:remove',
  'sync:status',
  'sync:syncNow',
  'sync:refresh',
  'sync:conflicts',
  'sync:resolveConflict',
  'sync:retryEdit',
  'settings:get',
  'settings:update',
  'app:version',
  'app:openExternal',
  'app:takeNavigation',
  'app:hideWindow',
  'app:setUnsavedForm',
  'app:takeDraft',
  'app:restartToUpdate',
  'app:platform',
  'app:showLogFile',
  'websites:listWindow',
  'stats:overview',
  'stats:series',
  'stats:setAlerts',
  'bulk:preview',
  'bulk:apply',
  'bulk:batches',
  'bulk:batch',
  'bulk:cancel',
  'bulk:undo',
  'bulk:dismiss',
  'bulk:lookupMyIp',
  'switcher:catalogue',
  'switcher:opened',
] as const
export type Channel = (typeof CHANNEL_NAMES)[number]

export const EVENT_NAMES = [
  'accounts-changed',
  'websites-changed',
  'sync-status',
  'connectivity',
  'outbox-counts',
  'conflict',
  'settings-changed',
  'navigate',
  'notification-problem',
  'edit-settled',
  'close-requested',
  'update-state',
  'visitors-changed',
  'batches-changed',
] as const
export type EventName = (typeof EVENT_NAMES)[number]

/** The wire name of an event, so that no event can collide with a channel. */
export function eventChannel(name: EventName): string {
  return `event:${name}`
}
