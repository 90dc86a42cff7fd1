// globalShortcut: a registry per app; tests press accelerators and can mark some as taken by
// another application (register then returns false, as Electron does).
import { GlobalShortcutMembers } from './api-names'
import { conversionFailure, normalizeAccelerator } from './accelerator'
import { loud } from './loud'
import type { Standin } from './standin'

type Implemented = 'register' | 'registerAll' | 'isRegistered' | 'unregister' | 'unregisterAll' | 'setSuspended' | 'isSuspended'

export class GlobalShortcutStandin implements Pick<Electron.GlobalShortcut, Implemented> {
  private readonly registered = new Map<string, () => void>()
  private readonly taken = new Set<string>()
  private suspended = false

  constructor(private readonly standin: Standin) {
    return loud(this, 'globalShortcut', GlobalShortcutMembers)
  }

  private check(accelerator: string, index = 0): string {
    if (!this.standin.ready) throw new Error('globalShortcut cannot be used before the app is ready')
    const normalized = normalizeAccelerator(accelerator)
    if (normalized === undefined) throw conversionFailure(index, accelerator)
    return normalized
  }

  register(accelerator: string, callback: () => void): boolean {
    const key = this.check(accelerator)
    if (this.registered.has(key) || this.taken.has(key)) return false
    this.registered.set(key, callback)
    this.standin.changed('shortcut')
    return true
  }

  registerAll(accelerators: string[], callback: () => void): void {
    if (!this.standin.ready) throw new Error('globalShortcut cannot be used before the app is ready')
    const keys = accelerators.map((a, i) => {
      const normalized = normalizeAccelerator(a)
      if (normalized === undefined) throw conversionFailure(0, `${accelerators.join(',')} (item ${i})`)
      return normalized
    })
    const done: string[] = []
    for (const key of keys) {
      if (this.registered.has(key) || this.taken.has(key)) {
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

  /** Another application holds `accelerator`: registering it fails. */
  markTakenByOtherApp(accelerator: string): void {
    const key = normalizeAccelerator(accelerator)
    if (key === undefined) throw conversionFailure(0, accelerator)
    this.taken.add(key)
  }

  /** The user presses `accelerator`; returns whether a registered shortcut fired. */
  press(accelerator: string): boolean {
    const key = normalizeAccelerator(accelerator)
    if (key === undefined) throw conversionFailure(0, accelerator)
    const callback = this.registered.get(key)
    if (!callback || this.suspended) return false
    callback()
    return true
  }

  /** Canonical forms ("Ctrl+Shift+S") of what the app holds. */
  list(): string[] {
    return [...this.registered.keys()]
  }
}
