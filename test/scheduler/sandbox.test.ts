import { describe, expect, it } from 'vitest'
import { createWebsitesClient } from '../../src/main/api'
import { createScheduler } from '../../src/main/scheduler'
import { withSandbox } from '../sandbox/helpers'

describe('against a real server with a tight limit', () => {
  it('12 sweep requests at 6 per second all succeed: the scheduler paces them and retries what the server refuses', () => {
    let received = 0
    return withSandbox(
      { rateLimitPerMinute: 6, rateLimitWindowMs: 1_000, onRequest: () => void (received += 1) },
      async (sandbox) => {
        // The sandbox counts per second instead of per minute; the scheduler is told the same.
        const scheduler = createScheduler({ windowMs: 1_000 })
        const client = createWebsitesClient({
          baseUrl: sandbox.url,
          variant: 'B',
          apiKey: sandbox.apiKey,
          timeoutMs: 5_000,
          onResponse: scheduler.observe,
        })
        try {
          const pages = await Promise.all(
            Array.from({ length: 12 }, (_, n) =>
              scheduler.run({ lane: 'background', accountId: `account ${n % 2}` }, (signal) =>
                client.list({ perPage: 10 }, { signal }),
              ),
            ),
          )
          expect(pages).toHaveLength(12)
          for (const page of pages) expect(page.items.length).toBeGreaterThan(0)
          // It learned the server's limit from the answers' headers.
          expect(scheduler.status().limitPerMinute).toBe(6)
          expect(received).toBeGreaterThanOrEqual(12)
        } finally {
          scheduler.dispose()
        }
      },
    )
  })
})
