import { spawn } from 'node:child_process'
import { fileURLToPath } from 'node:url'
import { describe, expect, it } from 'vitest'
import { parseCliArgs } from '../../src/main/sandbox/cli'

const ROOT = fileURLToPath(new URL('../..', import.meta.url))

describe('parseCliArgs', () => {
  it('defaults to port 8787, or $PORT', () => {
    expect(parseCliArgs([]).options).toEqual({ port: 8787 })
    expect(parseCliArgs([], { PORT: '9000' }).options).toEqual({ port: 9000 })
  })

  it('reads every flag, as "--flag value" or "--flag=value"', () => {
    const { options } = parseCliArgs(
      ['--port', '0', '--host=0.0.0.0', '--latency', '150', '--rate-limit=0', '--api-key', 'k', '--seed', '500'],
      { PORT: '9000' },
    )
    expect(options).toEqual({ port: 0, host: '0.0.0.0', latencyMs: 150, rateLimitPerMinute: 0, apiKey: 'k', seed: 500 })
    expect(parseCliArgs(['--help']).help).toBe(true)
  })

  it('explains what is wrong with an argument', () => {
    expect(() => parseCliArgs(['--port', 'eighty'])).toThrow(/--port must be a whole number/)
    expect(() => parseCliArgs(['--port', '70000'])).toThrow(/at most 65535/)
    expect(() => parseCliArgs(['--latency'])).toThrow(/--latency needs a value/)
    expect(() => parseCliArgs(['--verbose'])).toThrow(/Unknown argument: --verbose/)
    expect(() => parseCliArgs([], { PORT: 'x' })).toThrow(/PORT must be a whole number/)
  })
})

describe('the sandbox command', () => {
  it('prints the address, the keys and curl examples that work, and stops cleanly on SIGTERM', async () => {
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'src/main/sandbox/cli.ts', '--port', '0', '--api-key', 'cli-test-key', '--seed', '3'],
      {
        cwd: ROOT,
        stdio: ['ignore', 'pipe', 'pipe'],
      },
    )
    const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
    try {
      let output = ''
      child.stdout.setEncoding('utf8')
      await new Promise<void>((resolve, reject) => {
        const timer = setTimeout(() => reject(new Error(`no banner in time:\n${output}`)), 15_000)
        child.stdout.on('data', (chunk: string) => {
          output += chunk
          if (output.includes('Ctrl+C')) {
            clearTimeout(timer)
            resolve()
          }
        })
        child.on('exit', () => reject(new Error(`exited early:\n${output}`)))
      })
      const url = /listening on (http:\/\/127\.0\.0\.1:\d+)/.exec(output)?.[1]
      expect(url).toBeDefined()
      expect(output).toContain('API key:         cli-test-key')
      expect(output).toMatch(/Restricted key:\s+sk_sandbox_restricted_[0-9a-f]{32}/)
      expect(output).toContain(
        `curl -H "Authorization: Bearer cli-test-key" -H "Accept: application/json" "${url}/api/v1/websites?per_page=10"`,
      )
      expect(output).toContain(`-d domain=example.org "${url}/api/v1/websites"`)

      const response = await fetch(`${url}/api/v1/websites?per_page=10`, {
        headers: { Authorization: 'Bearer cli-test-key', Accept: 'application/json' },
      })
      expect(response.status).toBe(200)
      expect(((await response.json()) as { meta: { total: number } }).meta.total).toBe(3)
      const statsCurl =
        /curl .*"(http:\/\/[^"]+\/api\/v1\/stats\/1\?name=visitors&from=\d{4}-\d{2}-\d{2}&to=\d{4}-\d{2}-\d{2}[^"]*)"/.exec(
          output,
        )?.[1]
      const stats = await fetch(statsCurl!, {
        headers: { Authorization: 'Bearer cli-test-key', Accept: 'application/json' },
      })
      expect(((await stats.json()) as { total: number }).total).toBe(30)
      child.kill('SIGTERM')
      expect(await exited).toBe(0)
    } finally {
      if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL')
    }
  })
})
