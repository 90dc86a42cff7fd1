/**
 * phpAnalytics' tracking code, exactly as its dashboard gives it (v31's
 * `resources/views/shared/tracking-code.blade.php`), built from the account's service address: the
 * script posts each page view to `{data-host}/api/event`, so `data-host` must be the service itself
 * (docs/architecture.md, "The tracking code").
 */
import { profileOf } from '../variant-profile'
import type { Variant } from '../website'

/** What the snippet is built from: the account's address and variant. */
export interface TrackedAccount {
  baseUrl: string
  variant: Variant
}

/** The id phpAnalytics' snippet carries; the check finds the script by it. */
export const TRACKING_SCRIPT_ID = 'ZwSg9rf6GA'
/** Where the script is served below the service's address (or a CDN's). */
export const TRACKING_SCRIPT_PATH = '/js/script.js'

/**
 * The service's APP_URL: the account's address (a path the server is installed under kept), with
 * what its API lives under besides `/api/v1` — variant A's servers answer at `/public/api/v1`, so
 * their script and `/api/event` are under `/public` too. No trailing slash, no query.
 */
export function serviceAppUrl(baseUrl: string, variant: Variant): string {
  const url = new URL(baseUrl.trim())
  url.search = ''
  url.hash = ''
  const appPath = profileOf(variant).apiPath.replace(/\/api\/v1\/websites$/, '')
  return `${url.origin}${url.pathname.replace(/\/+$/, '')}${appPath}`
}

/** Text made safe inside a double-quoted HTML attribute. */
function attribute(value: string): string {
  return value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;')
}

/** The snippet to paste into every page of the website, before `</head>`. */
export function trackingCode(account: TrackedAccount, options: { respectDnt: boolean }): string {
  const host = attribute(serviceAppUrl(account.baseUrl, account.variant))
  return (
    `<script data-host="${host}" data-dnt="${options.respectDnt ? 'true' : 'false'}" ` +
    `src="${host}${TRACKING_SCRIPT_PATH}" id="${TRACKING_SCRIPT_ID}" async defer></script>`
  )
}

/** A host as the service compares it with a website's domain: lower case, a leading `www.` removed. */
export function countedHost(host: string): string {
  return host
    .toLowerCase()
    .replace(/\.$/, '')
    .replace(/^www\./, '')
}
