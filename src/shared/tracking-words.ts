/**
 * How "Check installation" is said (issue 34): each outcome as a title the user sees first, a
 * sentence saying what to do, and a tone — the same words wherever the result is shown. The words
 * are the catalogs' (area `tracking`); hosts and addresses are isolated so that they read left to
 * right in a right-to-left language.
 */
import { formatNumber, isolate, t } from './i18n'
import type { SeenByService, TrackingOutcome, UnreachableReason } from './tracking'
import { PAGE_MAX_REDIRECTS, sizeWords } from './tracking-limits'

export interface OutcomeWords {
  tone: 'good' | 'warning' | 'danger'
  title: string
  detail: string
  /** What the service saw after the code was found; null when it is not known. */
  seen: string | null
}

function unreachableDetail(reason: UnreachableReason, host: string, status?: number): string {
  switch (reason) {
    case 'dns':
      return t('tracking.unreachable.dns', { host })
    case 'refused':
      return t('tracking.unreachable.refused', { host })
    case 'certificate':
      return t('tracking.unreachable.certificate', { host })
    case 'timeout':
      return t('tracking.unreachable.timeout', { host })
    case 'too-large':
      return t('tracking.unreachable.tooLarge', { host, size: sizeWords() })
    case 'status':
      return t('tracking.unreachable.status', { host, status: String(status ?? '') })
    case 'too-many-redirects':
      return t('tracking.unreachable.tooManyRedirects', { host, count: formatNumber(PAGE_MAX_REDIRECTS) })
    case 'not-http':
      return t('tracking.unreachable.notHttp', { host })
    default:
      return t('tracking.unreachable.other', { host })
  }
}

function seenWords(seen: SeenByService): string | null {
  if (seen === 'visits-today') return t('tracking.outcome.visitsToday')
  if (seen === 'no-visits-yet') return t('tracking.outcome.noVisitsYet')
  return null
}

export function outcomeWords(outcome: TrackingOutcome): OutcomeWords {
  const host = isolate(outcome.host)
  switch (outcome.kind) {
    case 'installed':
      return {
        tone: 'good',
        title: t('tracking.outcome.installedTitle'),
        detail: t('tracking.outcome.installed', { host }),
        seen: seenWords(outcome.seen),
      }
    case 'installed-elsewhere':
      return {
        tone: 'warning',
        title: t('tracking.outcome.elsewhereTitle'),
        detail: t('tracking.outcome.elsewhere', {
          host,
          dataHost: isolate(outcome.dataHost || '—'),
          expected: isolate(outcome.expected),
        }),
        seen: null,
      }
    case 'other-host':
      return {
        tone: 'warning',
        title: t('tracking.outcome.otherHostTitle'),
        detail: t('tracking.outcome.otherHost', { host, domain: isolate(outcome.domain) }),
        seen: null,
      }
    case 'not-found':
      return {
        tone: 'warning',
        title: t('tracking.outcome.notFoundTitle'),
        detail: t('tracking.outcome.notFound', { host }),
        seen: null,
      }
    case 'unreachable':
      return {
        tone: 'danger',
        title: t('tracking.outcome.unreachableTitle'),
        detail: unreachableDetail(outcome.reason, host, outcome.status),
        seen: null,
      }
  }
}
