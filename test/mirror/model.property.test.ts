/** The mirror against the simplest model of it, an array, over random sequences of changes. */
import fc from 'fast-check'
import { mkdtemp, rm } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { openMirror } from '../../src/main/mirror'
import type { Website } from '../../src/shared/website'
import { plainWebsite } from '../support/websites'

function website(id: string, version: number): Website {
  return plainWebsite(id, { privacy: (version % 3) as Website['privacy'], createdAt: null, updatedAt: null })
}

const id = fc.integer({ min: 1, max: 12 }).map(String)
const change = fc.oneof(
  fc.record({ kind: fc.constant('upsert' as const), id, version: fc.nat(5) }),
  fc.record({ kind: fc.constant('remove' as const), id }),
  fc.record({ kind: fc.constant('replaceAll' as const), ids: fc.uniqueArray(id, { maxLength: 10 }) }),
)

describe('the mirror', () => {
  it('lists and finds exactly what an array model holds, after any sequence of changes', async () => {
    const dir = await mkdtemp(join(tmpdir(), 'sitetray-model-'))
    try {
      await fc.assert(
        fc.asyncProperty(fc.array(change, { maxLength: 40 }), async (changes) => {
          const mirror = await openMirror({ dir, accountId: 'model' })
          mirror.replaceAll([])
          let model: Website[] = []
          for (const step of changes) {
            if (step.kind === 'upsert') {
              const next = website(step.id, step.version)
              const index = model.findIndex((item) => item.id === step.id)
              model = index === -1 ? [next, ...model] : model.map((item) => (item.id === step.id ? next : item))
              mirror.upsert(next)
            } else if (step.kind === 'remove') {
              model = model.filter((item) => item.id !== step.id)
              mirror.remove(step.id)
            } else {
              model = step.ids.map((item) => website(item, 0))
              mirror.replaceAll(model)
            }
            expect(mirror.list().map((item) => item.id)).toEqual(model.map((item) => item.id))
            for (const candidate of ['1', '2', '3', '4', '5', '6', '7', '8', '9', '10', '11', '12']) {
              expect(mirror.get(candidate)?.privacy).toBe(model.find((item) => item.id === candidate)?.privacy)
            }
          }
          await mirror.close()
        }),
        { numRuns: 150 },
      )
    } finally {
      await rm(dir, { recursive: true, force: true })
    }
  })
})
