// net: the connectivity flag, and net.fetch, net.request and net.resolveHost through a model of Chromium's network
// stack (chromium-network.ts): the system's proxy, the OS's certificate store and the resolver rules apply to them alone.
import { NetMembers } from './api-names'
import { ChromiumNetwork, type NetworkSettings } from './chromium-network'
import { ClientRequestStandin, type ClientRequestOptions } from './client-request'
import { loud } from './loud'
import type { Standin } from './standin'

export class NetStandin implements Pick<Electron.Net, 'isOnline' | 'online' | 'fetch' | 'resolveHost'> {
  private readonly network: ChromiumNetwork

  constructor(
    private readonly standin: Standin,
    private state: boolean,
    settings: NetworkSettings = {},
  ) {
    this.network = new ChromiumNetwork(settings)
    return loud(this, 'net', NetMembers)
  }

  isOnline(): boolean {
    return this.state
  }

  get online(): boolean {
    return this.state
  }

  fetch(input: string | Request, init?: RequestInit & { bypassCustomProtocolHandlers?: boolean }): Promise<Response> {
    // Electron's ClientRequest refuses before 'ready' (net-client-request.ts).
    if (!this.standin.ready) throw new Error('net module can only be used after app is ready')
    return this.network.fetch(input, init)
  }

  /** Electron's ClientRequest, for a GET (client-request.ts). */
  request(options: ClientRequestOptions | string): ClientRequestStandin {
    if (!this.standin.ready) throw new Error('net module can only be used after app is ready')
    return new ClientRequestStandin(this.network, typeof options === 'string' ? { url: options } : options)
  }

  /** Chromium's resolver in the default session: the resolver rules, IP literals, localhost, the system's DNS. */
  resolveHost(host: string, _options?: Electron.ResolveHostOptions): Promise<Electron.ResolvedHost> {
    if (!this.standin.ready) throw new Error('net module can only be used after app is ready')
    return this.network.resolveHost(host)
  }

  // ---- test hooks -------------------------------------------------------------------------

  /** The machine goes on- or offline (what net.isOnline() reports; nothing else changes). */
  setOnline(online: boolean): void {
    this.state = online
    this.standin.changed('net')
  }

  /** The default session's cookies net.fetch sends (unless `credentials: 'omit'`): `setCookie(host, 'a=b')`. */
  get sessionCookies(): ChromiumNetwork['cookies'] {
    return this.network.cookies
  }

  /** The URLs whose answers the default session's HTTP cache holds (net.request's; http-cache.ts). */
  httpCacheUrls(): string[] {
    return this.network.httpCache.urls()
  }

  /** Closes the connections the model keeps open (the stand-in's dispose). */
  close(): Promise<void> {
    return this.network.close()
  }
}
