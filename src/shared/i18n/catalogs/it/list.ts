import type { Messages } from '../../messages'
import type en from '../en/list'

export default {
  window: {
    starting: 'Avvio di SiteTray…',
    title: '{name} — SiteTray',
    views: {
      onboarding: 'Benvenuto',
      addAccount: 'Aggiungi account',
      settings: 'Impostazioni',
      websites: 'Siti',
      conflicts: 'Conflitti',
      account: 'Account',
      newWebsite: 'Nuovo sito',
      website: 'Sito',
      bulk: 'Modifica siti',
      batch: 'Modifica in blocco',
      excludeMyIp: 'Escludi il mio IP',
    },
    back: 'Indietro',
    dismiss: 'Chiudi',
  },
  header: {
    nav: 'Navigazione principale',
    websites: 'Siti',
    conflicts: 'Conflitti',
    conflictsCount: 'Conflitti ({count})',
    account: 'Account',
    settings: 'Impostazioni',
    switchAccount: 'Cambia account',
  },
  toolbar: {
    search: 'Cerca siti',
    favoritesOnly: 'Solo preferiti',
    favoritesOnlyTitle: 'Mostra solo i preferiti',
    newWebsite: 'Nuovo sito',
    newWebsiteTitle: 'Nuovo sito ({shortcut})',
    websites: '{count} sito | {count} di siti | {count} siti',
    noMatches: 'Nessun risultato',
    matches: '{count} risultato | {count} di risultati | {count} risultati',
    sort: 'Ordina',
    orders: {
      domainAsc: 'Indirizzo A→Z',
      domainDesc: 'Indirizzo Z→A',
      newest: 'Prima i più recenti',
      oldest: 'Prima i meno recenti',
      recentlyEdited: 'Modificati di recente',
    },
  },
  list: {
    heading: 'Siti',
    label: 'Siti',
    loadingRow: 'Caricamento…',
  },
  row: {
    select: 'Seleziona {domain}',
    favorite: 'Preferito: {domain}',
    addFavorite: 'Aggiungi ai preferiti',
    removeFavorite: 'Rimuovi dai preferiti',
    waitingTitle: 'Modifiche in attesa di invio',
    waiting: 'Modifiche in attesa di invio.',
  },
  empty: {
    loading: 'Caricamento dei siti…',
    noMatch: 'Nessun sito corrisponde a «{search}».',
    noFavorites: 'Ancora nessun preferito. Aggiungi una stella a un sito per tenerlo qui.',
    none: 'Ancora nessun sito.',
    addFirst: 'Aggiungi il tuo primo sito',
  },
  notices: {
    incomplete:
      'Impossibile raggiungere il servizio: vengono mostrati i siti presenti su questo computer e l’elenco non è ancora completo.',
    tryAgain: 'Riprova',
  },
  selection: {
    tooMany:
      'Puoi spuntare uno per uno al massimo {count} siti: usa invece «Seleziona tutti i corrispondenti» con una ricerca.',
  },
  switcher: {
    label: 'Vai a un sito',
    placeholder: 'Vai a un sito…',
    results: 'Siti',
    loading: 'Caricamento dei siti…',
    noMatch: 'Nessun sito corrisponde a «{search}».',
    typeName: 'Digita il nome di un sito.',
    recent: 'Aperti di recente e preferiti.',
    best: 'Il risultato migliore. | I {count} di risultati migliori. | I {count} risultati migliori.',
    matches: '{count} risultato. | {count} di risultati. | {count} risultati.',
    option: '{domain}, {account}',
    optionFavorite: '{domain}, {account}, preferito',
    keyOpen: 'apri',
    keyFavorite: 'preferito',
    keyClose: 'chiudi',
  },
  status: {
    refresh: 'Aggiorna',
  },
  connection: {
    connectedAs: 'Connesso come {name}.',
    connected: 'Connesso.',
    withNote: '{connected} {note}',
  },
  batches: {
    label: 'Modifiche in blocco',
    applied: '{count} applicato | {count} applicati | {count} applicati',
    toReview: '{count} da rivedere | {count} da rivedere | {count} da rivedere',
    refused: '{count} rifiutato | {count} rifiutati | {count} rifiutati',
    separator: ', ',
    done: 'Fatto: {parts}',
    cancelled: 'Annullata: {parts}',
    resultsOf: 'Risultati di «{title}»',
    progress: 'Avanzamento',
    results: 'Risultati',
  },
  keyStates: {
    verified: { title: 'Chiave verificata', advice: 'Il servizio ha accettato questa chiave API.' },
    unverified: {
      title: 'Chiave non ancora verificata',
      advice:
        'La chiave è salvata, ma non è stato possibile raggiungere il servizio per verificarla. SiteTray la verifica non appena il servizio risponde.',
    },
    refused: {
      title: 'Chiave rifiutata',
      advice:
        'Il servizio non accetta più questa chiave. Crea o copia una chiave nell’area account del servizio (sezione API) e inseriscila qui sotto. Se l’amministratore la ripristina, SiteTray se ne accorge da solo.',
    },
    noApi: {
      title: 'Piano senza accesso all’API',
      advice:
        'La chiave è valida, ma il piano di questo account non include (più) l’API, e una nuova chiave non può cambiarlo. SiteTray conserva le tue modifiche e le invia quando il piano includerà di nuovo l’API; lo verifica da solo.',
    },
    missing: {
      title: 'Nessuna chiave su questo computer',
      advice:
        'SiteTray non ha una chiave API per questo account. Inserisci qui sotto la chiave dall’area account del servizio.',
    },
    keychain: {
      title: 'Portachiavi bloccato',
      advice:
        'SiteTray non è riuscito a leggere il portachiavi di sistema, dove conserva le chiavi API. Sblocca il portachiavi (o avvia il tuo servizio di portachiavi), poi verifica di nuovo la connessione. SiteTray non conserva mai le chiavi altrove.',
    },
  },
  query: {
    search: 'La ricerca deve essere un testo di al massimo 255 caratteri.',
    searchBy: 'Cerca per dominio.',
    sort: 'Ordina in modo crescente (asc) o decrescente (desc).',
    sortBy: 'Ordina per data di creazione (created) o dominio (domain).',
    favorite: 'Il filtro dei preferiti è attivo o disattivo.',
    perPage: 'I risultati per pagina devono essere un numero intero.',
    page: 'La pagina deve essere un numero intero a partire da 1.',
    noSearchBy: 'Questo servizio non permette di scegliere in base a cosa cercare.',
    addressOnly: 'Questo servizio ordina solo per indirizzo.',
    noFavoriteFilter: 'Questo servizio non può filtrare per preferiti.',
    notAField: '«{field}» non è un campo che SiteTray può inviare.',
    notAnObject: 'Una query di elenco è un oggetto di filtri.',
  },
} satisfies Messages<typeof en>
