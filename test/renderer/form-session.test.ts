/**
 * A website form's session without a browser: what one Save sends (the favorite with the other
 * settings), what counts as unsaved, the checks, refusals and the kept draft.
 */
import { describe, expect, it } from 'vitest'
import type { FieldErrors } from '../../src/shared/validation'
import { createFormSession } from '../../src/renderer/src/lib/form-session'
import { website } from './fixtures'

const base = website('7', 'example.com', { privacy: 1, excludeIps: ['203.0.113.7'], favorite: false })

function open(mode: 'create' | 'edit' = 'edit') {
  const said: string[] = []
  let focused = 0
  const session = createFormSession(mode, {
    announce: (text) => said.push(text),
    focusFirstInvalid: async () => {
      focused++
    },
    checkDomain: (domain): FieldErrors =>
      domain.includes('.') ? {} : { domain: ['Enter a domain such as example.com.'] },
  })
  if (mode === 'edit') session.receive(base)
  return { session, said, focused: () => focused }
}

describe('one Save', () => {
  it('sends the favorite among the changed settings, with what the form showed of each', () => {
    const { session } = open()
    session.form.value = { ...session.form.value!, privacy: 0, favorite: true }
    expect(session.update()).toEqual({
      patch: { privacy: 0, favorite: true },
      seen: { privacy: 1, favorite: false },
    })
  })

  it('sends nothing when the user put every value back', () => {
    const { session } = open()
    session.form.value = { ...session.form.value!, favorite: true }
    session.form.value = { ...session.form.value, favorite: false }
    expect(session.dirty.value).toBe(false)
    expect(session.update()?.patch).toEqual({})
  })
})

describe('unsaved changes', () => {
  it('are what differs from the website and was not taken care of since', () => {
    const { session } = open()
    expect(session.unsaved.value).toBe(false)
    session.form.value = { ...session.form.value!, emailReports: true }
    expect(session.unsaved.value).toBe(true)
    session.commit()
    expect(session.unsaved.value).toBe(false)
    session.form.value = { ...session.form.value, excludeBots: false }
    expect(session.unsaved.value).toBe(true)
  })

  it('keep what the user changed when the website changes elsewhere, and follow it for the rest', () => {
    const { session } = open()
    session.form.value = { ...session.form.value!, privacy: 0 }
    session.receive({ ...base, emailReports: true, privacy: 2 })
    expect(session.form.value).toMatchObject({ privacy: 0, emailReports: true })
    // What the user saw before changing it, not the newer value: main can tell it was changed elsewhere.
    expect(session.update()?.seen).toEqual({ privacy: 1 })
  })

  it('in a new website, are anything typed since it was opened', () => {
    const { session } = open('create')
    expect(session.unsaved.value).toBe(false)
    session.domain.value = 'shop.example'
    expect(session.unsaved.value).toBe(true)
  })
})

describe('checks and refusals', () => {
  it('refuses a form with a bad value before sending, says so and focuses the field', async () => {
    const { session, said, focused } = open()
    session.form.value = { ...session.form.value!, excludeIps: 'not an address' }
    expect(await session.passes(false)).toBe(false)
    expect(Object.keys(session.errors.value)).toEqual(['excludeIps'])
    expect(said).toEqual(['Not saved: check the highlighted fields.'])
    expect(focused()).toBe(1)
  })

  it('checks the domain of a new website as the user leaves it, and only then', () => {
    const { session } = open('create')
    session.domain.value = 'nodot'
    session.checkField('excludeIps')
    expect(session.errors.value).toEqual({})
    session.checkField('domain')
    expect(session.errors.value).toEqual({ domain: 'Enter a domain such as example.com.' })
  })

  it("shows main's refusal under its field, or below the form when it names none", async () => {
    const { session } = open()
    session.saving.value = true
    await session.refused({ kind: 'validation', message: 'Invalid.', fieldErrors: { privacy: ['No.'] } })
    expect([session.errors.value, session.failure.value, session.saving.value]).toEqual([
      { privacy: 'No.' },
      null,
      false,
    ])
    await session.refused({ kind: 'network', message: 'Offline.' })
    expect(session.failure.value?.message).toBe('Offline.')
  })
})

describe('an edit on its way', () => {
  it('is awaited, and its refusal opens it to correct only when the user typed nothing since', () => {
    const { session } = open()
    session.report({ status: 'queued', website: null, message: 'Saved on this computer — sending…', editId: 'e1' })
    expect(session.awaiting.value).toBe('e1')
    expect(session.ended({ editId: 'e1', accountId: 'a', websiteId: '7', outcome: 'refused', message: 'No.' })).toBe(
      true,
    )
    expect(session.awaiting.value).toBeNull()
    session.form.value = { ...session.form.value!, emailReports: true }
    expect(session.ended({ editId: 'e1', accountId: 'a', websiteId: '7', outcome: 'refused', message: 'No.' })).toBe(
      false,
    )
  })
})

describe('the kept draft', () => {
  it('keeps the changed settings and what was seen, never the password, and gives them back', () => {
    const { session } = open()
    session.form.value = { ...session.form.value!, privacy: 2, password: 'secret' }
    const kept = session.kept()
    expect(kept).toEqual({ values: { privacy: 2 }, shown: { privacy: 1 } })
    const next = open()
    next.session.restore(kept!)
    expect(next.session.form.value).toMatchObject({ privacy: 2, password: '' })
    expect(next.session.unsaved.value).toBe(true)
  })
})
