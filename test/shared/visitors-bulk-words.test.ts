/**
 * Visitor numbers and bulk changes in the user's language: whole sentences per change (never a field's name dropped
 * into English word order), plurals by the language's own rules, numbers as its locale writes them, and domains kept
 * readable inside right-to-left text.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { actionTitle, groupText, previewSummary, wordedPreview } from '../../src/shared/bulk/words'
import { installTranslator, type Language } from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'
import { alertNotice, alertText, visitorsSumText } from '../../src/shared/visitors/words'
import type { BulkAction, BulkPreview } from '../../src/shared/bulk'

function speak(language: Language, formatLocale: string = language): void {
  installTranslator(createCoreTranslator(language, formatLocale))
}
afterEach(() => speak('en', 'en-US'))

const addIp: BulkAction = { kind: 'lines', field: 'excludeIps', add: ['203.0.113.7'], remove: [] }

describe('bulk changes in words', () => {
  it('says a change as one sentence of the language, with its lines in the list style the language uses', () => {
    expect(actionTitle(addIp)).toBe('Add 203.0.113.7 to excluded IP addresses')
    speak('de')
    expect(actionTitle({ kind: 'lines', field: 'excludeIps', add: ['a', 'b', 'c'], remove: [] })).toBe(
      'a, b und c zu den ausgeschlossenen IP-Adressen hinzufügen',
    )
    expect(actionTitle({ kind: 'privacy', privacy: 1 })).toBe('Statistikseiten privat machen')
  })

  it('counts the websites of a preview by the language’s plural forms and writes the numbers its way', () => {
    speak('fr')
    const groups = [{ count: 1200, text: groupText(addIp, 'change') }]
    expect(previewSummary(1200, groups)).toBe(
      '1\u202f200 sites\u202f: 1\u202f200 reçoivent 203.0.113.7 dans leurs adresses IP exclues',
    )
    speak('ar', 'ar-EG')
    expect(previewSummary(2, [])).toBe('موقعان: لا شيء لتغييره')
  })

  it('says a preview again in the language shown now, from the change it was made for', () => {
    const preview: BulkPreview = {
      previewId: 'p',
      title: 'Add 203.0.113.7 to excluded IP addresses',
      total: 3,
      summary: '3 websites: …',
      groups: [{ kind: 'unchanged', count: 3, text: 'already have it (unchanged)', domains: ['a.com'] }],
      changing: 0,
      incomplete: false,
    }
    speak('es')
    expect(wordedPreview(preview, addIp)).toMatchObject({
      summary: '3 sitios web: 3 ya la tienen (sin cambios)',
      groups: [{ text: 'ya la tienen (sin cambios)', domains: ['a.com'] }],
    })
  })
})

describe('visitors in words', () => {
  it('takes the plural form each language has for the days a website went silent', () => {
    expect(alertText({ kind: 'silent', days: 1 })).toBe('No visitors for 1 day')
    expect(alertText({ kind: 'silent', days: 3 })).toBe('No visitors for 3 days')
    speak('ar')
    expect(alertText({ kind: 'silent', days: 2 })).toBe('لا زوار منذ يومين')
    expect(alertText({ kind: 'silent', days: 11 })).toBe('لا زوار منذ 11 يومًا')
  })

  it('writes visitor numbers and a spike’s factor as the locale does', () => {
    speak('de')
    expect(visitorsSumText(2337, false)).toBe('2.337 Besucher heute')
    expect(alertText({ kind: 'spike', today: 1250, usual: 500 })).toBe(
      'Ansturm: heute 1.250, 2,5-mal so viele wie an einem normalen Tag',
    )
  })

  it('keeps the domain of an alert readable in right-to-left text', () => {
    expect(alertNotice('example.com', { kind: 'silent', days: 3 }).title).toBe('example.com went silent')
    speak('ar')
    expect(alertNotice('example.com', { kind: 'silent', days: 3 }).title).toBe('توقّف الزوار عن \u2068example.com\u2069')
  })
})
