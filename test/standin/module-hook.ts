// Resolves `require('electron')` to a launch's stand-in for the app's own modules.
//
// Node's Module._load is wrapped once per process. A request for 'electron' (or electron/main,
// electron/common) gets the stand-in of the launch that owns the requiring module: the app's main
// bundle and every module it loads from inside the app folder (node_modules excluded) are owned by
// the launch that loaded them, so lazy requires later still reach the right instance, and two
// launches in one process (first and second instance) each see their own. Modules from
// node_modules that require 'electron' while a launch is loading get that launch's instance.
import Module, { createRequire } from 'node:module'
import { sep } from 'node:path'

interface Owner {
  /** App folder, with a trailing separator. */
  root: string
  electron: unknown
}

/** The parts of Node's CommonJS loader used here (internal API, stable since Node 0.x). */
interface ModuleInternals {
  _load(request: string, parent: NodeJS.Module | null | undefined, isMain: boolean): unknown
  _cache: Record<string, NodeJS.Module | undefined>
}

const ELECTRON_REQUESTS = new Set(['electron', 'electron/main', 'electron/common'])
const loader = Module as unknown as ModuleInternals
const owners = new WeakMap<NodeJS.Module, Owner>()
let loading: Owner | undefined
let installed = false

function isAppFile(filename: string | undefined, owner: Owner): boolean {
  return filename !== undefined && filename.startsWith(owner.root) && !filename.slice(owner.root.length).split(sep).includes('node_modules')
}

function install(): void {
  if (installed) return
  installed = true
  const original = loader._load
  loader._load = function load(this: unknown, request: string, parent: NodeJS.Module | null | undefined, _isMain: boolean): unknown {
    const owner = (parent && owners.get(parent)) ?? (loading && (!parent || isAppFile(parent.filename, loading) || parent.filename?.includes(`${sep}node_modules${sep}`)) ? loading : undefined)
    if (owner && ELECTRON_REQUESTS.has(request)) return owner.electron
    // eslint-disable-next-line prefer-rest-params -- forward exactly what Node passed
    const result = Reflect.apply(original, this, arguments)
    if (owner && parent) {
      for (const child of parent.children) {
        if (!owners.has(child) && isAppFile(child.filename, owner)) owners.set(child, owner)
      }
    }
    return result
  } as ModuleInternals['_load']
}

/** Forgets cached app modules (everything under `root` outside node_modules). */
function clearAppModules(owner: Owner): void {
  for (const filename of Object.keys(loader._cache)) {
    if (isAppFile(filename, owner)) delete loader._cache[filename]
  }
}

/**
 * Loads `mainPath` (inside `root`) with a fresh copy of the app's own modules, `electron`
 * resolving to `electron`. Returns the main module's exports.
 */
export function loadApp(root: string, mainPath: string, electron: unknown): unknown {
  install()
  const owner: Owner = { root: root.endsWith(sep) ? root : root + sep, electron }
  clearAppModules(owner)
  const previous = loading
  loading = owner
  try {
    const appRequire = createRequire(mainPath)
    const exports = appRequire(mainPath)
    const main = loader._cache[mainPath]
    if (main) {
      owners.set(main, owner)
      const visit = (module: NodeJS.Module): void => {
        for (const child of module.children) {
          if (!owners.has(child) && isAppFile(child.filename, owner)) {
            owners.set(child, owner)
            visit(child)
          }
        }
      }
      visit(main)
    }
    return exports
  } finally {
    loading = previous
  }
}

/** Drops the app's modules from Node's cache (after a test, so the next launch starts fresh). */
export function unloadApp(root: string): void {
  clearAppModules({ root: root.endsWith(sep) ? root : root + sep, electron: undefined })
}
