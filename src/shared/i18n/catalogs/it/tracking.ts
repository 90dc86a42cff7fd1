import type { Messages } from '../../messages'
import type en from '../en/tracking'

export default {
  panel: {
    title: 'Codice di tracciamento',
    hint: 'Incollalo in ogni pagina di {domain}, subito prima di {tag}. Da quel momento le visite vengono conteggiate.',
    dnt: 'Rispetta Do Not Track',
    dntHint: 'I visitatori il cui browser chiede di non essere tracciati non vengono conteggiati.',
    copy: 'Copia il codice di tracciamento',
    copied: 'Copiato negli appunti.',
    show: 'Mostra il codice',
    codeLabel: 'Codice di tracciamento per {domain}',
    check: 'Verifica l’installazione',
    checking: 'Verifica…',
    checked: 'Verificato {age}',
    limits:
      'La verifica legge la home page come la vedrebbe un primo visitatore, senza accedere: un codice aggiunto in seguito da JavaScript o una pagina dietro un login non vengono visti.',
  },
  newWebsite: {
    next: 'Prossimo passo: aggiungi il codice di tracciamento al tuo sito.',
  },
  mark: {
    noVisitsYet: 'ancora nessuna visita',
    title: 'Nessuna visita registrata da quando è stato creato',
    check: 'Verifica',
    checkLabel: 'Verifica l’installazione su {domain}',
  },
  tray: {
    copy: 'Copia il codice di tracciamento',
    check: 'Verifica l’installazione…',
    copyFailed: 'Impossibile copiare il codice di tracciamento',
  },
  check: {
    websiteGone: 'Questo sito non è più nell’elenco.',
  },
  outcome: {
    installedTitle: 'Installato',
    installed: 'La home page di {host} contiene il codice di tracciamento, che invia le visite a questo account.',
    visitsToday: 'Le prime visite sono arrivate oggi.',
    noVisitsYet: 'Ancora nessuna visita registrata: apri il sito una volta per verificare.',
    elsewhereTitle: 'Installato, ma punta altrove',
    elsewhere:
      'Il codice su {host} invia le visite a {dataHost}, non a {expected}. Sostituiscilo con il codice di tracciamento di questo account.',
    otherHostTitle: 'Su un altro host',
    otherHost:
      'La home page si è spostata su {host}. Il servizio conteggia le visite solo su {domain} (con o senza www.), quindi aggiungi anche {host} come sito, oppure elimina il reindirizzamento.',
    notFoundTitle: 'Non trovato nella home page',
    notFound:
      'La home page di {host} non contiene il codice di tracciamento. Un tag manager o un’app a pagina singola potrebbero aggiungerlo in seguito, cosa che questa verifica non vede: apri il sito, poi cerca le visite di oggi. Altrimenti controlla che il codice sia nell’head della pagina, in ogni pagina.',
    unreachableTitle: 'Impossibile raggiungere il sito',
    tooLargeTitle: 'La pagina è troppo grande da verificare',
    privateNetworkTitle: 'Reindirizzamento non seguito',
    overHttp: 'Non è stato possibile connettersi in https, quindi la pagina è stata verificata in http.',
    hiddenCharacters:
      'L’indirizzo nel codice contiene caratteri invisibili. Copia di nuovo il codice di tracciamento di questo account.',
  },
  unreachable: {
    dns: 'Il nome {host} non si risolve. Controlla il dominio del sito.',
    refused: '{host} ha rifiutato la connessione, sia in https sia in http.',
    certificate: 'Questo computer non considera attendibile il certificato di {host}.',
    timeout: '{host} non ha risposto in tempo.',
    tooLarge: 'La home page di {host} supera {size}; la verifica non legge oltre.',
    status: '{host} ha risposto con l’errore HTTP {status}.',
    tooManyRedirects: '{host} reindirizza più di {count} volte (un ciclo?).',
    notHttp: '{host} reindirizza a un indirizzo che non è una pagina web.',
    unusualStatus: '{host} ha risposto con lo stato insolito {status}. Controlla la configurazione del server.',
    privateNetwork:
      '{host} reindirizza a {target}, un indirizzo in una rete privata. La verifica non segue un sito pubblico in una rete privata: controlla i reindirizzamenti del sito.',
    other: 'Impossibile leggere {host}.',
  },
} satisfies Messages<typeof en>
