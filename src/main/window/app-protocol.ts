/**
 * The built window is served from `app://sitetray/`, not `file://`: a page
 * on file:// may read any file its URL can name, and Chromium gives every
 * file: URL the same opaque origin. Here the page has an origin of
 * its own, only files under the renderer folder exist, and every answer
 * carries the Content-Security-Policy as a response header.
 *
 * Plain Node (fetch's Request/Response): the Electron glue only hands this to
 * protocol.handle, so it is tested without Electron.
 */
import { readFile, realpath } from 'node:fs/promises'
import { extname, join, resolve, sep } from 'node:path'

export const APP_SCHEME = 'app'
export const APP_HOST = 'sitetray'
export const APP_ORIGIN = `${APP_SCHEME}://${APP_HOST}`
export const APP_ENTRY_URL = `${APP_ORIGIN}/index.html`

/**
 * Only the app's own files: no inline or evaluated script, no plug-ins, no
 * frames, no form posts, nothing loaded from elsewhere. Vue's style bindings
 * set element.style, which CSP does not govern, so styles need no
 * 'unsafe-inline' either.
 */
export const CONTENT_SECURITY_POLICY = [
  "default-src 'self'",
  "script-src 'self'",
  "style-src 'self'",
  "img-src 'self' data:",
  "font-src 'self'",
  "connect-src 'self'",
  "object-src 'none'",
  "base-uri 'none'",
  "form-action 'none'",
  "frame-src 'none'",
  "frame-ancestors 'none'",
].join('; ')

const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'Content-Security-Policy': CONTENT_SECURITY_POLICY,
  'X-Content-Type-Options': 'nosniff',
  'Referrer-Policy': 'no-referrer',
  'Cross-Origin-Opener-Policy': 'same-origin',
  'Cross-Origin-Resource-Policy': 'same-origin',
}

const CONTENT_TYPES: Readonly<Record<string, string>> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.txt': 'text/plain; charset=utf-8',
}

/** The scheme's privileges, for protocol.registerSchemesAsPrivileged (before the app is ready). */
export const APP_SCHEME_PRIVILEGES = {
  scheme: APP_SCHEME,
  // standard: relative URLs and an origin of its own; secure: a secure context, like https.
  privileges: { standard: true, secure: true, supportFetchAPI: true, codeCache: true },
} as const

function answer(status: number, body: Uint8Array | string | null, contentType = 'text/plain; charset=utf-8'): Response {
  return new Response(body, {
    status,
    headers: { ...SECURITY_HEADERS, 'Content-Type': contentType, 'Cache-Control': 'no-cache' },
  })
}

/**
 * The file under `rootDir` that a request names, or null when it names
 * anything else: another host, a folder, a path that climbs out with `..`
 * (also when encoded), or a link that points outside.
 */
export async function fileFor(requestUrl: string, rootDir: string): Promise<string | null> {
  let url: URL
  try {
    url = new URL(requestUrl)
  } catch {
    return null
  }
  if (url.protocol !== `${APP_SCHEME}:` || url.host !== APP_HOST) return null
  let path: string
  try {
    path = decodeURIComponent(url.pathname)
  } catch {
    return null
  }
  if (path.includes('\0') || path.includes('\\') || path.split('/').includes('..')) return null
  const root = await realpath(rootDir)
  const wanted = resolve(root, `.${path === '/' ? '/index.html' : path}`)
  let real: string
  try {
    real = await realpath(wanted)
  } catch {
    return null
  }
  return real.startsWith(root + sep) ? real : null
}

/** The answer to one request for the app's scheme: a file of the built renderer, or 404. */
export async function rendererResponse(request: Request, rootDir: string): Promise<Response> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return answer(405, 'Method not allowed.')
  const file = await fileFor(request.url, rootDir)
  if (file === null) return answer(404, 'Not found.')
  let body: Buffer
  try {
    body = await readFile(file)
  } catch {
    return answer(404, 'Not found.')
  }
  const type = CONTENT_TYPES[extname(file).toLowerCase()] ?? 'application/octet-stream'
  return answer(200, request.method === 'HEAD' ? null : new Uint8Array(body), type)
}

/** Where the built renderer lives, next to the built main bundle. */
export function rendererRoot(mainDir: string): string {
  return join(mainDir, '..', 'renderer')
}
