/**
 * The pieces of the statistics' files checked the same way in the file the engine keeps
 * (statistics-file.ts) and in the older ones it takes over (old-files.ts).
 */
import { z } from 'zod'
import { isDay } from '../../shared/statistics/series'
import type { NotesContent } from './account-notes'
import type { BookContent } from './book'

export const daySchema = z.string().refine(isDay)
export const monthSchema = z.string().regex(/^\d{4}-\d{2}$/)
export const countSchema = z.int().min(0)
const limitSchema = z.int().min(-1)

export const alertSchema = z.discriminatedUnion('kind', [
  z.object({ kind: z.literal('silent'), days: z.int().min(1) }),
  z.object({ kind: z.literal('spike'), today: countSchema, usual: z.number().min(0) }),
])

export const planSchema = z.object({
  name: z.string().max(100),
  features: z.object({
    api: z.boolean(),
    dataExport: z.boolean(),
    emailReports: z.boolean(),
    pageviews: limitSchema,
    websites: limitSchema,
  }),
})

export const EMPTY_NOTES: NotesContent = {
  alerts: {},
  muted: [],
  plan: { plan: null, readAt: null, pausedMonth: null },
  goals: {},
}

/** Everything an account's statistics keep on disk: the book and the notes. */
export interface StatisticsContent {
  book: BookContent
  notes: NotesContent
}
