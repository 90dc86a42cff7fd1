/**
 * The tracking code's requests: the snippet copied to the clipboard by main (the sandboxed window has no
 * clipboard of its own), "Check installation" — made only when the user asks — and the website's last check.
 */
import { useMutation, useServerData } from '../../data/query'

export function useTrackingCode(ids: () => { accountId: string; websiteId: string }) {
  const server = useServerData()
  const copying = useMutation('tracking:copyCode')
  const checking = useMutation('tracking:check', ({ websiteId }) => websiteId)
  return {
    copy: (respectDnt: boolean) => copying.run({ accountId: ids().accountId, respectDnt }),
    check: () => checking.run(ids()),
    /** The website's last check while SiteTray runs, or null. */
    lastCheck: () => server.ask('tracking:lastCheck', ids()),
  }
}
