/**
 * "Check installation" never follows a public site into the user's own network: a redirect to
 * loopback, the LAN, link-local (the cloud's metadata service) or any other private address is
 * refused before anything is sent there — decided on the address, however the URL writes it and
 * whatever name leads to it — while a website whose own name is in a private network (an
 * intranet) is checked as any other. The sites run on loopback under their own names; the
 * resolver says where each name is.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { checkInstallation } from '../../src/main/tracking'
import { trackingCode } from '../../src/shared/tracking/code'
import { page, redirect, startTrackingSites, type TrackingSites } from '../support/tracking-sites'

const APP_URL = 'https://stats.example.com'
const SNIPPET = trackingCode({ baseUrl: APP_URL, variant: 'B' }, { respectDnt: false })
/** An address on the Internet: where the resolver says the public sites are. */
const PUBLIC = '93.184.215.14'

let sites: TrackingSites
/** Where jump.example, a public site, redirects its home page. */
let jumpTo = ''

beforeAll(async () => {
  sites = await startTrackingSites({
    certifiedNames: ['jump.example', 'www.jump.example', 'intranet.example', 'www.intranet.example'],
    https: {
      'jump.example': (request, response) => redirect(jumpTo, 302)(request, response),
      'www.jump.example': page(SNIPPET),
      'intranet.example': redirect('https://www.intranet.example/'),
      'www.intranet.example': page(SNIPPET),
    },
    // What answers inside: anything reaching it would be recorded as a request for /router.
    http: { 'router.example': page(''), 'mixed.example': page('') },
    addresses: {
      'jump.example': PUBLIC,
      'www.jump.example': PUBLIC,
      'router.example': '192.168.1.1',
      'mixed.example': [PUBLIC, '10.0.0.7'],
      'intranet.example': '10.0.0.5',
      'www.intranet.example': '10.0.0.6',
    },
  })
})

afterAll(() => sites.close())

const check = (domain: string) => checkInstallation({ domain, appUrl: APP_URL }, sites.access)
const insideRequests = () => sites.requests.filter((request) => /^\/(?:router|latest)/.test(request.url))

describe('a redirect from a public site into a private network', () => {
  it.each([
    ['loopback', (port: number) => `http://127.0.0.1:${port}/router`, (port: number) => `127.0.0.1:${port}`],
    [
      'loopback as one number',
      (port: number) => `http://2130706433:${port}/router`,
      (port: number) => `127.0.0.1:${port}`,
    ],
    ['loopback in hex', (port: number) => `http://0x7f.1:${port}/router`, (port: number) => `127.0.0.1:${port}`],
    [
      'loopback as IPv4-mapped IPv6',
      (port: number) => `http://[::ffff:127.0.0.1]:${port}/router`,
      (port: number) => `[::ffff:7f00:1]:${port}`,
    ],
    ['localhost', (port: number) => `http://localhost:${port}/router`, (port: number) => `localhost:${port}`],
    [
      'a name on the LAN',
      (port: number) => `http://router.example:${port}/router`,
      (port: number) => `router.example:${port}`,
    ],
    [
      'a name with one private address',
      (port: number) => `http://mixed.example:${port}/router`,
      (port: number) => `mixed.example:${port}`,
    ],
    ['the cloud metadata service', () => 'http://169.254.169.254/latest/meta-data/', () => '169.254.169.254'],
    ['a unique local IPv6 address', () => 'http://[fd00::1]/router', () => '[fd00::1]'],
    [
      'this computer, as 0.0.0.0',
      (port: number) => `http://0.0.0.0:${port}/router`,
      (port: number) => `0.0.0.0:${port}`,
    ],
  ])('to %s is refused, and nothing is sent there', async (_name, target, shown) => {
    jumpTo = target(sites.httpPort)
    sites.requests.length = 0
    expect(await check('jump.example')).toEqual({
      kind: 'unreachable',
      host: 'jump.example',
      reason: 'private-network',
      redirectedTo: shown(sites.httpPort),
    })
    expect(insideRequests()).toEqual([])
  })

  it('to another public host is followed', async () => {
    jumpTo = 'https://www.jump.example/'
    expect(await check('jump.example')).toEqual({ kind: 'installed', host: 'www.jump.example', seen: null })
  })
})

describe('a website in a private network', () => {
  it('is checked, its redirects inside that network followed', async () => {
    expect(await check('intranet.example')).toEqual({ kind: 'installed', host: 'www.intranet.example', seen: null })
  })
})
