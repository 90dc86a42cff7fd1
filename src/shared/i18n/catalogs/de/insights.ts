import type { Messages } from '../../messages'
import type en from '../en/insights'

export default {
  section: {
    title: 'Statistiken',
    show: 'Statistiken anzeigen',
    hide: 'Statistiken ausblenden',
    hint: 'Top-Seiten, Verweise, Länder und mehr – beim Öffnen vom Dienst gelesen.',
  },
  period: {
    label: 'Zeitraum',
    today: 'Heute',
    days7: '7 Tage',
    days30: '30 Tage',
  },
  hour: {
    title: 'Diese Stunde',
    range: '{from}–{to} UTC',
    visitors: 'Besucher: {today} (gestern {yesterday})',
    pageviews: 'Seitenaufrufe: {today} (gestern {yesterday})',
    reading: 'Diese Stunde wird gelesen…',
  },
  lists: {
    page: 'Top-Seiten',
    referrer: 'Verweise',
    country: 'Länder',
    browser: 'Browser',
    device: 'Geräte',
    campaign: 'Kampagnen',
    event: 'Ereignisse',
  },
  column: {
    page: 'Seite',
    referrer: 'Verweis',
    country: 'Land',
    browser: 'Browser',
    device: 'Gerät',
    campaign: 'Kampagne',
    event: 'Ereignis (Name / Wert / Einheit)',
    count: 'Anzahl',
    share: 'Anteil',
  },
  list: {
    reading: 'Wird gelesen…',
    none: 'In diesem Zeitraum nichts erfasst.',
    shownOf: 'Top {shown} von {total}',
    notSet: '(nicht gesetzt)',
  },
  export: {
    button: 'Als CSV exportieren',
    label: '{list} als CSV exportieren',
    starting: 'Wird exportiert…',
    reading: 'Wird exportiert… {read} von {count} Zeile | Wird exportiert… {read} von {count} Zeilen',
    cancel: 'Export abbrechen',
    done: '{count} Zeile in {file} gespeichert. | {count} Zeilen in {file} gespeichert.',
    cancelled: 'Export abgebrochen.',
    notInPlan: 'Ihr Tarif enthält keinen Datenexport (die Tarif-Funktion „Datenexport“ ist aus).',
    notWritten: 'Die Datei konnte nicht geschrieben werden.',
  },
  errors: {
    offline: 'Offline: Die Statistiken werden wieder gelesen, sobald der Dienst erreichbar ist.',
  },
  tray: {
    thisHour: 'Diese Stunde: {today} (gestern {yesterday})',
  },
} satisfies Messages<typeof en>
