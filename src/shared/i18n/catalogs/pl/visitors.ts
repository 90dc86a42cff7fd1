import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {
  words: {
    today: 'dziś: {number}',
    notCurrent: '{text} ({age})',
    silent:
      'Brak odwiedzających od {count} dnia | Brak odwiedzających od {count} dni | Brak odwiedzających od {count} dni | Brak odwiedzających od {count} dnia',
    spike: 'Skok: dziś {today}, {factor}× zwykłego dnia',
    spikeToday: 'Skok: dziś {today}',
    sum: '{count} odwiedzający dziś | {count} odwiedzających dziś | {count} odwiedzających dziś | {count} odwiedzającego dziś',
    sumNotCurrent:
      '{count} odwiedzający dziś (niektóre liczby nieaktualne) | {count} odwiedzających dziś (niektóre liczby nieaktualne) | {count} odwiedzających dziś (niektóre liczby nieaktualne) | {count} odwiedzającego dziś (niektóre liczby nieaktualne)',
  },
  notice: {
    silentTitle: 'Na {domain} zapadła cisza',
    silentBody:
      'Brak odwiedzających od {count} dnia. Czy kod śledzenia nadal jest na stronach? | Brak odwiedzających od {count} dni. Czy kod śledzenia nadal jest na stronach? | Brak odwiedzających od {count} dni. Czy kod śledzenia nadal jest na stronach? | Brak odwiedzających od {count} dnia. Czy kod śledzenia nadal jest na stronach?',
    spikeTitle: 'Na {domain} jest większy ruch niż zwykle',
    spikeBody:
      'Dziś {count} odwiedzający, {factor}× zwykłego dnia (około {usual}). | Dziś {count} odwiedzających, {factor}× zwykłego dnia (około {usual}). | Dziś {count} odwiedzających, {factor}× zwykłego dnia (około {usual}). | Dziś {count} odwiedzającego, {factor}× zwykłego dnia (około {usual}).',
    spikeBodyPlain:
      'Dziś {count} odwiedzający. | Dziś {count} odwiedzających. | Dziś {count} odwiedzających. | Dziś {count} odwiedzającego.',
  },
  cell: {
    silent: 'Cisza',
    spike: 'Skok',
    alert: '{text}.',
    title: 'Odwiedzający dziś',
    oldTitle: 'Odczytano {age}: nieaktualne',
    today:
      'Dziś {count} odwiedzający. | Dziś {count} odwiedzających. | Dziś {count} odwiedzających. | Dziś {count} odwiedzającego.',
    todayRead:
      'Dziś {count} odwiedzający, odczytano {age}. | Dziś {count} odwiedzających, odczytano {age}. | Dziś {count} odwiedzających, odczytano {age}. | Dziś {count} odwiedzającego, odczytano {age}.',
    shown: 'dziś: {count}',
  },
  chart: {
    summary:
      'Odwiedzający dziennie w ostatnim {count} dniu: łącznie {total}. | Odwiedzający dziennie w ostatnich {count} dniach: łącznie {total}. | Odwiedzający dziennie w ostatnich {count} dniach: łącznie {total}. | Odwiedzający dziennie w ostatnich {count} dnia: łącznie {total}.',
    busiest: 'Najwięcej {date}: {number}.',
    today: 'Dziś: {number}.',
    notRead: 'jeszcze nie odczytano',
    bar: '{date}: {value}',
    todayAxis: 'Dziś',
    caption: 'Odwiedzający dziennie',
    day: 'Dzień',
    visitors: 'Odwiedzający',
  },
  panel: {
    title: 'Odwiedzający',
    reading: 'Odczytywanie liczby odwiedzających…',
    notCurrent: 'Te liczby są nieaktualne: {problem}',
    alerts: 'Alerty dla tej witryny',
  },
  errors: {
    unreadable: 'Nie udało się odczytać liczby odwiedzających.',
  },
} satisfies Messages<typeof en>
