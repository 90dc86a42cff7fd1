/**
 * The main process's log: one line per event, tagged with the part that
 * speaks (`[sync] sending the outbox failed: …`). A cause is reduced to its
 * message (errorText): never a stack, a request or a key. Lines go to the
 * console and to the sinks the glue adds (the log file, lifecycle/log-file.ts).
 *
 * Every line is redacted by the rule the errors follow (api/errors.ts'
 * redactApiError): a secret SiteTray holds is cut out wherever it appears —
 * the glue names each key it reads or saves, and the sync engine each
 * statistics-page password an edit carries (keepOutOfLog) — and so is what
 * looks like a credential whoever's it is (a Bearer token, a password or key field).
 */
import { errorText } from '../../shared/base/errors'
import { toDisposable, type IDisposable } from '../../shared/base/lifecycle'

export type LogLevel = 'info' | 'warn' | 'error'

export interface Logger {
  info(message: string): void
  warn(message: string, cause?: unknown): void
  error(message: string, cause?: unknown): void
}

/** Where lines go besides the console; it gets them redacted, and must not throw. */
export type LogSink = (level: LogLevel, line: string) => void

export const REDACTED = '[redacted]'
const sinks = new Set<LogSink>()
const secrets = new Set<string>()
/**
 * Every secret in one pattern, longest first and matched in one pass: a short password inside a key must not cut the
 * key in two and leave its ends in the line, nor one secret be found again inside another's `[redacted]`.
 */
let secretPattern: RegExp | null = null
/** A credential however it is written: `Bearer x`, `password=x`, `"apiKey": "x"`, `api_key: x`. */
const CREDENTIAL =
  /(\bBearer\s+|\b(?:password|passwd|api[_-]?key|apikey|secret|token)\b["']?\s*[:=]\s*["']?)[^\s"'&,;}]+/gi

/**
 * A secret SiteTray holds (an API key, a password the user set for a website's statistics): from now on, never
 * written by the log.
 */
export function keepOutOfLog(secret: string): void {
  if (secret === '' || secrets.has(secret)) return
  secrets.add(secret)
  const longestFirst = [...secrets].sort((a, b) => b.length - a.length)
  secretPattern = new RegExp(longestFirst.map((each) => each.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')).join('|'), 'g')
}

/** The text as the log may write it: every secret kept out (keepOutOfLog) and every credential cut out. */
export function redactLogText(text: string): string {
  const clean = secretPattern ? text.replace(secretPattern, REDACTED) : text
  return clean.replace(CREDENTIAL, `$1${REDACTED}`)
}

export function addLogSink(sink: LogSink): IDisposable {
  sinks.add(sink)
  return toDisposable(() => sinks.delete(sink))
}

/** What is only worth keeping (a start, a version) goes to the sinks alone, not to the console. */
const CONSOLE: Record<LogLevel, (...parts: string[]) => void> = {
  info: () => undefined,
  warn: (...parts) => console.warn(...parts),
  error: (...parts) => console.error(...parts),
}

/** `head` alone, or `head:` and the cause's text: two parts on the console, one line for the sinks. */
function write(level: LogLevel, head: string, cause?: string): void {
  const parts = cause === undefined ? [redactLogText(head)] : [`${redactLogText(head)}:`, redactLogText(cause)]
  CONSOLE[level](...parts)
  const line = parts.join(' ')
  for (const sink of sinks) sink(level, line)
}

export function createLogger(tag: string): Logger {
  const line = (level: LogLevel, message: string, cause: unknown[]): void =>
    write(level, `[${tag}] ${message}`, cause.length === 0 ? undefined : errorText(cause[0]))
  return {
    info: (message) => line('info', message, []),
    warn: (message, ...cause: unknown[]) => line('warn', message, cause),
    error: (message, ...cause: unknown[]) => line('error', message, cause),
  }
}
