/**
 * The outbox is read back at start-up after any kind of crash or hand edit:
 * every entry is checked before the engine trusts it. The outbox is small (a
 * few edits), so a zod schema's cost does not matter here, unlike the mirror's.
 */
import { z } from 'zod'
import type { Edit } from './edits'

const privacy = z.union([z.literal(0), z.literal(1), z.literal(2)])
const lines = z.array(z.string())

const patch = z
  .object({
    privacy: privacy.optional(),
    password: z.string().optional(),
    emailReports: z.boolean().optional(),
    excludeBots: z.boolean().optional(),
    excludeParams: lines.optional(),
    excludeIps: lines.optional(),
    favorite: z.boolean().optional(),
  })
  .strict()

/** The values the user saw: excluded parameters may be unknown (null), since servers never return them. */
const base = patch.extend({ excludeParams: lines.nullable().optional() })

const website = z.object({
  id: z.string().min(1),
  domain: z.string().min(1),
  privacy,
  hasPassword: z.boolean(),
  emailReports: z.boolean(),
  excludeBots: z.boolean(),
  excludeParams: lines.nullable(),
  excludeIps: lines,
  favorite: z.boolean(),
  favoritedAt: z.string().nullable(),
  createdAt: z.string().nullable(),
  updatedAt: z.string().nullable(),
})

const fieldConflict = z.object({
  field: z.enum(['privacy', 'emailReports', 'excludeBots', 'excludeIps', 'favorite']),
  base: z.unknown(),
  mine: z.unknown(),
  theirs: z.unknown(),
})

const conflict = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('changed'), fields: z.array(fieldConflict), theirs: website, detectedAt: z.string() }),
  z.object({ kind: z.literal('deleted'), detectedAt: z.string() }),
  z.object({ kind: z.literal('rejected'), fieldErrors: z.record(z.string(), z.array(z.string())), message: z.string(), detectedAt: z.string() }),
])

const common = { id: z.string().min(1), madeAt: z.string(), conflict: conflict.optional() }

const edit = z.discriminatedUnion('kind', [
  z.object({ ...common, kind: z.literal('create'), localId: z.string().min(1), input: patch.extend({ domain: z.string().min(1) }), withheldPassword: z.boolean().optional() }),
  z.object({ ...common, kind: z.literal('update'), websiteId: z.string().min(1), patch, base, withheldPassword: z.boolean().optional() }),
  z.object({ ...common, kind: z.literal('delete'), websiteId: z.string().min(1), before: website }),
])

export function parseEdit(raw: unknown): Edit | undefined {
  const parsed = edit.safeParse(raw)
  return parsed.success ? (parsed.data as Edit) : undefined
}
