import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: 'Pubblica',
    private: 'Privata',
    password: 'Con password',
    choosePassword: 'Password…',
  },
  privacyHint: {
    public: 'Chiunque abbia il link può vedere le statistiche.',
    private: 'Solo tu puoi vedere le statistiche.',
    password: 'I visitatori hanno bisogno di una password per vedere le statistiche.',
  },
  settingLabel: {
    domain: 'Dominio',
    privacy: 'Pagina delle statistiche',
    password: 'Password',
    emailReports: 'Report via e-mail',
    excludeBots: 'Escludi i bot',
    excludeParams: 'Parametri di query esclusi',
    excludeIps: 'Indirizzi IP esclusi',
    favorite: 'Preferito',
  },
  settingName: {
    domain: 'dominio',
    privacy: 'privacy della pagina delle statistiche',
    password: 'password',
    emailReports: 'report via e-mail',
    excludeBots: 'esclusione dei bot',
    excludeParams: 'parametri di query esclusi',
    excludeIps: 'indirizzi IP esclusi',
    favorite: 'preferito',
  },
  keyProblem: {
    refused: 'Chiave API rifiutata — correggi…',
    noApi: 'Piano senza API — modifiche conservate…',
    missing: 'Nessuna chiave API — aggiungila…',
    keychain: 'Portachiavi bloccato — aprilo…',
  },
  planWithoutApi:
    'Il piano di «{account}» non include (più) l’API: SiteTray conserva le tue modifiche e le invia quando la includerà di nuovo.',
  reviewConflicts: '{count} conflitto — rivedi | {count} di conflitti — rivedi | {count} conflitti — rivedi',
  olderServer:
    'Questo servizio usa una versione precedente ({version} o anteriore) che non conserva i preferiti: SiteTray conserva i tuoi su questo computer, quindi gli altri tuoi dispositivi non li vedono.',
  addressHint: {
    withScheme: 'L’indirizzo del sito, ad es. {example}. SiteTray aggiunge {scheme} per questo servizio.',
    bare: 'Il dominio del sito, ad es. {example}.',
  },
  perPage: {
    oneOf: 'I risultati per pagina devono essere uno di questi valori: {values}.',
    range: 'I risultati per pagina devono essere un numero intero da {min} a {max}.',
  },
  count: {
    edit: '{count} modifica | {count} di modifiche | {count} modifiche',
    conflict: '{count} conflitto | {count} di conflitti | {count} conflitti',
    day: '{count} giorno | {count} di giorni | {count} giorni',
    website: '{count} sito | {count} di siti | {count} siti',
    moreWebsite: 'un altro sito | altri {count} di siti | altri {count} siti',
    visitor: '{count} visitatore | {count} di visitatori | {count} visitatori',
    line: '{count} riga | {count} di righe | {count} righe',
  },
  trayPlace: {
    darwin: 'barra dei menu',
    win32: 'area di notifica',
    linux: 'area di sistema',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Canc',
    ins: 'Ins',
    pageUp: 'Pag Su',
    pageDown: 'Pag Giù',
    plus: 'Più',
    space: 'Spazio',
    enter: 'Invio',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
