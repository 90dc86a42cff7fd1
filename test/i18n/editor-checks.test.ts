/** The editor's field checks in other languages: what main and the window both show under a field. */
import { afterEach, describe, expect, it } from 'vitest'
import { installTranslator } from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'
import { normalizeDomain, validateExcludeIps } from '../../src/shared/validation'

const FSI = '\u2068'
const PDI = '\u2069'

afterEach(() => installTranslator(createCoreTranslator('en')))

function messageOf(checked: { ok: boolean; message?: string }): string {
  if (checked.ok || checked.message === undefined) throw new Error('expected a refusal')
  return checked.message
}

describe('the field checks', () => {
  it('name the refused entries and how many more in the language shown', () => {
    const typed = ['a', 'b', 'c', 'd', 'e', 'f']
    installTranslator(createCoreTranslator('de', 'de'))
    expect(messageOf(validateExcludeIps(typed))).toContain('„a“, „b“, „c“ und 3 weitere.')
    expect(messageOf(validateExcludeIps([...typed.slice(0, 3), 'x']))).toContain('„c“ und 1 weiterer.')
    installTranslator(createCoreTranslator('en', 'en-US'))
    expect(messageOf(validateExcludeIps(typed))).toContain('"a", "b", "c", and 3 more.')
  })

  it('keep domains and addresses left to right inside an Arabic sentence, and only there', () => {
    installTranslator(createCoreTranslator('ar', 'ar'))
    const arabic = messageOf(normalizeDomain('exa mple.com', 'B'))
    expect(arabic).toContain(`${FSI}example.com${PDI}`)
    expect(messageOf(validateExcludeIps(['office']))).toContain(`«${FSI}office${PDI}»`)
    installTranslator(createCoreTranslator('fr', 'fr'))
    expect(messageOf(normalizeDomain('exa mple.com', 'B'))).not.toMatch(/[\u2066-\u2069]/)
  })
})
