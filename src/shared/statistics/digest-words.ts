/**
 * The digest's notification in the user's words (docs/architecture.md, "A website's statistics"):
 * its title by cadence, the sums now and before, the website that changed most, and how many
 * websites the sums cover when not all. A domain is data: it goes in as it is, in plain text.
 */
import { formatNumber, t } from '../i18n'
import type { DigestFigures } from './summary'

export function digestNotice(figures: DigestFigures): { title: string; body: string } {
  const count = (value: number | null): string => (value === null ? '–' : formatNumber(value))
  const lines = [
    t('statistics.main.digestBody', {
      visitors: count(figures.visitors.current),
      previousVisitors: count(figures.visitors.previous),
      pageviews: count(figures.pageviews.current),
      previousPageviews: count(figures.pageviews.previous),
    }),
  ]
  const mover = figures.topMover
  if (mover)
    lines.push(
      t('statistics.main.digestMover', {
        domain: mover.domain,
        previous: count(mover.visitors.previous),
        current: count(mover.visitors.current),
      }),
    )
  if (figures.websites.summed < figures.websites.of)
    lines.push(
      t('statistics.main.digestPartial', {
        summed: formatNumber(figures.websites.summed),
        of: formatNumber(figures.websites.of),
      }),
    )
  const title = t(
    figures.cadence === 'daily' ? 'statistics.main.digestDailyTitle' : 'statistics.main.digestWeeklyTitle',
  )
  return { title, body: lines.join(' ') }
}
