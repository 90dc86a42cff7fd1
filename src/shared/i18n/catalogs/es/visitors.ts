import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {
  words: {
    today: '{number} hoy',
    notCurrent: '{text} ({age})',
    silent:
      'Sin visitantes desde hace {count} día | Sin visitantes desde hace {count} de días | Sin visitantes desde hace {count} días',
    spike: 'Pico: {today} hoy, {factor}× un día normal',
    spikeToday: 'Pico: {today} hoy',
    sum: '{count} visitante hoy | {count} de visitantes hoy | {count} visitantes hoy',
    sumNotCurrent:
      '{count} visitante hoy (algunas cifras no están al día) | {count} de visitantes hoy (algunas cifras no están al día) | {count} visitantes hoy (algunas cifras no están al día)',
  },
  notice: {
    silentTitle: '{domain} se ha quedado sin visitantes',
    silentBody:
      'Sin visitantes desde hace {count} día. ¿Sigue su código de seguimiento en las páginas? | Sin visitantes desde hace {count} de días. ¿Sigue su código de seguimiento en las páginas? | Sin visitantes desde hace {count} días. ¿Sigue su código de seguimiento en las páginas?',
    spikeTitle: '{domain} tiene más visitas de lo normal',
    spikeBody:
      '{count} visitante hoy, {factor}× un día normal (unos {usual}). | {count} de visitantes hoy, {factor}× un día normal (unos {usual}). | {count} visitantes hoy, {factor}× un día normal (unos {usual}).',
    spikeBodyPlain: '{count} visitante hoy. | {count} de visitantes hoy. | {count} visitantes hoy.',
  },
  cell: {
    silent: 'Sin visitas',
    spike: 'Pico',
    alert: '{text}.',
    title: 'Visitantes hoy',
    oldTitle: 'Leído {age}: no está al día',
    today: '{count} visitante hoy. | {count} de visitantes hoy. | {count} visitantes hoy.',
    todayRead:
      '{count} visitante hoy, leído {age}. | {count} de visitantes hoy, leído {age}. | {count} visitantes hoy, leído {age}.',
    shown: '{count} hoy',
  },
  chart: {
    summary:
      'Visitantes por día en el último {count} día: {total} en total. | Visitantes por día en los últimos {count} de días: {total} en total. | Visitantes por día en los últimos {count} días: {total} en total.',
    busiest: 'El máximo, el {date}: {number}.',
    today: 'Hoy: {number}.',
    notRead: 'aún sin leer',
    bar: '{date}: {value}',
    todayAxis: 'Hoy',
    caption: 'Visitantes por día',
    day: 'Día',
    visitors: 'Visitantes',
  },
  panel: {
    title: 'Visitantes',
    reading: 'Leyendo las cifras de visitantes…',
    notCurrent: 'Estas cifras no están al día: {problem}',
    alerts: 'Alertas para este sitio web',
  },
  errors: {
    unreadable: 'No se pudieron leer las cifras de visitantes.',
  },
} satisfies Messages<typeof en>
