import type { Messages } from '../../messages'
import type en from '../en/overview'

export default {
  view: {
    title: 'Übersicht',
    nav: 'Übersicht',
    periods: 'Zeitraum',
    period: { today: 'Heute', week: '7 Tage', month: '30 Tage' },
    search: 'Websites durchsuchen',
    columns: {
      website: 'Website',
      visitors: 'Besucher',
      visitorsChange: 'Veränderung der Besucher',
      pageviews: 'Seitenaufrufe',
      pageviewsChange: 'Veränderung der Seitenaufrufe',
      trend: 'Besucher pro Tag',
    },
    change: 'Veränderung',
    sortBy: 'Nach {column} sortieren',
    favorite: 'Favorit',
    total: 'Summe',
    overall: 'Alle Konten',
    progress: 'Gelesene Websites: {read} von {total}',
    reading: 'Wird gelesen … gelesene Websites: {read} von {total}',
    partial: 'Summe aus {read} von {total} Websites',
    accountProblem: '{account}: {problem}',
    notRead: 'noch nicht gelesen',
    noStatistics: 'Keine Statistiken bei diesem Dienst',
    stale: 'Nicht aktuell: gelesen {age}',
    offline: 'Offline: die Zahlen, wie sie zuletzt gelesen wurden.',
    noMatch: 'Keine Website passt zu „{search}“.',
    noWebsites: 'Noch keine Websites.',
    days: 'Tage, wie der Dienst sie zählt (UTC), bis {day}.',
    previous: 'Der Zeitraum davor: {number}',
    changeWords: {
      up: 'plus {percent}',
      down: 'minus {percent}',
      same: 'unverändert',
      new: 'neu: keine im Zeitraum davor',
    },
    newMark: 'neu',
  },
  tray: {
    open: 'Übersicht…',
    period: { today: 'Heute', week: 'Letzte 7 Tage', month: 'Letzte 30 Tage' },
    tooltip: '{period}: {visitors} Besucher ({change})',
    tooltipPartial: '{period}: {visitors} Besucher ({change}), gelesene Websites: {read} von {total}',
    notCurrent: '{text} (einige Zahlen nicht aktuell)',
  },
  errors: {
    unreadable: 'Die Übersicht konnte nicht gelesen werden.',
  },
} satisfies Messages<typeof en>
