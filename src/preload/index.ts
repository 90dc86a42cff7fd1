// Preload (sandboxed): exposes one narrow, frozen object as `window.sitetray` (design.md §1, §7).
import { contextBridge } from 'electron'
import type { SiteTrayBridge } from './sitetray'

const VERSION_ARG = '--sitetray-app-version='

/** The version main passes through webPreferences.additionalArguments (see src/main/windows.ts). */
function appVersionFromArgv(argv: readonly string[]): string {
  const arg = argv.find((a) => a.startsWith(VERSION_ARG))
  return arg ? arg.slice(VERSION_ARG.length) : ''
}

const bridge: SiteTrayBridge = Object.freeze({
  appVersion: appVersionFromArgv(process.argv),
})

contextBridge.exposeInMainWorld('sitetray', bridge)
