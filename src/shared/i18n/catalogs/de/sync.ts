import type { Messages } from '../../messages'
import type en from '../en/sync'

export default {
  status: {
    offline: 'Offline',
    offlineWaiting: 'Offline – {count} Änderung wartet | Offline – {count} Änderungen warten',
    syncingOf: 'Synchronisiere {done} von {total}',
    syncing: 'Synchronisiere…',
    sending: 'Sende {count} Änderung… | Sende {count} Änderungen…',
    problem: 'Synchronisierungsproblem: {message}',
    notYet: 'Noch nicht synchronisiert',
    synced: 'Synchronisiert {ago}',
    applying: 'Wird auf {done} von {total} angewendet',
  },
  ago: {
    justNow: 'gerade eben',
  },
  api: {
    unauthorized: 'Der API-Schlüssel wurde nicht akzeptiert. Prüfen Sie den Schlüssel in den Kontoeinstellungen.',
    forbidden: 'Der Tarif dieses Kontos enthält keinen API-Zugriff.',
    notFound: 'Die Website existiert auf dem Server nicht mehr.',
    validation: 'Der Server hat einige Felder nicht akzeptiert.',
    rateLimited: 'Der Dienst hat SiteTray gebeten, langsamer zu machen. Versuchen Sie es gleich noch einmal.',
    timeout: 'Der Dienst hat nicht rechtzeitig geantwortet.',
    network: 'Der Dienst ist nicht erreichbar. Prüfen Sie die Verbindung und die Adresse des Dienstes.',
    server: 'Der Dienst hatte ein Problem bei der Bearbeitung der Anfrage. Versuchen Sie es später erneut.',
    badResponse:
      'Der Dienst hat eine Antwort gesendet, die SiteTray nicht versteht. Prüfen Sie die Adresse des Dienstes.',
    invalidRequest: 'Die Anfrage wurde nicht gesendet, weil einige Werte nicht zulässig sind.',
    noAnswerWithin: 'Der Dienst hat nicht innerhalb von {duration} geantwortet.',
    notUnderstood: 'Der Dienst hat eine Antwort gesendet, die SiteTray nicht versteht: {detail}',
    wrongAddress:
      'Der Dienst hat geantwortet, aber nicht als Website-API. Prüfen Sie die Adresse des Dienstes und die API-Variante.',
    redirectsTo:
      'Der Dienst leitet nach {origin} weiter, statt zu antworten. Prüfen Sie die Adresse des Dienstes: Geben Sie die Adresse ein, die der Dienst tatsächlich verwendet.',
    redirectsElsewhere:
      'Der Dienst leitet an eine andere Adresse weiter, statt zu antworten. Prüfen Sie die Adresse des Dienstes: Geben Sie die Adresse ein, die der Dienst tatsächlich verwendet.',
    enterAddress: 'Geben Sie die Adresse des Dienstes ein, z. B. {example}.',
    httpsOnly: 'Die Adresse des Dienstes muss mit {scheme} beginnen.',
    httpLocalOnly:
      'Verwenden Sie {scheme} für die Adresse des Dienstes: einfaches {plain} ist nur für diesen Computer (localhost) erlaubt.',
    enterKey: 'Geben Sie den API-Schlüssel aus dem Kontobereich des Dienstes ein.',
    badKeyChars:
      'Der API-Schlüssel enthält Leerzeichen oder Zeichen, die ein API-Schlüssel nicht haben kann. Kopieren Sie ihn erneut aus dem Kontobereich des Dienstes.',
    noCredentials: 'Lassen Sie Benutzernamen und Passwörter aus der Adresse des Dienstes weg.',
    variant: 'Die API-Variante ist A oder B.',
    noId: 'Eine Website hat keine gültige ID.',
    notObject: 'Eine Website ist kein Objekt.',
    noDomain: 'Eine Website hat keine Domain.',
    noData: 'Die Liste enthält keine Daten.',
    statsNoCount: 'Eine Statistikzeile hat keine Anzahl.',
    statsNotObject: 'Eine Statistikzeile ist kein Objekt.',
    statsNoValue: 'Eine Statistikzeile hat keinen Wert.',
    statsNoData: 'Die Statistiken enthalten keine Daten.',
    tooLarge:
      'Die Antwort des Servers war größer als {size}: SiteTray hat aufgehört zu lesen, was {host} gesendet hat. Prüfen Sie die Adresse des Dienstes.',
  },
  net: {
    untrusted:
      'Dieser Computer vertraut dem Zertifikat von {host} nicht. Falls Ihre Organisation eine eigene Zertifizierungsstelle nutzt, muss deren Zertifikat im Zertifikatspeicher des Systems installiert sein.',
    proxyCredentials:
      'Der Proxyserver in den Netzwerkeinstellungen dieses Computers verlangt einen Benutzernamen und ein Passwort, die SiteTray ihm nicht geben kann. Bitten Sie die Verantwortlichen für das Netzwerk, SiteTray durch den Proxy zu lassen.',
    certName:
      'Das Zertifikat von {host} wurde für eine andere Adresse ausgestellt. Prüfen Sie die Adresse des Dienstes; ist sie richtig, wenden Sie sich an den Administrator des Dienstes.',
    certDate:
      'Das Zertifikat von {host} ist abgelaufen oder noch nicht gültig. Prüfen Sie Datum und Uhrzeit dieses Computers; stimmen sie, wenden Sie sich an den Administrator des Dienstes.',
    certRevoked: 'Das Zertifikat von {host} wurde widerrufen. Wenden Sie sich an den Administrator des Dienstes.',
    nameNotResolved:
      '{host} wurde nicht gefunden. Prüfen Sie die Schreibweise der Adresse des Dienstes und ob dieser Computer mit dem Netzwerk verbunden ist.',
    nameResolutionFailed:
      '{host} konnte nicht nachgeschlagen werden: Der Namensdienst dieses Computers hat nicht geantwortet. Prüfen Sie die Netzwerkverbindung.',
    connectionRefused:
      '{host} hat die Verbindung abgelehnt. Prüfen Sie die Adresse (und ihren Port) und ob der Dienst läuft.',
    disconnected: 'Dieser Computer ist nicht mit dem Netzwerk verbunden.',
    proxyUnreachable:
      'Der Proxyserver in den Netzwerkeinstellungen dieses Computers ist nicht erreichbar. Prüfen Sie die Proxyeinstellungen oder fragen Sie die Verantwortlichen für das Netzwerk.',
    tunnelFailed:
      'Der Proxyserver in den Netzwerkeinstellungen dieses Computers hat sich geweigert, SiteTray mit {host} zu verbinden. Bitten Sie die Verantwortlichen für das Netzwerk, diese Adresse zuzulassen.',
    pacFailed:
      'Die Proxykonfiguration dieses Computers (seine PAC-Datei) konnte nicht verwendet werden. Prüfen Sie die Proxyeinstellungen oder fragen Sie die Verantwortlichen für das Netzwerk.',
    proxyConfigFailed:
      'Die Proxykonfiguration dieses Computers konnte nicht verwendet werden. Prüfen Sie die Proxyeinstellungen oder fragen Sie die Verantwortlichen für das Netzwerk.',
    sslFailed:
      'Die sichere Verbindung zu {host} ist fehlgeschlagen: Der Dienst bietet keine an, die dieser Computer akzeptiert. Prüfen Sie die Adresse des Dienstes; ist sie richtig, wenden Sie sich an den Administrator des Dienstes.',
  },
  keychain: {
    operation: {
      read: 'lesen',
      save: 'speichern',
      delete: 'löschen',
    },
    unavailable:
      'SiteTray erreicht den Schlüsselbund des Systems nicht{because} und kann den API-Schlüssel daher nicht {operation}. {advice} SiteTray speichert API-Schlüssel nie im Klartext.',
    locked:
      'Der Schlüsselbund des Systems ist gesperrt{because}, daher kann SiteTray den API-Schlüssel nicht {operation}. {advice}',
    failed: 'Der Schlüsselbund des Systems konnte den API-Schlüssel nicht {operation}{because}. {advice}',
    because: ' ({detail})',
    macLocked:
      'Entsperren Sie den Schlüsselbund „Anmeldung“ in der Schlüsselbundverwaltung und versuchen Sie es erneut.',
    mac: 'Prüfen Sie den Schlüsselbund „Anmeldung“ in der Schlüsselbundverwaltung.',
    windows: 'Prüfen Sie, ob die Windows-Anmeldeinformationsverwaltung für Ihr Benutzerkonto verfügbar ist.',
    linuxLocked:
      'Entsperren Sie den Schlüsselbund (bei GNOME Keyring den Schlüsselbund „Anmeldung“, z. B. mit Seahorse / „Passwörter und Verschlüsselung“) und versuchen Sie es erneut.',
    linux:
      'Installieren und entsperren Sie unter Linux einen Secret Service wie GNOME Keyring (und starten Sie SiteTray in einer Desktop-Sitzung mit D-Bus).',
  },
  check: {
    address:
      'Prüfen Sie die Adresse des Dienstes: Es ist die Adresse, unter der Sie den Statistikdienst öffnen, z. B. {example}.',
    unauthorized:
      '{host} hat den API-Schlüssel nicht akzeptiert. Kopieren Sie den Schlüssel erneut aus dem Kontobereich des Dienstes (Abschnitt API) und fügen Sie ihn hier ein.',
    forbidden:
      'Der API-Schlüssel ist gültig, aber das Konto bei {host} hat keinen API-Zugriff: Sein Tarif enthält die API nicht. Wählen Sie einen Tarif mit API-Zugriff oder verwenden Sie den Schlüssel eines anderen Kontos.',
    rateLimitedSeconds:
      '{host} begrenzt gerade die Anfragen dieses Computers (zu viele in der letzten Minute). Versuchen Sie es in {duration} erneut.',
    rateLimitedMinute:
      '{host} begrenzt gerade die Anfragen dieses Computers (zu viele in der letzten Minute). Versuchen Sie es in einer Minute erneut.',
    server:
      '{host} hatte ein internes Problem. Versuchen Sie es später erneut; besteht es weiter, wenden Sie sich an den Administrator des Dienstes.',
    timeout:
      '{host} hat nicht rechtzeitig geantwortet. Prüfen Sie Ihre Internetverbindung und die Adresse des Dienstes und versuchen Sie es dann erneut.',
    cancelled: 'Die Verbindungsprüfung wurde abgebrochen, bevor der Dienst geantwortet hat.',
    cannotConnect:
      'SiteTray konnte keine Verbindung zu {host} herstellen. Prüfen Sie die Adresse (Schreibweise, Port), Ihre Internetverbindung und ob der Dienst läuft.',
    notStatistics: '{host} hat geantwortet, aber nicht als Statistikdienst. {advice}',
    redirectsUnknown:
      '{host} leitet SiteTray an eine andere Adresse weiter, statt zu antworten. Prüfen Sie die Adresse des Dienstes: Öffnen Sie sie in einem Browser und geben Sie die Adresse ein, bei der Sie landen.',
    loginRedirect:
      '{host} hat SiteTray zu seiner Anmeldeseite geschickt, statt zu antworten: Der API-Schlüssel wurde nicht akzeptiert. Kopieren Sie den Schlüssel erneut aus dem Kontobereich des Dienstes und fügen Sie ihn hier ein.',
    redirectsTo:
      '{host} leitet SiteTray nach {location} weiter, statt zu antworten. Prüfen Sie die Adresse des Dienstes: Geben Sie die Adresse ein, die der Dienst tatsächlich verwendet.',
    loginPage:
      '{host} hat mit seiner Anmeldeseite statt mit Daten geantwortet: Der API-Schlüssel wurde nicht akzeptiert. Kopieren Sie den Schlüssel erneut aus dem Kontobereich des Dienstes und fügen Sie ihn hier ein.',
    webPage: '{host} hat mit einer Webseite geantwortet, nicht als Statistikdienst. {advice}',
    otherVersion:
      '{host} verwendet jetzt eine andere Version des Statistikdienstes als beim Hinzufügen dieses Kontos. Entfernen Sie das Konto und fügen Sie es erneut hinzu: Dann arbeitet SiteTray mit der aktuellen Version.',
    notList: '{host} hat geantwortet, aber nicht mit einer Liste von Websites. {advice}',
    unusableList: '{host} hat mit einer Liste von Websites geantwortet, mit der SiteTray nicht arbeiten kann. {advice}',
    noService: '{host} hat geantwortet, aber dort ist kein Statistikdienst. {advice}',
    notChecked: 'Der Dienst konnte nicht geprüft werden.',
  },
  account: {
    labelTooLong: 'Der Kontoname darf höchstens {max} Zeichen lang sein.',
    gone: 'Dieses Konto existiert nicht mehr.',
    notThere: 'Dieses Konto existiert nicht (mehr).',
    demoRemoved: 'Das Demokonto wurde entfernt. Starten Sie die Demo erneut.',
    demoLabel: 'Demo',
    noKey:
      'Für dieses Konto ist auf diesem Computer kein API-Schlüssel gespeichert. Geben Sie ihn in den Kontoeinstellungen ein.',
    listMovedAside: '{notice} SiteTray startet ohne Konten.',
    listUnreadable: '{notice} Bis dahin zeigt SiteTray keine Konten an.',
    theList: 'die Liste der Konten',
    theEdits: 'die Änderungen, die für „{account}“ auf das Senden warten',
    editsMovedAside: '{notice} Sie wurden nicht gesendet: Nehmen Sie sie erneut vor.',
    editsUnreadable: '{notice} Bis dahin kann SiteTray für dieses Konto keine neuen Änderungen sichern.',
    editsRejected:
      'SiteTray konnte {count} Änderung nicht lesen, die für „{account}“ auf das Senden wartet. Sie wurde in {file} aufbewahrt und nicht gesendet: Nehmen Sie sie erneut vor. | SiteTray konnte {count} Änderungen nicht lesen, die für „{account}“ auf das Senden warten. Sie wurden in {file} aufbewahrt und nicht gesendet: Nehmen Sie sie erneut vor.',
    interval: 'Das Synchronisierungsintervall ist eine ganze Zahl von Millisekunden, 0 für aus.',
  },
  storage: {
    movedAside: 'SiteTray konnte {what} nicht lesen ({reason}). Die Datei wurde als {file} aufbewahrt.',
    unreadable:
      'SiteTray konnte {what} nicht lesen ({reason}). Die Datei bleibt unverändert und wird nicht überschrieben: Beenden Sie SiteTray und starten Sie es erneut, um sie zu lesen.',
    damaged: 'ihr Inhalt ist beschädigt',
    notOutbox: 'keine Datei mit wartenden Änderungen: {detail}',
  },
  system: {
    diskFull: 'das Laufwerk ist voll',
    quota: 'das Speicherkontingent ist aufgebraucht',
    notAllowed: 'SiteTray darf seinen Datenordner nicht verwenden',
    readOnly: 'das Laufwerk ist schreibgeschützt',
    busy: 'ein anderes Programm hält die Datei fest',
    folder: 'an der Stelle der Datei liegt ein Ordner',
    tooManyFiles: 'das System hat zu viele Dateien geöffnet',
    io: 'das Laufwerk hat einen Fehler gemeldet',
    refused: 'das System hat das Lesen oder Schreiben einer Datei verweigert',
    unexpected: 'etwas Unerwartetes ist schiefgegangen',
  },
  outbox: {
    savedOffline: 'Auf diesem Computer gesichert: SiteTray sendet die Änderung, sobald der Dienst wieder antwortet.',
    savedKey:
      'Auf diesem Computer gesichert: Der Dienst hat den API-Schlüssel nicht akzeptiert; SiteTray sendet die Änderung, sobald der Schlüssel wieder funktioniert.',
    savedPlan:
      'Auf diesem Computer gesichert: Der Tarif des Kontos enthält die API derzeit nicht; SiteTray sendet die Änderung, sobald er sie enthält.',
    savedUntrusted:
      'Auf diesem Computer gesichert: Diesem Computer ist das Zertifikat des Dienstes nicht vertrauenswürdig; SiteTray sendet die Änderung, sobald es das wieder ist.',
    savedRetry:
      'Auf diesem Computer gesichert: Der Dienst hatte ein Problem damit; SiteTray versucht es in Kürze erneut.',
    savedConflict:
      'Auf diesem Computer gesichert: Die Änderung folgt auf eine Änderung an dieser Website, die auf Ihre Entscheidung wartet.',
    savedBusy:
      'Auf diesem Computer gesichert: Der Dienst ist ausgelastet, SiteTray sendet die Änderung in etwa {duration}.',
    sending: 'Auf diesem Computer gesichert – wird gesendet…',
    passwordInMemory: 'Das Passwort wird nur im Arbeitsspeicher gehalten, bis SiteTray beendet wird.',
    passwordLost:
      'SiteTray speichert Passwörter nie auf dem Datenträger, und diese Änderung wurde vor dem Neustart von SiteTray vorgenommen. Geben Sie das Passwort erneut ein.',
    changed:
      'Dies wurde auf dem Server geändert, seit Sie es zuletzt gesehen haben. Wählen Sie, welcher Wert bleiben soll.',
    deleted: 'Diese Website wurde auf dem Server gelöscht.',
    rejected: 'Der Server hat diese Änderung nicht akzeptiert.',
    droppedDeleted: 'Diese Website wurde auf dem Server gelöscht; die Änderung wurde mit ihr verworfen.',
    droppedNotCreated: 'Die neue Website wurde verworfen; die Änderung wurde mit ihr verworfen.',
    resolved: 'Dieser Konflikt wurde bereits gelöst.',
    onlyDiscardDeleted: 'Die Website wurde auf dem Server gelöscht; diese Änderung kann nur verworfen werden.',
    onlyDiscardRefused: 'Der Server hat diese Änderung abgelehnt; sie kann nur verworfen werden.',
    sentAgain: 'Diese Änderung wurde inzwischen erneut gesendet; sie wartet nicht mehr auf Ihre Entscheidung.',
    notWaiting: 'Diese Änderung wartet nicht mehr; sie wurde inzwischen gesendet oder verworfen.',
    discarded: 'Diese Änderung wartet nicht mehr; sie wurde inzwischen verworfen.',
    onlyRefused: 'Nur eine Änderung, die der Server abgelehnt hat, kann korrigiert und erneut gesendet werden.',
    domainFixed: 'Die Domain einer Website kann nicht geändert werden.',
    favoriteLater: 'Eine neue Website wird zum Favoriten, sobald sie existiert.',
    alreadyListed: 'Diese Website ist bereits in der Liste.',
    notListed: 'Diese Website ist nicht mehr in der Liste.',
    favoriteNotSaved: 'SiteTray konnte den Favoriten nicht auf diesem Computer sichern: {problem}.',
    changeNotSaved: 'SiteTray konnte die Änderung nicht auf diesem Computer sichern: {problem}.',
    notAllowed: 'Einige Werte sind nicht zulässig.',
  },
  sweep: {
    ceiling:
      'Der Dienst hat über Seite {pages} hinaus Seiten geliefert; SiteTray hat dort aufgehört zu lesen, daher werden auf dem Dienst gelöschte Websites möglicherweise noch angezeigt.',
    pastCount:
      'Der Dienst hat mehr Seiten geliefert, als seine eigene Anzahl an Websites ergibt; SiteTray hat dort aufgehört zu lesen, daher werden auf dem Dienst gelöschte Websites möglicherweise noch angezeigt.',
    repeated:
      'Der Dienst hat auf späteren Seiten Websites geliefert, die er bereits aufgeführt hatte; SiteTray hat dort aufgehört zu lesen, daher werden auf dem Dienst gelöschte Websites möglicherweise noch angezeigt.',
  },
  shortcut: {
    switcherHasIt: 'Dieses Tastenkürzel öffnet bereits den Schnellwechsler. Wählen Sie ein anderes.',
    windowHasIt: 'Dieses Tastenkürzel zeigt und verbirgt bereits das Fenster. Wählen Sie ein anderes.',
  },
  settingsNotSaved: 'Ihre Einstellungen konnten nicht gespeichert werden ({problem}), daher bleiben sie unverändert.',
  checks: {
    apiKeyMissing: 'Geben Sie den API-Schlüssel aus dem Kontobereich des Dienstes ein.',
    apiKeyCharacters:
      'Der API-Schlüssel enthält Leerzeichen oder Zeichen, die ein API-Schlüssel nicht haben kann. Kopieren Sie ihn erneut aus dem Kontobereich des Dienstes.',
    webPageInsteadOfData:
      'Der Dienst hat mit einer Webseite statt mit Daten geantwortet: Der API-Schlüssel wurde nicht angenommen, oder die Adresse ist nicht die der API.',
    statsNotUnderstood: 'Der Dienst hat Statistiken gesendet, die SiteTray nicht versteht: {detail}',
    settingsUnreadableKept:
      'Ihre Einstellungen konnten nicht gelesen werden ({reason}), daher verwendet SiteTray die Standardwerte. Die alte Datei wurde als {path} aufbewahrt.',
    settingsUnreadableLeft:
      'Ihre Einstellungen konnten nicht gelesen werden ({reason}), daher verwendet SiteTray vorerst die Standardwerte. Die Datei bleibt unverändert, und Änderungen hier werden nicht gespeichert: Beenden Sie SiteTray und starten Sie es erneut, um sie zu lesen.',
  },
} satisfies Messages<typeof en>
