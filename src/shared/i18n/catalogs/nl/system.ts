import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: 'Over SiteTray',
    hide: 'Verberg SiteTray',
    hideOthers: 'Verberg andere',
    showAll: 'Toon alles',
    quit: 'Stop SiteTray',
    edit: 'Wijzig',
    undo: 'Herstel',
    redo: 'Opnieuw',
    cut: 'Knip',
    copy: 'Kopieer',
    paste: 'Plak',
    pasteAndMatchStyle: 'Plak en behoud stijl',
    delete: 'Verwijder',
    selectAll: 'Selecteer alles',
    window: 'Venster',
    minimize: 'Minimaliseer',
    close: 'Sluit venster',
  },
  notice: {
    aWebsite: 'een website',
    changedTitle: '{domain} is elders gewijzigd',
    changedBody: 'Iemand heeft ook bij de dienst gewijzigd: {fields}. Kies welke waarde je wilt houden.',
    deletedTitle: '{domain} is bij de dienst verwijderd',
    deletedBody: 'Je wijziging kon niet worden verstuurd. Open SiteTray om haar te verwerpen.',
    refusedTitle: 'Je wijziging aan {domain} is geweigerd',
    refusedReason: 'De dienst accepteerde haar niet.',
    refusedBody: '{reason} Je waarden blijven bewaard in SiteTray.',
    manyTitle: '{count} wijziging vraagt je aandacht | {count} wijzigingen vragen je aandacht',
    manyBody: 'Sommige wijzigingen konden niet worden opgeslagen zoals ze waren. Open SiteTray om ze te bekijken.',
    unreadableFile: 'SiteTray heeft een bestand bewaard dat het niet kon lezen',
  },
  trayPlace: {
    darwin: 'in de menubalk',
    win32: 'in het meldingsgebied',
    linux: 'in het systeemvak',
  },
  notifications: {
    unsupported:
      'Dit systeem kan geen meldingen tonen, dus SiteTray toont wat je aandacht vraagt in zijn menu {place}.',
    failed:
      'SiteTray kon geen melding tonen. Sta meldingen voor SiteTray toe in de systeeminstellingen; tot dan toont zijn menu {place} wat je aandacht vraagt.',
    failedBecause:
      'SiteTray kon geen melding tonen ({reason}). Sta meldingen voor SiteTray toe in de systeeminstellingen; tot dan toont zijn menu {place} wat je aandacht vraagt.',
  },
  loginItem: {
    macNeedsApproval:
      'macOS vraagt je dit goed te keuren: sta SiteTray toe in Systeeminstellingen → Algemeen → Inlogonderdelen. Tot dan start het niet bij het inloggen.',
    macNotRegistered:
      'macOS heeft SiteTray niet aan je inlogonderdelen toegevoegd (een build die niet is ondertekend en genotariseerd kan dat niet zijn). Voeg het zelf toe in Systeeminstellingen → Algemeen → Inlogonderdelen.',
    macDevelopmentBuild:
      'Een ontwikkelbuild van SiteTray registreert zich op macOS niet om bij het inloggen te starten (het zou Electron starten): de geïnstalleerde SiteTray doet dat wel.',
    windowsRefused:
      'Windows heeft de wijziging aan het opstartitem van SiteTray niet overgenomen. Controleer Instellingen → Apps → Opstarten.',
    failed: 'SiteTray kon zijn opstartitem niet wijzigen: {reason}',
  },
  shortcut: {
    shiftOnly:
      '{shortcut} zou die toets van elke app afpakken zolang Shift is ingedrukt. Voeg {others} toe aan de combinatie.',
    altOnly:
      'In andere apps typt {alt} met een toets een teken of opent het een menu: {shortcut} zou die toets van ze afpakken. Voeg {others} toe aan de combinatie.',
    ctrlAlt:
      "Op veel toetsenborden werkt {ctrlAlt} als AltGr, waarmee je tekens als {'@'} en € typt: {shortcut} zou er een van elke app afpakken. Laat {alt} weg, of voeg {super} toe.",
    stillWorks: '{shortcut} werkt nog steeds.',
    notAccepted: '{shortcut} is geen sneltoets die het systeem accepteert. Probeer een andere combinatie.',
    taken: 'Een andere app gebruikt {shortcut} al, of het systeem houdt hem vast. Kies een andere.',
    waylandNote:
      'Je bureaublad beslist over algemene sneltoetsen en kan je vragen deze te bevestigen. Als hij niets doet, sta hem dan toe in de toetsenbordinstellingen van je bureaublad.',
    macNote:
      'macOS laat SiteTray niet weten wanneer een andere app dezelfde toetsen gebruikt. Als deze sneltoets niets doet, kies dan een andere.',
  },
  request: {
    unexpected:
      'SiteTray liep tegen een onverwacht probleem aan. Probeer het opnieuw; als het blijft gebeuren, start SiteTray opnieuw.',
    foreignSender: 'Dit verzoek kwam niet uit het venster van SiteTray.',
    refused: 'SiteTray weigerde een verzoek met waarden die niet zijn toegestaan.',
    unknownFields: 'Onbekende velden.',
    notAccepted: 'Geen geaccepteerde waarde.',
    onlyServiceAddresses: 'Alleen het adres van de dienst van een van je accounts kan worden geopend.',
    busy: 'De dienst is bezet: SiteTray kan dit over ongeveer {duration} versturen.',
  },
  autostart: {
    comment: 'Je websites in het systeemvak',
  },
  startup: {
    failed: 'SiteTray kon niet starten',
  },
} satisfies Messages<typeof en>
