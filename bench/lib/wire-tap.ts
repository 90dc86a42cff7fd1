/**
 * What went over the wire, seen from this process: every request Node's fetch (undici, which
 * ofetch uses) creates and every answer's status, through undici's diagnostics channels. The
 * cases count requests and 429s with it, and time an edit to the moment its answer arrives,
 * without a proxy in between and without touching the app's code. Only requests to `origin`.
 */
import diagnostics from 'node:diagnostics_channel'
import { performance } from 'node:perf_hooks'

export interface WireRequest {
  method: string
  /** Path and query, as sent. */
  path: string
  at: number
}

export interface WireAnswer extends WireRequest {
  status: number
}

interface UndiciRequest {
  origin: string | URL
  method: string
  path: string
}

export class WireTap {
  readonly requests: WireRequest[] = []
  readonly answers: WireAnswer[] = []
  private readonly requestListeners = new Set<(request: WireRequest) => void>()
  private readonly answerListeners = new Set<(answer: WireAnswer) => void>()

  constructor(private readonly origin: string) {
    diagnostics.subscribe('undici:request:create', this.onCreate)
    diagnostics.subscribe('undici:request:headers', this.onHeaders)
  }

  private readonly onCreate = (message: unknown): void => {
    const { request } = message as { request: UndiciRequest }
    if (String(request.origin).replace(/\/$/, '') !== this.origin) return
    const seen: WireRequest = { method: request.method, path: request.path, at: performance.now() }
    this.requests.push(seen)
    for (const listener of this.requestListeners) listener(seen)
  }

  private readonly onHeaders = (message: unknown): void => {
    const { request, response } = message as { request: UndiciRequest; response: { statusCode: number } }
    if (String(request.origin).replace(/\/$/, '') !== this.origin) return
    const answer: WireAnswer = {
      method: request.method,
      path: request.path,
      status: response.statusCode,
      at: performance.now(),
    }
    this.answers.push(answer)
    for (const listener of this.answerListeners) listener(answer)
  }

  onRequest(listener: (request: WireRequest) => void): () => void {
    this.requestListeners.add(listener)
    return () => this.requestListeners.delete(listener)
  }

  onAnswer(listener: (answer: WireAnswer) => void): () => void {
    this.answerListeners.add(listener)
    return () => this.answerListeners.delete(listener)
  }

  /** The first answer from now on that satisfies `matches`. */
  nextAnswer(matches: (answer: WireAnswer) => boolean): Promise<WireAnswer> {
    return new Promise((resolve) => {
      const stop = this.onAnswer((answer) => {
        if (!matches(answer)) return
        stop()
        resolve(answer)
      })
    })
  }

  count(matches: (request: WireRequest) => boolean = () => true): number {
    return this.requests.filter(matches).length
  }

  tooManyAttempts(): number {
    return this.answers.filter((answer) => answer.status === 429).length
  }

  reset(): void {
    this.requests.length = 0
    this.answers.length = 0
  }

  dispose(): void {
    diagnostics.unsubscribe('undici:request:create', this.onCreate)
    diagnostics.unsubscribe('undici:request:headers', this.onHeaders)
    this.requestListeners.clear()
    this.answerListeners.clear()
  }
}

/** A list page request (GET …/websites?…), as opposed to one website's. */
export const isListRequest = (request: WireRequest): boolean =>
  request.method === 'GET' && /\/websites(\?|$)/.test(request.path)
