// Events as Electron hands them to listeners: a plain object with preventDefault().
import type { EventEmitter } from 'node:events'

export type ElectronEvent<Params extends object = object> = Electron.Event<Params>

/** Builds an Electron `Event` carrying `params` (url, isMainFrame…). */
export function makeEvent<Params extends object = object>(params?: Params): ElectronEvent<Params> {
  let prevented = false
  const event = {
    ...(params ?? ({} as Params)),
    preventDefault(): void {
      prevented = true
    },
    get defaultPrevented(): boolean {
      return prevented
    },
  }
  return event as ElectronEvent<Params>
}

/**
 * Resolves with `check()`'s first defined result, re-checking whenever `emitter` emits one of
 * `events`: tests wait on what happens, never on sleeps. Rejects after `timeoutMs` with `describe()`.
 */
export function waitUntil<T>(
  emitter: EventEmitter,
  events: readonly string[],
  check: () => T | undefined,
  describe: () => string,
  timeoutMs = 5000,
): Promise<T> {
  const now = check()
  if (now !== undefined) return Promise.resolve(now)
  return new Promise<T>((resolve, reject) => {
    const onEvent = (): void => {
      let value: T | undefined
      try {
        value = check()
      } catch (error) {
        cleanup()
        reject(error as Error)
        return
      }
      if (value !== undefined) {
        cleanup()
        resolve(value)
      }
    }
    const timer = setTimeout(() => {
      cleanup()
      reject(new Error(`Electron stand-in: timed out after ${timeoutMs} ms waiting for ${describe()}`))
    }, timeoutMs)
    const cleanup = (): void => {
      clearTimeout(timer)
      for (const name of events) emitter.off(name, onEvent)
    }
    for (const name of events) emitter.on(name, onEvent)
  })
}
