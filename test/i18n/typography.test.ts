/**
 * What a native reader sees at once and a type cannot: French spacing before `: ; ? ! »`, an Arabic number beside a
 * noun that does not agree with it, and digits written into an Arabic message's text. The rules themselves
 * (typography.ts) are tried first on messages written to break them, so that a rule that lets everything pass fails
 * here too.
 */
import { describe, expect, it } from 'vitest'
import { isPlural, messagesOf } from './flat-catalogs'
import { arabicDigitProblems, arabicNumberProblems, countedArabicNouns, frenchSpacingProblems } from './typography'

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

  it('holds in every French message', () => {
    const problems = [...messagesOf('fr')].flatMap(([key, text]) =>
      frenchSpacingProblems(text).map((problem) => `${key}: ${problem}`),
    )
    expect(problems).toEqual([])
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

  it('puts no fixed noun beside a number in a message without plural forms', () => {
    const problems = [...arabic]
      .filter(([, text]) => !isPlural(text))
      .flatMap(([key, text]) => arabicNumberProblems(text, nouns).map((problem) => `${key}: ${problem}`))
    expect(problems).toEqual([])
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

  it('writes no digit into a message: numbers come from Intl in the locale’s digits', () => {
    const problems = [...arabic].flatMap(([key, text]) =>
      arabicDigitProblems(text).map((problem) => `${key}: ${problem}`),
    )
    expect(problems).toEqual([])
  })
})
