/**
 * `npm run sandbox`: a local server to point SiteTray (or curl) at.
 *
 *   npx tsx src/main/sandbox/cli.ts [--port N] [--host H] [--latency MS]
 *                                   [--rate-limit N] [--api-key KEY] [--seed N]
 */
import { addDays, utcDay } from '../../shared/statistics/series'
import { startSandbox } from './index'
import type { SandboxOptions } from './types'

export interface CliSettings {
  options: SandboxOptions
  help: boolean
}

const USAGE = `Usage: npm run sandbox -- [options]

  --port N         port to listen on (default 8787, or $PORT; 0 = any free port)
  --host HOST      address to listen on (default 127.0.0.1)
  --latency MS     delay before every response (default 0)
  --rate-limit N   requests per minute and client IP (default 60; 0 = no limit)
  --api-key KEY    the API key to accept (default: a random one)
  --seed N         websites per variant (default: the demo set; 0 = none)
  --help           show this text`

/** Throws with a message for the user when an argument is wrong. */
export function parseCliArgs(argv: readonly string[], env: NodeJS.ProcessEnv = {}): CliSettings {
  const options: SandboxOptions = {
    port: env.PORT !== undefined && env.PORT !== '' ? wholeNumber('PORT', env.PORT) : 8787,
  }
  let help = false
  for (let index = 0; index < argv.length; index++) {
    const arg = argv[index]!
    if (arg === '--help' || arg === '-h') {
      help = true
      continue
    }
    const [flag, inline] =
      arg.startsWith('--') && arg.includes('=')
        ? [arg.slice(0, arg.indexOf('=')), arg.slice(arg.indexOf('=') + 1)]
        : [arg, undefined]
    const value = (): string => {
      if (inline !== undefined) return inline
      const next = argv[++index]
      if (next === undefined) throw new Error(`${flag} needs a value`)
      return next
    }
    switch (flag) {
      case '--port':
        options.port = wholeNumber(flag, value())
        if (options.port > 65_535) throw new Error('--port must be at most 65535')
        break
      case '--host':
        options.host = value()
        break
      case '--latency':
        options.latencyMs = wholeNumber(flag, value())
        break
      case '--rate-limit':
        options.rateLimitPerMinute = wholeNumber(flag, value())
        break
      case '--api-key': {
        const key = value()
        if (key === '') throw new Error('--api-key must not be empty')
        options.apiKey = key
        break
      }
      case '--seed':
        options.seed = wholeNumber(flag, value())
        break
      default:
        throw new Error(`Unknown argument: ${arg}`)
    }
  }
  return { options, help }
}

function wholeNumber(name: string, text: string): number {
  if (!/^\d+$/.test(text)) throw new Error(`${name} must be a whole number, got "${text}"`)
  return Number(text)
}

async function main(): Promise<void> {
  let settings: CliSettings
  try {
    settings = parseCliArgs(process.argv.slice(2), process.env)
  } catch (error) {
    console.error(`${(error as Error).message}\n\n${USAGE}`)
    process.exitCode = 2
    return
  }
  if (settings.help) {
    console.log(USAGE)
    return
  }
  const sandbox = await startSandbox(settings.options)
  const { url, apiKey, restrictedApiKey } = sandbox
  const today = utcDay(Date.now())
  console.log(`SiteTray sandbox listening on ${url}

  Variant A:       ${url}/public/api/v1/websites
  Variant B:       ${url}/api/v1/websites
  Statistics (B):  ${url}/api/v1/stats/{id}?name=visitors&from=YYYY-MM-DD&to=YYYY-MM-DD   (generated; days in UTC)
  API key:         ${apiKey}
  Restricted key:  ${restrictedApiKey}   (valid, but its plan has no API access: 403)

Try:
  curl -H "Authorization: Bearer ${apiKey}" -H "Accept: application/json" "${url}/api/v1/websites?per_page=10"
  curl -H "Authorization: Bearer ${apiKey}" -H "Accept: application/json" -d domain=example.org "${url}/api/v1/websites"
  curl -H "Authorization: Bearer ${apiKey}" -H "Accept: application/json" "${url}/api/v1/stats/1?name=visitors&from=${addDays(today, -29)}&to=${today}&sort_by=value&sort=asc&per_page=100"

Press Ctrl+C to stop.`)

  let stopping = false
  const stop = (signal: NodeJS.Signals): void => {
    if (stopping) return
    stopping = true
    console.log(`\n${signal}: stopping the sandbox`)
    sandbox.close().then(
      () => process.exit(0),
      (error: unknown) => {
        console.error(error)
        process.exit(1)
      },
    )
  }
  process.once('SIGINT', stop)
  process.once('SIGTERM', stop)
}

// Only when run as a program: tests import parseCliArgs without starting a server.
if (process.argv[1] && /[\\/]cli\.[cm]?[jt]s$/.test(process.argv[1])) {
  main().catch((error: unknown) => {
    console.error(error)
    process.exit(1)
  })
}
