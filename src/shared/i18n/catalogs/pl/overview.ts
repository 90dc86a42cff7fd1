import type { Messages } from '../../messages'
import type en from '../en/overview'

export default {
  view: {
    title: 'Przegląd',
    nav: 'Przegląd',
    periods: 'Okres',
    period: { today: 'Dziś', week: '7 dni', month: '30 dni' },
    search: 'Szukaj witryn',
    columns: {
      website: 'Witryna',
      visitors: 'Odwiedzający',
      visitorsChange: 'Zmiana liczby odwiedzających',
      pageviews: 'Odsłony',
      pageviewsChange: 'Zmiana liczby odsłon',
      trend: 'Odwiedzający dziennie',
    },
    change: 'Zmiana',
    sortBy: 'Sortuj według: {column}',
    favorite: 'Ulubiona',
    total: 'Razem',
    overall: 'Wszystkie konta',
    progress: 'Odczytane witryny: {read} z {total}',
    reading: 'Odczytywanie… odczytane witryny: {read} z {total}',
    partial: 'suma dla witryn: {read} z {total}',
    accountProblem: '{account}: {problem}',
    notRead: 'jeszcze nie odczytano',
    noStatistics: 'Brak statystyk w tej usłudze',
    stale: 'Nieaktualne: odczytano {age}',
    staleLegend: 'Nieaktualne: odczytano jakiś czas temu, wyświetlane do następnego odczytu',
    offline: 'Offline: liczby z ostatniego odczytu.',
    noMatch: 'Żadna witryna nie pasuje do „{search}”.',
    noWebsites: 'Nie ma jeszcze witryn.',
    days: 'Dni liczone przez usługę (UTC), do {day}.',
    previous: 'Poprzedni okres: {number}',
    changeWords: {
      up: 'wzrost o {percent}',
      down: 'spadek o {percent}',
      same: 'bez zmian',
      new: 'nowe: nic w poprzednim okresie',
      none: 'jeszcze nie porównano',
    },
    newMark: 'nowe',
    notComparedMark: '–',
    compared: {
      today: 'Dziś do tej pory w porównaniu z wczorajszym dniem do {time}',
      todayNotYet: 'Dziś do tej pory; porównanie z wczorajszym dniem pojawi się po odczytaniu jego godzin',
      week: 'Ostatnie 7 pełnych dni w porównaniu z 7 dniami wcześniej',
      month: 'Ostatnie 30 pełnych dni w porównaniu z 30 dniami wcześniej',
    },
    changeCovers: 'zmiana dla witryn: {compared} z {counted}',
  },
  tray: {
    open: 'Przegląd…',
    totals: {
      line: '{count} odwiedzający {change} {span} | {count} odwiedzających {change} {span} | {count} odwiedzających {change} {span} | {count} odwiedzającego {change} {span}',
      lineNoChange:
        '{count} odwiedzający {span} | {count} odwiedzających {span} | {count} odwiedzających {span} | {count} odwiedzającego {span}',
      span: {
        today: 'dziś wobec wczorajszego do {time}',
        todaySoFar: 'dziś do tej pory',
        week: 'w 7 dni wobec 7 poprzednich',
        month: 'w 30 dni wobec 30 poprzednich',
      },
      partial: '{text}, odczytano {read} z {total}',
      notCurrent: '{text} (nie wszystkie aktualne)',
    },
  },
  errors: {
    unreadable: 'Nie udało się odczytać przeglądu.',
  },
} satisfies Messages<typeof en>
