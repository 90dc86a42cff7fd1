/**
 * What a native reader sees at once and a type cannot: French spacing before `: ; ? ! »`, Chinese and Japanese
 * full-width punctuation, each language's quotation marks, Spanish's ¿ and ¡, Arabic's own comma, a number beside a
 * noun that does not agree with it (Arabic, Russian, Polish), digits written into an Arabic message's text, three dots
 * for an ellipsis. The rules themselves (typography.ts, number-agreement.ts) are tried first on messages written to
 * break them, so that a rule that lets everything pass fails here too; then every shipped language is held to its row
 * of language-rules.ts.
 */
import { describe, expect, it } from 'vitest'
import { LANGUAGES } from '../../src/shared/i18n'
import { isPlural, messagesOf } from './flat-catalogs'
import { LANGUAGE_RULES, ruleProblems } from './language-rules'
import {
  arabicDigitProblems,
  arabicNumberProblems,
  countedArabicNouns,
  SLAVIC_AFTER_NUMBER,
  slavicNumberProblems,
} from './number-agreement'
import {
  arabicPunctuationProblems,
  cjkPunctuationProblems,
  ellipsisProblems,
  frenchSpacingProblems,
  quoteProblems,
  spanishOpeningMarkProblems,
} from './typography'

const NARROW = '\u202f'

describe('French spacing', () => {
  it.each([
    [`Pic${NARROW}: {today} aujourd’hui`, 0],
    [`Supprimer {domain}${NARROW}?`, 0],
    [`«${NARROW}{search}${NARROW}»`, 0],
    ['Pic : {today}', 1],
    ['Pic: {today}', 1],
    ['Pic\u00a0: {today}', 1],
    ['« {search} »', 2],
    [`Trier par ordre croissant ; décroissant${NARROW}!`, 1],
    [`L’adresse doit commencer par https://${NARROW}: saisissez-la`, 0],
    ['Ouvrez https://example.com/?a=1 dans un navigateur.', 0],
    ['Le relevé de 09:30 est prêt.', 0],
    [`{period}${NARROW}: {visitors}`, 0],
    ['{period}: {visitors}', 1],
    [`Un lien @:insights.title et le caractère {'?'}`, 0],
  ])('%j has %i problem(s)', (text, count) => {
    expect(frenchSpacingProblems(text)).toHaveLength(count)
  })
})

describe('numbers in Arabic', () => {
  const arabic = messagesOf('ar')
  const nouns = countedArabicNouns([...arabic.values()].filter(isPlural))

  it('knows the nouns its plural messages count', () => {
    expect(nouns).toContain('زائرًا')
    expect(nouns).toContain('مواقع')
  })

  it.each([
    ['{period}: {visitors} زائر ({change})', 1],
    ['مجموع {read} من {total} موقع', 1],
    ['اجعل اسم الحساب {max} حرفًا أو أقل.', 1],
    ['{period}: زائر {visitors}', 1],
    ['{period} — الزوار: {visitors} ({change})', 0],
    ['جارٍ مزامنة {done} من {total}', 0],
    ['لم تردّ الخدمة خلال {seconds} ث.', 0],
    ['يمكن تحديد {count} من المواقع على الأكثر', 0],
    ['{number} اليوم', 0],
    ['{size} ميغابايت', 0],
  ])('%j has %i number problem(s)', (text, count) => {
    expect(arabicNumberProblems(text, nouns)).toHaveLength(count)
  })

  it.each([
    ['آخر 7 أيام', 1],
    ['آخر ٧ أيام', 1],
    ['(3.1 أو أقدم)', 1],
    ['و0 لإيقافها', 1],
    ['عنوان IPv4 أو IPv6', 0],
    ['آخر سبعة أيام: {count}', 0],
  ])('%j has %i digit problem(s)', (text, count) => {
    expect(arabicDigitProblems(text)).toHaveLength(count)
  })
})

