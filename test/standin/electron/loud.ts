import { PLATFORM_NAMES, type StandinPlatform } from './platform'

// "Fail loudly": the stand-in implements part of Electron; using any other documented Electron API
// throws instead of quietly reading `undefined` or doing nothing.

export class NotImplementedError extends Error {
  constructor(what: string, detail?: string) {
    super(`Electron stand-in: ${what} is not implemented${detail ? ` (${detail})` : ''}`)
    this.name = 'NotImplementedError'
  }
}

export function notImplemented(what: string, detail?: string): never {
  throw new NotImplementedError(what, detail)
}

/**
 * Wraps `target` so that reading a documented Electron member it does not implement throws.
 * Names that are not Electron API (Symbols, `then`, `toJSON`, `util.inspect`'s probes…) read as
 * usual, so module interop, promises and printing keep working.
 */
export function loud<T extends object>(target: T, owner: string, documented: readonly string[]): T {
  const names = new Set(documented)
  return new Proxy(target, {
    get(obj, key, receiver) {
      if (typeof key === 'string' && !(key in obj) && names.has(key)) notImplemented(`${owner}.${key}`)
      return Reflect.get(obj, key, receiver)
    },
  })
}

/** For documented APIs that Electron offers on other platforms only than the one played (`current`). */
export function platformOnly(what: string, platforms: string, current: string, hint = ''): never {
  throw new Error(
    `Electron stand-in: ${what} is not available on ${current} in Electron (${platforms} only)${hint ? `; ${hint}` : ''}`,
  )
}

/** An API Electron offers on `on` only: missing elsewhere, and not implemented by the stand-in where it exists. */
export function otherPlatformApi(what: string, on: readonly StandinPlatform[], current: StandinPlatform): never {
  if (on.includes(current)) notImplemented(what)
  return platformOnly(what, on.map((platform) => PLATFORM_NAMES[platform]).join(' and '), current)
}
