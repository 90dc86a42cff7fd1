/**
 * The wire name of an event, so that no event can collide with a channel. Apart from the contract
 * (ipc-contract.ts) because the preload uses it and must not bundle zod.
 */
export function eventChannel(name: string): string {
  return `event:${name}`
}
