/**
 * The log a user can send: main's log lines (base/log.ts, already redacted) written to
 * `<userData>/logs/main.log` by electron-log's file transport, which appends synchronously (the
 * line before a crash is in the file) and keeps one older file (`main.old.log`) once it passes
 * 1 MB. Errors and rejections nobody handled are caught here and written with their stack — the
 * one place a stack is logged: nothing else says where they came from.
 *
 * `electron-log/node`, not `electron-log/main`: the main entry registers an IPC channel any frame
 * may call and sends main's lines to every window; SiteTray's window neither logs nor reads the log.
 */
import { mkdirSync } from 'node:fs'
import { join } from 'node:path'
import electronLog from 'electron-log/node'
import { DisposableStore, toDisposable, type IDisposable } from '../../shared/base/lifecycle'
import { addLogSink, createLogger, keepOutOfLog, type LogLevel } from '../base/log'
import type { SecretStore } from '../accounts'

export const LOG_FOLDER = 'logs'
export const LOG_FILE = 'main.log'
const MAX_BYTES = 1024 * 1024

export interface LogFile extends IDisposable {
  /** Where the log is written (what "Show log file" reveals). */
  readonly path: string
}

export interface LogFileOptions {
  /** Size after which the file is kept as main.old.log and a new one begun. */
  maxBytes?: number
  /** Where errors nobody handled are heard; the app's process. */
  process?: NodeJS.EventEmitter
}

export function logFilePath(userData: string): string {
  return join(userData, LOG_FOLDER, LOG_FILE)
}

/** Starts writing main's log to `<userData>/logs/main.log`, and catching what nobody handled, until disposed. */
export function openLogFile(userData: string, options: LogFileOptions = {}): LogFile {
  const path = logFilePath(userData)
  // Readable by the user only, like every file SiteTray keeps.
  mkdirSync(join(userData, LOG_FOLDER), { recursive: true, mode: 0o700 })
  const writer = electronLog.create({ logId: `sitetray:${path}` })
  writer.transports.console.level = false
  if (writer.transports.ipc) writer.transports.ipc.level = false
  if (writer.transports.remote) writer.transports.remote.level = false
  const file = writer.transports.file
  file.resolvePathFn = () => path
  file.maxSize = options.maxBytes ?? MAX_BYTES
  file.writeOptions = { flag: 'a', mode: 0o600, encoding: 'utf8' }
  file.format = '[{y}-{m}-{d} {h}:{i}:{s}.{ms}] [{level}] {text}'

  const parts = new DisposableStore()
  parts.add(addLogSink((level: LogLevel, line: string) => writer[level](line)))
  parts.add(catchUnhandled(options.process ?? process))
  return { path, dispose: () => parts.dispose() }
}

const log = createLogger('SiteTray')

function stackOf(error: unknown): string {
  return error instanceof Error && error.stack ? error.stack : String(error)
}

/**
 * Errors and rejections that reached no handler: logged, and SiteTray goes on as Electron's main
 * process does after its own error dialog — an edit already on disk is safe either way.
 */
function catchUnhandled(emitter: NodeJS.EventEmitter): IDisposable {
  const onError = (error: unknown): void => log.error('an error nobody handled', stackOf(error))
  const onRejection = (reason: unknown): void => log.error('a rejection nobody handled', stackOf(reason))
  emitter.on('uncaughtException', onError)
  emitter.on('unhandledRejection', onRejection)
  return toDisposable(() => {
    emitter.off('uncaughtException', onError)
    emitter.off('unhandledRejection', onRejection)
  })
}

/** The keychain, with every key it reads or saves named to the log as one never to write. */
export function secretsKeptOutOfLog(store: SecretStore): SecretStore {
  return {
    async get(accountId) {
      const secret = await store.get(accountId)
      if (secret) keepOutOfLog(secret)
      return secret
    },
    set(accountId, secret) {
      keepOutOfLog(secret)
      return store.set(accountId, secret)
    },
    delete: (accountId) => store.delete(accountId),
  }
}
