/**
 * The order the overview reads its websites in when it is opened (docs/architecture.md,
 * "Overview"): favorites first (by name), then the websites the user opened lately (most first),
 * then every other one by name — what the user is most likely looking for comes first. A pure
 * function of the websites and the switcher's visits.
 */
import type { Website } from '../../shared/website'

/** Of the websites opened lately, this many count as "recent". */
export const RECENT_AT_MOST = 10

export function readingOrder(
  websites: readonly Website[],
  /** How often and how lately the user opened a website (the switcher's frecency); undefined: never. */
  recentScore: (websiteId: string) => number | undefined,
): string[] {
  const byDomain = (a: Website, b: Website): number => a.displayDomain.localeCompare(b.displayDomain)
  const favorites = websites.filter((website) => website.favorite).sort(byDomain)
  const recent = websites
    .filter((website) => !website.favorite && recentScore(website.id) !== undefined)
    .sort((a, b) => recentScore(b.id)! - recentScore(a.id)!)
    .slice(0, RECENT_AT_MOST)
  const leading = new Set([...favorites, ...recent].map((website) => website.id))
  const others = websites.filter((website) => !leading.has(website.id)).sort(byDomain)
  return [...favorites, ...recent, ...others].map((website) => website.id)
}
