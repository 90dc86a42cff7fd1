import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: 'Publiczna',
    private: 'Prywatna',
    password: 'Z hasłem',
    choosePassword: 'Hasło…',
  },
  privacyHint: {
    public: 'Statystyki widzi każdy, kto ma link.',
    private: 'Statystyki widzisz tylko Ty.',
    password: 'Aby zobaczyć statystyki, odwiedzający muszą podać hasło.',
  },
  settingLabel: {
    domain: 'Domena',
    privacy: 'Strona statystyk',
    password: 'Hasło',
    emailReports: 'Raporty e-mail',
    excludeBots: 'Wykluczaj boty',
    excludeParams: 'Wykluczone parametry zapytania',
    excludeIps: 'Wykluczone adresy IP',
    favorite: 'Ulubiona',
  },
  settingName: {
    domain: 'domena',
    privacy: 'dostęp do strony statystyk',
    password: 'hasło',
    emailReports: 'raporty e-mail',
    excludeBots: 'wykluczanie botów',
    excludeParams: 'wykluczone parametry zapytania',
    excludeIps: 'wykluczone adresy IP',
    favorite: 'ulubiona',
  },
  keyProblem: {
    refused: 'Klucz API odrzucony — popraw…',
    noApi: 'Plan bez API — zmiany zachowane…',
    missing: 'Brak klucza API — dodaj…',
    keychain: 'Pęk kluczy zablokowany — otwórz…',
  },
  planWithoutApi:
    'Plan konta „{account}” nie obejmuje (już) API: SiteTray zachowuje Twoje zmiany i wyśle je, gdy plan znów obejmie API.',
  reviewConflicts:
    '{count} konflikt — przejrzyj | {count} konflikty — przejrzyj | {count} konfliktów — przejrzyj | {count} konfliktu — przejrzyj',
  olderServer:
    'Ta usługa działa w starszej wersji ({version} lub wcześniejszej), która nie przechowuje ulubionych: SiteTray przechowuje Twoje na tym komputerze, więc Twoje inne urządzenia ich nie widzą.',
  addressHint: {
    withScheme: 'Adres witryny, np. {example}. SiteTray dodaje {scheme} dla tej usługi.',
    bare: 'Domena witryny, np. {example}.',
  },
  perPage: {
    oneOf: 'Liczba wyników na stronę musi być jedną z wartości: {values}.',
    range: 'Liczba wyników na stronę musi być liczbą całkowitą od {min} do {max}.',
  },
  count: {
    edit: '{count} zmiana | {count} zmiany | {count} zmian | {count} zmiany',
    conflict: '{count} konflikt | {count} konflikty | {count} konfliktów | {count} konfliktu',
    day: '{count} dzień | {count} dni | {count} dni | {count} dnia',
    website: '{count} witryna | {count} witryny | {count} witryn | {count} witryny',
    moreWebsite: 'jeszcze {count} witrynę | jeszcze {count} witryny | jeszcze {count} witryn | jeszcze {count} witryny',
    visitor: '{count} odwiedzający | {count} odwiedzających | {count} odwiedzających | {count} odwiedzającego',
    line: '{count} wiersz | {count} wiersze | {count} wierszy | {count} wiersza',
  },
  trayPlace: {
    darwin: 'pasku menu',
    win32: 'obszarze powiadomień',
    linux: 'zasobniku systemowym',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Del',
    ins: 'Ins',
    pageUp: 'Page Up',
    pageDown: 'Page Down',
    plus: 'Plus',
    space: 'Spacja',
    enter: 'Enter',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
