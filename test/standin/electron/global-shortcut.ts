// globalShortcut: a registry per app; tests press accelerators and can mark some as taken by
// another application. Whether the app learns that it is taken depends on the platform:
//   Windows, Linux on X11: register returns false (RegisterHotKey / XGrabKey fail).
//   macOS: register returns true (Carbon's RegisterEventHotKey does not refuse a combination
//          another app holds); the other app gets the key press.
//   Linux on Wayland (XDG_SESSION_TYPE=wayland): the desktop's GlobalShortcuts portal decides,
//          asking the user; register returns true and a bind the desktop denies is silent.
import { GlobalShortcutMembers } from './api-names'
import { conversionFailure, normalizeAccelerator } from './accelerator'
import { loud } from './loud'
import type { Standin } from './standin'

type Implemented =
  'register' | 'registerAll' | 'isRegistered' | 'unregister' | 'unregisterAll' | 'setSuspended' | 'isSuspended'

export class GlobalShortcutStandin implements Pick<Electron.GlobalShortcut, Implemented> {
  private readonly registered = new Map<string, () => void>()
  private readonly taken = new Set<string>()
  private suspended = false

  constructor(private readonly standin: Standin) {
    return loud(this, 'globalShortcut', GlobalShortcutMembers)
  }

  /** Whether a taken combination is refused to the app (false: registered, but the key press goes elsewhere). */
  private takenIsReported(): boolean {
    if (this.standin.platform === 'darwin') return false
    return !(this.standin.platform === 'linux' && this.standin.options.env.XDG_SESSION_TYPE === 'wayland')
  }

  private check(accelerator: string, index = 0): string {
    if (!this.standin.ready) throw new Error('globalShortcut cannot be used before the app is ready')
    const normalized = normalizeAccelerator(accelerator, this.standin.platform)
    if (normalized === undefined) throw conversionFailure(index, accelerator)
    return normalized
  }

  register(accelerator: string, callback: () => void): boolean {
    const key = this.check(accelerator)
    if (this.registered.has(key) || (this.taken.has(key) && this.takenIsReported())) return false
    this.registered.set(key, callback)
    this.standin.changed('shortcut')
    return true
  }

  registerAll(accelerators: string[], callback: () => void): void {
    if (!this.standin.ready) throw new Error('globalShortcut cannot be used before the app is ready')
    const keys = accelerators.map((a, i) => {
      const normalized = normalizeAccelerator(a, this.standin.platform)
      if (normalized === undefined) throw conversionFailure(0, `${accelerators.join(',')} (item ${i})`)
      return normalized
    })
    const done: string[] = []
    for (const key of keys) {
      if (this.registered.has(key) || (this.taken.has(key) && this.takenIsReported())) {
        for (const k of done) this.registered.delete(k)
        return
      }
      this.registered.set(key, callback)
      done.push(key)
    }
    this.standin.changed('shortcut')
  }

  isRegistered(accelerator: string): boolean {
    return this.registered.has(this.check(accelerator))
  }

  unregister(accelerator: string): void {
    this.registered.delete(this.check(accelerator))
    this.standin.changed('shortcut')
  }

  unregisterAll(): void {
    if (!this.standin.ready) throw new Error('globalShortcut cannot be used before the app is ready')
    this.registered.clear()
    this.standin.changed('shortcut')
  }

  setSuspended(suspended: boolean): void {
    this.suspended = suspended
  }

  isSuspended(): boolean {
    return this.suspended
  }

  // ---- test hooks -------------------------------------------------------------------------

  /**
   * Another application holds `accelerator`: registering it fails where the platform says so, and its key presses go to
   * that app.
   */
  markTakenByOtherApp(accelerator: string): void {
    const key = normalizeAccelerator(accelerator, this.standin.platform)
    if (key === undefined) throw conversionFailure(0, accelerator)
    this.taken.add(key)
  }

  /** The user presses `accelerator`; returns whether a registered shortcut fired. */
  press(accelerator: string): boolean {
    const key = normalizeAccelerator(accelerator, this.standin.platform)
    if (key === undefined) throw conversionFailure(0, accelerator)
    const callback = this.registered.get(key)
    if (!callback || this.suspended || this.taken.has(key)) return false
    callback()
    return true
  }

  /** Canonical forms ("Ctrl+Shift+S") of what the app holds. */
  list(): string[] {
    return [...this.registered.keys()]
  }
}
