/**
 * The API variant as one profile (docs/architecture.md, "The variant profile"): every policy question
 * that differs between variant A and B — where favorites live, the order a server lists in, paths,
 * per-page rules, statistics — is answered here (the words for it are in words.ts), and nothing outside this module (and the sandbox,
 * which serves both) branches on the letter. eslint.config.mjs keeps it so.
 */
import type { ListQuery } from './list-query-schema'
import { CAPABILITIES, type PerPageRule, type SearchBy, type SortBy, type SortOrder, type Variant } from './variant'
import { formatList, formatNumber, t } from './i18n'

/** How a server lists when the query names no order (or an order it does not know). */
export interface ServerOrder {
  by: SortBy
  sort: SortOrder
}

export interface VariantProfile {
  readonly variant: Variant
  /** The other variant: the one a user most often picked by mistake for this server. */
  readonly other: Variant
  /** Path appended to the service address for the websites. */
  readonly apiPath: string
  /** Where the account's name may be read, tried in this order (older servers answer under their own prefix). */
  readonly accountPaths: readonly string[]
  /** Name of the identifying field on the wire. */
  readonly identifierField: 'url' | 'domain'
  /** Whether the server strips a leading `www.` from the identifier. */
  readonly stripsWww: boolean
  /** The server stores favorites (and filters the list by them). */
  readonly favoritesLiveOnServer: boolean
  /** SiteTray keeps the favorites on this computer: the server is never asked to store or filter one. */
  readonly favoritesLiveHere: boolean
  /** Values of `search_by`; empty when the variant has no such parameter. */
  readonly searchBy: readonly SearchBy[]
  /** Values of `sort_by`; empty when the server orders by its address alone. */
  readonly sortBy: readonly SortBy[]
  readonly sort: readonly SortOrder[]
  /** The order a list comes in when the query gives none. */
  readonly defaultOrder: ServerOrder
  readonly perPage: PerPageRule
  /** What a full sweep asks: the largest page, newest first where the server can say so. */
  readonly sweepQuery: Readonly<ListQuery>
  /** The server has the statistics endpoint (visitors). */
  readonly hasStatistics: boolean
  /** The user types a bare domain and SiteTray adds `https://` for the server (which keeps the host). */
  readonly addsScheme: boolean
  /** The identifier as the create form sends it. */
  identifierOnWire(host: string): string
  /** How the server orders a list for this query. */
  serverOrder(query: Pick<ListQuery, 'sortBy' | 'sort'>): ServerOrder
  allowsPerPage(perPage: number): boolean
  /** What the user is told when a per-page value is not one the server takes. */
  readonly perPageMessage: string
}

/** Variant B is the current line: every feature, and the one preferred when a server answers both ways. */
export const PREFERRED_VARIANT: Variant = 'B'

/** The variants, the preferred one first. */
export const VARIANTS: readonly Variant[] = ['B', 'A']

/** Whether an untrusted value names a variant at all. */
export function isVariant(value: unknown): value is Variant {
  return value === 'A' || value === 'B'
}

/** The few answers the capabilities table does not hold, per variant. */
const EXTRA = {
  A: {
    other: 'B',
    accountPaths: ['/public/api/v1/account', '/api/v1/account'],
    // A has no sort_by: it orders by its address, A→Z when no sort is given.
    defaultOrder: { by: 'domain', sort: 'asc' },
    hasStatistics: false,
    // A wants a full URL and keeps only its host.
    addsScheme: true,
    identifierOnWire: (host: string) => `https://${host}`,
  },
  B: {
    other: 'A',
    accountPaths: ['/api/v1/account'],
    defaultOrder: { by: 'created', sort: 'desc' },
    hasStatistics: true,
    addsScheme: false,
    identifierOnWire: (host: string) => host,
  },
} as const satisfies Record<Variant, Partial<VariantProfile>>

function perPageMessageOf(rule: PerPageRule): string {
  return rule.allowedValues
    ? t('common.perPage.oneOf', {
        values: formatList(
          rule.allowedValues.map((value) => formatNumber(value)),
          'disjunction',
        ),
      })
    : t('common.perPage.range', { min: formatNumber(rule.min), max: formatNumber(rule.max) })
}

function buildProfile(variant: Variant): VariantProfile {
  const caps = CAPABILITIES[variant]
  const extra = EXTRA[variant]
  const rule = caps.perPage
  const defaultOrder: ServerOrder = { ...extra.defaultOrder }
  const sweepQuery: ListQuery = caps.sortBy.includes('created')
    ? { sortBy: 'created', sort: 'desc', perPage: rule.max }
    : { perPage: rule.max }
  return Object.freeze({
    ...extra,
    variant,
    apiPath: caps.apiPath,
    identifierField: caps.identifierField,
    stripsWww: caps.stripsWww,
    favoritesLiveOnServer: caps.serverFavorites,
    favoritesLiveHere: !caps.serverFavorites,
    searchBy: caps.searchBy,
    sortBy: caps.sortBy,
    sort: caps.sort,
    defaultOrder: Object.freeze(defaultOrder),
    perPage: rule,
    sweepQuery: Object.freeze(sweepQuery),
    // A getter: the profile is built once, the message is said in the language shown when it is read.
    get perPageMessage() {
      return perPageMessageOf(rule)
    },
    serverOrder: (query: Pick<ListQuery, 'sortBy' | 'sort'>): ServerOrder => ({
      by: query.sortBy !== undefined && caps.sortBy.includes(query.sortBy) ? query.sortBy : defaultOrder.by,
      sort: query.sort ?? defaultOrder.sort,
    }),
    allowsPerPage: (perPage: number): boolean => {
      if (!Number.isSafeInteger(perPage)) return false
      if (rule.allowedValues) return rule.allowedValues.includes(perPage)
      return perPage >= rule.min && perPage <= rule.max
    },
  })
}

const PROFILES: Record<Variant, VariantProfile> = { A: buildProfile('A'), B: buildProfile('B') }

export function profileOf(variant: Variant): VariantProfile {
  return PROFILES[variant]
}
