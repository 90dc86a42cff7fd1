import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: 'Öffentlich',
    private: 'Privat',
    password: 'Passwort',
    choosePassword: 'Passwort…',
  },
  privacyHint: {
    public: 'Jeder mit dem Link kann die Statistiken sehen.',
    private: 'Nur Sie können die Statistiken sehen.',
    password: 'Besucher brauchen ein Passwort, um die Statistiken zu sehen.',
  },
  settingLabel: {
    domain: 'Domain',
    privacy: 'Statistikseite',
    password: 'Passwort',
    emailReports: 'E-Mail-Berichte',
    excludeBots: 'Bots ausschließen',
    excludeParams: 'Ausgeschlossene Abfrageparameter',
    excludeIps: 'Ausgeschlossene IP-Adressen',
    favorite: 'Favorit',
  },
  settingName: {
    domain: 'die Domain',
    privacy: 'die Sichtbarkeit der Statistikseite',
    password: 'das Passwort',
    emailReports: 'die E-Mail-Berichte',
    excludeBots: 'den Bot-Ausschluss',
    excludeParams: 'die ausgeschlossenen Abfrageparameter',
    excludeIps: 'die ausgeschlossenen IP-Adressen',
    favorite: 'den Favoriten',
  },
  keyProblem: {
    refused: 'API-Schlüssel abgelehnt – beheben…',
    noApi: 'Tarif ohne API – Änderungen gesichert…',
    missing: 'Kein API-Schlüssel – hinzufügen…',
    keychain: 'Schlüsselbund gesperrt – öffnen…',
  },
  planWithoutApi:
    'Der Tarif von „{account}“ enthält die API nicht (mehr): SiteTray behält Ihre Änderungen und sendet sie, sobald er sie wieder enthält.',
  reviewConflicts: '{count} Konflikt – prüfen | {count} Konflikte – prüfen',
  olderServer:
    'Dieser Dienst läuft mit einer älteren Version ({version} oder früher), die keine Favoriten speichert: SiteTray sichert Ihre Favoriten auf diesem Computer, daher sehen Ihre anderen Geräte sie nicht.',
  addressHint: {
    withScheme: 'Die Adresse der Website, z. B. {example}. SiteTray ergänzt {scheme} für diesen Dienst.',
    bare: 'Die Domain der Website, z. B. {example}.',
  },
  perPage: {
    oneOf: 'Ergebnisse pro Seite: einer der Werte {values}.',
    range: 'Ergebnisse pro Seite: eine ganze Zahl von {min} bis {max}.',
  },
  count: {
    edit: '{count} Änderung | {count} Änderungen',
    conflict: '{count} Konflikt | {count} Konflikte',
    day: '{count} Tag | {count} Tage',
    website: '{count} Website | {count} Websites',
    moreWebsite: '{count} weitere Website | {count} weitere Websites',
    visitor: '{count} Besucher | {count} Besucher',
    line: '{count} Zeile | {count} Zeilen',
  },
  trayPlace: {
    darwin: 'Menüleiste',
    win32: 'Infobereich',
    linux: 'Systembereich der Leiste',
  },
  key: {
    ctrl: 'Strg',
    del: 'Entf',
    ins: 'Einfg',
    pageUp: 'Bild auf',
    pageDown: 'Bild ab',
    plus: 'Plus',
    space: 'Leertaste',
    enter: 'Eingabe',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
