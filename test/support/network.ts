/**
 * A company network in miniature, on loopback: a certificate authority of its own (made with the
 * openssl CLI at test time: node:crypto cannot sign certificates), an HTTPS front for a sandbox
 * with a certificate it signed, and an HTTP CONNECT proxy that alone knows a name
 * (stats.corp.test) — so only a client that goes through the proxy reaches that server.
 */
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs'
import { createServer, type IncomingMessage, type Server } from 'node:http'
import { connect, type AddressInfo, type Socket } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { createServer as createTlsServer, type Server as TlsServer } from 'node:tls'

/** A name no DNS knows: only the proxy resolves it. */
export const CORP_HOST = 'stats.corp.test'

export interface TestAuthority {
  /** The authority's certificate (PEM): what an IT department installs in the OS store. */
  caPem: string
  /** A server certificate and key it signed, for CORP_HOST, localhost and 127.0.0.1. */
  certPem: string
  keyPem: string
}

/** A fresh authority and server certificate, valid for a day (`names`: more host names it is for). */
export function makeAuthority(names: readonly string[] = []): TestAuthority {
  const dir = mkdtempSync(join(tmpdir(), 'sitetray-ca-'))
  const at = (name: string): string => join(dir, name)
  const openssl = (...args: string[]): void => void execFileSync('openssl', args, { stdio: 'pipe' })
  try {
    const ec = ['-newkey', 'ec', '-pkeyopt', 'ec_paramgen_curve:prime256v1', '-nodes']
    openssl(
      'req',
      '-x509',
      ...ec,
      '-keyout',
      at('ca.key'),
      '-out',
      at('ca.pem'),
      '-days',
      '1',
      '-subj',
      '/CN=SiteTray Test Company CA',
      '-addext',
      'basicConstraints=critical,CA:TRUE',
      '-addext',
      'keyUsage=critical,keyCertSign,cRLSign',
    )
    openssl('req', ...ec, '-keyout', at('server.key'), '-out', at('server.csr'), '-subj', `/CN=${CORP_HOST}`)
    writeFileSync(
      at('server.ext'),
      `subjectAltName=${[CORP_HOST, 'localhost', ...names].map((name) => `DNS:${name}`).join(',')},IP:127.0.0.1\nbasicConstraints=CA:FALSE\nkeyUsage=critical,digitalSignature\nextendedKeyUsage=serverAuth\n`,
    )
    openssl(
      'x509',
      '-req',
      '-in',
      at('server.csr'),
      '-CA',
      at('ca.pem'),
      '-CAkey',
      at('ca.key'),
      '-CAcreateserial',
      '-out',
      at('server.pem'),
      '-days',
      '1',
      '-extfile',
      at('server.ext'),
    )
    return {
      caPem: readFileSync(at('ca.pem'), 'utf8'),
      certPem: readFileSync(at('server.pem'), 'utf8'),
      keyPem: readFileSync(at('server.key'), 'utf8'),
    }
  } finally {
    rmSync(dir, { recursive: true, force: true })
  }
}

function pipeBoth(a: Socket, b: Socket): void {
  a.pipe(b)
  b.pipe(a)
  a.on('error', () => b.destroy())
  b.on('error', () => a.destroy())
  a.on('close', () => b.destroy())
  b.on('close', () => a.destroy())
}

function track(server: Server | TlsServer): { close(): Promise<void>; dropConnections(): void } {
  const sockets = new Set<Socket>()
  server.on('connection', (socket: Socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  return {
    dropConnections: () => {
      for (const socket of sockets) socket.destroy()
    },
    close: () =>
      new Promise((done) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => done())
      }),
  }
}

async function listen(server: Server | TlsServer): Promise<number> {
  await new Promise<void>((done) => server.listen(0, '127.0.0.1', done))
  return (server.address() as AddressInfo).port
}

export interface HttpsFront {
  port: number
  /** The server changes its certificate (one another authority signed): new connections get it, open ones end. */
  useCertificate(authority: TestAuthority): void
  close(): Promise<void>
}

/** HTTPS in front of a plain-http server on loopback (a sandbox), with the given certificate. */
export async function startHttpsFront(targetUrl: string, authority: TestAuthority): Promise<HttpsFront> {
  const target = new URL(targetUrl)
  const server = createTlsServer({ cert: authority.certPem, key: authority.keyPem }, (socket) =>
    pipeBoth(socket, connect(Number(target.port), target.hostname)),
  )
  server.on('tlsClientError', () => undefined)
  const tracked = track(server)
  const useCertificate = (next: TestAuthority): void => {
    server.setSecureContext({ cert: next.certPem, key: next.keyPem })
    tracked.dropConnections()
  }
  return { port: await listen(server), useCertificate, close: tracked.close }
}

export interface ProxyOptions {
  /** Names only the proxy resolves, to a loopback port: `{ 'stats.corp.test:443': 8443 }`. */
  routes: Record<string, number>
  /** Answer every CONNECT with 407, as a proxy that wants credentials does. */
  askCredentials?: boolean
}

export interface ConnectProxy {
  url: string
  /** Every CONNECT target asked, in order. */
  readonly tunnels: string[]
  close(): Promise<void>
}

/** An HTTP proxy that tunnels (CONNECT) to the routes it knows and refuses the rest with 502. */
export async function startConnectProxy(options: ProxyOptions): Promise<ConnectProxy> {
  const tunnels: string[] = []
  const server = createServer((_req, res) => res.writeHead(501).end())
  server.on('connect', (req: IncomingMessage, client: Socket, head: Buffer) => {
    const target = req.url ?? ''
    tunnels.push(target)
    client.on('error', () => undefined)
    if (options.askCredentials) {
      client.end(
        'HTTP/1.1 407 Proxy Authentication Required\r\nProxy-Authenticate: Basic realm="corp"\r\nContent-Length: 0\r\n\r\n',
      )
      return
    }
    const port = options.routes[target]
    if (port === undefined) {
      client.end('HTTP/1.1 502 Bad Gateway\r\nContent-Length: 0\r\n\r\n')
      return
    }
    const upstream = connect(port, '127.0.0.1', () => {
      client.write('HTTP/1.1 200 Connection Established\r\n\r\n')
      if (head.length > 0) upstream.write(head)
      pipeBoth(client, upstream)
    })
    upstream.on('error', () => client.destroy())
  })
  const tracked = track(server)
  const port = await listen(server)
  return { url: `http://127.0.0.1:${port}`, tunnels, close: tracked.close }
}
