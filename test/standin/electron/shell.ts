// shell: records what the app asks the OS to open.
import { ShellMembers } from './api-names'
import { loud, otherPlatformApi } from './loud'
import type { Standin } from './standin'

export type ShellCall =
  | { kind: 'openExternal'; url: string; options?: Electron.OpenExternalOptions }
  | { kind: 'openPath'; path: string }
  | { kind: 'showItemInFolder'; path: string }
  | { kind: 'trashItem'; path: string }
  | { kind: 'beep' }

type Implemented =
  'openExternal' | 'openPath' | 'showItemInFolder' | 'beep' | 'trashItem' | 'readShortcutLink' | 'writeShortcutLink'

export class ShellStandin implements Pick<Electron.Shell, Implemented> {
  /** Every call, in order. */
  readonly calls: ShellCall[] = []

  constructor(private readonly standin: Standin) {
    return loud(this, 'shell', ShellMembers)
  }

  private record(call: ShellCall): void {
    this.calls.push(call)
    this.standin.changed('shell')
  }

  async openExternal(url: string, options?: Electron.OpenExternalOptions): Promise<void> {
    if (typeof url !== 'string') throw new TypeError('Electron stand-in: shell.openExternal expects a string URL')
    this.record(options === undefined ? { kind: 'openExternal', url } : { kind: 'openExternal', url, options })
  }

  async openPath(path: string): Promise<string> {
    this.record({ kind: 'openPath', path })
    return ''
  }

  showItemInFolder(fullPath: string): void {
    this.record({ kind: 'showItemInFolder', path: fullPath })
  }

  async trashItem(path: string): Promise<void> {
    this.record({ kind: 'trashItem', path })
  }

  beep(): void {
    this.record({ kind: 'beep' })
  }

  readShortcutLink(): Electron.ShortcutDetails {
    return otherPlatformApi('shell.readShortcutLink', ['win32'], this.standin.platform)
  }

  writeShortcutLink(): boolean {
    return otherPlatformApi('shell.writeShortcutLink', ['win32'], this.standin.platform)
  }

  /** URLs passed to openExternal, in order. */
  openedUrls(): string[] {
    return this.calls.flatMap((c) => (c.kind === 'openExternal' ? [c.url] : []))
  }
}
