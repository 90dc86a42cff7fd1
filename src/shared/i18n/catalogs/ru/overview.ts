import type { Messages } from '../../messages'
import type en from '../en/overview'

export default {
  view: {
    title: 'Обзор',
    nav: 'Обзор',
    periods: 'Период',
    period: { today: 'Сегодня', week: '7 дней', month: '30 дней' },
    search: 'Поиск сайтов',
    columns: {
      website: 'Сайт',
      visitors: 'Посетители',
      visitorsChange: 'Изменение числа посетителей',
      pageviews: 'Просмотры страниц',
      pageviewsChange: 'Изменение числа просмотров страниц',
      trend: 'Посетители по дням',
    },
    change: 'Изменение',
    sortBy: 'Сортировать по столбцу «{column}»',
    favorite: 'Избранное',
    total: 'Итого',
    overall: 'Все аккаунты',
    progress: 'Прочитано сайтов: {read} из {total}',
    reading: 'Чтение… прочитано сайтов: {read} из {total}',
    partial: 'сумма по сайтам: {read} из {total}',
    accountProblem: '{account}: {problem}',
    notRead: 'ещё не прочитано',
    noStatistics: 'На этом сервисе нет статистики',
    stale: 'Не актуально: прочитано {age}',
    staleLegend: 'Не актуально: прочитано некоторое время назад, показывается до следующего чтения',
    offline: 'Нет сети: данные на момент последнего чтения.',
    noMatch: 'Ни один сайт не совпадает с «{search}».',
    noWebsites: 'Сайтов пока нет.',
    days: 'Дни по счёту сервиса (UTC), до {day}.',
    previous: 'Предыдущий период: {number}',
    changeWords: {
      up: 'рост на {percent}',
      down: 'снижение на {percent}',
      same: 'без изменений',
      new: 'новое: в предыдущем периоде ничего',
      none: 'ещё не сравнивалось',
    },
    newMark: 'новое',
    notComparedMark: '–',
    compared: {
      today: 'Сегодня на данный момент в сравнении со вчерашним днём до {time}',
      todayNotYet: 'Сегодня на данный момент; сравнение со вчерашним днём появится, когда будут прочитаны его часы',
      week: 'Последние 7 полных дней в сравнении с 7 днями до них',
      month: 'Последние 30 полных дней в сравнении с 30 днями до них',
    },
    changeCovers: 'изменение по сайтам: {compared} из {counted}',
  },
  tray: {
    open: 'Обзор…',
    totals: {
      line: '{count} посетитель {change} {span} | {count} посетителя {change} {span} | {count} посетителей {change} {span} | {count} посетителя {change} {span}',
      lineNoChange:
        '{count} посетитель {span} | {count} посетителя {span} | {count} посетителей {span} | {count} посетителя {span}',
      span: {
        today: 'сегодня к вчерашнему дню до {time}',
        todaySoFar: 'сегодня на данный момент',
        week: 'за 7 дней к 7 предыдущим',
        month: 'за 30 дней к 30 предыдущим',
      },
      partial: '{text}, прочитано {read} из {total}',
      notCurrent: '{text} (не все актуальны)',
    },
  },
  errors: {
    unreadable: 'Не удалось прочитать обзор.',
  },
} satisfies Messages<typeof en>
