/** The optional global shortcut that shows and hides the window, and why it could not be registered. */
import { globalShortcut } from 'electron'
import { toDisposable, type IDisposable } from '../shared/base/lifecycle'

export interface GlobalShortcut extends IDisposable {
  /** Registers `accelerator` in place of the current one (null: none); answers with the problem, if any. */
  apply(accelerator: string | null): string | null
}

export function createGlobalShortcut(onPress: () => void): GlobalShortcut {
  let current: string | null = null
  const release = (): void => {
    if (current !== null) globalShortcut.unregister(current)
    current = null
  }
  const disposable = toDisposable(release)
  return {
    apply(accelerator) {
      release()
      if (accelerator === null) return null
      let registered: boolean
      try {
        registered = globalShortcut.register(accelerator, onPress)
      } catch {
        return 'This is not a shortcut the system accepts. Try another combination.'
      }
      if (!registered) return 'Another app already uses this shortcut, or the system keeps it. Choose another one.'
      current = accelerator
      return null
    },
    dispose: () => disposable.dispose(),
  }
}
