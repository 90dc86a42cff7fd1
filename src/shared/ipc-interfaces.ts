/**
 * The interfaces derived from the IPC contract (ipc-contract.ts): the groups main implements, one method per channel,
 * and the bridge the preload exposes. Types only, so the channels change in one place and both sides follow. Import them
 * from here: the contract does not re-export them, so that the derivation runs one way and the two files form no circle.
 */
import type {
  Channel,
  channels,
  EventName,
  Events,
  IpcResult,
  none,
  ParsedRequestOf,
  RequestOf,
  ResponseOf,
} from './ipc-contract'

// ── groups: the interfaces main implements ─────────────────────────────────

type Group<C extends string> = C extends `${infer G}:${string}` ? G : never
type Method<C extends string> = C extends `${string}:${infer M}` ? M : never
type Schema<C extends Channel> = (typeof channels)[C]['request']
/** Channels whose request schema is `none` take no argument; the bridge sends `{}` for them. */
type TakesNothing<C extends Channel> = [Schema<C>] extends [typeof none]
  ? [typeof none] extends [Schema<C>]
    ? true
    : false
  : false

export type ChannelGroupName = Group<Channel>
/** The channel a group's method answers: `channelOf('websites', 'update')` is `websites:update`. */
export type ChannelOf<G extends ChannelGroupName, M extends string> = `${G}:${M}` & Channel

/** What an implementation answers: the contract's answer, or nothing where that answer is null. */
export type AnswerOf<C extends Channel> = null extends ResponseOf<C> ? ResponseOf<C> | void : ResponseOf<C>
/** One channel as main implements it: the parsed request in, the answer (or its promise) out. */
export type Implementation<C extends Channel> =
  TakesNothing<C> extends true
    ? (request?: ParsedRequestOf<C>) => AnswerOf<C> | Promise<AnswerOf<C>>
    : (request: ParsedRequestOf<C>) => AnswerOf<C> | Promise<AnswerOf<C>>
/** A request without the account it names: what an account's own parts receive. */
export type AccountRequestOf<C extends Channel> = Omit<ParsedRequestOf<C>, 'accountId'>

/** One group of channels as main implements it (VS Code's ProxyChannel: the service interface is the channel). */
export type ChannelGroup<G extends ChannelGroupName> = {
  readonly [C in Channel as Group<C> extends G ? Method<C> : never]: Implementation<C>
}
/** Every group: what the IPC layer registers, one method per channel, nothing to adapt. */
export type ChannelGroups = { readonly [G in ChannelGroupName]: ChannelGroup<G> }

// ── the bridge the preload exposes ─────────────────────────────────────────
type Invoker<C extends Channel> =
  TakesNothing<C> extends true
    ? () => Promise<IpcResult<ResponseOf<C>>>
    : (request: RequestOf<C>) => Promise<IpcResult<ResponseOf<C>>>

/** `window.sitetray`: one named function per channel, grouped (`sitetray.websites.update(…)`), and `on`. */
export type SiteTrayBridge = {
  readonly [G in Group<Channel>]: { readonly [C in Channel as Group<C> extends G ? Method<C> : never]: Invoker<C> }
} & {
  /** Subscribes to an event; returns the function that unsubscribes. */
  on<E extends EventName>(event: E, listener: (payload: Events[E]) => void): () => void
}
