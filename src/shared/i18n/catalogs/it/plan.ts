import type { Messages } from '../../messages'
import type en from '../en/plan'

export default {
  errors: {
    accountNotUnderstood: 'Il servizio ha inviato un account che SiteTray non capisce: non indica alcun piano.',
  },
  limits: {
    websitesReached:
      'Il tuo piano consente un solo sito e questo account lo ha già. Elimina un sito o passa a un piano superiore per aggiungerne un altro. | Il tuo piano consente {count} di siti e questo account li ha già tutti. Elimina un sito o passa a un piano superiore per aggiungerne un altro. | Il tuo piano consente {count} siti e questo account li ha già tutti. Elimina un sito o passa a un piano superiore per aggiungerne un altro.',
  },
  meter: {
    heading: 'Piano',
    name: 'Piano {name}',
    notRead: 'Il piano non è ancora stato letto.',
    unavailable: 'Questo servizio non indica quale piano ha l’account.',
    label: 'Visualizzazioni di pagina questo mese',
    ofLimit: '{pageviews} su {limit} visualizzazioni di pagina ({share})',
    unlimited: 'Visualizzazioni di pagina illimitate',
    partial:
      'Letto finora per {read} di {count} sito | Letto finora per {read} di {count} di siti | Letto finora per {read} di {count} siti',
    pausedShort: 'tracciamento in pausa',
    paused:
      'Il tracciamento è in pausa: il servizio non conta più nulla per nessun sito di questo account fino al mese prossimo o finché il piano non viene potenziato.',
    websites: '{count} su {limit} siti',
    websitesUnlimited: '{count} sito, senza limite | {count} di siti, senza limite | {count} siti, senza limite',
    exportIncluded: 'Esportazione dei dati inclusa',
    exportNotIncluded: 'Esportazione dei dati non inclusa in questo piano',
  },
  paused: {
    title: 'Tracciamento in pausa per {account}',
    body: 'Il tracciamento è in pausa per {account}: le visualizzazioni di pagina di questo mese hanno raggiunto il limite del tuo piano di {limit}.',
  },
  tray: {
    paused: 'Tracciamento in pausa per {account}: limite del piano raggiunto',
    near: '{account}: usato {share} delle visualizzazioni di pagina di questo mese',
  },
  newWebsite: {
    limitReached:
      'Il tuo piano consente un solo sito; questo account lo ha già. | Il tuo piano consente {count} di siti; questo account li ha già tutti. | Il tuo piano consente {count} siti; questo account li ha già tutti.',
  },
} satisfies Messages<typeof en>
