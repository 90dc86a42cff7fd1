import type { Messages } from '../../messages'
import type en from '../en/visitors'

export default {
  words: {
    today: '{number} oggi',
    notCurrent: '{text} ({age})',
    silent:
      'Nessun visitatore da {count} giorno | Nessun visitatore da {count} di giorni | Nessun visitatore da {count} giorni',
    spike: 'Picco: {today} oggi, {factor}× un giorno normale',
    spikeToday: 'Picco: {today} oggi',
    sum: '{count} visitatore oggi | {count} di visitatori oggi | {count} visitatori oggi',
    sumNotCurrent:
      '{count} visitatore oggi (alcuni numeri non aggiornati) | {count} di visitatori oggi (alcuni numeri non aggiornati) | {count} visitatori oggi (alcuni numeri non aggiornati)',
  },
  notice: {
    silentTitle: '{domain} è in silenzio',
    silentBody:
      'Nessun visitatore da {count} giorno. Il codice di tracciamento è ancora nelle pagine? | Nessun visitatore da {count} di giorni. Il codice di tracciamento è ancora nelle pagine? | Nessun visitatore da {count} giorni. Il codice di tracciamento è ancora nelle pagine?',
    spikeTitle: '{domain} è più frequentato del solito',
    spikeBody:
      '{count} visitatore oggi, {factor}× un giorno normale (circa {usual}). | {count} di visitatori oggi, {factor}× un giorno normale (circa {usual}). | {count} visitatori oggi, {factor}× un giorno normale (circa {usual}).',
    spikeBodyPlain: '{count} visitatore oggi. | {count} di visitatori oggi. | {count} visitatori oggi.',
  },
  cell: {
    silent: 'Silenzio',
    spike: 'Picco',
    alert: '{text}.',
    title: 'Visitatori oggi',
    oldTitle: 'Letto {age}: non aggiornato',
    today: '{count} visitatore oggi. | {count} di visitatori oggi. | {count} visitatori oggi.',
    todayRead:
      '{count} visitatore oggi, letto {age}. | {count} di visitatori oggi, letti {age}. | {count} visitatori oggi, letti {age}.',
    shown: '{count} oggi',
  },
  chart: {
    summary:
      'Visitatori al giorno nell’ultimo giorno: {total} in tutto. | Visitatori al giorno negli ultimi {count} di giorni: {total} in tutto. | Visitatori al giorno negli ultimi {count} giorni: {total} in tutto.',
    busiest: 'Il massimo il {date}: {number}.',
    today: 'Oggi: {number}.',
    notRead: 'non ancora letto',
    bar: '{date}: {value}',
    todayAxis: 'Oggi',
    caption: 'Visitatori al giorno',
    day: 'Giorno',
    visitors: 'Visitatori',
  },
  panel: {
    title: 'Visitatori',
    reading: 'Lettura del numero di visitatori…',
    notCurrent: 'Questi numeri non sono aggiornati: {problem}',
    alerts: 'Avvisi per questo sito',
  },
  errors: {
    unreadable: 'Impossibile leggere il numero di visitatori.',
  },
} satisfies Messages<typeof en>
