/**
 * A website created on this computer is shown at once under a local id; the
 * server's id replaces it when the create's answer arrives. Views, menus and
 * queued edits may still hold the local id: it keeps leading to the website.
 */
import { randomUUID } from 'node:crypto'
import { LOCAL_ID_PREFIX } from '../../shared/website'

export function isLocalId(id: string): boolean {
  return id.startsWith(LOCAL_ID_PREFIX)
}

export function newLocalId(): string {
  return `${LOCAL_ID_PREFIX}${randomUUID()}`
}

export class LocalIds {
  /** `known` outlives one engine (a new API key starts a new one) but never touches the disk. */
  constructor(private readonly known: Map<string, string> = new Map()) {}

  /** The id the website has now: the server's once known, otherwise the one given. */
  resolve(id: string): string {
    return this.known.get(id) ?? id
  }

  learn(localId: string, serverId: string): void {
    this.known.set(localId, serverId)
  }
}
