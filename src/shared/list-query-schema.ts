/**
 * What a list query may hold, checked at the IPC boundary, and the type inferred from it. It needs
 * nothing of the website core, so the variant profile can name a query without an import circle
 * through list-query.ts, which says what each variant makes of one.
 */
import { z } from 'zod'

export const listQuerySchema = z.strictObject({
  search: z.string().max(255).optional(),
  /** Variant B only; the only value is `domain`, its default. */
  searchBy: z.literal('domain').optional(),
  sort: z.enum(['asc', 'desc']).optional(),
  /** Variant B only (`created` is its `sort_by=id`); A orders by its address. */
  sortBy: z.enum(['created', 'domain']).optional(),
  /** Variant B only. */
  favorite: z.boolean().optional(),
  perPage: z.int().min(1).max(100).optional(),
  page: z.int().min(1).max(1_000_000).optional(),
})
export type ListQuery = z.infer<typeof listQuerySchema>
