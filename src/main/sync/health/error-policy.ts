/**
 * What a failure means, in one place: whether the service could be reached,
 * whether trying again can help, whether it is the user's to act on — and
 * what of it the user is shown.
 */
import { ApiError } from '../../api'
import { systemProblem } from '../../base'
import { isCancellation } from '../../scheduler'
import { Emitter } from '../../../shared/base/event'
import { Disposable } from '../../../shared/base/lifecycle'
import type { SyncStatus } from '../../../shared/sync'

export type Meaning =
  /** Someone asked the work to stop: nothing to show, nothing to retry. */
  | 'cancelled'
  /** The service cannot be reached: everything waits until it answers again. */
  | 'offline'
  /** The service asked to slow down: wait as long as it says. */
  | 'busy'
  /** The API key was refused (401): nothing goes until it works again — a new key, or the same one restored. */
  | 'key'
  /**
   * The key is valid but the account's plan has no API (403, the server's `api.guard`): nothing goes until the plan has
   * it again.
   */
  | 'plan'
  /**
   * The server is there, but this computer does not trust its certificate (api/net-errors.ts): it could be anyone, so
   * nothing goes until it is trusted again — a certificate renewed, an authority installed. Not offline: that passes
   * by itself, and says nothing of why.
   */
  | 'untrusted'
  /** The service failed at it (a server error, an answer nobody understands): try again later. */
  | 'retry'
  /** The service refused it, and sending it again cannot help. */
  | 'refused'

/**
 * How many answers nobody understands the same request gets before it counts as refused: a proxy's hiccup passes, a
 * broken route does not.
 */
export const UNEXPLAINED_TRIES = 3

/**
 * `tries` counts the answers nobody understood so far for the same work,
 * this one included.
 */
export function meaningOf(error: unknown, tries = 1): Meaning {
  if (isCancellation(error)) return 'cancelled'
  if (!(error instanceof ApiError)) return 'retry'
  switch (error.kind) {
    case 'network':
      return error.untrustedCertificate ? 'untrusted' : 'offline'
    case 'timeout':
      // 408: the server answered, and asks for the request again.
      return error.status === undefined ? 'offline' : 'retry'
    case 'rate_limited':
      return 'busy'
    case 'unauthorized':
      // The account's key, not this request: every request would meet it, and a new key fixes all of them.
      return 'key'
    case 'forbidden':
      // The plan, not this request: the server guards every API route with it, and a key cannot help.
      return 'plan'
    case 'validation':
    case 'invalid_request':
    case 'not_found':
      return 'refused'
    case 'bad_response':
      // A 4xx says no to this request; any other answer nobody understands may be a passing proxy problem.
      if (error.status !== undefined && error.status >= 400 && error.status < 500) return 'refused'
      return tries >= UNEXPLAINED_TRIES ? 'refused' : 'retry'
    case 'server':
      return 'retry'
  }
}

/** Whether the service itself answered (so it is reachable), however unhappily — a certificate it is refused for included. */
export function isServiceAnswer(error: unknown): boolean {
  // invalid_request is this computer's own refusal, before anything was sent.
  return (
    error instanceof ApiError &&
    error.kind !== 'invalid_request' &&
    meaningOf(error) !== 'offline' &&
    meaningOf(error) !== 'cancelled'
  )
}

/**
 * What became of the account's access: the service refused the key (401) or the plan has no API
 * (403), or this computer does not trust the server's certificate, and nothing succeeded since;
 * accepted; or not asked yet.
 */
export type KeyVerdict = 'accepted' | 'refused' | 'no-api' | 'untrusted' | 'unknown'

/** Whether the verdict keeps every request of the account from going (until access comes back). */
export function isAccessRefused(verdict: KeyVerdict): boolean {
  return verdict === 'refused' || verdict === 'no-api' || verdict === 'untrusted'
}

