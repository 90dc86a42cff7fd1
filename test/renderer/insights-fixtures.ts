/** A website's statistics for the fake bridge: lists that look like a real shop's, and this hour. */
import type { FakeInsights } from './fake-bridge'

const rows = (entries: Array<[string, number]>): Array<{ value: string; count: number }> =>
  entries.map(([value, count]) => ({ value, count }))

export function insights(): FakeInsights {
  return {
    rows: {
      page: rows([
        ['/', 1_840],
        ['/pricing', 620],
        ['/blog/winter-tips', 410],
        ['/docs/install', 388],
        ['/about', 240],
        ['/search?q=red,blue', 122],
        ['/contact', 95],
        ['/blog/changelog', 61],
        ['/docs/api', 40],
        ['/guides/dark-mode', 33],
        ['/news/roadmap', 12],
        ['/team', 4],
      ]),
      referrer: rows([
        ['www.google.com', 930],
        ['duckduckgo.com', 160],
        ['news.ycombinator.com', 120],
        ['github.com', 64],
      ]),
      country: rows([
        ['US:United States', 720],
        ['DE:Germany', 310],
        ['FR:France', 140],
        ['JP:Japan', 52],
      ]),
      browser: rows([
        ['Chrome', 820],
        ['Safari', 300],
        ['Firefox', 110],
      ]),
      device: rows([
        ['Desktop', 700],
        ['Mobile', 480],
        ['Tablet', 42],
      ]),
      campaign: rows([
        ['spring_sale', 120],
        ['newsletter', 64],
      ]),
      event: rows([
        ['signup:pro, yearly:plan', 48],
        ['purchase:49.00:EUR', 21],
        ['newsletter:subscribe:', 9],
      ]),
    },
    // Read at 15:25 (UTC, the service's hour): yesterday's 15:00 hour counted to its 25th minute.
    hour: {
      hour: '15',
      visitors: { today: 42, yesterday: 37 },
      pageviews: { today: 96, yesterday: 81 },
      readAt: Date.parse(`${new Date().toISOString().slice(0, 10)}T15:25:00Z`),
    },
  }
}
