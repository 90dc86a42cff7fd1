import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {
  words: {
    today: '{number} hoje',
    notCurrent: '{text} ({age})',
    silent: 'Nenhum visitante há {count} dia | Nenhum visitante há {count} de dias | Nenhum visitante há {count} dias',
    spike: 'Pico: {today} hoje, {factor}× um dia comum',
    spikeToday: 'Pico: {today} hoje',
    sum: '{count} visitante hoje | {count} de visitantes hoje | {count} visitantes hoje',
    sumNotCurrent:
      '{count} visitante hoje (alguns números não estão atualizados) | {count} de visitantes hoje (alguns números não estão atualizados) | {count} visitantes hoje (alguns números não estão atualizados)',
  },
  notice: {
    silentTitle: '{domain} ficou sem visitantes',
    silentBody:
      'Nenhum visitante há {count} dia. O código de rastreamento ainda está nas páginas? | Nenhum visitante há {count} de dias. O código de rastreamento ainda está nas páginas? | Nenhum visitante há {count} dias. O código de rastreamento ainda está nas páginas?',
    spikeTitle: '{domain} está com mais visitas que o normal',
    spikeBody:
      '{count} visitante hoje, {factor}× um dia comum (cerca de {usual}). | {count} de visitantes hoje, {factor}× um dia comum (cerca de {usual}). | {count} visitantes hoje, {factor}× um dia comum (cerca de {usual}).',
    spikeBodyPlain: '{count} visitante hoje. | {count} de visitantes hoje. | {count} visitantes hoje.',
  },
  cell: {
    silent: 'Sem visitas',
    spike: 'Pico',
    alert: '{text}.',
    title: 'Visitantes hoje',
    oldTitle: 'Lido {age}: não está atualizado',
    today: '{count} visitante hoje. | {count} de visitantes hoje. | {count} visitantes hoje.',
    todayRead:
      '{count} visitante hoje, lido {age}. | {count} de visitantes hoje, lido {age}. | {count} visitantes hoje, lido {age}.',
    shown: '{count} hoje',
  },
  chart: {
    summary:
      'Visitantes por dia no último {count} dia: {total} no total. | Visitantes por dia nos últimos {count} de dias: {total} no total. | Visitantes por dia nos últimos {count} dias: {total} no total.',
    busiest: 'O maior número em {date}: {number}.',
    today: 'Hoje: {number}.',
    notRead: 'ainda não lido',
    bar: '{date}: {value}',
    todayAxis: 'Hoje',
    caption: 'Visitantes por dia',
    day: 'Dia',
    visitors: 'Visitantes',
  },
  panel: {
    title: 'Visitantes',
    reading: 'Lendo os números de visitantes…',
    notCurrent: 'Estes números não estão atualizados: {problem}',
    alerts: 'Alertas para este site',
  },
  errors: {
    unreadable: 'Não foi possível ler os números de visitantes.',
  },
} satisfies Messages<typeof en>
