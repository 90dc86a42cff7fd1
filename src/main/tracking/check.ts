/**
 * "Check installation": the website's home page read (page-reader.ts) and judged as the service
 * would count its visits (docs/architecture.md, "The tracking code"): the script must post to this
 * account's service, from a page whose host, `www.` removed, is the website's domain.
 */
import { countedHost } from '../../shared/tracking/code'
import type { TrackingOutcome } from '../../shared/tracking'
import { hasInvisibleCharacters, shownFromPage } from '../../shared/tracking/shown'
import { DEFAULT_READ_LIMITS, readHomePage, type PageAccess, type ReadLimits } from './page-reader'

export interface CheckTarget {
  /** The website's domain as the service stores it. */
  domain: string
  /** The account's APP_URL (serviceAppUrl): where the script must post. */
  appUrl: string
}

/**
 * An address compared as the script uses it — through the URL parser, as the browser reads the attribute: a hidden
 * character the parser drops (a soft hyphen) changes nothing, one it refuses (a bidi mark in the host) breaks it.
 * Scheme, host and path, without a trailing slash.
 */
function sameService(dataHost: string, appUrl: string, page: string): boolean {
  try {
    const found = new URL(dataHost, page)
    const expected = new URL(appUrl)
    const path = (url: URL): string => url.pathname.replace(/\/+$/, '')
    return found.origin === expected.origin && path(found) === path(expected)
  } catch {
    return false
  }
}

export async function checkInstallation(
  target: CheckTarget,
  access: PageAccess,
  limits: ReadLimits = DEFAULT_READ_LIMITS,
): Promise<TrackingOutcome> {
  const page = await readHomePage(target.domain, access, limits)
  return { ...judge(page, target), ...(page.overHttp && { overHttp: true as const }) }
}

function judge(page: Awaited<ReturnType<typeof readHomePage>>, { domain, appUrl }: CheckTarget): TrackingOutcome {
  if (page.kind === 'failed')
    return {
      kind: 'unreachable',
      host: domain,
      reason: page.reason,
      ...(page.status !== undefined && { status: page.status }),
      ...(page.redirectedTo !== undefined && { redirectedTo: page.redirectedTo }),
    }
  const host = page.finalHost ?? domain
  if (countedHost(host) !== countedHost(domain)) return { kind: 'other-host', host, domain }
  const script = page.script
  if (!script) return { kind: 'not-found', host }
  const dataHost = script.dataHost ?? ''
  if (sameService(dataHost, appUrl, `https://${host}/`)) return { kind: 'installed', host, seen: null }
  // What the page wrote is data: it leaves main without its invisible characters and cut short (tracking-shown.ts).
  const written = dataHost || (script.src ?? '')
  return {
    kind: 'installed-elsewhere',
    host,
    dataHost: shownFromPage(written),
    expected: appUrl,
    ...(hasInvisibleCharacters(written) && { hiddenCharacters: true as const }),
  }
}
