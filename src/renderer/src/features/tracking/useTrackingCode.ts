/**
 * The tracking code's requests and what they answered: the snippet copied to the clipboard by main (the sandboxed
 * window has no clipboard of its own), "Check installation" — made only when the user asks — with its last result
 * and how long ago it was made.
 */
import { computed, ref, watch, type Ref } from 'vue'
import { isolate, t } from '../../../../shared/i18n'
import type { TrackingCheck } from '../../../../shared/tracking'
import { outcomeWords } from '../../../../shared/tracking/words'
import { ago } from '../../../../shared/sync-words'
import { useMutation, useServerData } from '../../data/query'
import { clock } from '../../lib/clock'

/** The tag the code goes before, named as it is written in a page. */
const HEAD_END = '</head>'

/** Where the code goes, in a sentence about the website. */
export const installHint = (domain: string): string =>
  t('tracking.panel.hint', { domain: isolate(domain), tag: isolate(HEAD_END) })

/**
 * The last "Check installation…" request (the router's focus ticket) this window answered: a check is made only when
 * the user asks, not again when Back returns to a place that once asked.
 */
let answeredTicket: number | undefined

/** Whether the check asked for under `ticket` is still to be made (then it is taken: made once). */
export function takeCheckAsked(ticket: number | undefined): boolean {
  if (ticket === answeredTicket) return false
  answeredTicket = ticket
  return true
}

export function useTrackingCode(ids: () => { accountId: string; websiteId: string }, respectDnt: Ref<boolean>) {
  const server = useServerData()
  const copying = useMutation('tracking:copyCode')
  const checking = useMutation('tracking:check', ({ websiteId }) => websiteId)
  const copied = ref(false)
  const failure = ref<string | null>(null)
  const last = ref<TrackingCheck | null>(null)
  const now = clock(30_000)
  watch(respectDnt, () => (copied.value = false))

  async function copy(): Promise<void> {
    failure.value = null
    const result = await copying.run({ accountId: ids().accountId, respectDnt: respectDnt.value })
    copied.value = result.ok
    if (!result.ok) failure.value = result.error.message
  }

  async function check(): Promise<void> {
    if (checking.pending(ids().websiteId)) return
    failure.value = null
    const result = await checking.run(ids())
    if (result.ok) last.value = result.data
    else failure.value = result.error.message
  }

  /** The website's last check while SiteTray runs, unless one was made meanwhile. */
  async function readLast(): Promise<void> {
    const result = await server.ask('tracking:lastCheck', ids())
    if (result.ok && !last.value) last.value = result.data
  }

  return {
    copied,
    checking: computed(() => checking.pending(ids().websiteId) !== undefined),
    failure,
    last,
    words: computed(() => (last.value ? outcomeWords(last.value.outcome) : null)),
    checkedAgo: computed(() =>
      last.value ? ago(last.value.checkedAt, Math.max(now.value, last.value.checkedAt)) : null,
    ),
    copy,
    check,
    readLast,
  }
}
