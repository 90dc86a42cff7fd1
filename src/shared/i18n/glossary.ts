/**
 * The words each language uses for SiteTray's key terms, and the words it must not use for them, so that a message
 * written next month says what the others say (src/shared/i18n/README.md: how to add a term or a language).
 * test/i18n/glossary.test.ts holds every catalog to it: where a message's English speaks of a term, its translation
 * uses none of that language's words to avoid.
 */
import type { Language } from './languages'

/** A word to avoid: a stem matched at the start of a word, in any case ("exclu" catches "excluído"), or a pattern. */
export type AvoidedWord = string | RegExp

export interface GlossaryTerm {
  /** The term as English says it. */
  readonly term: string
  /** What it means here, for whoever translates. */
  readonly meaning: string
  /** Which messages speak of it, by their English text; every message when there is neither this nor `keys`. */
  readonly english?: RegExp
  /** Which messages speak of it, by key, where English alone cannot tell (its "Remove" is also a favorite's). */
  readonly keys?: readonly string[]
  /** Messages where a platform's own name wins (macOS calls its settings "Ajustes do Sistema" in Brazil). */
  readonly except?: readonly string[]
  /** The word each language uses, as a translator looks it up. */
  readonly use: Readonly<Record<Language, string>>
  /** Words a language must not use for it: another meaning, or not the word the service and its peers use. */
  readonly avoid?: Partial<Readonly<Record<Language, readonly AvoidedWord[]>>>
}

/** Words in Chinese and Japanese scripts have no spaces around them: a stem there matches anywhere. */
const UNSPACED: ReadonlySet<Language> = new Set(['zh-CN'])

function pattern(word: AvoidedWord, language: Language): RegExp {
  if (word instanceof RegExp) return word
  const escaped = word.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')
  return new RegExp(UNSPACED.has(language) ? escaped : `(?<![\\p{L}\\p{M}])${escaped}`, 'iu')
}

/** The words to avoid that `text` uses, in `language`, where it speaks of `term`. */
export function avoidedWordsIn(term: GlossaryTerm, language: Language, text: string): string[] {
  return (term.avoid?.[language] ?? []).filter((word) => pattern(word, language).test(text)).map(String)
}

/** Whether the message with this key and English text speaks of `term`. */
export function speaksOf(term: GlossaryTerm, key: string, english: string): boolean {
  if (term.except?.includes(key)) return false
  if (term.keys) return term.keys.includes(key)
  return term.english ? term.english.test(english) : true
}

