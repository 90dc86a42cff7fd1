/**
 * Dates, spans, relative times, units and lists as each language writes them, through Intl rather than a message
 * that builds "{from}–{to} UTC", "{count} min ago" or "{size} MB" by hand: the German reader gets "Uhr", the Chinese
 * reader the zone first, the Egyptian reader Arabic-Indic digits and a noun that agrees with its number. Spaces
 * around a range's dash differ between ICU versions, so they are matched loosely (\s?); the words are not.
 */
import { afterEach, describe, expect, it } from 'vitest'
import {
  formatByteSize,
  formatDateRange,
  formatList,
  formatRelative,
  formatSeconds,
  installTranslator,
  type Language,
} from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'
import { ago } from '../../src/shared/sync-words'
import { timeOfDayWords } from '../../src/shared/overview/words'

afterEach(() => installTranslator(createCoreTranslator('en')))

const NOW = Date.parse('2026-11-27T12:00:00Z')
const MINUTE = 60_000
const HOUR = 60 * MINUTE
const DAY = 24 * HOUR
const SERVER_HOUR: Intl.DateTimeFormatOptions = {
  hour: 'numeric',
  minute: '2-digit',
  timeZone: 'UTC',
  timeZoneName: 'short',
}
const DAYS: Intl.DateTimeFormatOptions = { month: 'short', day: 'numeric', timeZone: 'UTC' }

function speak(language: Language, formatLocale: string): void {
  installTranslator(createCoreTranslator(language, formatLocale))
}

interface Expected {
  hour: RegExp
  days: RegExp
  minutesAgo: RegExp
  hoursAgo: RegExp
  dayAgo: RegExp
  inHours: RegExp
}

const EXPECTED: ReadonlyArray<[Language, string, Expected]> = [
  [
    'de',
    'de',
    {
      hour: /^15:00\s?–\s?16:00 Uhr UTC$/,
      days: /^28\. Nov\.\s?–\s?3\. Dez\.$/,
      minutesAgo: /^vor 5 Min\.$/,
      hoursAgo: /^vor 3 Std\.$/,
      dayAgo: /^vor 1 Tag$/,
      inHours: /^in 2 Std\.$/,
    },
  ],
  [
    'fr',
    'fr',
    {
      hour: /^15:00\s?–\s?16:00 UTC$/,
      days: /^28 nov\.\s?–\s?3 déc\.$/,
      minutesAgo: /^il y a 5\smin$/,
      hoursAgo: /^il y a 3\sh$/,
      dayAgo: /^il y a 1\sj$/,
      inHours: /^dans 2\sh$/,
    },
  ],
  [
    'ar',
    'ar-EG',
    {
      hour: /^٣:٠٠\s?–\s?٤:٠٠ م UTC$/,
      days: /^٢٨ نوفمبر\s?–\s?٣ ديسمبر$/,
      minutesAgo: /^قبل ٥ دقائق$/,
      hoursAgo: /^قبل ٣ ساعات$/,
      dayAgo: /^قبل يوم واحد$/,
      inHours: /^خلال ساعتين$/,
    },
  ],
  [
    'zh-CN',
    'zh-CN',
    {
      hour: /^UTC 15:00\s?–\s?16:00$/,
      days: /^11\/28\s?–\s?12\/3$/,
      minutesAgo: /^5\s?分钟前$/,
      hoursAgo: /^3\s?小时前$/,
      dayAgo: /^1\s?天前$/,
      inHours: /^2\s?小时后$/,
    },
  ],
]

describe.each(EXPECTED)('in %s (%s)', (language, formatLocale, expected) => {
  it('says the server’s hour as a span in UTC, the parts both ends share said once', () => {
    speak(language, formatLocale)
    const from = Date.UTC(2026, 10, 27, 15)
    expect(formatDateRange(from, from + HOUR, SERVER_HOUR)).toMatch(expected.hour)
    // Ends given the other way round are the same span.
    expect(formatDateRange(from + HOUR, from, SERVER_HOUR)).toMatch(expected.hour)
  })

  it('says a span of days across a month’s end', () => {
    speak(language, formatLocale)
    expect(formatDateRange(Date.UTC(2026, 10, 28), Date.UTC(2026, 11, 3), DAYS)).toMatch(expected.days)
  })

  it('says how long ago in the largest whole unit, and a time ahead as ahead', () => {
    speak(language, formatLocale)
    expect(formatRelative(NOW - 5 * MINUTE - 30_000, NOW)).toMatch(expected.minutesAgo)
    expect(formatRelative(NOW - 3 * HOUR - 59 * MINUTE, NOW)).toMatch(expected.hoursAgo)
    // A number, not "yesterday": 25 hours before noon is still the day before, 30 hours before 6 a.m. is not.
    expect(formatRelative(NOW - 25 * HOUR, NOW)).toMatch(expected.dayAgo)
    expect(formatRelative(NOW + 2 * HOUR, NOW)).toMatch(expected.inHours)
  })
})

describe('the short words built on them', () => {
  it('says "just now" under a minute, and never a time ahead when a clock went back', () => {
    speak('de', 'de')
    expect(ago(NOW - 59_000, NOW)).toBe('gerade eben')
    expect(ago(NOW + 5 * MINUTE, NOW)).toBe('gerade eben')
    expect(ago(NOW - 2 * DAY, NOW)).toBe('vor 2 Tagen')
  })

  it('says one time of day alone, and two different ones as a span', () => {
    speak('de', 'de')
    expect(timeOfDayWords(NOW, NOW + 20_000)).not.toMatch(/–/)
    expect(timeOfDayWords(NOW, NOW + 15 * MINUTE)).toMatch(/–/)
  })

  it('writes sizes and waits with their units, the noun agreeing with the number', () => {
    speak('fr', 'fr')
    expect(formatByteSize(8 * 1024 * 1024)).toBe('8\u202fMo')
    expect(formatSeconds(1)).toMatch(/^1\sseconde$/)
    expect(formatSeconds(30)).toMatch(/^30\ssecondes$/)
    speak('ar', 'ar-EG')
    expect(formatSeconds(30)).toBe('٣٠ ثانية')
    speak('de', 'de')
    expect(formatByteSize(512 * 1024)).toBe('512 kB')
  })

  it('lists alternatives as the language does', () => {
    speak('zh-CN', 'zh-CN')
    expect(formatList(['10', '25', '50'], 'disjunction')).toBe('10、25或50')
    speak('de', 'de')
    expect(formatList(['10', '25', '50'], 'disjunction')).toBe('10, 25 oder 50')
  })
})
