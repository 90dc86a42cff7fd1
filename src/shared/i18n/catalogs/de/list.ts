import type { Messages } from '../../messages'
import type en from '../en/list'

export default {
  window: {
    starting: 'SiteTray wird gestartet…',
    title: '{name} — SiteTray',
    views: {
      onboarding: 'Willkommen',
      addAccount: 'Konto hinzufügen',
      settings: 'Einstellungen',
      websites: 'Websites',
      conflicts: 'Konflikte',
      account: 'Konto',
      newWebsite: 'Neue Website',
      website: 'Website',
      bulk: 'Websites ändern',
      batch: 'Sammeländerung',
      excludeMyIp: 'Meine IP ausschließen',
    },
    back: 'Zurück',
    dismiss: 'Schließen',
  },
  header: {
    nav: 'Hauptnavigation',
    websites: 'Websites',
    conflicts: 'Konflikte',
    conflictsCount: 'Konflikte ({count})',
    account: 'Konto',
    settings: 'Einstellungen',
    switchAccount: 'Konto wechseln',
  },
  toolbar: {
    search: 'Websites suchen',
    favoritesOnly: 'Nur Favoriten',
    favoritesOnlyTitle: 'Nur Favoriten anzeigen',
    newWebsite: 'Neue Website',
    newWebsiteTitle: 'Neue Website ({shortcut})',
    websites: '{count} Website | {count} Websites',
    noMatches: 'Keine Treffer',
    matches: '{count} Treffer | {count} Treffer',
    sort: 'Sortieren',
    orders: {
      domainAsc: 'Adresse A→Z',
      domainDesc: 'Adresse Z→A',
      newest: 'Neueste zuerst',
      oldest: 'Älteste zuerst',
      recentlyEdited: 'Zuletzt bearbeitet',
    },
  },
  list: {
    heading: 'Websites',
    label: 'Websites',
    loadingRow: 'Wird geladen…',
  },
  row: {
    select: '{domain} auswählen',
    favorite: '{domain} als Favorit',
    addFavorite: 'Zu den Favoriten hinzufügen',
    removeFavorite: 'Aus den Favoriten entfernen',
    waitingTitle: 'Änderungen warten auf das Senden',
    waiting: 'Änderungen warten auf das Senden.',
  },
  empty: {
    loading: 'Websites werden geladen…',
    noMatch: 'Keine Website passt zu „{search}“.',
    noFavorites: 'Noch keine Favoriten. Markieren Sie eine Website mit dem Stern, um sie hier zu behalten.',
    none: 'Noch keine Websites.',
    addFirst: 'Erste Website hinzufügen',
  },
  notices: {
    incomplete:
      'Der Dienst war nicht erreichbar: Angezeigt werden die Websites auf diesem Computer, die Liste ist noch nicht vollständig.',
    tryAgain: 'Erneut versuchen',
  },
  selection: {
    tooMany:
      'Höchstens {count} Websites lassen sich einzeln ankreuzen: Verwenden Sie stattdessen „Alle passenden auswählen“ mit einer Suche.',
  },
  switcher: {
    label: 'Zu einer Website wechseln',
    placeholder: 'Zu einer Website wechseln…',
    results: 'Websites',
    loading: 'Websites werden geladen…',
    noMatch: 'Keine Website passt zu „{search}“.',
    typeName: 'Geben Sie den Namen einer Website ein.',
    recent: 'Zuletzt geöffnet und Favoriten.',
    best: 'Der beste Treffer. | Die besten {count} Treffer.',
    matches: '{count} Treffer. | {count} Treffer.',
    option: '{domain}, {account}',
    optionFavorite: '{domain}, {account}, Favorit',
    keyOpen: 'öffnen',
    keyFavorite: 'Favorit',
    keyClose: 'schließen',
  },
  status: {
    refresh: 'Aktualisieren',
  },
  connection: {
    connectedAs: 'Verbunden als {name}.',
    connected: 'Verbunden.',
    withNote: '{connected} {note}',
  },
  batches: {
    label: 'Sammeländerungen',
    applied: '{count} übernommen | {count} übernommen',
    toReview: '{count} zu prüfen | {count} zu prüfen',
    refused: '{count} abgelehnt | {count} abgelehnt',
    separator: ', ',
    done: 'Fertig: {parts}',
    cancelled: 'Abgebrochen: {parts}',
    resultsOf: 'Ergebnisse von „{title}“',
    progress: 'Fortschritt',
    results: 'Ergebnisse',
  },
  keyStates: {
    verified: { title: 'Schlüssel bestätigt', advice: 'Der Dienst hat diesen API-Schlüssel angenommen.' },
    unverified: {
      title: 'Schlüssel noch nicht bestätigt',
      advice:
        'Der Schlüssel ist gespeichert, aber der Dienst war zur Prüfung nicht erreichbar. SiteTray prüft ihn, sobald der Dienst antwortet.',
    },
    refused: {
      title: 'Schlüssel abgelehnt',
      advice:
        'Der Dienst nimmt diesen Schlüssel nicht mehr an. Erstellen oder kopieren Sie einen Schlüssel im Kontobereich des Dienstes (Abschnitt API) und geben Sie ihn unten ein. Stellt die Administration ihn wieder her, bemerkt SiteTray das von selbst.',
    },
    noApi: {
      title: 'Tarif ohne API-Zugang',
      advice:
        'Der Schlüssel ist gültig, aber der Tarif dieses Kontos umfasst die API nicht (mehr), und ein neuer Schlüssel ändert daran nichts. SiteTray behält Ihre Änderungen und sendet sie, sobald der Tarif die API wieder umfasst; das prüft es von selbst.',
    },
    missing: {
      title: 'Kein Schlüssel auf diesem Computer',
      advice:
        'SiteTray hat keinen API-Schlüssel für dieses Konto. Geben Sie unten den Schlüssel aus dem Kontobereich des Dienstes ein.',
    },
    keychain: {
      title: 'Schlüsselbund gesperrt',
      advice:
        'SiteTray konnte den Schlüsselbund des Systems nicht lesen, in dem es API-Schlüssel aufbewahrt. Entsperren Sie den Schlüsselbund (oder starten Sie Ihren Schlüsselbunddienst) und testen Sie die Verbindung dann erneut. SiteTray speichert Schlüssel nirgendwo sonst.',
    },
  },
  query: {
    search: 'Die Suche muss ein Text von höchstens 255 Zeichen sein.',
    searchBy: 'Suche nach Domain.',
    sort: 'Aufsteigend (asc) oder absteigend (desc) sortieren.',
    sortBy: 'Nach Erstellung (created) oder Domain (domain) sortieren.',
    favorite: 'Der Favoritenfilter ist entweder an oder aus.',
    perPage: 'Die Ergebnisse pro Seite müssen eine ganze Zahl sein.',
    page: 'Die Seite muss eine ganze Zahl ab 1 sein.',
    noSearchBy: 'Bei diesem Dienst lässt sich nicht wählen, wonach gesucht wird.',
    addressOnly: 'Dieser Dienst sortiert nur nach Adresse.',
    noFavoriteFilter: 'Dieser Dienst kann nicht nach Favoriten filtern.',
    notAField: '„{field}“ ist kein Feld, das SiteTray senden kann.',
    notAnObject: 'Eine Listenabfrage ist ein Objekt aus Filtern.',
  },
} satisfies Messages<typeof en>
