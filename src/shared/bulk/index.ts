/**
 * A bulk change: one change to many websites of an account. What crosses IPC for it — which
 * websites (named, or every website a search and filter match, resolved in main so that rows the
 * window never loaded count too), what to change, the preview main answers before anything is
 * queued, and the batch that carries it out — is defined here, once.
 */
import { z } from 'zod'
import { LINE_FIELDS } from './lines'
import { WEBSITE_REF } from '../website'
import { PASSWORD_MAX_LENGTH } from '../field-values'
import { privacySchema } from '../website-schema'

import { MAX_SELECTED_IDS } from './limits'

export { LINE_FIELDS, type LineChange, type LineField } from './lines'
export { MAX_SELECTED_IDS }

/** Lines one bulk change may add or remove. */
export const MAX_BULK_LINES = 200
/** The domains a preview or a confirmation names as examples. */
export const SAMPLE_DOMAINS = 3

const websiteRef = z.string().regex(WEBSITE_REF)

export const bulkSelectionSchema = z.discriminatedUnion('kind', [
  /** The websites the user ticked. */
  z.strictObject({ kind: z.literal('ids'), ids: z.array(websiteRef).min(1).max(MAX_SELECTED_IDS) }),
  /** Every website the list's search and filter match, but those the user ticked off again. */
  z.strictObject({
    kind: z.literal('query'),
    search: z.string().max(255).optional(),
    favorite: z.boolean().optional(),
    except: z.array(websiteRef).max(MAX_SELECTED_IDS).optional(),
  }),
])
export type BulkSelection = z.infer<typeof bulkSelectionSchema>

const lineList = z.array(z.string().max(2_048)).max(MAX_BULK_LINES)

/** The settings a bulk change switches on or off. */
export const SWITCH_FIELDS = ['emailReports', 'excludeBots', 'favorite'] as const
export type SwitchField = (typeof SWITCH_FIELDS)[number]

export const bulkActionSchema = z.discriminatedUnion('kind', [
  /** Lines added to and removed from a list, merged into each website's own. */
  z.strictObject({
    kind: z.literal('lines'),
    field: z.enum(LINE_FIELDS),
    add: lineList,
    remove: lineList,
    swap: z.boolean().optional(),
  }),
  /** The statistics page's privacy; Password with one password for every website. */
  z.strictObject({
    kind: z.literal('privacy'),
    privacy: privacySchema,
    password: z
      .string()
      .max(PASSWORD_MAX_LENGTH + 1)
      .optional(),
  }),
  z.strictObject({ kind: z.literal('switch'), field: z.enum(SWITCH_FIELDS), on: z.boolean() }),
  z.strictObject({ kind: z.literal('delete') }),
])
export type BulkAction = z.infer<typeof bulkActionSchema>

/** What becomes of one group of the selected websites, as the preview tells it. */
export type PreviewGroupKind =
  /** They change. */
  | 'change'
  /** They have this already. */
  | 'unchanged'
  /**
   * excludeParams only: SiteTray does not know their parameters (servers never return them), so adding or removing
   * would replace the whole list.
   */
  | 'unknown'
  /** Not on the service yet (created here, still on its way): left out. */
  | 'not-on-service'

export interface PreviewGroup {
  kind: PreviewGroupKind
  count: number
  /** What happens to them, said for this change: "get 203.0.113.7 added to excluded IP addresses". */
  text: string
  /** The first few of them, as people write their domains. */
  domains: string[]
}

export interface BulkPreview {
  /** What `bulk:apply` is given to carry out exactly this. */
  previewId: string
  /** The change in a few words: "Add 203.0.113.7 to excluded IP addresses". */
  title: string
  /** How many websites were selected. */
  total: number
  /** "37 websites: 35 get 203.0.113.7 added to excluded IP addresses, 2 already have it (unchanged)". */
  summary: string
  groups: PreviewGroup[]
  /** How many websites a request will go to (with the unknown ones when the user chooses to replace their lists). */
  changing: number
  /**
   * The list on this computer is not complete yet (before the first sync): websites it does not hold are not in the
   * selection.
   */
  incomplete: boolean
}

/** What became of one website's change. */
export const BATCH_OUTCOMES = ['waiting', 'applied', 'unchanged', 'conflict', 'rejected', 'withdrawn'] as const
export type BatchOutcome = (typeof BATCH_OUTCOMES)[number]

export interface BatchResult {
  websiteId: string
  displayDomain: string
  outcome: BatchOutcome
  /** The server's reason for a refusal, what a conflict is about; null otherwise. */
  message: string | null
}

export type BatchState = 'running' | 'done' | 'cancelled'

export interface BatchSummary {
  id: string
  accountId: string
  title: string
  createdAt: string
  state: BatchState
  total: number
  counts: Record<BatchOutcome, number>
  /** How many websites "Undo this batch" would put back now (nobody changed them since); 0 when it cannot. */
  undoable: number
  /** Why this batch cannot be undone, when it cannot: "Deleted websites cannot be brought back." */
  undoNote: string | null
  /** The batch this one undoes. */
  undoOf: string | null
}

export interface Batch extends BatchSummary {
  results: BatchResult[]
}

/** This computer's public address, as the "what is my IP" service answered it. */
export interface MyIpLookup {
  address: string
  /** The host that was asked, shown with the address. */
  via: string
  /** The address SiteTray excluded last, when it differs from this one (the user's IP changed). */
  previous: string | null
}
