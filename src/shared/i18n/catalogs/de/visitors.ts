import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {
  words: {
    today: '{number} heute',
    notCurrent: '{text} ({age})',
    silent: 'Keine Besucher seit {count} Tag | Keine Besucher seit {count} Tagen',
    spike: 'Ansturm: heute {today}, {factor}-mal so viele wie an einem normalen Tag',
    spikeToday: 'Ansturm: heute {today}',
    sum: '{count} Besucher heute | {count} Besucher heute',
    sumNotCurrent:
      '{count} Besucher heute (einige Zahlen nicht aktuell) | {count} Besucher heute (einige Zahlen nicht aktuell)',
  },
  notice: {
    silentTitle: '{domain} ist verstummt',
    silentBody:
      'Seit {count} Tag keine Besucher. Ist der Tracking-Code noch auf den Seiten? | Seit {count} Tagen keine Besucher. Ist der Tracking-Code noch auf den Seiten?',
    spikeTitle: '{domain} hat mehr Besucher als üblich',
    spikeBody:
      'Heute {count} Besucher, {factor}-mal so viele wie an einem normalen Tag (sonst etwa {usual}). | Heute {count} Besucher, {factor}-mal so viele wie an einem normalen Tag (sonst etwa {usual}).',
    spikeBodyPlain: 'Heute {count} Besucher. | Heute {count} Besucher.',
  },
  cell: {
    silent: 'Still',
    spike: 'Ansturm',
    alert: '{text}.',
    title: 'Besucher heute',
    oldTitle: 'Gelesen {age}: nicht aktuell',
    today: '{count} Besucher heute. | {count} Besucher heute.',
    todayRead: '{count} Besucher heute, gelesen {age}. | {count} Besucher heute, gelesen {age}.',
    shown: '{count} heute',
  },
  chart: {
    summary:
      'Besucher pro Tag am letzten {count} Tag: insgesamt {total}. | Besucher pro Tag in den letzten {count} Tagen: insgesamt {total}.',
    busiest: 'Die meisten am {date}: {number}.',
    today: 'Heute: {number}.',
    notRead: 'noch nicht gelesen',
    bar: '{date}: {value}',
    todayAxis: 'Heute',
    caption: 'Besucher pro Tag',
    day: 'Tag',
    visitors: 'Besucher',
  },
  panel: {
    title: 'Besucher',
    reading: 'Die Besucherzahlen werden gelesen…',
    notCurrent: 'Diese Zahlen sind nicht aktuell: {problem}',
    alerts: 'Warnungen für diese Website',
  },
  errors: {
    unreadable: 'Die Besucherzahlen konnten nicht gelesen werden.',
  },
} satisfies Messages<typeof en>
