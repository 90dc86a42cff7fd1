/**
 * The system's resolver through Node, for where no Chromium is (Node-side tests): it only tells where a host is
 * (host-place.ts); the page itself is still asked for through the fetch the services were given. The app hands in
 * Chromium's resolver (shell/page-fetch.ts), the one its requests use.
 */
import { lookup } from 'node:dns/promises'
import type { HostResolver } from './host-place'

export const systemResolver: HostResolver = async (hostname) =>
  (await lookup(hostname, { all: true, verbatim: true })).map((entry) => entry.address)