describe('numbers in Russian and Polish', () => {
  it.each([
    ['ru', 'Выбрано {count} сайтов', 1],
    ['ru', 'Синхронизация {done} из {total}', 0],
    ['ru', 'Сайтов: {count}', 0],
    ['ru', 'Не больше {size} МБ', 0],
    ['pl', 'Zaznaczono {count} witryn', 1],
    ['pl', 'Synchronizacja {done} z {total}', 0],
    ['pl', 'Witryny: {count}', 0],
  ] as const)('%s: %j has %i problem(s)', (language, text, count) => {
    expect(slavicNumberProblems(text, SLAVIC_AFTER_NUMBER[language])).toHaveLength(count)
  })
})

describe('punctuation', () => {
  it.each([
    ['Wird geladen…', 0],
    ['Wird geladen...', 1],
    [`Ein Literal {'...'}`, 0],
  ])('ellipsis: %j has %i problem(s)', (text, count) => {
    expect(ellipsisProblems(text)).toHaveLength(count)
  })

  it.each([
    ['访客：{visitors}（昨天）。', 0],
    ['访客:{visitors}', 1],
    ['访客: {visitors}', 1],
    ['请检查 example.com 的设置。', 0],
    ['请检查设置.', 1],
    ['(最近一分钟)请求过多', 2],
    ['打开 https://example.com:8443/a?b=1 查看', 0],
    ['版本 3.5 可用', 0],
    ['サイトを保存しました!', 1],
  ])('full width: %j has %i problem(s)', (text, count) => {
    expect(cjkPunctuationProblems(text)).toHaveLength(count)
  })

  it.each([
    [{ open: '„', close: '“' }, 'Klicken Sie auf „Speichern“.', 0],
    [{ open: '„', close: '“' }, 'Klicken Sie auf "Speichern".', 2],
    [{ open: '„', close: '“' }, 'Klicken Sie auf “Speichern”.', 2],
    [{ open: '„', close: '“' }, 'Klicken Sie auf „Speichern.', 1],
    [{ open: '„', close: '”', inner: ['«', '»'] as const }, 'Kliknij „Zapisz”.', 0],
    [{ open: '„', close: '”', inner: ['«', '»'] as const }, 'Kliknij „Zapisz“.', 2],
    [{ open: '«', close: '»', inner: ['„', '“'] as const }, 'Нажмите «Сохранить „всё“».', 0],
    [{ open: '«', close: '»', inner: ['„', '“'] as const }, 'Нажмите "Сохранить".', 2],
    [{ open: '「', close: '」', inner: ['『', '』'] as const }, '「保存」をクリック', 0],
    [{ open: '「', close: '」', inner: ['『', '』'] as const }, '“保存”をクリック', 2],
    [{ open: '«', close: '»' }, `Le caractère {'"'} est refusé`, 0],
  ])('quotes %j: %j has %i problem(s)', (style, text, count) => {
    expect(quoteProblems(text, style)).toHaveLength(count)
  })

  it.each([
    ['هل تريد الحذف؟ نعم، الآن', 0],
    ['هل تريد الحذف? نعم, الآن', 2],
    ['عنوان https://example.com/?a=1', 0],
  ])('Arabic: %j has %i problem(s)', (text, count) => {
    expect(arabicPunctuationProblems(text)).toHaveLength(count)
  })

  it.each([
    ['¿Eliminar {domain}?', 0],
    ['Eliminar {domain}?', 1],
    ['¡Listo!', 0],
    ['Listo!', 1],
    ['Sin «=», «&», «?» ni espacios.', 0],
  ])('Spanish: %j has %i problem(s)', (text, count) => {
    expect(spanishOpeningMarkProblems(text)).toHaveLength(count)
  })
})

describe.each(LANGUAGES.map((language) => [language]))('%s', (language) => {
  it('has a row of rules', () => {
    expect(LANGUAGE_RULES[language]?.length ?? 0).toBeGreaterThan(0)
  })

  it('keeps every rule of its row in every message', () => {
    expect(ruleProblems(language, messagesOf(language))).toEqual([])
  })
})

describe('the languages to come', () => {
  it.each(['ja', 'ko', 'ru', 'it', 'nl', 'pl', 'tr', 'zh-TW'])('%s has its rules written already', (language) => {
    expect(LANGUAGE_RULES[language]?.length ?? 0).toBeGreaterThan(0)
  })
})
