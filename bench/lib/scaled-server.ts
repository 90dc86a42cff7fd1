/**
 * The sandbox at its real limit of 60 requests per window, the window shortened (rate-limit.ts) so
 * that minutes of reading take seconds, its wire tapped, and an empty data folder: what the
 * on-screen scenarios (overview-open.ts, website-browse.ts) start from, and what `close` ends.
 */
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { startSandbox, type Sandbox } from '../../src/main/sandbox'
import { SteppingClock } from './rate-limit'
import { WireTap } from './wire-tap'

/** The limit stays the real one; only its window is shortened. */
export const SCALED_LIMIT = 60

export interface ScaledServer {
  clock: SteppingClock
  sandbox: Sandbox
  tap: WireTap
  dataDir: string
  close(): Promise<void>
}

export async function startScaledServer(options: {
  windowMs: number
  latencyMs: number
  /** Websites in the sandbox; its own seed when left out. */
  websites?: number
  /** The data folder's name starts so. */
  name: string
}): Promise<ScaledServer> {
  const clock = new SteppingClock(options.windowMs)
  const sandbox = await startSandbox({
    ...(options.websites !== undefined && { seed: options.websites }),
    latencyMs: options.latencyMs,
    rateLimitPerMinute: SCALED_LIMIT,
    rateLimitWindowMs: options.windowMs,
    now: clock.now,
  })
  const tap = new WireTap(sandbox.url)
  const dataDir = await mkdtemp(join(tmpdir(), `sitetray-${options.name}-`))
  return {
    clock,
    sandbox,
    tap,
    dataDir,
    async close() {
      tap.dispose()
      await sandbox.close()
      await rm(dataDir, { recursive: true, force: true })
    },
  }
}
