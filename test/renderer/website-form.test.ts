/** The editor's model without a browser: what Save sends for what the user changed. */
import { describe, expect, it } from 'vitest'
import {
  changesOf,
  checkForm,
  formOf,
  hasChanges,
  inputOf,
  newWebsiteForm,
  rebased,
} from '../../src/renderer/src/lib/website-form'
import { website } from './fixtures'

const base = website('7', 'example.com', {
  privacy: 1,
  excludeParams: null,
  excludeIps: ['203.0.113.7'],
  favorite: false,
})

describe('changesOf', () => {
  it('sends nothing when nothing changed, whatever the line breaks and spaces', () => {
    const form = { ...formOf(base), excludeIps: '  203.0.113.7 \r\n\n' }
    expect(hasChanges(changesOf(base, form))).toBe(false)
  })

  it('leaves unknown excluded parameters alone until the user types some', () => {
    expect(changesOf(base, formOf(base)).patch).toEqual({})
    expect(changesOf(base, { ...formOf(base), excludeParams: 'utm_source\nutm_source' }).patch).toEqual({
      excludeParams: ['utm_source'],
    })
    // Known and emptied: an empty list is sent, which clears it on the server.
    const known = { ...base, excludeParams: ['ref'] }
    expect(changesOf(known, { ...formOf(known), excludeParams: '' }).patch).toEqual({ excludeParams: [] })
  })

  it('sends a password only with Password privacy, and the favorite on its own channel', () => {
    const form = { ...formOf(base), privacy: 2 as const, password: 'pw', favorite: true }
    expect(changesOf(base, form)).toEqual({ patch: { privacy: 2, password: 'pw' }, favorite: true })
    expect(changesOf(base, { ...formOf(base), password: 'typed, then Private chosen' }).patch).toEqual({})
  })
})

describe('checkForm and inputOf', () => {
  it('asks for a password when Password is chosen without one, and names wrong IPs', () => {
    const form = { ...newWebsiteForm(), privacy: 2 as const, excludeIps: '10.0.0.1\nlocalhost' }
    expect(checkForm(form, { passwordRequired: true })).toEqual({
      password: ['Enter a password for the statistics page.'],
      excludeIps: [expect.stringContaining('"localhost"')],
    })
  })

  it('creates with every setting explicit (servers default privacy to Public otherwise)', () => {
    expect(inputOf(' example.org ', newWebsiteForm())).toEqual({
      domain: 'example.org',
      privacy: 1,
      emailReports: false,
      excludeBots: true,
      excludeParams: [],
      excludeIps: [],
      favorite: false,
    })
  })
})

describe('rebased', () => {
  it('moves the fields the user left alone to a newer record, and keeps what the user changed and what they saw of it', () => {
    const draft = { ...formOf(base), emailReports: true }
    // Meanwhile another device made the page public and switched e-mail reports on and off again.
    const newer = { ...base, privacy: 0 as const, emailReports: false, excludeIps: ['198.51.100.1'] }

    const { form, shown } = rebased({ website: base, form: draft, shown: null }, newer)

    expect(form).toEqual({ ...formOf(newer), emailReports: true })
    expect(shown.emailReports).toBe(base.emailReports)
    expect(shown.privacy).toBe(0)
  })
})
