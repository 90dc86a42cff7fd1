/** Talking to a sandbox over real loopback HTTP, as a client would. */
import { startSandbox, type Sandbox, type SandboxOptions } from '../../src/main/sandbox'

// Response bodies are inspected field by field against literal expectations.
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type Loose = any

export interface CallOptions {
  method?: string
  /** Sent as application/x-www-form-urlencoded. */
  form?: Record<string, string>
  /** Sent as application/json. */
  json?: unknown
  /** Raw body with the given content type. */
  raw?: { body: string; contentType?: string }
  /** The API key; null sends no Authorization header. Default: the sandbox's key. */
  key?: string | null
  /** Accept header; null sends none (fetch then sends its own default). Default: application/json. */
  accept?: string | null
  headers?: Record<string, string>
  signal?: AbortSignal
}

export interface CallResult {
  status: number
  headers: Headers
  text: string
  /** Parsed JSON, or undefined when the body is not JSON. */
  body: Loose
}

export async function call(sandbox: Sandbox, path: string, options: CallOptions = {}): Promise<CallResult> {
  const headers: Record<string, string> = { ...options.headers }
  const key = options.key === undefined ? sandbox.apiKey : options.key
  if (key !== null) headers.Authorization = `Bearer ${key}`
  const accept = options.accept === undefined ? 'application/json' : options.accept
  if (accept !== null) headers.Accept = accept
  let body: string | undefined
  if (options.form) {
    body = new URLSearchParams(options.form).toString()
    headers['Content-Type'] = 'application/x-www-form-urlencoded'
  } else if (options.json !== undefined) {
    body = JSON.stringify(options.json)
    headers['Content-Type'] = 'application/json'
  } else if (options.raw) {
    body = options.raw.body
    if (options.raw.contentType) headers['Content-Type'] = options.raw.contentType
  }
  const response = await fetch(`${sandbox.url}${path}`, {
    method: options.method ?? 'GET',
    headers,
    body,
    redirect: 'manual',
    signal: options.signal,
  })
  const text = await response.text()
  let parsed: Loose
  try {
    parsed = JSON.parse(text)
  } catch {
    parsed = undefined
  }
  return { status: response.status, headers: response.headers, text, body: parsed }
}

export const VARIANT_CASES = [
  {
    variant: 'A' as const,
    base: '/public/api/v1/websites',
    identifier: 'url',
    wire: (domain: string): string => `https://${domain}`,
  },
  { variant: 'B' as const, base: '/api/v1/websites', identifier: 'domain', wire: (domain: string): string => domain },
]
export type VariantCase = (typeof VARIANT_CASES)[number]

/** A manual clock for the `now` option: tests move time instead of sleeping. */
export function manualClock(start = Date.UTC(2025, 5, 1, 12, 0, 0)): {
  now: () => number
  advance(ms: number): void
  set(ms: number): void
} {
  let current = start
  return {
    now: () => current,
    advance(ms) {
      current += ms
    },
    set(ms) {
      current = ms
    },
  }
}

/** Starts a sandbox for one test and closes it afterwards, even when the test fails. */
export async function withSandbox<T>(options: SandboxOptions, run: (sandbox: Sandbox) => Promise<T>): Promise<T> {
  const sandbox = await startSandbox({ rateLimitPerMinute: 0, ...options })
  try {
    return await run(sandbox)
  } finally {
    await sandbox.close()
  }
}