export const GLOSSARY: readonly GlossaryTerm[] = [
  {
    term: 'you',
    meaning:
      'The user, addressed: formally in German (Sie), Chinese (您), Brazilian Portuguese (você) and Russian (вы), familiarly in Spanish (tú), Polish (ty), Italian (tu) and Dutch (je).',
    use: {
      en: 'you',
      de: 'Sie',
      fr: 'vous',
      es: 'tú',
      'pt-BR': 'você',
      'zh-CN': '您',
      ar: 'أنت',
      ru: 'вы',
      pl: 'ty (Wpisz, Twój)',
      it: 'tu',
      nl: 'je/jij',
    },
    avoid: {
      de: [/\b(du|dein\p{L}*|dich)\b/iu],
      'zh-CN': ['你'],
      ru: [/(?<!\p{L})(ты|тебя|тебе|тобой|твой|твоя|твоё|твои|твоего|твоей|твоих)(?!\p{L})/iu],
      pl: [/(?<!\p{L})(Pan|Pani|Pana|Panu|Panią|Państw\p{L}*)(?!\p{L})/u],
      it: [/(?<=\p{Ll}[^.!?:]*\s)(Lei|Suo|Sua|Suoi|Sue)(?!\p{L})/u],
      nl: [/(?<!\p{L})(u|uw)(?!\p{L})/iu],
    },
  },
  {
    term: 'website',
    meaning: 'A site the service counts visits for (the API resource), not one page of it.',
    english: /\bwebsites?\b/i,
    use: {
      en: 'website',
      de: 'Website',
      fr: 'site',
      es: 'sitio web',
      'pt-BR': 'site',
      'zh-CN': '网站',
      ar: 'موقع',
      ru: 'сайт',
      pl: 'witryna',
      it: 'sito',
      nl: 'website',
    },
    avoid: { de: ['Webseite'], 'zh-CN': ['网页'], ru: ['веб-сайт', 'вебсайт'], nl: ['webstek'] },
  },
  {
    term: 'visitors',
    meaning: 'Visits that came from outside the site (the service counts entries, not people).',
    english: /\bvisitors?\b/i,
    use: {
      en: 'visitors',
      de: 'Besucher',
      fr: 'visiteurs',
      es: 'visitantes',
      'pt-BR': 'visitantes',
      'zh-CN': '访客',
      ar: 'الزوار',
      ru: 'посетители',
      pl: 'odwiedzający',
      it: 'visitatori',
      nl: 'bezoekers',
    },
    avoid: { 'zh-CN': ['访问者', '访问量'], pl: ['gość', 'gości'] },
  },
  {
    term: 'pageviews',
    meaning: 'Every page loaded, counted by the service.',
    english: /\bpageviews?\b/i,
    use: {
      en: 'pageviews',
      de: 'Seitenaufrufe',
      fr: 'pages vues',
      es: 'páginas vistas',
      'pt-BR': 'visualizações de página',
      'zh-CN': '页面浏览量',
      ar: 'مشاهدات الصفحات',
      ru: 'просмотры страниц',
      pl: 'odsłony',
      it: 'visualizzazioni di pagina',
      nl: 'paginaweergaven',
    },
    avoid: {
      de: ['Seitenansicht'],
      es: ['vistas de página'],
      'pt-BR': ['exibições de página'],
      ru: ['показ'],
      pl: ['wyświetleni'],
      it: ['pagine viste'],
      nl: ['paginabezoek', "paginaweergave's"],
    },
  },
  {
    term: 'referrers',
    meaning: 'The hosts visitors came from, as the service lists them (Matomo’s and the service’s own word).',
    english: /\breferrers?\b/i,
    use: {
      en: 'referrers',
      de: 'Verweise',
      fr: 'référents',
      es: 'referencias',
      'pt-BR': 'referências',
      'zh-CN': '引荐来源',
      ar: 'المُحيلون',
      ru: 'источники переходов',
      pl: 'odnośniki',
      it: 'referenti',
      nl: 'verwijzers',
    },
    avoid: {
      es: ['referente'],
      'zh-CN': [/(?<!引荐)来源/u],
      ru: ['рефер'],
      pl: ['referer', 'polecając'],
      it: ['referrer'],
      nl: ['referrer'],
    },
  },
  {
    term: 'landing pages',
    meaning: 'The first page of each visit.',
    english: /\blanding pages?\b/i,
    use: {
      en: 'landing pages',
      de: 'Einstiegsseiten',
      fr: 'pages d’entrée',
      es: 'páginas de entrada',
      'pt-BR': 'páginas de entrada',
      'zh-CN': '落地页',
      ar: 'صفحات الدخول',
      ru: 'страницы входа',
      pl: 'strony wejściowe',
      it: 'pagine di ingresso',
      nl: 'instappagina’s',
    },
    avoid: {
      'zh-CN': ['着陆页'],
      ru: ['посадочн'],
      pl: ['docelow'],
      it: ['pagine di destinazione'],
      nl: ['landingspagina', 'bestemmingspagina'],
    },
  },
  {
    term: 'favorite',
    meaning: 'A website starred by the user: listed first in the tray, its visitors read more often.',
    english: /\bfavou?rites?\b/i,
    use: {
      en: 'favorite',
      de: 'Favorit',
      fr: 'favori',
      es: 'favorito',
      'pt-BR': 'favorito',
      'zh-CN': '收藏',
      ar: 'المفضّلة',
      ru: 'избранное',
      pl: 'ulubione',
      it: 'preferito',
      nl: 'favoriet',
    },
  },
  {
    term: 'exclude',
    meaning:
      'Leave visits out of the statistics (bots, IP addresses, query parameters). Never the word for delete: in Brazilian Portuguese "excluir" means delete, so exclusion is "ignorar".',
    english: /\bexclu(de|ded|des|ding|sions?)\b/i,
    use: {
      en: 'exclude',
      de: 'ausschließen',
      fr: 'exclure',
      es: 'excluir',
      'pt-BR': 'ignorar',
      'zh-CN': '排除',
      ar: 'استبعاد',
      ru: 'исключить',
      pl: 'wykluczyć',
      it: 'escludere',
      nl: 'uitsluiten',
    },
    avoid: {
      de: ['lösch'],
      fr: ['supprim'],
      es: ['elimin'],
      'pt-BR': ['exclu'],
      'zh-CN': ['删除'],
      ar: ['حذف', 'يحذف', 'تحذف'],
      ru: ['удалени'],
      pl: ['usuwani', 'skasow'],
      it: ['elimin', 'cancell'],
      nl: ['verwijder', 'wis'],
    },
  },
  {
    term: 'delete',
    meaning: 'Delete a website, with its statistics, on the service: for good.',
    english: /\bdelet(e|ed|es|ing)\b/i,
    except: ['system.appMenu.delete'],
    use: {
      en: 'delete',
      de: 'löschen',
      fr: 'supprimer',
      es: 'eliminar',
      'pt-BR': 'excluir',
      'zh-CN': '删除',
      ar: 'حذف',
      ru: 'удалить',
      pl: 'usunąć',
      it: 'eliminare',
      nl: 'verwijderen',
    },
    avoid: {
      es: ['borr'],
      'pt-BR': ['apag', 'delet'],
      'zh-CN': ['移除'],
      ru: ['стер'],
      pl: ['skasow', 'wymaz'],
      it: ['cancell'],
      nl: ['wis'],
    },
  },
  {
    term: 'remove account',
    meaning:
      'Take an account out of SiteTray (its key leaves the keychain); the account and its websites stay on the service.',
    keys: [
      'accounts.account.remove',
      'accounts.account.removeTitle',
      'accounts.account.removeConfirm',
      'sync.check.otherVersion',
    ],
    use: {
      en: 'remove',
      de: 'entfernen',
      fr: 'retirer',
      es: 'quitar',
      'pt-BR': 'remover',
      'zh-CN': '移除',
      ar: 'إزالة',
      ru: 'убрать',
      pl: 'odłączyć',
      it: 'rimuovere',
      nl: 'ontkoppelen',
    },
    avoid: {
      de: ['lösch'],
      fr: ['supprim'],
      es: ['elimin', 'borr'],
      'pt-BR': ['exclu', 'apag'],
      'zh-CN': ['删除'],
      ar: ['حذف', 'احذف'],
      ru: ['удал'],
      pl: ['usu', 'skasow'],
      it: ['elimin', 'cancell'],
      nl: ['verwijder', 'wis'],
    },
  },
  {
    term: 'settings',
    meaning:
      'SiteTray’s settings and a website’s or account’s settings; the operating system’s own screens keep their own names.',
    english: /\bsettings?\b/i,
    except: ['system.loginItem.macNeedsApproval', 'system.loginItem.macNotRegistered'],
    use: {
      en: 'settings',
      de: 'Einstellungen',
      fr: 'réglages',
      es: 'ajustes',
      'pt-BR': 'configurações',
      'zh-CN': '设置',
      ar: 'الإعدادات',
      ru: 'настройки',
      pl: 'ustawienia',
      it: 'impostazioni',
      nl: 'instellingen',
    },
    avoid: { 'pt-BR': ['ajuste'], it: ['preferenze'], nl: ['voorkeur'] },
  },
  {
    term: 'tracking code',
    meaning: 'The script tag a website carries so that the service counts its visits.',
    english: /\btracking code\b/i,
    use: {
      en: 'tracking code',
      de: 'Tracking-Code',
      fr: 'code de suivi',
      es: 'código de seguimiento',
      'pt-BR': 'código de rastreamento',
      'zh-CN': '跟踪代码',
      ar: 'رمز التتبع',
      ru: 'код отслеживания',
      pl: 'kod śledzenia',
      it: 'codice di tracciamento',
      nl: 'trackingcode',
    },
    avoid: {
      de: ['Trackingcode'],
      es: ['código de rastreo'],
      ar: ['شيفرة', 'كود'],
      ru: ['трекинг'],
      pl: ['kod monitor'],
      it: ['codice di monitoraggio'],
      nl: ['tracking-code', 'volgcode'],
    },
  },
  {
    term: 'overview',
    meaning: 'Every website of every account side by side, with their visitors and pageviews.',
    english: /\boverview\b/i,
    use: {
      en: 'overview',
      de: 'Übersicht',
      fr: 'vue d’ensemble',
      es: 'resumen',
      'pt-BR': 'visão geral',
      'zh-CN': '概览',
      ar: 'نظرة عامة',
      ru: 'обзор',
      pl: 'przegląd',
      it: 'panoramica',
      nl: 'overzicht',
    },
  },
  {
    term: 'plan',
    meaning: 'What the account pays for on the service: its limits and features.',
    english: /\bplans?\b/i,
    use: {
      en: 'plan',
      de: 'Tarif',
      fr: 'offre',
      es: 'plan',
      'pt-BR': 'plano',
      'zh-CN': '套餐',
      ar: 'الخطة',
      ru: 'тариф',
      pl: 'plan',
      it: 'piano',
      nl: 'abonnement',
    },
    avoid: { fr: ['forfait'], ru: ['план'], pl: ['taryf', 'abonament'], it: ['abbonament'], nl: ['pakket'] },
  },
  {
    term: 'account',
    meaning: 'One login on one service, with its API key.',
    english: /\baccounts?\b/i,
    use: {
      en: 'account',
      de: 'Konto',
      fr: 'compte',
      es: 'cuenta',
      'pt-BR': 'conta',
      'zh-CN': '账户',
      ar: 'الحساب',
      ru: 'аккаунт',
      pl: 'konto',
      it: 'account',
      nl: 'account',
    },
    avoid: { 'zh-CN': ['帐户', '账号', '帐号'], ru: [/(?<!\p{L})уч[её]тн\p{L}* запис/iu] },
  },
]
