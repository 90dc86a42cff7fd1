/**
 * Main's channels as one typed object, derived from the contract: `api.websites.update(request)`
 * asks `websites:update` and answers its result envelope (`{ ok, data }` or `{ ok: false, error }`,
 * never a throw: lib/bridge.ts's `invoke` turns a failed call into a refusal). A new channel in
 * src/shared/ipc-contract.ts is here with its types at once; nobody writes a wrapper per channel.
 */
import { channels, type Channel, type SiteTrayBridge } from '../../../shared/ipc-contract'
import { invoke } from './bridge'

/**
 * The bridge's groups without `on`: events are heard through `listen` (lib/bridge.ts) or a resource (lib/resource.ts).
 */
export type Api = Omit<SiteTrayBridge, 'on'>

type Method = (request?: object) => Promise<unknown>

function build(): Api {
  const groups: Record<string, Record<string, Method>> = {}
  for (const channel of Object.keys(channels) as Channel[]) {
    const [group, method] = channel.split(':') as [string, string]
    // Channels that take nothing are called without an argument; the bridge still sends `{}`.
    ;(groups[group] ??= {})[method] = (request = {}) => invoke(channel, request as never)
  }
  return groups as unknown as Api
}

export const api: Api = build()
