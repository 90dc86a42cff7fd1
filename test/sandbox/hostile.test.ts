import { connect } from 'node:net'
import { afterEach, beforeEach, describe, expect, it, onTestFinished, vi, type MockInstance } from 'vitest'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import { call, withSandbox } from './helpers'

/**
 * Sends raw bytes and returns everything the server sent until it closed the connection: every exchange here ends with
 * the server closing it.
 */
function rawExchange(sandbox: Sandbox, request: string): Promise<string> {
  const { hostname, port } = new URL(sandbox.url)
  return new Promise((resolve, reject) => {
    const socket = connect(Number(port), hostname)
    let received = ''
    socket.on('connect', () => socket.write(request))
    socket.on('data', (chunk) => (received += chunk.toString('latin1')))
    socket.on('close', () => resolve(received))
    // A server that refuses a body while it is still being sent may reset the connection: what it said first still
    // counts.
    socket.on('error', (error) => {
      if (!received) reject(error)
    })
  })
}

const statusLine = (response: string): string => response.split('\r\n')[0] ?? ''

describe('hostile requests get an answer, never a crash', () => {
  let errors: MockInstance
  beforeEach(() => {
    errors = vi.spyOn(console, 'error')
  })
  afterEach(() => {
    // A request that reaches the generic 500 handler prints a stack: none may.
    expect(errors).not.toHaveBeenCalled()
    errors.mockRestore()
  })

  it('a target that names no path is a 400', () =>
    withSandbox({}, async (sandbox) => {
      expect(statusLine(await rawExchange(sandbox, 'OPTIONS * HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n'))).toBe(
        'HTTP/1.1 400 Bad Request',
      )
      expect(
        statusLine(
          await rawExchange(
            sandbox,
            'GET http://x:99999/api/v1/websites HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n',
          ),
        ),
      ).toBe('HTTP/1.1 400 Bad Request')
    }))

  it('CONNECT is refused with 405 instead of a silently closed socket', () =>
    withSandbox({}, async (sandbox) => {
      expect(
        statusLine(await rawExchange(sandbox, 'CONNECT example.com:443 HTTP/1.1\r\nHost: example.com:443\r\n\r\n')),
      ).toBe('HTTP/1.1 405 Method Not Allowed')
    }))

  it('a body declared too large is refused at once, without inviting it with 100 Continue', () => {
    // "At once" is "without waiting for anything": only the headers are ever sent, and fake time stands still,
    // so a sandbox that waited for the body or for a timer of its own would never answer, and this test would time out.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] })
    onTestFinished(() => void vi.useRealTimers())
    return withSandbox({}, async (sandbox) => {
      const response = await rawExchange(
        sandbox,
        `POST /api/v1/websites HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${sandbox.apiKey}\r\nAccept: application/json\r\nContent-Type: application/x-www-form-urlencoded\r\nContent-Length: 1000000000\r\nExpect: 100-continue\r\n\r\n`,
      )
      expect(statusLine(response)).toBe('HTTP/1.1 413 Payload Too Large')
      expect(response).not.toContain('100 Continue')
    })
  })

  it('a chunked body past the limit is a 413 too', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const body = `domain=x.example.com&exclude_params=${'x'.repeat(1_200_000)}`
      let chunked = ''
      for (let start = 0; start < body.length; start += 64 * 1024) {
        const chunk = body.slice(start, start + 64 * 1024)
        chunked += `${chunk.length.toString(16)}\r\n${chunk}\r\n`
      }
      const response = await rawExchange(
        sandbox,
        `POST /api/v1/websites HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${sandbox.apiKey}\r\nAccept: application/json\r\nContent-Type: application/x-www-form-urlencoded\r\nTransfer-Encoding: chunked\r\nConnection: close\r\n\r\n${chunked}0\r\n\r\n`,
      )
      expect(statusLine(response)).toBe('HTTP/1.1 413 Payload Too Large')
      expect(sandbox.control.list('B')).toEqual([])
    }))

  it('PHP-style array parameters are refused like a real server refuses them', () =>
    withSandbox({}, async (sandbox) => {
      for (const query of ['per_page[]=7', 'favorite[]=1', 'sort[]=up', 'search[a]=x']) {
        const refused = await call(sandbox, `/api/v1/websites?${query}`)
        expect(refused.status, query).toBe(422)
      }
      const form = await call(sandbox, '/api/v1/websites', {
        method: 'POST',
        raw: { body: 'domain=arr.example.com&email[]=1', contentType: 'application/x-www-form-urlencoded' },
      })
      expect(form.status).toBe(422)
      expect(Object.keys(form.body.message)).toEqual(['email'])
    }))

  it('a list of thousands of bad IPs gets one short message, not a megabyte', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const ips = Array.from({ length: 5_000 }, (_, index) => `bad-${index}`).join('\n')
      const refused = await call(sandbox, '/api/v1/websites', {
        method: 'POST',
        form: { domain: 'ips.example.com', exclude_ips: ips },
      })
      expect(refused.status).toBe(422)
      expect(refused.body.message.exclude_ips).toEqual([
        'The exclude ips field contains invalid IP addresses: bad-0, bad-1, bad-2 and 4997 more.',
      ])
      expect(refused.text.length).toBeLessThan(500)
    }))

  it("per_page follows Laravel's rules to the letter: in: compares text, integer takes a sign but no leading zero", () =>
    withSandbox({}, async (sandbox) => {
      for (const value of ['+10', '010', '10.0'])
        expect(
          (await call(sandbox, `/api/v1/websites?per_page=${encodeURIComponent(value)}`)).status,
          `B ${value}`,
        ).toBe(422)
      expect((await call(sandbox, `/public/api/v1/websites?per_page=${encodeURIComponent('+10')}`)).status).toBe(200)
      expect((await call(sandbox, '/public/api/v1/websites?per_page=010')).status).toBe(422)
    }))

  it('favorited_at takes any four-digit year', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const created = await call(sandbox, '/api/v1/websites', {
        method: 'POST',
        form: { domain: 'old.example.com', favorited_at: '0050-01-01T00:00:00' },
      })
      expect(created.status).toBe(201)
      expect(sandbox.control.list('B')[0]?.favorited_at?.getUTCFullYear()).toBe(50)
    }))
})

describe('options', () => {
  it.each([
    ['latencyMs', { latencyMs: Number.POSITIVE_INFINITY }],
    ['latencyMs', { latencyMs: 2 ** 31 }],
    ['rateLimitWindowMs', { rateLimitWindowMs: Number.POSITIVE_INFINITY }],
  ])('refuses a %s no timer can wait for', async (_name, options) => {
    await expect(startSandbox(options)).rejects.toThrow(TypeError)
  })
})
