import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: 'Informazioni su SiteTray',
    hide: 'Nascondi SiteTray',
    hideOthers: 'Nascondi altre',
    showAll: 'Mostra tutte',
    quit: 'Esci da SiteTray',
    edit: 'Modifica',
    undo: 'Annulla',
    redo: 'Ripeti',
    cut: 'Taglia',
    copy: 'Copia',
    paste: 'Incolla',
    pasteAndMatchStyle: 'Incolla mantenendo lo stile',
    delete: 'Elimina',
    selectAll: 'Seleziona tutto',
    window: 'Finestra',
    minimize: 'Contrai',
    close: 'Chiudi finestra',
  },
  notice: {
    aWebsite: 'un sito',
    changedTitle: '{domain} è stato modificato altrove',
    changedBody: 'Qualcuno ha modificato anche sul servizio: {fields}. Scegli quale valore mantenere.',
    deletedTitle: '{domain} è stato eliminato sul servizio',
    deletedBody: 'Non è stato possibile inviare la tua modifica. Apri SiteTray per scartarla.',
    refusedTitle: 'La tua modifica a {domain} è stata rifiutata',
    refusedReason: 'Il servizio non l’ha accettata.',
    refusedBody: '{reason} I tuoi valori sono conservati in SiteTray.',
    manyTitle:
      '{count} modifica richiede la tua attenzione | {count} di modifiche richiedono la tua attenzione | {count} modifiche richiedono la tua attenzione',
    manyBody: 'Alcune tue modifiche non hanno potuto essere salvate così com’erano. Apri SiteTray per rivederle.',
    unreadableFile: 'SiteTray ha conservato un file che non è riuscito a leggere',
  },
  trayPlace: {
    darwin: 'nella barra dei menu',
    win32: 'nell’area di notifica',
    linux: 'nell’area di sistema',
  },
  notifications: {
    unsupported:
      'Questo sistema non può mostrare notifiche, quindi SiteTray mostra ciò che richiede la tua attenzione nel suo menu {place}.',
    failed:
      'SiteTray non è riuscito a mostrare una notifica. Consenti le notifiche per SiteTray nelle impostazioni di sistema; nel frattempo, il suo menu {place} mostra ciò che richiede la tua attenzione.',
    failedBecause:
      'SiteTray non è riuscito a mostrare una notifica ({reason}). Consenti le notifiche per SiteTray nelle impostazioni di sistema; nel frattempo, il suo menu {place} mostra ciò che richiede la tua attenzione.',
  },
  loginItem: {
    macNeedsApproval:
      'macOS ti chiede di approvarlo: consenti SiteTray in Impostazioni di Sistema → Generali → Elementi login. Fino ad allora non si avvia all’accesso.',
    macNotRegistered:
      'macOS non ha aggiunto SiteTray agli elementi login (una build non firmata e non autenticata non può esserlo). Aggiungilo tu in Impostazioni di Sistema → Generali → Elementi login.',
    macDevelopmentBuild:
      'Una build di sviluppo di SiteTray non si registra per l’avvio all’accesso su macOS (avvierebbe Electron): lo fa il SiteTray installato.',
    windowsRefused:
      'Windows non ha accettato la modifica all’avvio automatico di SiteTray. Controlla Impostazioni → App → Avvio.',
    failed: 'SiteTray non è riuscito a modificare il suo avvio all’accesso: {reason}',
  },
  shortcut: {
    shiftOnly:
      '{shortcut} sottrarrebbe quel tasto a tutte le app ogni volta che si tiene premuto Maiusc. Aggiungi {others} alla combinazione.',
    altOnly:
      'Nelle altre app, {alt} più un tasto digita un carattere o apre un menu: {shortcut} sottrarrebbe loro quel tasto. Aggiungi {others} alla combinazione.',
    ctrlAlt:
      "Su molte tastiere {ctrlAlt} funziona come AltGr, che digita caratteri come {'@'} e €: {shortcut} ne sottrarrebbe uno a tutte le app. Togli {alt} o aggiungi {super}.",
    stillWorks: '{shortcut} funziona ancora.',
    notAccepted: '{shortcut} non è una scorciatoia accettata dal sistema. Prova un’altra combinazione.',
    taken: 'Un’altra app usa già {shortcut}, oppure il sistema la riserva. Scegline un’altra.',
    waylandNote:
      'È il tuo desktop a decidere sulle scorciatoie globali e potrebbe chiederti di confermare questa. Se non fa nulla, consentila nelle impostazioni della tastiera del desktop.',
    macNote:
      'macOS non avvisa SiteTray quando un’altra app usa gli stessi tasti. Se questa scorciatoia non fa nulla, scegline un’altra.',
  },
  request: {
    unexpected: 'SiteTray ha riscontrato un problema imprevisto. Riprova; se continua a succedere, riavvia SiteTray.',
    foreignSender: 'Questa richiesta non proviene dalla finestra di SiteTray.',
    refused: 'SiteTray ha rifiutato una richiesta con valori non consentiti.',
    unknownFields: 'Campi sconosciuti.',
    notAccepted: 'Valore non accettato.',
    onlyServiceAddresses: 'Si può aprire solo l’indirizzo del servizio di uno dei tuoi account.',
    busy: 'Il servizio è occupato: SiteTray può inviarlo tra circa {duration}.',
  },
  autostart: {
    comment: 'I tuoi siti nell’area di sistema',
  },
  startup: {
    failed: 'Impossibile avviare SiteTray',
  },
} satisfies Messages<typeof en>
