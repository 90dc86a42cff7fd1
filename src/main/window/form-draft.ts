/**
 * The window form's unsaved changes between runs, in `<data>/draft.json`:
 * written moments after the window reports them (not at quit: a session's
 * end on Windows skips the quit), handed to the window once when its page
 * starts, and checked when read — a draft that carries anything its schema
 * does not name (a password, a key) is never taken.
 */
import { join } from 'node:path'
import { z } from 'zod'
import { keptDraftSchema, type KeptDraft, type UnsavedForm } from '../../shared/form-draft'
import { createLogger } from '../base'
import { decodeWith, openKeptDocument } from '../storage'

export const FORM_DRAFT_FILE = 'draft.json'
const SAVE_DELAY_MS = 300
const MAX_SAVE_DELAY_MS = 1_000
const log = createLogger('window')

const fileSchema = z.strictObject({ kept: keptDraftSchema.nullable() })

export interface FormDraftStore {
  /** What the window's form has unsaved (null: nothing); its draft on disk moments later. */
  keep(form: UnsavedForm): void
  /** The draft kept last, once: the page that takes it shows it again and reports it back. */
  take(): KeptDraft | null
  /** Writes what is waiting; never rejects. */
  flush(): Promise<void>
}

export async function openFormDraft(dataDir: string): Promise<FormDraftStore> {
  const onWriteFailed = (error: unknown): void => log.warn("could not keep the form's unsaved changes", error)
  const document = await openKeptDocument({
    path: join(dataDir, FORM_DRAFT_FILE),
    mode: 0o600,
    decode: decodeWith(fileSchema, 'not a form draft'),
    debounceMs: SAVE_DELAY_MS,
    maxDelayMs: MAX_SAVE_DELAY_MS,
    onWriteFailed,
  })
  let kept: KeptDraft | null = document.loaded?.kept ?? null
  const writer = document.keep(() => ({ kept }))

  function keep(form: UnsavedForm): void {
    // Only a secret typed (a key): nothing to keep.
    kept = form?.draft ? { subject: form.subject, draft: form.draft } : null
    writer.changed()
  }

  return {
    keep,
    take() {
      const taken = kept
      // Forgotten once taken: a form that shows it again reports it again at once.
      if (taken) keep(null)
      return taken
    },
    flush: () => writer.flush().catch(onWriteFailed),
  }
}
