import type { Messages } from '../../messages'
import type en from '../en/sync'

export default {
  status: {
    offline: 'Offline',
    offlineWaiting:
      'Offline — {count} modifica in attesa | Offline — {count} di modifiche in attesa | Offline — {count} modifiche in attesa',
    syncingOf: 'Sincronizzazione di {done} su {total}',
    syncing: 'Sincronizzazione…',
    sending: 'Invio di {count} modifica… | Invio di {count} di modifiche… | Invio di {count} modifiche…',
    problem: 'Problema di sincronizzazione: {message}',
    notYet: 'Non ancora sincronizzato',
    synced: 'Sincronizzato {ago}',
    applying: 'Applicazione a {done} su {total}',
  },
  ago: {
    justNow: 'proprio ora',
  },
  api: {
    unauthorized: 'La chiave API non è stata accettata. Controlla la chiave nelle impostazioni dell’account.',
    forbidden: 'Il piano di questo account non include l’accesso all’API.',
    notFound: 'Il sito non esiste più sul server.',
    validation: 'Il server non ha accettato alcuni campi.',
    rateLimited: 'Il servizio ha chiesto a SiteTray di rallentare. Riprova tra un momento.',
    timeout: 'Il servizio non ha risposto in tempo.',
    network: 'Impossibile raggiungere il servizio. Controlla la connessione e l’indirizzo del servizio.',
    server: 'Il servizio ha avuto un problema nel gestire la richiesta. Riprova più tardi.',
    badResponse: 'Il servizio ha inviato una risposta che SiteTray non capisce. Controlla l’indirizzo del servizio.',
    invalidRequest: 'La richiesta non è stata inviata perché alcuni valori non sono consentiti.',
    noAnswerWithin: 'Il servizio non ha risposto entro {duration}.',
    notUnderstood: 'Il servizio ha inviato una risposta che SiteTray non capisce: {detail}',
    wrongAddress:
      'Il servizio ha risposto, ma non come un’API di siti. Controlla l’indirizzo del servizio e la variante dell’API.',
    redirectsTo:
      'Il servizio reindirizza a {origin} invece di rispondere. Controlla l’indirizzo del servizio: inserisci l’indirizzo che il servizio usa davvero.',
    redirectsElsewhere:
      'Il servizio reindirizza a un altro indirizzo invece di rispondere. Controlla l’indirizzo del servizio: inserisci l’indirizzo che il servizio usa davvero.',
    enterAddress: 'Inserisci l’indirizzo del servizio, ad es. {example}.',
    httpsOnly: 'L’indirizzo del servizio deve iniziare con {scheme}.',
    httpLocalOnly:
      'Usa {scheme} per l’indirizzo del servizio: il semplice {plain} è consentito solo per questo computer (localhost).',
    enterKey: 'Inserisci la chiave API dall’area account del servizio.',
    badKeyChars:
      'La chiave API contiene spazi o caratteri che una chiave API non può avere. Copiala di nuovo dall’area account del servizio.',
    noCredentials: 'Non inserire nomi utente e password nell’indirizzo del servizio.',
    variant: 'La variante dell’API è A o B.',
    noId: 'Un sito non ha un id valido.',
    notObject: 'Un sito non è un oggetto.',
    noDomain: 'Un sito non ha un dominio.',
    noData: 'L’elenco non contiene dati.',
    statsNoCount: 'Una riga delle statistiche non ha un conteggio.',
    statsNotObject: 'Una riga delle statistiche non è un oggetto.',
    statsNoValue: 'Una riga delle statistiche non ha un valore.',
    statsNoData: 'Le statistiche non contengono dati.',
    tooLarge:
      'La risposta del server superava {size}: SiteTray ha smesso di leggere ciò che {host} inviava. Controlla l’indirizzo del servizio.',
  },
  net: {
    untrusted:
      'Questo computer non considera attendibile il certificato di {host}: se la tua organizzazione usa una propria autorità di certificazione, deve essere installata nell’archivio certificati del sistema.',
    proxyCredentials:
      'Il server proxy nelle impostazioni di rete di questo computer chiede un nome utente e una password che SiteTray non può fornire. Chiedi a chi gestisce la rete di far passare SiteTray attraverso il proxy.',
    certName:
      'Il certificato di {host} è stato emesso per un altro indirizzo. Controlla l’indirizzo del servizio; se è corretto, avvisa l’amministratore del servizio.',
    certDate:
      'Il certificato di {host} è scaduto o non è ancora valido. Controlla la data e l’ora di questo computer; se sono corrette, avvisa l’amministratore del servizio.',
    certRevoked: 'Il certificato di {host} è stato revocato. Avvisa l’amministratore del servizio.',
    nameNotResolved:
      'Impossibile trovare {host}. Controlla come è scritto l’indirizzo del servizio e che questo computer sia connesso alla rete.',
    nameResolutionFailed:
      'Impossibile risolvere {host}: il servizio dei nomi di questo computer non ha risposto. Controlla la connessione di rete.',
    connectionRefused:
      '{host} ha rifiutato la connessione. Controlla l’indirizzo (e la porta) e che il servizio sia in esecuzione.',
    disconnected: 'Questo computer non è connesso alla rete.',
    proxyUnreachable:
      'Impossibile raggiungere il server proxy nelle impostazioni di rete di questo computer. Controlla le impostazioni del proxy o chiedi a chi gestisce la rete.',
    tunnelFailed:
      'Il server proxy nelle impostazioni di rete di questo computer ha rifiutato di collegare SiteTray a {host}. Chiedi a chi gestisce la rete di consentire quell’indirizzo.',
    pacFailed:
      'Impossibile usare la configurazione del proxy di questo computer (il suo file PAC). Controlla le impostazioni del proxy o chiedi a chi gestisce la rete.',
    proxyConfigFailed:
      'Impossibile usare la configurazione del proxy di questo computer. Controlla le impostazioni del proxy o chiedi a chi gestisce la rete.',
    sslFailed:
      'La connessione sicura a {host} non è riuscita: il server non ne offre una che questo computer accetti. Controlla l’indirizzo del servizio; se è corretto, avvisa l’amministratore del servizio.',
  },
  keychain: {
    operation: {
      read: 'leggere',
      save: 'salvare',
      delete: 'eliminare',
    },
    unavailable:
      'SiteTray non riesce a raggiungere il portachiavi di sistema{because}, quindi non può {operation} la chiave API. {advice} SiteTray non memorizza mai le chiavi API in chiaro.',
    locked:
      'Il portachiavi di sistema è bloccato{because}, quindi SiteTray non può {operation} la chiave API. {advice}',
    failed: 'Il portachiavi di sistema non è riuscito a {operation} la chiave API{because}. {advice}',
    because: ' ({detail})',
    macLocked: 'Sblocca il portachiavi «login» in Accesso Portachiavi e riprova.',
    mac: 'Controlla il portachiavi «login» in Accesso Portachiavi.',
    windows: 'Verifica che Gestione credenziali di Windows sia disponibile per il tuo account utente.',
    linuxLocked:
      'Sblocca il portachiavi (per GNOME Keyring, il portachiavi «login», ad es. con Seahorse / «Password e chiavi») e riprova.',
    linux:
      'Su Linux, installa e sblocca un Secret Service come GNOME Keyring (ed esegui SiteTray in una sessione desktop con D-Bus).',
  },
  check: {
    address:
      'Controlla l’indirizzo del servizio: è l’indirizzo a cui apri il servizio di statistiche, ad es. {example}.',
    unauthorized:
      '{host} non ha accettato la chiave API. Copia di nuovo la chiave dall’area account del servizio (sezione API) e incollala qui.',
    forbidden:
      'La chiave API è valida, ma l’account su {host} non ha accesso all’API: il suo piano non include l’API. Scegli un piano con accesso all’API o usa la chiave di un altro account.',
    rateLimitedSeconds:
      '{host} sta limitando le richieste da questo computer (troppe nell’ultimo minuto). Riprova tra {duration}.',
    rateLimitedMinute:
      '{host} sta limitando le richieste da questo computer (troppe nell’ultimo minuto). Riprova tra un minuto.',
    server:
      '{host} ha avuto un problema interno. Riprova più tardi; se persiste, avvisa l’amministratore del servizio.',
    timeout:
      '{host} non ha risposto in tempo. Controlla la connessione a internet e l’indirizzo del servizio, poi riprova.',
    cancelled: 'La verifica della connessione è stata annullata prima che il servizio rispondesse.',
    cannotConnect:
      'SiteTray non è riuscito a connettersi a {host}. Controlla l’indirizzo (ortografia, porta), la connessione a internet e che il servizio sia in esecuzione.',
    notStatistics: '{host} ha risposto, ma non come un servizio di statistiche. {advice}',
    redirectsUnknown:
      '{host} rimanda SiteTray a un altro indirizzo invece di rispondere. Controlla l’indirizzo del servizio: aprilo in un browser e inserisci l’indirizzo a cui arrivi.',
    loginRedirect:
      '{host} ha rimandato SiteTray alla sua pagina di accesso invece di rispondere: la chiave API non è stata accettata. Copia di nuovo la chiave dall’area account del servizio e incollala qui.',
    redirectsTo:
      '{host} rimanda SiteTray a {location} invece di rispondere. Controlla l’indirizzo del servizio: inserisci l’indirizzo che il servizio usa davvero.',
    loginPage:
      '{host} ha risposto con la sua pagina di accesso invece che con i dati: la chiave API non è stata accettata. Copia di nuovo la chiave dall’area account del servizio e incollala qui.',
    webPage: '{host} ha risposto con una pagina web, non come un servizio di statistiche. {advice}',
    otherVersion:
      '{host} ora usa una versione del servizio di statistiche diversa da quella di quando è stato aggiunto questo account. Rimuovi l’account e aggiungilo di nuovo: SiteTray lavorerà così con la versione attuale.',
    notList: '{host} ha risposto, ma non con un elenco di siti. {advice}',
    unusableList: '{host} ha risposto con un elenco di siti che SiteTray non può usare. {advice}',
    noService: '{host} ha risposto, ma lì non c’è alcun servizio di statistiche. {advice}',
    notChecked: 'Impossibile verificare il servizio.',
  },
  account: {
    labelTooLong: 'Il nome dell’account può avere al massimo {max} caratteri.',
    gone: 'Questo account non esiste più.',
    notThere: 'Questo account non esiste (più).',
    demoRemoved: 'L’account demo è stato rimosso. Prova di nuovo la demo.',
    demoLabel: 'Demo',
    noKey: 'Questo account non ha una chiave API su questo computer. Inseriscila nelle impostazioni dell’account.',
    listMovedAside: '{notice} SiteTray si avvia senza account.',
    listUnreadable: '{notice} Fino ad allora SiteTray non mostra alcun account.',
    theList: 'l’elenco degli account',
    theEdits: 'le modifiche in attesa di invio per «{account}»',
    editsMovedAside: '{notice} Non sono state inviate: rifalle.',
    editsUnreadable: '{notice} Fino ad allora SiteTray non può conservare nuove modifiche per questo account.',
    editsRejected:
      'SiteTray non è riuscito a leggere {count} modifica in attesa di invio per «{account}». È stata conservata in {file} e non inviata: rifalla. | SiteTray non è riuscito a leggere {count} di modifiche in attesa di invio per «{account}». Sono state conservate in {file} e non inviate: rifalle. | SiteTray non è riuscito a leggere {count} modifiche in attesa di invio per «{account}». Sono state conservate in {file} e non inviate: rifalle.',
    interval: 'L’intervallo di sincronizzazione è un numero intero di millisecondi, 0 per disattivarlo.',
  },
  storage: {
    movedAside: 'SiteTray non è riuscito a leggere {what} ({reason}). Il file è stato conservato come {file}.',
    unreadable:
      'SiteTray non è riuscito a leggere {what} ({reason}). Il file è stato lasciato com’è e non verrà sovrascritto: esci e riavvia SiteTray per leggerlo.',
    damaged: 'il suo contenuto è danneggiato',
    notOutbox: 'non è un file di modifiche in uscita: {detail}',
  },
  system: {
    diskFull: 'il disco è pieno',
    quota: 'la quota del disco è esaurita',
    notAllowed: 'SiteTray non ha il permesso di usare la sua cartella dei dati',
    readOnly: 'il disco è di sola lettura',
    busy: 'un altro programma sta tenendo occupato il file',
    folder: 'al posto del file c’è una cartella',
    tooManyFiles: 'il sistema ha troppi file aperti',
    io: 'il disco ha segnalato un errore',
    refused: 'il sistema ha rifiutato di leggere o scrivere un file',
    unexpected: 'si è verificato un errore imprevisto',
  },
  outbox: {
    savedOffline: 'Salvato su questo computer: SiteTray lo invierà quando il servizio risponderà di nuovo.',
    savedKey:
      'Salvato su questo computer: il servizio non ha accettato la chiave API; SiteTray lo invierà quando la chiave funzionerà di nuovo.',
    savedPlan:
      'Salvato su questo computer: al momento il piano dell’account non include l’API; SiteTray lo invierà quando la includerà.',
    savedUntrusted:
      'Salvato su questo computer: questo computer non considera attendibile il certificato del servizio; SiteTray lo invierà quando lo sarà.',
    savedRetry: 'Salvato su questo computer: il servizio ha avuto un problema; SiteTray riproverà a breve.',
    savedConflict: 'Salvato su questo computer: segue una modifica a questo sito che attende la tua scelta.',
    savedBusy: 'Salvato su questo computer: il servizio è occupato, SiteTray lo invierà tra circa {duration}.',
    sending: 'Salvato su questo computer — invio…',
    passwordInMemory: 'La password viene conservata solo in memoria, finché non esci da SiteTray.',
    passwordLost:
      'SiteTray non memorizza mai le password su disco, e questa modifica è stata fatta prima del riavvio di SiteTray. Inserisci di nuovo la password.',
    changed: 'È stato modificato sul server dall’ultima volta che l’hai visto. Scegli quale valore mantenere.',
    deleted: 'Questo sito è stato eliminato sul server.',
    rejected: 'Il server non ha accettato questa modifica.',
    droppedDeleted: 'Questo sito è stato eliminato sul server; la modifica è stata scartata insieme a esso.',
    droppedNotCreated: 'Il nuovo sito è stato scartato; la modifica è stata scartata insieme a esso.',
    resolved: 'Questo conflitto è già stato risolto.',
    onlyDiscardDeleted: 'Il sito è stato eliminato sul server; questa modifica può solo essere scartata.',
    onlyDiscardRefused: 'Il server ha rifiutato questa modifica; può solo essere scartata.',
    sentAgain: 'Nel frattempo questa modifica è stata inviata di nuovo; non attende più la tua scelta.',
    notWaiting: 'Questa modifica non è più in attesa; nel frattempo è stata inviata o scartata.',
    discarded: 'Questa modifica non è più in attesa; nel frattempo è stata scartata.',
    onlyRefused: 'Solo una modifica rifiutata dal server può essere corretta e inviata di nuovo.',
    domainFixed: 'Il dominio di un sito non può essere cambiato.',
    favoriteLater: 'Un nuovo sito diventa preferito non appena esiste.',
    alreadyListed: 'Questo sito è già nell’elenco.',
    notListed: 'Questo sito non è più nell’elenco.',
    favoriteNotSaved: 'SiteTray non è riuscito a salvare il preferito su questo computer: {problem}.',
    changeNotSaved: 'SiteTray non è riuscito a salvare la modifica su questo computer: {problem}.',
    notAllowed: 'Alcuni valori non sono consentiti.',
  },
  sweep: {
    ceiling:
      'Il servizio ha continuato a elencare pagine oltre la pagina {pages}; SiteTray ha smesso di leggere lì, quindi potrebbero essere ancora elencati siti eliminati sul servizio.',
    pastCount:
      'Il servizio ha continuato a elencare pagine oltre il proprio conteggio dei siti; SiteTray ha smesso di leggere lì, quindi potrebbero essere ancora elencati siti eliminati sul servizio.',
    repeated:
      'Il servizio ha risposto alle pagine successive con siti già elencati; SiteTray ha smesso di leggere lì, quindi potrebbero essere ancora elencati siti eliminati sul servizio.',
  },
  shortcut: {
    switcherHasIt: 'Questa combinazione apre già il selettore rapido. Scegline un’altra.',
    windowHasIt: 'Questa combinazione mostra e nasconde già la finestra. Scegline un’altra.',
  },
  settingsNotSaved: 'Non è stato possibile salvare le tue impostazioni ({problem}), quindi restano com’erano.',
  checks: {
    apiKeyMissing: 'Inserisci la chiave API dall’area account del servizio.',
    apiKeyCharacters:
      'La chiave API contiene spazi o caratteri che una chiave API non può avere. Copiala di nuovo dall’area account del servizio.',
    webPageInsteadOfData:
      'Il servizio ha risposto con una pagina web invece che con i dati: la chiave API non è stata accettata, oppure l’indirizzo non è quello dell’API.',
    statsNotUnderstood: 'Il servizio ha inviato statistiche che SiteTray non capisce: {detail}',
    settingsUnreadableKept:
      'Non è stato possibile leggere le tue impostazioni ({reason}), quindi SiteTray usa quelle predefinite. Il vecchio file è stato conservato come {path}.',
    settingsUnreadableLeft:
      'Non è stato possibile leggere le tue impostazioni ({reason}), quindi per ora SiteTray usa quelle predefinite. Il file è stato lasciato com’è e le modifiche qui non vengono salvate: esci e riavvia SiteTray per leggerlo.',
  },
} satisfies Messages<typeof en>
