import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {
  words: {
    today: '{number} vandaag',
    notCurrent: '{text} ({age})',
    silent: 'Al {count} dag geen bezoekers | Al {count} dagen geen bezoekers',
    spike: 'Piek: {today} vandaag, {factor}× een gewone dag',
    spikeToday: 'Piek: {today} vandaag',
    sum: '{count} bezoeker vandaag | {count} bezoekers vandaag',
    sumNotCurrent:
      '{count} bezoeker vandaag (niet alle cijfers actueel) | {count} bezoekers vandaag (niet alle cijfers actueel)',
  },
  notice: {
    silentTitle: '{domain} is stilgevallen',
    silentBody:
      'Al {count} dag geen bezoekers. Staat de trackingcode nog op de pagina’s? | Al {count} dagen geen bezoekers. Staat de trackingcode nog op de pagina’s?',
    spikeTitle: '{domain} is drukker dan normaal',
    spikeBody:
      '{count} bezoeker vandaag, {factor}× een gewone dag (ongeveer {usual}). | {count} bezoekers vandaag, {factor}× een gewone dag (ongeveer {usual}).',
    spikeBodyPlain: '{count} bezoeker vandaag. | {count} bezoekers vandaag.',
  },
  cell: {
    silent: 'Stil',
    spike: 'Piek',
    alert: '{text}.',
    title: 'Bezoekers vandaag',
    oldTitle: 'Gelezen {age}: niet actueel',
    today: '{count} bezoeker vandaag. | {count} bezoekers vandaag.',
    todayRead: '{count} bezoeker vandaag, gelezen {age}. | {count} bezoekers vandaag, gelezen {age}.',
    shown: '{count} vandaag',
  },
  chart: {
    summary:
      'Bezoekers per dag over de laatste dag: {total} in totaal. | Bezoekers per dag over de laatste {count} dagen: {total} in totaal.',
    busiest: 'De meeste op {date}: {number}.',
    today: 'Vandaag: {number}.',
    notRead: 'nog niet gelezen',
    bar: '{date}: {value}',
    todayAxis: 'Vandaag',
    caption: 'Bezoekers per dag',
    day: 'Dag',
    visitors: 'Bezoekers',
  },
  panel: {
    title: 'Bezoekers',
    reading: 'Bezoekersaantallen lezen…',
    notCurrent: 'Deze cijfers zijn niet actueel: {problem}',
    alerts: 'Meldingen voor deze website',
  },
  errors: {
    unreadable: 'De bezoekersaantallen konden niet worden gelezen.',
  },
} satisfies Messages<typeof en>
