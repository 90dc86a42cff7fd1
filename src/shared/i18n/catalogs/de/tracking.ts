import type { Messages } from '../../messages'
import type en from '../en/tracking'

export default {
  panel: {
    title: 'Tracking-Code',
    hint: 'Fügen Sie ihn in jede Seite von {domain} ein, direkt vor {tag}. Ab dann werden Besuche gezählt.',
    dnt: 'Wunsch „Nicht verfolgen“ respektieren',
    dntHint: 'Besucher, deren Browser darum bittet, nicht verfolgt zu werden, werden nicht gezählt.',
    copy: 'Tracking-Code kopieren',
    copied: 'In die Zwischenablage kopiert.',
    show: 'Code anzeigen',
    codeLabel: 'Tracking-Code für {domain}',
    check: 'Installation prüfen',
    checking: 'Wird geprüft…',
    checked: 'Geprüft {age}',
    limits:
      'Die Prüfung liest die Startseite wie ein erster Besucher, ohne Anmeldung: Einen Code, den JavaScript später hinzufügt, oder eine Seite hinter einer Anmeldung sieht sie nicht.',
  },
  newWebsite: {
    next: 'Als Nächstes: Fügen Sie den Tracking-Code in Ihre Website ein.',
  },
  mark: {
    noVisitsYet: 'noch keine Besuche',
    title: 'Seit dem Anlegen kein Besuch erfasst',
    check: 'Prüfen',
    checkLabel: 'Installation auf {domain} prüfen',
  },
  tray: {
    copy: 'Tracking-Code kopieren',
    check: 'Installation prüfen…',
    copyFailed: 'Der Tracking-Code konnte nicht kopiert werden',
  },
  check: {
    websiteGone: 'Diese Website ist nicht mehr in der Liste.',
  },
  outcome: {
    installedTitle: 'Installiert',
    installed: 'Die Startseite von {host} enthält den Tracking-Code, und er sendet Besuche an dieses Konto.',
    visitsToday: 'Heute sind die ersten Besuche eingegangen.',
    noVisitsYet: 'Noch keine Besuche erfasst – öffnen Sie die Website einmal, um es zu prüfen.',
    elsewhereTitle: 'Installiert, aber mit anderem Ziel',
    elsewhere:
      'Der Code auf {host} sendet Besuche an {dataHost}, nicht an {expected}. Ersetzen Sie ihn durch den Tracking-Code dieses Kontos.',
    otherHostTitle: 'Auf einem anderen Host',
    otherHost:
      'Die Startseite leitet auf {host} weiter. Der Dienst zählt Besuche nur auf {domain} (mit oder ohne www.): Legen Sie {host} ebenfalls als Website an oder entfernen Sie die Weiterleitung.',
    notFoundTitle: 'Auf der Startseite nicht gefunden',
    notFound:
      'Die Startseite von {host} enthält den Tracking-Code nicht. Ein Tag-Manager oder eine Single-Page-App fügt ihn womöglich erst später hinzu, was diese Prüfung nicht sieht: Öffnen Sie die Website und sehen Sie dann nach den heutigen Besuchen. Andernfalls prüfen Sie, ob der Code im Head jeder Seite steht.',
    unreachableTitle: 'Website nicht erreichbar',
    tooLargeTitle: 'Die Seite ist zu groß für die Prüfung',
    privateNetworkTitle: 'Weiterleitung blockiert',
    overHttp: 'Über https kam keine Verbindung zustande, daher wurde die Seite über http geprüft.',
    hiddenCharacters:
      'Die Adresse im Code enthält unsichtbare Zeichen. Kopieren Sie den Tracking-Code dieses Kontos erneut.',
  },
  unreachable: {
    dns: 'Der Name {host} lässt sich nicht auflösen. Prüfen Sie die Domain der Website.',
    refused: '{host} hat die Verbindung abgelehnt, über https und über http.',
    certificate: 'Das Zertifikat von {host} ist auf diesem Computer nicht vertrauenswürdig.',
    timeout: '{host} hat nicht rechtzeitig geantwortet.',
    tooLarge: 'Die Startseite von {host} ist größer als {size}; mehr liest die Prüfung nicht.',
    status: '{host} hat mit dem Fehler HTTP {status} geantwortet.',
    tooManyRedirects: '{host} leitet mehr als {count}-mal weiter (eine Schleife?).',
    notHttp: '{host} leitet auf eine Adresse weiter, die keine Webseite ist.',
    unusualStatus:
      '{host} hat mit dem ungewöhnlichen Status {status} geantwortet. Prüfen Sie die Konfiguration des Servers.',
    privateNetwork:
      '{host} leitet auf {target} weiter, eine Adresse in einem privaten Netzwerk. Die Prüfung folgt keiner öffentlichen Website in ein privates Netzwerk: Prüfen Sie die Weiterleitungen der Website.',
    other: '{host} konnte nicht gelesen werden.',
  },
} satisfies Messages<typeof en>
