/**
 * Where a page's host is, decided on its addresses, never its name (docs/architecture.md, "The tracking code"): on the
 * public Internet, in a private network — this computer, the local network, link-local (cloud metadata at
 * 169.254.169.254), carrier-grade NAT, anything not routed on the Internet — or unknown here (the name does not resolve
 * on this computer: only a proxy could reach it). A name with any private address counts as private.
 */
import ipaddr from 'ipaddr.js'

/** The addresses a name resolves to; rejects when it does not resolve. Chromium's resolver in the app. */
export type HostResolver = (hostname: string) => Promise<readonly string[]>

export type HostPlace = 'public' | 'private' | 'unresolved'

/** IPv6 ranges that carry an IPv4 address: NAT64 (64:ff9b::/96) and 6to4 (2002::/16) reach it. */
function embeddedIpv4(address: ipaddr.IPv6): ipaddr.IPv4 | null {
  const bytes = address.toByteArray()
  if (address.range() === 'rfc6052') return new ipaddr.IPv4(bytes.slice(12, 16))
  if (address.range() === '6to4') return new ipaddr.IPv4(bytes.slice(2, 6))
  return null
}

/** Only ordinary unicast is public: a reserved, documentation or benchmarking range is nobody's website. */
export function isPublicAddress(text: string): boolean {
  let address: ipaddr.IPv4 | ipaddr.IPv6
  try {
    // process(): an IPv4-mapped IPv6 address (::ffff:127.0.0.1) is the IPv4 address it maps.
    address = ipaddr.process(text)
  } catch {
    return false
  }
  const reached = address.kind() === 'ipv6' ? (embeddedIpv4(address as ipaddr.IPv6) ?? address) : address
  return reached.range() === 'unicast'
}

/**
 * The address a URL's host already is, or null for a name. The URL parser (WHATWG's, as Chromium's) has made every
 * form Chromium accepts canonical — http://2130706433/, http://0x7f.1/ and http://0177.0.0.1/ are all 127.0.0.1 — and
 * put an IPv6 address in brackets.
 */
function literalAddress(hostname: string): string | null {
  const bare = hostname.startsWith('[') && hostname.endsWith(']') ? hostname.slice(1, -1) : hostname
  return ipaddr.IPv4.isValidFourPartDecimal(bare) || ipaddr.IPv6.isValid(bare) ? bare : null
}

/** Chromium answers these names itself, with loopback, whatever DNS says. */
function isLocalhostName(hostname: string): boolean {
  const name = hostname.toLowerCase().replace(/\.$/, '')
  return name === 'localhost' || name.endsWith('.localhost')
}

export async function placeOfHost(hostname: string, resolve: HostResolver): Promise<HostPlace> {
  if (isLocalhostName(hostname)) return 'private'
  const literal = literalAddress(hostname)
  let addresses: readonly string[]
  try {
    addresses = literal !== null ? [literal] : await resolve(hostname)
  } catch {
    return 'unresolved'
  }
  if (addresses.length === 0) return 'unresolved'
  return addresses.every(isPublicAddress) ? 'public' : 'private'
}
