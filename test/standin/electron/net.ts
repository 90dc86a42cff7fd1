// net: only the connectivity flag. Requests from main should use Node's own HTTP stack.
import { NetMembers } from './api-names'
import { loud } from './loud'
import type { Standin } from './standin'

export class NetStandin implements Pick<Electron.Net, 'isOnline' | 'online'> {
  constructor(private readonly standin: Standin, private state: boolean) {
    return loud(this, 'net', NetMembers)
  }

  isOnline(): boolean {
    return this.state
  }

  get online(): boolean {
    return this.state
  }

  // ---- test hooks -------------------------------------------------------------------------

  /** The machine goes on- or offline (what net.isOnline() reports; nothing else changes). */
  setOnline(online: boolean): void {
    this.state = online
    this.standin.changed('net')
  }
}
