/**
 * The sandbox's public types. They are pinned (docs/architecture.md, "Pinned names"): the API client's
 * tests, the demo mode and the browser harness all rely on these names.
 */

export type SandboxVariant = 'A' | 'B'

export interface RecordedRequest {
  method: string
  /** Pathname only, without the query string. */
  path: string
  query: Record<string, string>
  /** Lower-case names, values as received (repeated headers joined by ", "). */
  headers: Record<string, string>
  /** Raw body text, '' if none. */
  body: string
}

export type SandboxFault =
  /** 500 with an HTML error page, Content-Type text/html. */
  | { kind: 'html-500' }
  /** 200 with an HTML login page (what a misconfigured proxy returns). */
  | { kind: 'html-200' }
  /** 302 Location: {url}/login, no body. */
  | { kind: 'redirect-login' }
  /** 200, Content-Type application/json, body truncated JSON. */
  | { kind: 'malformed-json' }
  /** Accept the request and never answer (until close()). */
  | { kind: 'hang' }
  /** Destroy the socket without any response. */
  | { kind: 'drop' }
  /** Send 200 headers and the start of a JSON body, then never finish it (until close()). */
  | { kind: 'stall-body' }
  /** Send 200 headers and the start of a JSON body, then destroy the socket. */
  | { kind: 'drop-body' }
  /** Any canned JSON response. */
  | { kind: 'status'; status: number; body?: unknown; headers?: Record<string, string> }
  /**
   * The list answered as usual, but its `meta` claims `lastPage` pages and `total` websites (the true count when
   * omitted): a server whose pagination cannot be believed.
   */
  | { kind: 'claim-pages'; lastPage: number; total?: number }

export interface FaultRule {
  fault: SandboxFault
  /** Default 1; Infinity allowed. */
  times?: number
  method?: string
  /** Matches the pathname. */
  path?: string | RegExp
}

export interface SandboxQuirks {
  /** Like real servers: favorite/favorited_at ignored on create. */
  ignoreFavoriteOnCreate?: boolean
  /** Like real servers: omitted privacy/email/exclude_bots stored as NULL instead of the spec defaults. */
  nullDefaultsOnCreate?: boolean
}

export interface SandboxOptions {
  /** Default 0 = random free port. */
  port?: number
  /** Default '127.0.0.1'. */
  host?: string
  /** Default: random 'sk_sandbox_' + 32 hex chars. */
  apiKey?: string
  /** Delay before each response; default 0. */
  latencyMs?: number
  /** Default 60; 0 or Infinity disables the limit. */
  rateLimitPerMinute?: number
  /** Default 60_000 (tests shorten it). */
  rateLimitWindowMs?: number
  /**
   * Websites seeded into EACH variant's store. Default: the demo set; 0 = empty
   * stores; fewer than the demo set = its first N; more = the demo set followed
   * by generated ones.
   */
  seed?: number
  quirks?: SandboxQuirks
  /** Called for every request that reaches the server (before auth, faults and rate limit). */
  onRequest?: (request: RecordedRequest) => void
  /** Clock, default Date.now. */
  now?: () => number
  /**
   * What the generated statistics are made of (default 1): another value gives
   * every website other numbers, with the same shapes (silent and spiking
   * websites included). Independent of `seed`, so a demo restored with seed 0
   * shows the numbers it showed before.
   */
  trafficSeed?: number
  /** The user's plan (`GET /api/v1/account`); default: "Sandbox", everything included, nothing limited. */
  plan?: SandboxPlan
}

/**
 * The sandbox user's plan. `pageviews` a calendar month (-1 unlimited): once this month's pageviews of all the
 * websites reach it, tracking pauses until the next month (days after that have no traffic), as on a real server.
 */
export interface SandboxPlan {
  name?: string
  pageviews?: number
  /** Websites the user may have; -1 unlimited. The sandbox does not refuse more (the client must). */
  websites?: number
  api?: boolean
  dataExport?: boolean
  emailReports?: boolean
}

/** One day of a website's traffic, as a test sets it (`control.setTraffic`). */
export interface SandboxTrafficDay {
  /** YYYY-MM-DD, a day in the sandbox's time zone (UTC). */
  day: string
  visitors: number
  /** Default: the visitors. Never fewer than the visitors. */
  pageviews?: number
}

/** One row of a statistic, as a test sets it (`control.setStatRows`): a value and how often it was counted. */
export interface SandboxStatRow {
  value: string
  count: number
}

export interface SandboxWebsite {
  id: number
  host: string
  privacy: number | null
  password: string | null
  email: number | null
  exclude_bots: number | null
  exclude_params: string | null
  exclude_ips: string | null
  favorited_at: Date | null
  created_at: Date
  updated_at: Date
}

export interface SandboxControl {
  /** In id order. */
  list(variant: SandboxVariant): SandboxWebsite[]
  insert(variant: SandboxVariant, fields: Partial<SandboxWebsite> & { host: string }): SandboxWebsite
  update(variant: SandboxVariant, id: number, fields: Partial<SandboxWebsite>): SandboxWebsite | undefined
  remove(variant: SandboxVariant, id: number): boolean
  /**
   * Replaces a website's statistics with these days (any other day had no
   * visitor); null brings the generated traffic back. Variant B only: variant
   * A has no statistics. Today's count is today's so far; with `hours: 'even'`
   * every day's count is the whole day's, the same every hour, and today has
   * only the hours begun (the current one by the minutes gone).
   */
  setTraffic(
    variant: SandboxVariant,
    id: number,
    days: readonly SandboxTrafficDay[] | null,
    options?: { hours?: 'usual' | 'even' },
  ): void
  /**
   * Replaces one statistic of a website (`name` as the endpoint takes it: `campaign`, `event`, …)
   * with these rows, served for any range, ordered and paged as any other; null makes it up from
   * the traffic again. For values no catalogue has: what a visitor may send. Variant B only.
   */
  setStatRows(variant: SandboxVariant, id: number, name: string, rows: readonly SandboxStatRow[] | null): void
  /**
   * Takes the API away from the plan of `apiKey`'s user (false: every API route answers 403, as
   * the real server's `api.guard` does while a subscription has lapsed) or gives it back (true).
   */
  setPlanApi(included: boolean): void
  /** Replaces the user's plan (null: the default plan); tracking pauses or resumes by its pageviews limit. */
  setPlan(plan: SandboxPlan | null): void
  /** Revokes `apiKey` (true: 401 on every route, as for a deleted token) or restores it (false). */
  setKeyRevoked(revoked: boolean): void
}

export interface Sandbox {
  /** e.g. http://127.0.0.1:41234 (no trailing slash). */
  url: string
  apiKey: string
  /** A valid key whose plan has no API access: every API route answers 403. */
  restrictedApiKey: string
  injectFault(rule: FaultRule): void
  clearFaults(): void
  /** Direct access to the stores, as if another client or the web UI changed them. */
  control: SandboxControl
  /** Also ends hanging and keep-alive connections. */
  close(): Promise<void>
}
