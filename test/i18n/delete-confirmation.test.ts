/**
 * The question before websites are deleted for good names them as the language lists things (Intl.ListFormat: "a, b
 * und c", "a、b和c") and counts every website that goes, with a verb that agrees: one website "wird gelöscht", two
 * "werden gelöscht" — never a comma-joined list with a singular verb.
 */
import { afterEach, describe, expect, it } from 'vitest'
import { deleteConfirmation } from '../../src/shared/bulk/words'
import { installTranslator, type Language } from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'

afterEach(() => installTranslator(createCoreTranslator('en')))

const DOMAINS = ['a.example', 'b.example', 'c.example']
/** Each domain inside a right-to-left sentence is isolated (U+2068 … U+2069). */
const rtl = (domain: string): string => `\u2068${domain}\u2069`

/** The sentences for 1, 2 and 3 websites, all named, and for 5, of which the first 3 are named. */
const EXPECTED: Record<Language, readonly [string, string, string, string]> = {
  en: [
    'a.example will be deleted from the service, with its statistics.',
    'a.example and b.example will be deleted from the service, with their statistics.',
    'a.example, b.example, and c.example will be deleted from the service, with their statistics.',
    'a.example, b.example, c.example, and 2 more websites will be deleted from the service, with their statistics.',
  ],
  de: [
    'a.example wird samt ihren Statistiken beim Dienst gelöscht.',
    'a.example und b.example werden samt ihren Statistiken beim Dienst gelöscht.',
    'a.example, b.example und c.example werden samt ihren Statistiken beim Dienst gelöscht.',
    'a.example, b.example, c.example und 2 weitere Websites werden samt ihren Statistiken beim Dienst gelöscht.',
  ],
  fr: [
    'a.example sera supprimé du service, avec ses statistiques.',
    'a.example et b.example seront supprimés du service, avec leurs statistiques.',
    'a.example, b.example et c.example seront supprimés du service, avec leurs statistiques.',
    'a.example, b.example, c.example et 2 autres sites seront supprimés du service, avec leurs statistiques.',
  ],
  es: [
    'a.example se eliminará del servicio, con sus estadísticas.',
    'a.example y b.example se eliminarán del servicio, con sus estadísticas.',
    'a.example, b.example y c.example se eliminarán del servicio, con sus estadísticas.',
    'a.example, b.example, c.example y 2 sitios web más se eliminarán del servicio, con sus estadísticas.',
  ],
  'pt-BR': [
    'a.example será excluído do serviço, com as estatísticas.',
    'a.example e b.example serão excluídos do serviço, com as estatísticas.',
    'a.example, b.example e c.example serão excluídos do serviço, com as estatísticas.',
    'a.example, b.example, c.example e mais 2 sites serão excluídos do serviço, com as estatísticas.',
  ],
  'zh-CN': [
    'a.example将连同其统计数据从服务中删除。',
    'a.example和b.example将连同其统计数据从服务中删除。',
    'a.example、b.example和c.example将连同其统计数据从服务中删除。',
    'a.example、b.example、c.example和另外 2 个网站将连同其统计数据从服务中删除。',
  ],
  ar: [
    `سيُحذف الموقع ${rtl('a.example')} من الخدمة مع إحصاءاته.`,
    `سيُحذف الموقعان ${rtl('a.example')} و${rtl('b.example')} من الخدمة مع إحصاءاتهما.`,
    `ستُحذف المواقع ${rtl('a.example')} و${rtl('b.example')} و${rtl('c.example')} من الخدمة مع إحصاءاتها.`,
    `ستُحذف المواقع ${rtl('a.example')} و${rtl('b.example')} و${rtl('c.example')} وموقعان آخران من الخدمة مع إحصاءاتها.`,
  ],
  ja: [
    'a.exampleは、その統計とともにサービスから削除されます。',
    'a.example、b.exampleは、その統計とともにサービスから削除されます。',
    'a.example、b.example、c.exampleは、その統計とともにサービスから削除されます。',
    'a.example、b.example、c.example、ほか 2 件のウェブサイトは、その統計とともにサービスから削除されます。',
  ],
  'zh-TW': [
    'a.example將連同其統計資料從服務中刪除。',
    'a.example和b.example將連同其統計資料從服務中刪除。',
    'a.example、b.example和c.example將連同其統計資料從服務中刪除。',
    'a.example、b.example、c.example和另外 2 個網站將連同其統計資料從服務中刪除。',
  ],
  ko: [
    '다음 웹사이트가 통계와 함께 서비스에서 삭제됩니다: a.example.',
    '다음 웹사이트가 통계와 함께 서비스에서 삭제됩니다: a.example 및 b.example.',
    '다음 웹사이트가 통계와 함께 서비스에서 삭제됩니다: a.example, b.example 및 c.example.',
    '다음 웹사이트가 통계와 함께 서비스에서 삭제됩니다: a.example, b.example, c.example 및 그 외 웹사이트 2개.',
  ],
  tr: [
    'a.example, istatistikleriyle birlikte hizmetten silinecek.',
    'a.example ve b.example, istatistikleriyle birlikte hizmetten silinecek.',
    'a.example, b.example ve c.example, istatistikleriyle birlikte hizmetten silinecek.',
    'a.example, b.example, c.example ve 2 web sitesi daha, istatistikleriyle birlikte hizmetten silinecek.',
  ],
  ru: [
    'SiteTray удалит с сервиса a.example вместе со статистикой.',
    'SiteTray удалит с сервиса a.example и b.example вместе со статистикой.',
    'SiteTray удалит с сервиса a.example, b.example и c.example вместе со статистикой.',
    'SiteTray удалит с сервиса a.example, b.example, c.example и ещё 2 сайта вместе со статистикой.',
  ],
  pl: [
    'SiteTray usunie z usługi a.example wraz ze statystykami.',
    'SiteTray usunie z usługi a.example i b.example wraz ze statystykami.',
    'SiteTray usunie z usługi a.example, b.example i c.example wraz ze statystykami.',
    'SiteTray usunie z usługi a.example, b.example, c.example i jeszcze 2 witryny wraz ze statystykami.',
  ],
  it: [
    'a.example verrà eliminato dal servizio, con le sue statistiche.',
    'a.example e b.example verranno eliminati dal servizio, con le loro statistiche.',
    'a.example, b.example e c.example verranno eliminati dal servizio, con le loro statistiche.',
    'a.example, b.example, c.example e altri 2 siti verranno eliminati dal servizio, con le loro statistiche.',
  ],
  nl: [
    'a.example wordt samen met de statistieken van de dienst verwijderd.',
    'a.example en b.example worden samen met de statistieken van de dienst verwijderd.',
    'a.example, b.example en c.example worden samen met de statistieken van de dienst verwijderd.',
    'a.example, b.example, c.example en 2 andere websites worden samen met de statistieken van de dienst verwijderd.',
  ],
}

describe.each(Object.entries(EXPECTED) as Array<[Language, readonly string[]]>)(
  'the delete confirmation in %s',
  (language, sentences) => {
    it.each([
      [1, 1, sentences[0]],
      [2, 2, sentences[1]],
      [3, 3, sentences[2]],
      [5, 3, sentences[3]],
    ])('for %i websites, %i of them named', (total, named, sentence) => {
      installTranslator(createCoreTranslator(language))
      expect(deleteConfirmation(DOMAINS.slice(0, named), total)).toBe(sentence)
    })
  },
)