export type Work = 'sweep' | 'refresh' | 'query' | 'probe' | 'send' | 'stats'
export type Shown = SyncStatus['lastError']
type KindOfWork = 'read' | 'send' | 'stats'

/**
 * Reading the list in any way is one kind of work, sending edits another, reading visitor numbers
 * a third: a success clears a failure of its own kind (and any refusal of access).
 */
const KIND_OF_WORK: Record<Work, KindOfWork> = {
  sweep: 'read',
  refresh: 'read',
  query: 'read',
  probe: 'read',
  send: 'send',
  stats: 'stats',
}

interface Standing {
  shown: NonNullable<Shown>
  order: number
  /** A certificate this computer does not trust: shown with the error's own words, and met by every request. */
  untrusted: boolean
}

/** A problem every request of the account meets alike (a refused key or plan, an untrusted certificate). */
function holdsEveryRequest(entry: Standing): boolean {
  return entry.untrusted || entry.shown.kind === 'unauthorized' || entry.shown.kind === 'forbidden'
}

/**
 * The failures the user is shown in the status: the newest one still
 * standing. Each goes as soon as the same kind of work succeeds (not at the
 * next full sweep); a refused key or a plan without the API goes with any
 * success, since the server guards every route alike.
 */
export class Problems extends Disposable {
  private readonly standing = new Map<KindOfWork, Standing>()
  private order = 0
  private succeededOnce = false
  private verdict: KeyVerdict = 'unknown'
  private readonly changed = this._register(new Emitter<void>())
  readonly onDidChange = this.changed.event
  private readonly verdicts = this._register(new Emitter<KeyVerdict>())
  /**
   * The service accepted the account's access for the first time, refused it (key or plan), or accepted it again after
   * refusing.
   */
  readonly onDidChangeKeyVerdict = this.verdicts.event

  report(work: Work, error: unknown): void {
    const meaning = meaningOf(error)
    // Offline shows as the connection; work someone stopped is no failure.
    if (meaning === 'cancelled' || meaning === 'offline') return
    // Anything but the service's answer happened on this computer: said in words, never as the system's code.
    const shown =
      error instanceof ApiError
        ? { kind: error.kind, message: error.message }
        : { kind: 'server' as const, message: sentence(systemProblem(error)) }
    this.standing.set(KIND_OF_WORK[work], { shown, order: ++this.order, untrusted: meaning === 'untrusted' })
    this.announce()
  }

  succeeded(work: Work): void {
    let cleared = !this.succeededOnce
    this.succeededOnce = true
    cleared = this.standing.delete(KIND_OF_WORK[work]) || cleared
    for (const [kind, entry] of this.standing) {
      if (holdsEveryRequest(entry)) cleared = this.standing.delete(kind) || cleared
    }
    if (cleared) this.announce()
  }

  private announce(): void {
    this.changed.fire()
    const verdict = this.keyVerdict()
    if (verdict === this.verdict) return
    this.verdict = verdict
    this.verdicts.fire(verdict)
  }

  last(): Shown {
    let newest: Standing | undefined
    for (const entry of this.standing.values()) if (!newest || entry.order > newest.order) newest = entry
    return newest?.shown ?? null
  }

  keyVerdict(): KeyVerdict {
    const refusals = [...this.standing.values()].filter(holdsEveryRequest)
    // While the certificate is not trusted no request reaches the service: a refusal it made before is old news.
    if (refusals.some((entry) => entry.untrusted)) return 'untrusted'
    // A refused key says more than a plan's refusal: with a wrong key the server cannot tell what the plan allows.
    if (refusals.some((entry) => entry.shown.kind === 'unauthorized')) return 'refused'
    if (refusals.length > 0) return 'no-api'
    return this.succeededOnce ? 'accepted' : 'unknown'
  }
}

function sentence(clause: string): string {
  return `${clause.charAt(0).toUpperCase()}${clause.slice(1)}.`
}
