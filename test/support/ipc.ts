/** Channel groups for registration tests: every channel implemented by the same kind of function. */
import { channels, type Channel } from '../../src/shared/ipc-contract'
import type { ChannelGroups } from '../../src/shared/ipc-interfaces'

export function groupsOf(implement: (channel: Channel) => (request: unknown) => unknown): ChannelGroups {
  const groups: Record<string, Record<string, unknown>> = {}
  for (const channel of Object.keys(channels) as Channel[]) {
    const [group, method] = channel.split(':') as [string, string]
    ;(groups[group] ??= {})[method] = implement(channel)
  }
  return groups as unknown as ChannelGroups
}
