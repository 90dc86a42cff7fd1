// Resolves `require('electron')` to a launch's stand-in for the app's own modules.
//
// Node's Module._load is wrapped once per process. A request for 'electron' (or electron/main,
// electron/common) gets the stand-in of the launch that owns the requiring module: the app's main
// bundle and every module it loads from inside the app folder (node_modules excluded) are owned by
// the launch that loaded them, so lazy requires later still reach the right instance, and two
// launches in one process (first and second instance) each see their own. Modules from
// node_modules that require 'electron' while a launch is loading get that launch's instance.
//
// The app's own modules also get the launch's `process` (platform.ts: the played platform and the
// launch's environment): their source is compiled inside a function whose parameter `process`
// shadows the global, as a module wrapper would. node_modules keep the real one: they run on this
// machine (keytar talks to this machine's keychain).
//
// A launch may also play a package the app requires (`modules`, e.g. electron-updater, which would
// talk to GitHub and replace the app's own files): the app's own modules requiring it by name get
// the launch's stand-in instead.
import Module, { createRequire } from 'node:module'
import { sep } from 'node:path'

interface Owner {
  /** App folder, with a trailing separator. */
  root: string
  electron: unknown
  process: NodeJS.Process | undefined
  /** Packages played for the app's own modules, by the name they are required by. */
  modules: Readonly<Record<string, unknown>>
}

/** The parts of Node's CommonJS loader used here (internal API, stable since Node 0.x). */
interface ModuleInternals {
  _load(request: string, parent: NodeJS.Module | null | undefined, isMain: boolean): unknown
  _cache: Record<string, NodeJS.Module | undefined>
  prototype: { _compile(this: NodeJS.Module, content: string, filename: string): unknown }
}

const ELECTRON_REQUESTS = new Set(['electron', 'electron/main', 'electron/common'])
/** What the wrapped source requires to get its launch's process; not a name a module could mean. */
const PROCESS_REQUEST = '\0electron-standin:process'
const loader = Module as unknown as ModuleInternals
const owners = new WeakMap<NodeJS.Module, Owner>()
let loading: Owner | undefined
let installed = false

function isAppFile(filename: string | undefined, owner: Owner): boolean {
  return (
    filename !== undefined &&
    filename.startsWith(owner.root) &&
    !filename.slice(owner.root.length).split(sep).includes('node_modules')
  )
}

function install(): void {
  if (installed) return
  installed = true
  const original = loader._load
  loader._load = function load(
    this: unknown,
    request: string,
    parent: NodeJS.Module | null | undefined,
    _isMain: boolean,
  ): unknown {
    const owner =
      (parent && owners.get(parent)) ??
      (loading &&
      (!parent || isAppFile(parent.filename, loading) || parent.filename?.includes(`${sep}node_modules${sep}`))
        ? loading
        : undefined)
    if (owner && ELECTRON_REQUESTS.has(request)) return owner.electron
    if (owner && parent && isAppFile(parent.filename, owner) && Object.hasOwn(owner.modules, request))
      return owner.modules[request]
    if (request === PROCESS_REQUEST) {
      if (!owner?.process) throw new Error('Electron stand-in: a module outside a launch asked for its process')
      return owner.process
    }
    // eslint-disable-next-line prefer-rest-params -- forward exactly what Node passed
    const result = Reflect.apply(original, this, arguments)
    if (owner && parent) {
      for (const child of parent.children) {
        if (!owners.has(child) && isAppFile(child.filename, owner)) owners.set(child, owner)
      }
    }
    return result
  } as ModuleInternals['_load']

  const compile = loader.prototype._compile
  loader.prototype._compile = function compileWithProcess(
    this: NodeJS.Module,
    content: string,
    filename: string,
  ): unknown {
    const parent = (this as { parent?: NodeJS.Module | null }).parent
    const candidate = loading && isAppFile(filename, loading) ? loading : parent ? owners.get(parent) : undefined
    const owner = candidate && isAppFile(filename, candidate) ? candidate : undefined
    if (!owner?.process) return Reflect.apply(compile, this, [content, filename])
    // Owned before its code runs, so that its first require (the process below) finds its launch.
    owners.set(this, owner)
    // One line in front keeps the line numbers; a directive prologue ("use strict") stays the
    // first statement of the function it now sits in.
    const wrapped = `(function (process) {${content}\n}).call(this, require(${JSON.stringify(PROCESS_REQUEST)}));`
    return Reflect.apply(compile, this, [wrapped, filename])
  }
}

/** Forgets cached app modules (everything under `root` outside node_modules). */
function clearAppModules(owner: Owner): void {
  for (const filename of Object.keys(loader._cache)) {
    if (isAppFile(filename, owner)) delete loader._cache[filename]
  }
}

/**
 * Loads `mainPath` (inside `root`) with a fresh copy of the app's own modules, `electron`
 * resolving to `electron` and, if given, `process` to `appProcess`. Returns the main module's exports.
 */
export function loadApp(
  root: string,
  mainPath: string,
  electron: unknown,
  appProcess?: NodeJS.Process,
  modules: Readonly<Record<string, unknown>> = {},
): unknown {
  install()
  const owner: Owner = { root: root.endsWith(sep) ? root : root + sep, electron, process: appProcess, modules }
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
  clearAppModules({
    root: root.endsWith(sep) ? root : root + sep,
    electron: undefined,
    process: undefined,
    modules: {},
  })
}
