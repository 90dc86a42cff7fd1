import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Lingua',
    system: 'Sistema ({language})',
    hint: 'SiteTray segue le lingue preferite del tuo sistema, a meno che tu non ne scelga una qui.',
  },
  view: {
    title: 'Impostazioni',
    loading: 'Caricamento…',
    version: 'SiteTray {version}',
    showLog: 'Mostra il file di log',
    notifications: 'Notifiche',
  },
  launch: {
    label: 'Avvia all’accesso',
    hint: 'Avvia SiteTray nella {place} quando accedi.',
  },
  theme: {
    legend: 'Aspetto',
    system: 'Sistema',
    light: 'Chiaro',
    dark: 'Scuro',
  },
  refresh: {
    label: 'Aggiorna i siti',
    hint: 'Ogni quanto SiteTray legge tutti i siti dal servizio. Le modifiche vengono sempre inviate subito.',
    manual: 'Solo quando lo chiedo',
    hourly: 'Ogni ora',
    everyMinutes: 'Ogni minuto | Ogni {count} di minuti | Ogni {count} minuti',
  },
  alerts: {
    label: 'Avvisi sui visitatori',
    hint: 'Una notifica quando un sito che di solito ha visitatori non ne riceve nessuno, o ne riceve molti più del solito.',
    silent: 'Silenzio',
    silentAfter:
      'Dopo {count} giorno senza visitatori | Dopo {count} di giorni senza visitatori | Dopo {count} giorni senza visitatori',
    spike: 'Picco',
    spikeFactor: '{factor}× un giorno normale',
    spikeMinimum:
      'E almeno {count} visitatore nella giornata. | E almeno {count} di visitatori nella giornata. | E almeno {count} visitatori nella giornata.',
  },
  shortcut: {
    label: 'Scorciatoia globale',
    purpose: 'mostra o nasconde SiteTray da qualsiasi app',
    clear: 'Cancella',
    clearLabel: 'Cancella la scorciatoia',
    placeholder: 'Premi i tasti, ad es. {example}',
    holdModifier: 'Tieni premuto {modifiers} mentre premi il tasto, ad es. {example}.',
    unusableKey:
      'SiteTray non può usare questo tasto in una scorciatoia. Prova una lettera, una cifra o un tasto funzione.',
    hintSet: '{shortcut} {purpose}. Per cambiarla, fai clic sul campo e premi altri tasti.',
    hintEmpty: 'Fai clic sul campo e premi una combinazione di tasti, ad es. {example}. Da quel momento {purpose}.',
  },
  switcher: {
    label: 'Scorciatoia del selettore rapido',
    purpose: 'apre il selettore rapido da qualsiasi app (nella finestra di SiteTray lo fa anche {inWindow})',
    clearLabel: 'Cancella la scorciatoia del selettore',
  },
  ipLookup: {
    label: 'Servizio «Qual è il mio IP»',
    invalid: 'Inserisci un indirizzo https://, ad es. {example}.',
    hint: 'Interpellato per l’indirizzo pubblico di questo computer solo quando fai clic su «Escludi il mio IP». Se vuoto: {address}.',
  },
  update: {
    restart: 'Riavvia per aggiornare',
    packageManager: 'Gli aggiornamenti arrivano dal tuo gestore di pacchetti.',
    unavailable: 'SiteTray non può aggiornarsi da solo: scarica le nuove versioni dalla sua pagina delle release.',
    upToDate: 'SiteTray è aggiornato.',
    checkFailed: 'Impossibile verificare gli aggiornamenti; SiteTray riproverà domani.',
    checking: 'Ricerca di aggiornamenti…',
    downloading: 'Download della versione {version}…',
    downloadingPercent: 'Download della versione {version} ({percent})…',
    ready: 'La versione {version} è pronta: riavvia per aggiornare (oppure verrà installata quando esci).',
    restarting: 'Riavvio per installare la versione {version}…',
  },
} satisfies Messages<typeof en>
