/**
 * A form's unsaved changes between runs (draft.json): kept across a restart, handed to the window
 * once, and never a password or a key — refused at the channel, and never taken from a file that
 * holds one.
 */
import { mkdtemp, readdir, rm, stat, writeFile } from 'node:fs/promises'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, beforeEach, describe, expect, it } from 'vitest'
import { channels } from '../../src/shared/ipc-contract'
import type { UnsavedForm } from '../../src/shared/form-draft'
import { FORM_DRAFT_FILE, openFormDraft } from '../../src/main/window/form-draft'

const ACCOUNT = '0b6a4b8e-3f0c-4b5e-9a57-0e9d3f7e2a11'
const EDITED: NonNullable<UnsavedForm> = {
  subject: 'shop.example',
  draft: {
    form: 'website',
    accountId: ACCOUNT,
    websiteId: '12',
    values: { excludeIps: '203.0.113.9', privacy: 2 },
    shown: { excludeIps: '', privacy: 0 },
  },
}

let dir: string
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'sitetray-draft-'))
})
afterEach(async () => {
  await rm(dir, { recursive: true, force: true })
})

describe('the kept draft', () => {
  it('survives a restart, readable by the user only, and is handed over once', async () => {
    const first = await openFormDraft(dir)
    first.keep(EDITED)
    await first.flush()
    if (process.platform !== 'win32') expect((await stat(join(dir, FORM_DRAFT_FILE))).mode & 0o777).toBe(0o600)

    const next = await openFormDraft(dir)
    expect(next.take()).toEqual({ subject: 'shop.example', draft: EDITED.draft })
    expect(next.take()).toBeNull()
    // Taken and not reported again (its form never showed it): gone at the next start too.
    await next.flush()
    expect((await openFormDraft(dir)).take()).toBeNull()
  })

  it('is nothing when the window has nothing unsaved, or only a secret it may not keep', async () => {
    const store = await openFormDraft(dir)
    store.keep(EDITED)
    store.keep({ subject: 'the API key', draft: null })
    await store.flush()
    expect((await openFormDraft(dir)).take()).toBeNull()
    store.keep(EDITED)
    store.keep(null)
    await store.flush()
    expect((await openFormDraft(dir)).take()).toBeNull()
  })

  it('is never taken from a file that holds a password, and that file is moved aside', async () => {
    const withPassword = {
      kept: {
        subject: 'shop.example',
        draft: { ...EDITED.draft, values: { excludeIps: '203.0.113.9', password: 'hunter2-secret' } },
      },
    }
    await writeFile(join(dir, FORM_DRAFT_FILE), JSON.stringify(withPassword))
    expect((await openFormDraft(dir)).take()).toBeNull()
    expect((await readdir(dir)).some((name) => name.startsWith(`${FORM_DRAFT_FILE}.corrupt-`))).toBe(true)
  })
})

describe('app:setUnsavedForm', () => {
  const schema = channels['app:setUnsavedForm'].request
  const website = EDITED.draft as Extract<NonNullable<UnsavedForm>['draft'], { form: 'website' }>

  it('takes a draft of any form', () => {
    for (const draft of [
      website,
      { form: 'new-website', accountId: ACCOUNT, domain: 'new.example', values: { privacy: 1 } },
      { form: 'add-account', baseUrl: 'https://stats.example', label: 'Work' },
      { form: 'account', accountId: ACCOUNT, label: 'Agency' },
    ]) {
      expect(schema.safeParse({ unsaved: { subject: 'x', draft } }).success).toBe(true)
    }
  })

  it('refuses a draft that carries a statistics-page password or an API key, before main keeps anything', () => {
    expect(
      schema.safeParse({
        unsaved: { subject: 'x', draft: { ...website, values: { ...website.values, password: 'hunter2' } } },
      }).success,
    ).toBe(false)
    expect(
      schema.safeParse({ unsaved: { subject: 'x', draft: { ...website, shown: { password: '' } } } }).success,
    ).toBe(false)
    expect(
      schema.safeParse({
        unsaved: {
          subject: 'x',
          draft: { form: 'add-account', baseUrl: 'https://stats.example', label: '', apiKey: 'k-123' },
        },
      }).success,
    ).toBe(false)
    expect(
      schema.safeParse({
        unsaved: {
          subject: 'x',
          draft: { form: 'new-website', accountId: ACCOUNT, domain: 'a.example', values: { password: 'p' } },
        },
      }).success,
    ).toBe(false)
  })

  it('refuses a draft too large for a form (a megabyte pushed through)', () => {
    expect(
      schema.safeParse({
        unsaved: { subject: 'x', draft: { ...website, values: { excludeIps: 'x'.repeat(1_000_000) } } },
      }).success,
    ).toBe(false)
  })
})
