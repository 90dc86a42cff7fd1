/**
 * Whether a website carries the list's "no visits yet" mark: its statistics, as main's
 * cache already has them, recorded no visit since it was created. Its flat line of zeros is then
 * left out of the row, which has the mark instead.
 */
import { recordedNoVisit } from '../../../../shared/tracking'
import type { Website } from '../../../../shared/website'
import { useVisitors } from '../visitors/useVisitors'

export function useNoVisitMark(): { marked(accountId: string, website: Website): boolean } {
  const visitors = useVisitors()
  return {
    marked(accountId, website) {
      const overview = visitors.of(accountId)
      return overview?.available === true && recordedNoVisit(website.createdAt, overview.websites[website.id])
    },
  }
}
