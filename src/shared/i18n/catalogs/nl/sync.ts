import type { Messages } from '../../messages'
import type en from '../en/sync'

export default {
  status: {
    offline: 'Offline',
    offlineWaiting: 'Offline — {count} wijziging wacht | Offline — {count} wijzigingen wachten',
    syncingOf: '{done} van {total} synchroniseren',
    syncing: 'Synchroniseren…',
    sending: '{count} wijziging versturen… | {count} wijzigingen versturen…',
    problem: 'Synchronisatieprobleem: {message}',
    notYet: 'Nog niet gesynchroniseerd',
    synced: 'Gesynchroniseerd {ago}',
    applying: 'Toepassen op {done} van {total}',
  },
  ago: {
    justNow: 'zojuist',
  },
  api: {
    unauthorized: 'De API-sleutel werd niet geaccepteerd. Controleer de sleutel in de accountinstellingen.',
    forbidden: 'Het abonnement van dit account bevat geen API-toegang.',
    notFound: 'De website bestaat niet meer op de server.',
    validation: 'De server accepteerde sommige velden niet.',
    rateLimited: 'De dienst vroeg SiteTray om het rustiger aan te doen. Probeer het zo opnieuw.',
    timeout: 'De dienst antwoordde niet op tijd.',
    network: 'De dienst is niet bereikbaar. Controleer de verbinding en het adres van de dienst.',
    server: 'De dienst had een probleem bij het verwerken van het verzoek. Probeer het later opnieuw.',
    badResponse: 'De dienst stuurde een antwoord dat SiteTray niet begrijpt. Controleer het adres van de dienst.',
    invalidRequest: 'Het verzoek is niet verstuurd, omdat sommige waarden niet zijn toegestaan.',
    noAnswerWithin: 'De dienst antwoordde niet binnen {duration}.',
    notUnderstood: 'De dienst stuurde een antwoord dat SiteTray niet begrijpt: {detail}',
    wrongAddress:
      'De dienst antwoordde, maar niet als een websites-API. Controleer het adres van de dienst en de API-variant.',
    redirectsTo:
      'De dienst stuurt door naar {origin} in plaats van te antwoorden. Controleer het adres van de dienst: voer het adres in dat de dienst echt gebruikt.',
    redirectsElsewhere:
      'De dienst stuurt door naar een ander adres in plaats van te antwoorden. Controleer het adres van de dienst: voer het adres in dat de dienst echt gebruikt.',
    enterAddress: 'Voer het adres van de dienst in, bijv. {example}.',
    httpsOnly: 'Het adres van de dienst moet met {scheme} beginnen.',
    httpLocalOnly:
      'Gebruik {scheme} voor het adres van de dienst: gewoon {plain} is alleen toegestaan voor deze computer (localhost).',
    enterKey: 'Voer de API-sleutel uit het accountgedeelte van de dienst in.',
    badKeyChars:
      'De API-sleutel bevat spaties of tekens die een API-sleutel niet kan bevatten. Kopieer hem opnieuw uit het accountgedeelte van de dienst.',
    noCredentials: 'Laat gebruikersnamen en wachtwoorden weg uit het adres van de dienst.',
    variant: 'De API-variant is A of B.',
    noId: 'Een website heeft geen geldige id.',
    notObject: 'Een website is geen object.',
    noDomain: 'Een website heeft geen domein.',
    noData: 'De lijst bevat geen gegevens.',
    statsNoCount: 'Een statistiekenrij heeft geen aantal.',
    statsNotObject: 'Een statistiekenrij is geen object.',
    statsNoValue: 'Een statistiekenrij heeft geen waarde.',
    statsNoData: 'De statistieken bevatten geen gegevens.',
    tooLarge:
      'Het antwoord van de server was groter dan {size}: SiteTray is gestopt met lezen wat {host} stuurde. Controleer het adres van de dienst.',
  },
  net: {
    untrusted:
      'Deze computer vertrouwt het certificaat van {host} niet — als je organisatie een eigen certificeringsinstantie gebruikt, moet die in de certificaatopslag van het systeem zijn geïnstalleerd.',
    proxyCredentials:
      'De proxyserver in de netwerkinstellingen van deze computer vraagt om een gebruikersnaam en wachtwoord, die SiteTray niet kan geven. Vraag de netwerkbeheerder om SiteTray door de proxy te laten.',
    certName:
      'Het certificaat van {host} is voor een ander adres gemaakt. Controleer het adres van de dienst; als het klopt, laat het de beheerder van de dienst weten.',
    certDate:
      'Het certificaat van {host} is verlopen of nog niet geldig. Controleer de datum en tijd van deze computer; als die kloppen, laat het de beheerder van de dienst weten.',
    certRevoked: 'Het certificaat van {host} is ingetrokken. Laat het de beheerder van de dienst weten.',
    nameNotResolved:
      '{host} is niet gevonden. Controleer de spelling van het adres van de dienst, en of deze computer met het netwerk is verbonden.',
    nameResolutionFailed:
      '{host} kon niet worden opgezocht: de naamservice van deze computer antwoordde niet. Controleer de netwerkverbinding.',
    connectionRefused: '{host} weigerde de verbinding. Controleer het adres (en de poort) en of de dienst draait.',
    disconnected: 'Deze computer is niet met het netwerk verbonden.',
    proxyUnreachable:
      'De proxyserver in de netwerkinstellingen van deze computer is niet bereikbaar. Controleer de proxyinstellingen, of vraag het de netwerkbeheerder.',
    tunnelFailed:
      'De proxyserver in de netwerkinstellingen van deze computer weigerde SiteTray met {host} te verbinden. Vraag de netwerkbeheerder dat adres toe te staan.',
    pacFailed:
      'De proxyconfiguratie van deze computer (het PAC-bestand) kon niet worden gebruikt. Controleer de proxyinstellingen, of vraag het de netwerkbeheerder.',
    proxyConfigFailed:
      'De proxyconfiguratie van deze computer kon niet worden gebruikt. Controleer de proxyinstellingen, of vraag het de netwerkbeheerder.',
    sslFailed:
      'De beveiligde verbinding met {host} is mislukt: de server biedt er geen aan die deze computer accepteert. Controleer het adres van de dienst; als het klopt, laat het de beheerder van de dienst weten.',
  },
  keychain: {
    operation: {
      read: 'lezen',
      save: 'opslaan',
      delete: 'verwijderen',
    },
    unavailable:
      'SiteTray kan de sleutelhanger van het systeem niet bereiken{because}, dus kan het de API-sleutel niet {operation}. {advice} SiteTray bewaart API-sleutels nooit als platte tekst.',
    locked:
      'De sleutelhanger van het systeem is vergrendeld{because}, dus SiteTray kan de API-sleutel niet {operation}. {advice}',
    failed: 'De sleutelhanger van het systeem kon de API-sleutel niet {operation}{because}. {advice}',
    because: ' ({detail})',
    macLocked: 'Ontgrendel de sleutelhanger “login” in Sleutelhangertoegang en probeer het opnieuw.',
    mac: 'Controleer de sleutelhanger “login” in Sleutelhangertoegang.',
    windows: 'Controleer of Windows Referentiebeheer beschikbaar is voor je gebruikersaccount.',
    linuxLocked:
      'Ontgrendel de sleutelbos (voor GNOME Keyring de sleutelbos “login”, bijv. met Seahorse / “Wachtwoorden en sleutels”) en probeer het opnieuw.',
    linux:
      'Installeer en ontgrendel op Linux een Secret Service zoals GNOME Keyring (en start SiteTray in een bureaubladsessie met D-Bus).',
  },
  check: {
    address:
      'Controleer het adres van de dienst: het is het adres waarop je de statistiekendienst opent, bijv. {example}.',
    unauthorized:
      '{host} accepteerde de API-sleutel niet. Kopieer de sleutel opnieuw uit het accountgedeelte van de dienst (onderdeel API) en plak hem hier.',
    forbidden:
      'De API-sleutel is geldig, maar het account op {host} heeft geen API-toegang: het abonnement bevat de API niet. Kies een abonnement met API-toegang, of gebruik de sleutel van een ander account.',
    rateLimitedSeconds:
      '{host} beperkt op dit moment verzoeken van deze computer (te veel in de afgelopen minuut). Probeer het over {duration} opnieuw.',
    rateLimitedMinute:
      '{host} beperkt op dit moment verzoeken van deze computer (te veel in de afgelopen minuut). Probeer het over een minuut opnieuw.',
    server:
      '{host} had een intern probleem. Probeer het later opnieuw; als het blijft, laat het de beheerder van de dienst weten.',
    timeout:
      '{host} antwoordde niet op tijd. Controleer je internetverbinding en het adres van de dienst, en probeer het dan opnieuw.',
    cancelled: 'De verbindingscontrole is geannuleerd voordat de dienst antwoordde.',
    cannotConnect:
      'SiteTray kon geen verbinding maken met {host}. Controleer het adres (spelling, poort), je internetverbinding, en of de dienst draait.',
    notStatistics: '{host} antwoordde, maar niet als een statistiekendienst. {advice}',
    redirectsUnknown:
      '{host} stuurt SiteTray door naar een ander adres in plaats van te antwoorden. Controleer het adres van de dienst: open het in een browser en voer het adres in waar je uitkomt.',
    loginRedirect:
      '{host} stuurde SiteTray naar de inlogpagina in plaats van te antwoorden: de API-sleutel werd niet geaccepteerd. Kopieer de sleutel opnieuw uit het accountgedeelte van de dienst en plak hem hier.',
    redirectsTo:
      '{host} stuurt SiteTray door naar {location} in plaats van te antwoorden. Controleer het adres van de dienst: voer het adres in dat de dienst echt gebruikt.',
    loginPage:
      '{host} antwoordde met de inlogpagina in plaats van met gegevens: de API-sleutel werd niet geaccepteerd. Kopieer de sleutel opnieuw uit het accountgedeelte van de dienst en plak hem hier.',
    webPage: '{host} antwoordde met een webpagina, niet als een statistiekendienst. {advice}',
    otherVersion:
      '{host} draait nu een andere versie van de statistiekendienst dan toen dit account werd toegevoegd. Ontkoppel het account en voeg het opnieuw toe: SiteTray werkt dan met de versie die nu draait.',
    notList: '{host} antwoordde, maar niet met een lijst websites. {advice}',
    unusableList: '{host} antwoordde met een lijst websites waarmee SiteTray niet kan werken. {advice}',
    noService: '{host} antwoordde, maar daar is geen statistiekendienst. {advice}',
    notChecked: 'De dienst kon niet worden gecontroleerd.',
  },
  account: {
    labelTooLong: 'Houd de accountnaam op {max} tekens of minder.',
    gone: 'Dit account bestaat niet meer.',
    notThere: 'Dit account bestaat niet (meer).',
    demoRemoved: 'Het demo-account is ontkoppeld. Probeer de demo opnieuw.',
    demoLabel: 'Demo',
    noKey: 'Dit account heeft geen API-sleutel op deze computer. Voer hem in bij de accountinstellingen.',
    listMovedAside: '{notice} SiteTray start zonder accounts.',
    listUnreadable: '{notice} Tot die tijd toont SiteTray geen accounts.',
    theList: 'de lijst met accounts',
    theEdits: 'de wijzigingen voor “{account}” die nog verstuurd moeten worden',
    editsMovedAside: '{notice} Ze zijn niet verstuurd: breng ze opnieuw aan.',
    editsUnreadable: '{notice} Tot die tijd kan SiteTray geen nieuwe wijzigingen voor dit account bewaren.',
    editsRejected:
      'SiteTray kon {count} wijziging voor “{account}” die nog verstuurd moest worden niet lezen. Die is bewaard in {file} en niet verstuurd: breng hem opnieuw aan. | SiteTray kon {count} wijzigingen voor “{account}” die nog verstuurd moesten worden niet lezen. Ze zijn bewaard in {file} en niet verstuurd: breng ze opnieuw aan.',
    interval: 'Het synchronisatie-interval is een geheel aantal milliseconden, 0 voor uit.',
  },
  storage: {
    movedAside: 'SiteTray kon {what} niet lezen ({reason}). Het bestand is bewaard als {file}.',
    unreadable:
      'SiteTray kon {what} niet lezen ({reason}). Het bestand is gelaten zoals het is en wordt niet overschreven: sluit SiteTray af en start het opnieuw om het te lezen.',
    damaged: 'de inhoud is beschadigd',
    notOutbox: 'geen bestand met uitgaande wijzigingen: {detail}',
  },
  system: {
    diskFull: 'de schijf is vol',
    quota: 'het schijfquotum is op',
    notAllowed: 'SiteTray mag zijn gegevensmap niet gebruiken',
    readOnly: 'de schijf is alleen-lezen',
    busy: 'een ander programma houdt het bestand vast',
    folder: 'er staat een map waar het bestand hoort',
    tooManyFiles: 'het systeem heeft te veel bestanden open',
    io: 'de schijf meldde een fout',
    refused: 'het systeem weigerde een bestand te lezen of te schrijven',
    unexpected: 'er ging iets onverwachts mis',
  },
  outbox: {
    savedOffline: 'Opgeslagen op deze computer: SiteTray verstuurt het zodra de dienst weer antwoordt.',
    savedKey:
      'Opgeslagen op deze computer: de dienst accepteerde de API-sleutel niet; SiteTray verstuurt het zodra de sleutel weer werkt.',
    savedPlan:
      'Opgeslagen op deze computer: het abonnement van het account bevat momenteel de API niet; SiteTray verstuurt het zodra dat weer zo is.',
    savedUntrusted:
      'Opgeslagen op deze computer: deze computer vertrouwt het certificaat van de dienst niet; SiteTray verstuurt het zodra dat wel zo is.',
    savedRetry:
      'Opgeslagen op deze computer: de dienst had er een probleem mee; SiteTray probeert het binnenkort opnieuw.',
    savedConflict: 'Opgeslagen op deze computer: het volgt op een wijziging van deze website die op je keuze wacht.',
    savedBusy: 'Opgeslagen op deze computer: de dienst is bezet, SiteTray verstuurt het over ongeveer {duration}.',
    sending: 'Opgeslagen op deze computer — versturen…',
    passwordInMemory: 'Het wachtwoord wordt alleen in het geheugen bewaard, tot SiteTray wordt afgesloten.',
    passwordLost:
      'SiteTray slaat wachtwoorden nooit op schijf op, en deze wijziging is gemaakt voordat SiteTray opnieuw startte. Voer het wachtwoord opnieuw in.',
    changed: 'Dit is op de server gewijzigd sinds je het voor het laatst zag. Kies welke waarde je wilt houden.',
    deleted: 'Deze website is op de server verwijderd.',
    rejected: 'De server accepteerde deze wijziging niet.',
    droppedDeleted: 'Deze website is op de server verwijderd; de wijziging is ermee vervallen.',
    droppedNotCreated: 'De nieuwe website is verworpen; de wijziging is ermee vervallen.',
    resolved: 'Dit conflict is al opgelost.',
    onlyDiscardDeleted: 'De website is op de server verwijderd; deze wijziging kan alleen worden verworpen.',
    onlyDiscardRefused: 'De server weigerde deze wijziging; ze kan alleen worden verworpen.',
    sentAgain: 'Deze wijziging is intussen opnieuw verstuurd; ze wacht niet meer op je keuze.',
    notWaiting: 'Deze wijziging wacht niet meer; ze is intussen verstuurd of verworpen.',
    discarded: 'Deze wijziging wacht niet meer; ze is intussen verworpen.',
    onlyRefused: 'Alleen een wijziging die de server weigerde, kan worden gecorrigeerd en opnieuw verstuurd.',
    domainFixed: 'Het domein van een website kan niet worden gewijzigd.',
    favoriteLater: 'Een nieuwe website wordt favoriet zodra hij bestaat.',
    alreadyListed: 'Deze website staat al in de lijst.',
    notListed: 'Deze website staat niet meer in de lijst.',
    favoriteNotSaved: 'SiteTray kon de favoriet niet op deze computer opslaan: {problem}.',
    changeNotSaved: 'SiteTray kon de wijziging niet op deze computer opslaan: {problem}.',
    notAllowed: 'Sommige waarden zijn niet toegestaan.',
  },
  sweep: {
    ceiling:
      'De dienst bleef pagina’s tonen na pagina {pages}; SiteTray is daar gestopt met lezen, dus websites die bij de dienst zijn verwijderd, kunnen nog in de lijst staan.',
    pastCount:
      'De dienst bleef pagina’s tonen voorbij zijn eigen aantal websites; SiteTray is daar gestopt met lezen, dus websites die bij de dienst zijn verwijderd, kunnen nog in de lijst staan.',
    repeated:
      'De dienst gaf op latere pagina’s websites die hij al had getoond; SiteTray is daar gestopt met lezen, dus websites die bij de dienst zijn verwijderd, kunnen nog in de lijst staan.',
  },
  shortcut: {
    switcherHasIt: 'Deze combinatie opent al snel wisselen. Kies een andere.',
    windowHasIt: 'Deze combinatie toont en verbergt het venster al. Kies een andere.',
  },
  settingsNotSaved: 'Je instellingen konden niet worden opgeslagen ({problem}), dus ze blijven zoals ze waren.',
  checks: {
    apiKeyMissing: 'Voer de API-sleutel uit het accountgedeelte van de dienst in.',
    apiKeyCharacters:
      'De API-sleutel bevat spaties of tekens die een API-sleutel niet kan bevatten. Kopieer hem opnieuw uit het accountgedeelte van de dienst.',
    webPageInsteadOfData:
      'De dienst antwoordde met een webpagina in plaats van met gegevens: de API-sleutel werd niet geaccepteerd, of het adres is niet dat van de API.',
    statsNotUnderstood: 'De dienst stuurde statistieken die SiteTray niet begrijpt: {detail}',
    settingsUnreadableKept:
      'Je instellingen konden niet worden gelezen ({reason}), dus SiteTray gebruikt de standaardinstellingen. Het oude bestand is bewaard als {path}.',
    settingsUnreadableLeft:
      'Je instellingen konden niet worden gelezen ({reason}), dus SiteTray gebruikt voorlopig de standaardinstellingen. Het bestand is gelaten zoals het is en wijzigingen hier worden niet opgeslagen: sluit SiteTray af en start het opnieuw om het te lezen.',
  },
} satisfies Messages<typeof en>
