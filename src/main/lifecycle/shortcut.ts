/** The optional global shortcut that shows and hides the window, and why it could not be registered. */
import { globalShortcut } from 'electron'
import { toDisposable, type IDisposable } from '../../shared/base/lifecycle'

export interface GlobalShortcut extends IDisposable {
  /**
   * Registers `accelerator` in place of the current one (null: none) and
   * answers with the problem, if any. The current one is let go only once the
   * new one is registered: a taken combination never leaves the user with none.
   */
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
      if (accelerator === current) return null
      if (accelerator === null) {
        release()
        return null
      }
      const kept = current === null ? '' : ` ${current} still works.`
      let registered: boolean
      try {
        registered = globalShortcut.register(accelerator, onPress)
      } catch {
        return `This is not a shortcut the system accepts. Try another combination.${kept}`
      }
      if (!registered) return `Another app already uses this shortcut, or the system keeps it. Choose another one.${kept}`
      release()
      current = accelerator
      return null
    },
    dispose: () => disposable.dispose(),
  }
}
