/**
 * How long start-up waits for an account's mirror: opening (read, parse,
 * check) a mirror of 10,000 websites, and the cost of writing one back.
 * Fails (exit 1) when the median load reaches 100 ms, the budget that keeps
 * the list view "instant" at start-up. Run with `npm run bench -- mirror`.
 */
import { mkdtemp, rm, stat } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { openMirror } from '../src/main/mirror'
import type { Website } from '../src/shared/website'

const WEBSITES = 10_000
const RUNS = 20
const LOAD_BUDGET_MS = 100
const ACCOUNT = 'b7e3c1a2-5d4f-4e8a-9c6b-1f2e3d4c5b6a'

const WORDS = ['shop', 'blog', 'news', 'cloud', 'studio', 'garden', 'travel', 'photo', 'music', 'dental', 'legal', 'bakery']
const TLDS = ['com', 'de', 'co.uk', 'io', 'net', 'org', 'fr', 'nl']

/** Shaped like a sweep's result: varied lengths, legacy nulls, a few long exclusion lists. */
function realisticWebsite(n: number): Website {
  const word = WORDS[n % WORDS.length] as string
  const tld = TLDS[n % TLDS.length] as string
  const favorite = n % 9 === 0
  const created = new Date(Date.UTC(2016, 0, 1) + n * 3_600_000 * 7)
  return {
    id: String(1_000_000 - n),
    domain: `${word}-${n.toString(36)}.${n % 5 === 0 ? 'sub.' : ''}example-${word}.${tld}`,
    displayDomain: `${word}-${n.toString(36)}.${n % 5 === 0 ? 'sub.' : ''}example-${word}.${tld}`,
    privacy: (n % 3) as Website['privacy'],
    hasPassword: n % 3 === 2,
    emailReports: n % 4 === 0,
    excludeBots: n % 10 !== 0,
    excludeParams: n % 3 === 0 ? null : ['utm_source', 'utm_medium', 'utm_campaign', 'fbclid', 'gclid'].slice(0, 1 + (n % 5)),
    excludeIps: n % 6 === 0 ? [] : ['192.168.0.0/16', '10.0.0.1', '2001:db8::/32', '203.0.113.7', '198.51.100.0/24'].slice(0, 1 + (n % 5)),
    favorite,
    favoritedAt: favorite ? new Date(created.getTime() + 86_400_000).toISOString() : null,
    createdAt: created.toISOString(),
    updatedAt: new Date(created.getTime() + (n % 400) * 86_400_000).toISOString(),
  }
}

function summary(timesMs: number[]): { median: number; max: number } {
  const sorted = [...timesMs].sort((a, b) => a - b)
  const middle = sorted.length / 2
  const median = sorted.length % 2 === 1 ? (sorted[Math.floor(middle)] as number) : ((sorted[middle - 1] as number) + (sorted[middle] as number)) / 2
  return { median, max: sorted[sorted.length - 1] as number }
}

const collectGarbage = (): void => (globalThis as { gc?: () => void }).gc?.()

async function main(): Promise<void> {
  const dir = await mkdtemp(join(tmpdir(), 'sitetray-bench-mirror-'))
  try {
    const sites = Array.from({ length: WEBSITES }, (_, n) => realisticWebsite(n))

    // A sweep's end: replaceAll, then the coalesced write that follows it.
    const writeTimes: number[] = []
    const writer = await openMirror({ dir, accountId: ACCOUNT, debounceMs: 60_000, maxDelayMs: 60_000 })
    for (let run = 0; run < 5; run += 1) {
      collectGarbage()
      const started = performance.now()
      writer.replaceAll(run % 2 === 0 ? sites : [...sites].reverse())
      await writer.flush()
      writeTimes.push(performance.now() - started)
    }
    writer.replaceAll(sites)
    await writer.close()
    const fileBytes = (await stat(join(dir, ACCOUNT, 'websites.json'))).size

    const loadTimes: number[] = []
    for (let run = 0; run < RUNS; run += 1) {
      collectGarbage()
      const started = performance.now()
      const mirror = await openMirror({ dir, accountId: ACCOUNT, onProblem: (problem) => console.error(problem) })
      loadTimes.push(performance.now() - started)
      if (mirror.list().length !== WEBSITES) throw new Error(`loaded ${mirror.list().length} websites, expected ${WEBSITES}`)
      await mirror.close()
    }

    const load = summary(loadTimes)
    const write = summary(writeTimes)
    const count = WEBSITES.toLocaleString('en-US')
    console.log(
      `mirror load, ${count} websites: median ${load.median.toFixed(1)} ms, max ${load.max.toFixed(1)} ms, first (cold) ${(loadTimes[0] as number).toFixed(1)} ms, file ${(fileBytes / 1024 / 1024).toFixed(1)} MB (${RUNS} runs)`,
    )
    console.log(`mirror write, ${count} websites (replaceAll + flush, fsync'd): median ${write.median.toFixed(1)} ms, max ${write.max.toFixed(1)} ms (${writeTimes.length} runs)`)
    if (load.median >= LOAD_BUDGET_MS) {
      console.log(`! load median ${load.median.toFixed(1)} ms is over the ${LOAD_BUDGET_MS} ms budget`)
      process.exitCode = 1
    }
  } finally {
    await rm(dir, { recursive: true, force: true })
  }
}

main().catch((error: unknown) => {
  console.error(error)
  process.exitCode = 1
})
