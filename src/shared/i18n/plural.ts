/**
 * Plurals by each language's own rules (CLDR, through Intl.PluralRules), never English's "add an s". A plural
 * message lists one form per category the language has, in CLDR's order — zero, one, two, few, many, other — so
 * English writes "one | other", Chinese "other" alone and Arabic all six.
 */
const CLDR_ORDER: readonly Intl.LDMLPluralRule[] = ['zero', 'one', 'two', 'few', 'many', 'other']

const categoriesCache = new Map<string, readonly Intl.LDMLPluralRule[]>()
const rulesCache = new Map<string, Intl.PluralRules>()

function rulesOf(language: string): Intl.PluralRules {
  let rules = rulesCache.get(language)
  if (!rules) rulesCache.set(language, (rules = new Intl.PluralRules(language)))
  return rules
}

/** The forms a plural message has in a language, in the order it writes them. */
export function pluralCategories(language: string): readonly Intl.LDMLPluralRule[] {
  let categories = categoriesCache.get(language)
  if (!categories) {
    const present = new Set(rulesOf(language).resolvedOptions().pluralCategories)
    categories = CLDR_ORDER.filter((category) => present.has(category))
    categoriesCache.set(language, categories)
  }
  return categories
}

/** Which of a plural message's forms a count takes (vue-i18n's pluralRules signature). */
export function pluralForm(language: string, count: number, formsWritten: number): number {
  const category = rulesOf(language).select(Math.abs(count))
  const index = pluralCategories(language).indexOf(category)
  return Math.max(0, Math.min(index, formsWritten - 1))
}
