/**
 * One account's plan and this month's pageviews on disk, `<data>/<account>/plan.json`, so that the
 * meter and the tray have them at start-up and a paused month is told once, even across a restart.
 * Written moments after a change, like the visitor numbers; a file that cannot be read is moved
 * aside and everything is read again. Nothing in it is a secret.
 *
 *   { "version": 1, "plan": AccountPlan | null, "planReadAt": ms | null,
 *     "month": "Y-m" | null, "pageviews": { "<id>": { "count", "readAt" } },
 *     "pausedMonth": the last month told as paused | null }
 */
import { join } from 'node:path'
import { z } from 'zod'
import { createLogger } from '../base'
import { accountDir, type AccountLocation } from '../mirror'
import { CoalescedWrite, decodeWith, openJsonFile, type AtomicWrite } from '../storage'
import type { AccountPlan } from '../../shared/plan'

export const PLAN_FILE_NAME = 'plan.json'
const log = createLogger('stats')

const month = z.string().regex(/^\d{4}-\d{2}$/)
const limit = z.int().min(-1)
const fileSchema = z.object({
  version: z.literal(1),
  plan: z
    .object({
      name: z.string().max(100),
      features: z.object({
        api: z.boolean(),
        dataExport: z.boolean(),
        emailReports: z.boolean(),
        pageviews: limit,
        websites: limit,
      }),
    })
    .nullable(),
  planReadAt: z.number().nullable(),
  month: month.nullable(),
  pageviews: z.record(z.string(), z.object({ count: z.int().min(0), readAt: z.number() })),
  pausedMonth: month.nullable(),
})

export type PlanFile = z.infer<typeof fileSchema>

export interface PlanStore {
  readonly content: Readonly<PlanFile>
  setPlan(plan: AccountPlan, readAt: number): void
  /** A website's pageviews this month; a new month drops the last one's. */
  setPageviews(monthRead: string, websiteId: string, count: number, readAt: number): void
  /** Starts a month: nothing of the last one is summed into it. */
  startMonth(monthNow: string): void
  setPausedMonth(monthTold: string): void
  /** Drops the numbers of websites `keep` says no to (deleted). */
  prune(keep: (websiteId: string) => boolean): void
  close(): Promise<void>
}

export interface OpenPlanStoreOptions extends AccountLocation {
  writeFile?: AtomicWrite
}

const EMPTY: PlanFile = { version: 1, plan: null, planReadAt: null, month: null, pageviews: {}, pausedMonth: null }

export async function openPlanStore(options: OpenPlanStoreOptions): Promise<PlanStore> {
  const file = openJsonFile({
    path: join(accountDir(options), PLAN_FILE_NAME),
    durable: false,
    ...(options.writeFile && { writeFile: options.writeFile }),
  })
  const loaded = await file.load(decodeWith(fileSchema, 'not a plan file'))
  if (loaded.status === 'corrupt') log.warn(`the plan file could not be read (${loaded.reason}); it is read again`)
  const content: PlanFile = loaded.status === 'loaded' ? loaded.value : structuredClone(EMPTY)
  const onWriteFailed = (error: unknown): void => log.warn("could not save the account's plan", error)
  const writer = new CoalescedWrite({
    file,
    snapshot: () => content,
    debounceMs: 500,
    maxDelayMs: 5_000,
    onWriteFailed,
  })
  const changed = (): void => writer.changed()
  const startMonth = (monthNow: string): void => {
    if (content.month === monthNow) return
    content.month = monthNow
    content.pageviews = {}
    changed()
  }
  return {
    content,
    setPlan(plan, readAt) {
      content.plan = plan
      content.planReadAt = readAt
      changed()
    },
    setPageviews(monthRead, websiteId, count, readAt) {
      startMonth(monthRead)
      content.pageviews[websiteId] = { count, readAt }
      changed()
    },
    startMonth,
    setPausedMonth(monthTold) {
      content.pausedMonth = monthTold
      changed()
    },
    prune(keep) {
      const gone = Object.keys(content.pageviews).filter((id) => !keep(id))
      for (const id of gone) delete content.pageviews[id]
      if (gone.length > 0) changed()
    },
    close: () => writer.close().catch(onWriteFailed),
  }
}
