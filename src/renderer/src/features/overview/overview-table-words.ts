/** How the overview's table says its figures, in the language shown when they are read. */
import { formatDate, formatNumber, t } from '../../../../shared/i18n'
import type { Figure, OverviewRow, Totals } from '../../../../shared/overview'
import type { OverviewColumn } from '../../../../shared/overview/sort'
import { ago } from '../../../../shared/sync-words'

/** Each column's name, and the shorter one its heading shows. */
export const HEADINGS: Record<OverviewColumn, { name: () => string; short: () => string }> = {
  website: { name: () => t('overview.view.columns.website'), short: () => t('overview.view.columns.website') },
  visitors: { name: () => t('overview.view.columns.visitors'), short: () => t('overview.view.columns.visitors') },
  visitorsChange: { name: () => t('overview.view.columns.visitorsChange'), short: () => t('overview.view.change') },
  pageviews: { name: () => t('overview.view.columns.pageviews'), short: () => t('overview.view.columns.pageviews') },
  pageviewsChange: { name: () => t('overview.view.columns.pageviewsChange'), short: () => t('overview.view.change') },
}

export function staleTitle(row: OverviewRow, now: number): string {
  return row.readAt === null ? '' : t('overview.view.stale', { age: ago(row.readAt, now) })
}

/** What the period before had, or that there is nothing fair to compare with yet. */
export function previousTitle(figure: Figure): string {
  return figure.previous === null
    ? t('overview.view.changeWords.none')
    : t('overview.view.previous', { number: formatNumber(figure.previous) })
}

/** How many websites a change covers, when some have nothing to compare with yet; null when all do. */
export function coversText({ compared, counted }: Pick<Totals, 'compared' | 'counted'>): string | null {
  return compared < counted
    ? t('overview.view.changeCovers', { compared: formatNumber(compared), counted: formatNumber(counted) })
    : null
}

/** How many websites a total sums, when not all were read; null when all were. */
export function partialText({ counted, of }: Totals): string | null {
  return counted < of ? t('overview.view.partial', { read: formatNumber(counted), total: formatNumber(of) }) : null
}

/** A statistics day (the service's, taken as UTC's), as the user's language writes a date. */
export const dayOf = (day: string): string =>
  formatDate(Date.parse(`${day}T12:00:00Z`), { dateStyle: 'medium', timeZone: 'UTC' })
