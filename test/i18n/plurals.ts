/**
 * A plural message as a reviewer reads it: at the counts where languages' forms differ — 0, 1, 2, 3, 5, 11, 21 and
 * 100 cover every CLDR category of every language SiteTray ships or plans (Arabic's six, Russian's and Polish's one,
 * few and many, French's one for 0 and 1) — each count must find its own form. Where a message shows its number, a
 * form written without `{count}` ("un site", "موقعان") says one number in words, so it may be read for one number
 * only: Russian's "one" is also 21, 31…, and "один сайт" would be wrong there. (0 is left out of that: a count of
 * nothing has its own words or is not shown.) A message whose forms never show the number only agrees with it
 * ("{domains} will be deleted").
 */
import { pluralCategories } from '../../src/shared/i18n'

export const REVIEW_COUNTS = [0, 1, 2, 3, 5, 11, 21, 100] as const

/** How far a form without `{count}` is tried: past every pattern CLDR's rules repeat in. */
const COUNTS_TRIED = Array.from({ length: 1000 }, (_, count) => count + 1)
const showsCount = (form: string): boolean => /\{\s*count\s*\}/.test(form)

export const formsOf = (message: string): string[] => message.split('|').map((form) => form.trim())

/** What is wrong with a plural message in `language`: the forms its grammar has, each count's, one number per bare form. */
export function pluralProblems(language: string, message: string): string[] {
  const forms = formsOf(message)
  const categories = pluralCategories(language)
  const rules = new Intl.PluralRules(language)
  const problems: string[] = []
  if (forms.length !== categories.length)
    problems.push(`${forms.length} forms, where ${language} has ${categories.length} (${categories.join(' | ')})`)
  for (const count of REVIEW_COUNTS) {
    const category = rules.select(count)
    if (categories.indexOf(category) >= forms.length) problems.push(`${count} takes the ${category} form, not written`)
  }
  if (!forms.some(showsCount)) return problems
  forms.forEach((form, index) => {
    if (showsCount(form) || index >= categories.length) return
    const counts = COUNTS_TRIED.filter((count) => rules.select(count) === categories[index])
    if (counts.length > 1)
      problems.push(
        `the ${categories[index]} form “${form}” has no {count} but is read for ${counts.slice(0, 4).join(', ')}…`,
      )
  })
  return problems
}
