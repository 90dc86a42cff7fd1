import type { Messages } from '../../messages'
import type en from '../en/common'

export default {
  privacy: {
    public: 'Openbaar',
    private: 'Privé',
    password: 'Wachtwoord',
    choosePassword: 'Wachtwoord…',
  },
  privacyHint: {
    public: 'Iedereen met de link kan de statistieken zien.',
    private: 'Alleen jij kunt de statistieken zien.',
    password: 'Bezoekers hebben een wachtwoord nodig om de statistieken te zien.',
  },
  settingLabel: {
    domain: 'Domein',
    privacy: 'Statistiekenpagina',
    password: 'Wachtwoord',
    emailReports: 'E-mailrapporten',
    excludeBots: 'Bots uitsluiten',
    excludeParams: 'Uitgesloten queryparameters',
    excludeIps: 'Uitgesloten IP-adressen',
    favorite: 'Favoriet',
  },
  settingName: {
    domain: 'domein',
    privacy: 'privacy van de statistiekenpagina',
    password: 'wachtwoord',
    emailReports: 'e-mailrapporten',
    excludeBots: 'uitsluiting van bots',
    excludeParams: 'uitgesloten queryparameters',
    excludeIps: 'uitgesloten IP-adressen',
    favorite: 'favoriet',
  },
  keyProblem: {
    refused: 'API-sleutel geweigerd — herstellen…',
    noApi: 'Abonnement zonder API — wijzigingen bewaard…',
    missing: 'Geen API-sleutel — toevoegen…',
    keychain: 'Sleutelhanger vergrendeld — openen…',
  },
  planWithoutApi:
    'Het abonnement van “{account}” bevat de API niet (meer): SiteTray bewaart je wijzigingen en verstuurt ze zodra dat weer wel zo is.',
  reviewConflicts: '{count} conflict — bekijken | {count} conflicten — bekijken',
  olderServer:
    'Deze dienst draait een oudere versie ({version} of eerder) die geen favorieten bijhoudt: SiteTray bewaart de jouwe op deze computer, dus je andere apparaten zien ze niet.',
  addressHint: {
    withScheme: 'Het adres van de website, bijv. {example}. SiteTray voegt {scheme} toe voor deze dienst.',
    bare: 'Het domein van de website, bijv. {example}.',
  },
  perPage: {
    oneOf: 'Het aantal resultaten per pagina moet een van deze waarden zijn: {values}.',
    range: 'Het aantal resultaten per pagina moet een geheel getal van {min} tot {max} zijn.',
  },
  count: {
    edit: '{count} wijziging | {count} wijzigingen',
    conflict: '{count} conflict | {count} conflicten',
    day: '{count} dag | {count} dagen',
    website: '{count} website | {count} websites',
    moreWebsite: '{count} andere website | {count} andere websites',
    visitor: '{count} bezoeker | {count} bezoekers',
    line: '{count} regel | {count} regels',
  },
  trayPlace: {
    darwin: 'de menubalk',
    win32: 'het meldingsgebied',
    linux: 'het systeemvak',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Del',
    ins: 'Ins',
    pageUp: 'Page Up',
    pageDown: 'Page Down',
    plus: 'Plus',
    space: 'Spatie',
    enter: 'Enter',
    esc: 'Esc',
  },
} satisfies Messages<typeof en>
