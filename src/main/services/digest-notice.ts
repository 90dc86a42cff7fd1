/**
 * When the digest is told (docs/architecture.md, "A website's statistics"): once per period — each
 * morning for yesterday, each Monday for last week — as soon as the days it sums are final in the
 * book (read an hour after they ended), never twice: the last period told per cadence is kept in
 * `<data>/digest.json`, so that a restart does not tell it again. It reads nothing: the favorites'
 * days (read every few minutes) and the overview's hold what it sums.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { createLogger } from '../base'
import { CoalescedWrite, decodeWith, openJsonFile } from '../storage'
import type { Digest } from '../../shared/settings'
import type { DigestCadence, DigestFigures } from '../../shared/statistics/summary'

export const DIGEST_FILE = 'digest.json'
const log = createLogger('digest')

const schema = z.object({ daily: z.string().nullable(), weekly: z.string().nullable() })
type Told = z.infer<typeof schema>

export interface DigestNotice {
  /** The figures to tell now for the cadence chosen, marked told; null when nothing is due. */
  due(digest: Digest, figuresOf: (cadence: DigestCadence) => DigestFigures | null): DigestFigures | null
  close(): Promise<void>
}

export async function openDigestNotice(dataDir: string): Promise<DigestNotice> {
  const file = openJsonFile({ path: join(dataDir, DIGEST_FILE) })
  const loaded = await file.load(decodeWith(schema, 'not the digest told last'))
  const told: Told = loaded.status === 'loaded' ? loaded.value : { daily: null, weekly: null }
  const onWriteFailed = (error: unknown): void => log.warn('could not save when the digest was told', error)
  const writer = new CoalescedWrite({
    file,
    snapshot: () => ({ ...told }),
    debounceMs: 0,
    maxDelayMs: 0,
    onWriteFailed,
  })
  return {
    due(digest, figuresOf) {
      if (digest === 'off') return null
      const figures = figuresOf(digest)
      if (!figures || figures.websites.summed === 0 || told[digest] === figures.range.from) return null
      told[digest] = figures.range.from
      writer.changed()
      return figures
    },
    close: () => writer.close().catch(onWriteFailed),
  }
}
