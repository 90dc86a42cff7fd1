/**
 * How "Check installation" is said: each outcome as a title the user sees first, a
 * sentence saying what to do, notes on how the page was read, and a tone — the same words wherever
 * the result is shown. The words are the catalogs' (area `tracking`); a host or an address in a
 * sentence is a value of its own, which the window draws left to right and isolated (`<bdi dir="ltr">`),
 * and what a page wrote is shown without its invisible characters and cut short (tracking-shown.ts).
 */
import { formatNumber, t, type MessageKey } from '../i18n'
import type { SeenByService, TrackingOutcome } from '.'
import { PAGE_MAX_REDIRECTS, sizeWords } from './limits'
import { shownFromPage } from './shown'

/** A value in a sentence: an address is drawn as one, left to right, whatever the language's direction. */
export interface SentenceValue {
  name: string
  text: string
  address: boolean
}

/** A message and its values, drawn with vue-i18n's `<i18n-t>` so that each address can be an element of its own. */
export interface Sentence {
  key: MessageKey
  values: SentenceValue[]
}

export interface OutcomeWords {
  tone: 'good' | 'warning' | 'danger'
  title: string
  detail: Sentence
  /** Said besides the outcome: the page read over plain http, an address hiding characters. */
  notes: string[]
  /** What the service saw after the code was found; null when it is not known. */
  seen: string | null
}

type Unreachable = Extract<TrackingOutcome, { kind: 'unreachable' }>

const sentence = (key: MessageKey, ...values: SentenceValue[]): Sentence => ({ key, values })
const address = (name: string, text: string): SentenceValue => ({ name, text: shownFromPage(text), address: true })
const plain = (name: string, text: string): SentenceValue => ({ name, text, address: false })

function unreachableDetail(outcome: Unreachable): Sentence {
  const host = address('host', outcome.host)
  const status = plain('status', String(outcome.status ?? ''))
  switch (outcome.reason) {
    case 'dns':
      return sentence('tracking.unreachable.dns', host)
    case 'refused':
      return sentence('tracking.unreachable.refused', host)
    case 'certificate':
      return sentence('tracking.unreachable.certificate', host)
    case 'timeout':
      return sentence('tracking.unreachable.timeout', host)
    case 'too-large':
      return sentence('tracking.unreachable.tooLarge', host, plain('size', sizeWords()))
    case 'status':
      return sentence('tracking.unreachable.status', host, status)
    case 'unusual-status':
      return sentence('tracking.unreachable.unusualStatus', host, status)
    case 'too-many-redirects':
      return sentence('tracking.unreachable.tooManyRedirects', host, plain('count', formatNumber(PAGE_MAX_REDIRECTS)))
    case 'not-http':
      return sentence('tracking.unreachable.notHttp', host)
    case 'private-network':
      return sentence('tracking.unreachable.privateNetwork', host, address('target', outcome.redirectedTo ?? '—'))
    default:
      return sentence('tracking.unreachable.other', host)
  }
}

/** The site answered, but not with a page the check could judge: not "could not reach". */
function unreachableTitle(outcome: Unreachable): Pick<OutcomeWords, 'tone' | 'title'> {
  if (outcome.reason === 'too-large') return { tone: 'warning', title: t('tracking.outcome.tooLargeTitle') }
  if (outcome.reason === 'private-network') return { tone: 'warning', title: t('tracking.outcome.privateNetworkTitle') }
  return { tone: 'danger', title: t('tracking.outcome.unreachableTitle') }
}

function seenWords(seen: SeenByService): string | null {
  if (seen === 'visits-today') return t('tracking.outcome.visitsToday')
  if (seen === 'no-visits-yet') return t('tracking.outcome.noVisitsYet')
  return null
}

function notesOf(outcome: TrackingOutcome): string[] {
  const notes: string[] = []
  // "Refused" already says both ways were tried.
  const refused = outcome.kind === 'unreachable' && outcome.reason === 'refused'
  if (outcome.overHttp && !refused) notes.push(t('tracking.outcome.overHttp'))
  if (outcome.kind === 'installed-elsewhere' && outcome.hiddenCharacters)
    notes.push(t('tracking.outcome.hiddenCharacters'))
  return notes
}

function wordsOf(outcome: TrackingOutcome): Omit<OutcomeWords, 'notes'> {
  const host = address('host', outcome.host)
  switch (outcome.kind) {
    case 'installed':
      return {
        tone: 'good',
        title: t('tracking.outcome.installedTitle'),
        detail: sentence('tracking.outcome.installed', host),
        seen: seenWords(outcome.seen),
      }
    case 'installed-elsewhere':
      return {
        tone: 'warning',
        title: t('tracking.outcome.elsewhereTitle'),
        detail: sentence(
          'tracking.outcome.elsewhere',
          host,
          address('dataHost', outcome.dataHost || '—'),
          address('expected', outcome.expected),
        ),
        seen: null,
      }
    case 'other-host':
      return {
        tone: 'warning',
        title: t('tracking.outcome.otherHostTitle'),
        detail: sentence('tracking.outcome.otherHost', host, address('domain', outcome.domain)),
        seen: null,
      }
    case 'not-found':
      return {
        tone: 'warning',
        title: t('tracking.outcome.notFoundTitle'),
        detail: sentence('tracking.outcome.notFound', host),
        seen: null,
      }
    case 'unreachable':
      return { ...unreachableTitle(outcome), detail: unreachableDetail(outcome), seen: null }
  }
}

export function outcomeWords(outcome: TrackingOutcome): OutcomeWords {
  return { ...wordsOf(outcome), notes: notesOf(outcome) }
}
