// nativeTheme: themeSource over a (test-controlled) system dark mode; pages follow via
// prefers-color-scheme.
import { EventEmitter } from 'node:events'
import type { Standin } from './standin'

type Implemented =
  | 'shouldUseDarkColors'
  | 'themeSource'
  | 'shouldUseHighContrastColors'
  | 'shouldUseInvertedColorScheme'
  | 'inForcedColorsMode'
  | 'prefersReducedTransparency'
  | 'shouldUseDarkColorsForSystemIntegratedUI'

export class NativeThemeStandin extends EventEmitter implements Pick<Electron.NativeTheme, Implemented> {
  private source: 'system' | 'light' | 'dark' = 'system'
  private highContrast = false

  constructor(
    private readonly standin: Standin,
    private systemDark: boolean,
  ) {
    super()
  }

  /** Emits, then tells waiting tests that something happened (listeners may have changed app state). */
  override emit(name: string | symbol, ...args: unknown[]): boolean {
    const handled = super.emit(name, ...args)
    this.standin.changed(`event:${String(name)}`)
    return handled
  }

  get themeSource(): 'system' | 'light' | 'dark' {
    return this.source
  }

  set themeSource(value: 'system' | 'light' | 'dark') {
    if (value !== 'system' && value !== 'light' && value !== 'dark') {
      throw new TypeError(`Electron stand-in: invalid themeSource '${String(value)}'`)
    }
    this.source = value
    this.updated()
  }

  get shouldUseDarkColors(): boolean {
    return this.source === 'dark' || (this.source === 'system' && this.systemDark)
  }

  get shouldUseDarkColorsForSystemIntegratedUI(): boolean {
    return this.shouldUseDarkColors
  }

  get shouldUseHighContrastColors(): boolean {
    return this.highContrast
  }

  get shouldUseInvertedColorScheme(): boolean {
    return false
  }

  get inForcedColorsMode(): boolean {
    return this.highContrast
  }

  get prefersReducedTransparency(): boolean {
    return false
  }

  /** The colour scheme pages should see. */
  colorScheme(): 'dark' | 'light' {
    return this.shouldUseDarkColors ? 'dark' : 'light'
  }

  private updated(): void {
    this.emit('updated')
    this.standin.applyColorScheme()
    this.standin.changed('theme')
  }

  // ---- test hooks -------------------------------------------------------------------------

  /** The OS switches between light and dark mode. */
  setSystemDarkMode(dark: boolean): void {
    if (this.systemDark === dark) return
    this.systemDark = dark
    this.updated()
  }

  setSystemHighContrast(on: boolean): void {
    if (this.highContrast === on) return
    this.highContrast = on
    this.updated()
  }
}
