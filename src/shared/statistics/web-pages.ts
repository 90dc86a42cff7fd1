/**
 * The service's own pages for a website (docs/architecture.md, "A website's statistics"): its
 * statistics at `<address>/<domain>` and its realtime view at `<address>/<domain>/realtime` — the
 * account's own address, the website's domain as one path segment. Pure: main builds them and its
 * link allow-list accepts exactly these.
 */
import type { WebPage } from './summary'

export function websitePageUrl(address: string, domain: string, page: WebPage): string {
  const base = address.replace(/\/+$/, '')
  const overview = `${base}/${encodeURIComponent(domain)}`
  return page === 'realtime' ? `${overview}/realtime` : overview
}
