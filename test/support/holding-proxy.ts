/**
 * A server as slow as the test wants: a loopback proxy in front of the sandbox that holds the
 * requests a test names until it lets them go. A held request has not reached the server, so
 * "the caller was answered before the server answered" is a matter of order, not of a clock.
 */
import { createServer, request as forward, type IncomingMessage, type ServerResponse } from 'node:http'
import type { AddressInfo, Socket } from 'node:net'
import { onTestFinished } from 'vitest'

export interface HeldRequest {
  /** Resolves once such a request has come and is being held. */
  reached: Promise<void>
  /** Sends it on to the server (and any held before this was called). */
  release(): void
}

export interface HoldingProxy {
  url: string
  /** Holds the next request with this method and path. */
  hold(method: string, path: string): HeldRequest
}

interface Hold {
  method: string
  path: string
  reach(): void
  released: Promise<void>
}

export async function holdingProxy(targetUrl: string): Promise<HoldingProxy> {
  const target = new URL(targetUrl)
  const holds: Hold[] = []
  const sockets = new Set<Socket>()

  const pass = (req: IncomingMessage, res: ServerResponse, body: Buffer): void => {
    const outgoing = forward(
      {
        host: target.hostname,
        port: target.port,
        method: req.method,
        path: req.url,
        headers: { ...req.headers, host: target.host },
      },
      (answer) => {
        res.writeHead(answer.statusCode ?? 502, answer.headers)
        answer.pipe(res)
      },
    )
    outgoing.on('error', () => res.destroy())
    outgoing.end(body)
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = []
    req.on('data', (chunk: Buffer) => chunks.push(chunk))
    req.on('end', () => {
      const path = new URL(req.url ?? '/', 'http://proxy').pathname
      const index = holds.findIndex((hold) => hold.method === req.method && hold.path === path)
      const body = Buffer.concat(chunks)
      if (index < 0) return pass(req, res, body)
      const [hold] = holds.splice(index, 1)
      hold!.reach()
      void hold!.released.then(() => pass(req, res, body))
    })
  })
  server.on('connection', (socket) => {
    sockets.add(socket)
    socket.on('close', () => sockets.delete(socket))
  })
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve))
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        for (const socket of sockets) socket.destroy()
        server.close(() => resolve())
      }),
  )

  return {
    url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`,
    hold(method, path) {
      let reach!: () => void
      let release!: () => void
      const reached = new Promise<void>((resolve) => (reach = resolve))
      const released = new Promise<void>((resolve) => (release = resolve))
      holds.push({ method, path, reach, released })
      return { reached, release }
    },
  }
}
