// The platform the stand-in plays. The app sees it as `process.platform` (module-hook.ts gives the
// app's own modules a `process` of their own); the stand-in's modules follow Electron's documented
// behaviour for it (README: "Per platform").

export type StandinPlatform = 'darwin' | 'win32' | 'linux'

export const PLATFORM_NAMES: Readonly<Record<StandinPlatform, string>> = {
  darwin: 'macOS',
  win32: 'Windows',
  linux: 'Linux',
}

/** `navigator.platform` and the user agent's platform part, as Chromium reports them. */
export const NAVIGATOR_PLATFORMS: Readonly<Record<StandinPlatform, { platform: string; userAgent: string }>> = {
  darwin: { platform: 'MacIntel', userAgent: 'Macintosh; Intel Mac OS X 10_15_7' },
  win32: { platform: 'Win32', userAgent: 'Windows NT 10.0; Win64; x64' },
  linux: { platform: 'Linux x86_64', userAgent: 'X11; Linux x86_64' },
}

export function isStandinPlatform(value: unknown): value is StandinPlatform {
  return value === 'darwin' || value === 'win32' || value === 'linux'
}

/**
 * The `process` the app's modules see: this process, except `platform` (the played one) and `env`
 * (a copy of this process's with the launch's variables on top, so that what the app sets there
 * stays with the app). Methods are bound to the real process, each once, so that they keep their
 * identity (`process.on === process.on`).
 */
export function appProcess(platform: StandinPlatform, env: Readonly<Record<string, string>>): NodeJS.Process {
  const ownEnv: NodeJS.ProcessEnv = { ...process.env, ...env }
  const bound = new Map<PropertyKey, unknown>()
  return new Proxy(process, {
    get(target, key) {
      if (key === 'platform') return platform
      if (key === 'env') return ownEnv
      const value = Reflect.get(target, key, target) as unknown
      if (typeof value !== 'function') return value
      let method = bound.get(key)
      if (method === undefined) {
        method = (value as (...args: unknown[]) => unknown).bind(target)
        bound.set(key, method)
      }
      return method
    },
  })
}
