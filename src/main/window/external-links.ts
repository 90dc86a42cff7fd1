/**
 * The one allow-list for links SiteTray hands to the user's browser, whoever asks: the window's
 * "Open in the browser" (`app:openExternal`) and a `window.open` from the page
 * (setWindowOpenHandler, hardening.ts). A page that was made to open something — a phishing page,
 * a `file:` path, a local program's handler — gets nowhere by either door (docs/architecture.md,
 * "Security").
 */
import { shell } from 'electron'
import { t } from '../../shared/i18n'
import { serviceAccountPage } from '../../shared/words'
import { ApiError } from '../api'

/** The only schemes a link may be handed to the OS browser with. */
const EXTERNAL_SCHEMES: ReadonlySet<string> = new Set(['http:', 'https:'])

/**
 * Whether `url` is one of the accounts' service `addresses` or its account page (where a plan is
 * changed), or one of `websitePages` — a website's statistics or realtime page at its account's
 * own address (shared/statistics/web-pages.ts), exactly — compared as URLs
 * (`https://stats.example.com` and `https://stats.example.com/` are one), http(s) and without
 * credentials.
 */
export function mayOpenExternally(
  url: string,
  addresses: readonly string[],
  websitePages: readonly string[] = [],
): boolean {
  const href = hrefOf(url)
  if (href === null || !isWebLink(href)) return false
  const allowed = (address: string): boolean => hrefOf(address) === href || hrefOf(serviceAccountPage(address)) === href
  return addresses.some(allowed) || websitePages.some((page) => hrefOf(page) === href)
}

/**
 * Opens a link in the user's browser if the allow-list lets it, else refuses it with SiteTray's
 * words; `addresses` and `websitePages` are read at each call, so that an account or a website
 * added or removed counts at once.
 */
export function linkOpener(
  addresses: () => readonly string[],
  open: (url: string) => Promise<void> = (url) => shell.openExternal(url),
  websitePages: () => readonly string[] = () => [],
): (url: string) => Promise<void> {
  return (url) => {
    if (!mayOpenExternally(url, addresses(), websitePages()))
      return Promise.reject(
        new ApiError({ kind: 'invalid_request', message: t('system.request.onlyServiceAddresses') }),
      )
    return open(url)
  }
}

function isWebLink(href: string): boolean {
  const url = new URL(href)
  return EXTERNAL_SCHEMES.has(url.protocol) && url.hostname !== '' && url.username === '' && url.password === ''
}

function hrefOf(text: string): string | null {
  try {
    return new URL(text).href
  } catch {
    return null
  }
}
