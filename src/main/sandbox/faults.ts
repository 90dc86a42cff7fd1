/**
 * Injected failures: the ways a real deployment breaks that a client must
 * survive (an HTML error page, a proxy's login page, a truncated body, a
 * server that never answers, a connection reset). Rules are consumed in the
 * order they were injected, each for its number of `times`.
 */
import { STATUS_CODES } from 'node:http'
import { loginPage, serverErrorPage } from './html'
import { html, rawJson, redirect, type Reply } from './reply'
import type { FaultRule, SandboxFault } from './types'

interface ActiveRule {
  fault: SandboxFault
  remaining: number
  method?: string
  path?: string | RegExp
}

export class FaultBook {
  private rules: ActiveRule[] = []

  inject(rule: FaultRule): void {
    const times = rule.times ?? 1
    if (!(times >= 0))
      throw new TypeError(`FaultRule.times must be a number ≥ 0 (or Infinity), got ${String(rule.times)}`)
    this.rules.push({ fault: rule.fault, remaining: times, method: rule.method?.toUpperCase(), path: rule.path })
  }

  clear(): void {
    this.rules = []
  }

  /** The fault for this request, if a rule matches; the rule is used up by one. */
  take(method: string, pathname: string): SandboxFault | undefined {
    const index = this.rules.findIndex((rule) => rule.remaining > 0 && matches(rule, method, pathname))
    const rule = this.rules[index]
    if (!rule) return undefined
    rule.remaining -= 1
    if (rule.remaining <= 0) this.rules.splice(index, 1)
    return rule.fault
  }
}

function matches(rule: ActiveRule, method: string, pathname: string): boolean {
  if (rule.method !== undefined && rule.method !== method.toUpperCase()) return false
  if (rule.path === undefined) return true
  if (typeof rule.path === 'string') return rule.path === pathname
  // A /g or /y pattern keeps state between test() calls; start from scratch every time.
  rule.path.lastIndex = 0
  return rule.path.test(pathname)
}

export type FaultAction =
  | { kind: 'reply'; reply: Reply }
  /** The server's own answer, changed on its way out. */
  | { kind: 'rewrite'; rewrite: (reply: Reply) => Reply }
  | { kind: 'hang' }
  | { kind: 'drop' }
  | { kind: 'partial'; start: string; then: 'stall' | 'drop' }

/** The first bytes of a list answer, for faults that stop in the middle of a body. */
const BODY_START = '{"data": [{"id": 1, "domain": "partial.example.com"'

export function faultAction(fault: SandboxFault, origin: string): FaultAction {
  switch (fault.kind) {
    case 'html-500':
      return { kind: 'reply', reply: html(500, serverErrorPage()) }
    case 'html-200':
      return { kind: 'reply', reply: html(200, loginPage(origin)) }
    case 'redirect-login':
      return { kind: 'reply', reply: redirect(`${origin}/login`) }
    case 'malformed-json':
      return { kind: 'reply', reply: { ...rawJson(200, null), body: '{"data": [{"id": 1,' } }
    case 'hang':
      return { kind: 'hang' }
    case 'drop':
      return { kind: 'drop' }
    case 'stall-body':
      return { kind: 'partial', start: BODY_START, then: 'stall' }
    case 'drop-body':
      return { kind: 'partial', start: BODY_START, then: 'drop' }
    case 'claim-pages':
      return { kind: 'rewrite', rewrite: (reply) => withClaimedPages(reply, fault.lastPage, fault.total) }
    case 'status': {
      const body =
        fault.body === undefined ? { message: STATUS_CODES[fault.status] ?? 'Error', status: fault.status } : fault.body
      return { kind: 'reply', reply: rawJson(fault.status, body, fault.headers) }
    }
  }
}

/** A list answer whose `meta` says `lastPage` pages and `total` websites; any other answer as it was. */
function withClaimedPages(reply: Reply, lastPage: number, total: number | undefined): Reply {
  if (reply.status !== 200 || reply.body === undefined) return reply
  const body = JSON.parse(reply.body) as { meta?: Record<string, unknown> }
  if (!body.meta) return reply
  body.meta = { ...body.meta, last_page: lastPage, ...(total !== undefined && { total }) }
  return { ...reply, body: JSON.stringify(body) }
}
