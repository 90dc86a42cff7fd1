import type { Messages } from '../../messages'
import type en from '../en/list'

export default {
  window: {
    starting: 'SiteTray starten…',
    title: '{name} — SiteTray',
    views: {
      onboarding: 'Welkom',
      addAccount: 'Account toevoegen',
      settings: 'Instellingen',
      websites: 'Websites',
      conflicts: 'Conflicten',
      account: 'Account',
      newWebsite: 'Nieuwe website',
      website: 'Website',
      bulk: 'Websites wijzigen',
      batch: 'Bulkwijziging',
      excludeMyIp: 'Mijn IP uitsluiten',
    },
    back: 'Terug',
    dismiss: 'Sluiten',
  },
  header: {
    nav: 'Hoofdnavigatie',
    websites: 'Websites',
    conflicts: 'Conflicten',
    conflictsCount: 'Conflicten ({count})',
    account: 'Account',
    settings: 'Instellingen',
    switchAccount: 'Ander account',
  },
  toolbar: {
    search: 'Websites zoeken',
    favoritesOnly: 'Alleen favorieten',
    favoritesOnlyTitle: 'Alleen favorieten tonen',
    newWebsite: 'Nieuwe website',
    newWebsiteTitle: 'Nieuwe website ({shortcut})',
    websites: '{count} website | {count} websites',
    noMatches: 'Geen resultaten',
    matches: '{count} resultaat | {count} resultaten',
    sort: 'Sorteren',
    orders: {
      domainAsc: 'Adres A→Z',
      domainDesc: 'Adres Z→A',
      newest: 'Nieuwste eerst',
      oldest: 'Oudste eerst',
      recentlyEdited: 'Recent gewijzigd',
    },
  },
  list: {
    heading: 'Websites',
    label: 'Websites',
    loadingRow: 'Laden…',
  },
  row: {
    select: '{domain} selecteren',
    favorite: 'Favoriet: {domain}',
    addFavorite: 'Toevoegen aan favorieten',
    removeFavorite: 'Weghalen uit favorieten',
    waitingTitle: 'Wijzigingen die wachten op versturen',
    waiting: 'Wijzigingen wachten op versturen.',
  },
  empty: {
    loading: 'Websites laden…',
    noMatch: 'Geen websites gevonden voor “{search}”.',
    noFavorites: 'Nog geen favorieten. Geef een website een ster om hem hier te houden.',
    none: 'Nog geen websites.',
    addFirst: 'Voeg je eerste website toe',
  },
  notices: {
    incomplete:
      'De dienst is niet bereikbaar: de websites op deze computer worden getoond, en de lijst is nog niet compleet.',
    tryAgain: 'Opnieuw proberen',
  },
  selection: {
    tooMany:
      'Je kunt hoogstens {count} websites één voor één aanvinken: gebruik in plaats daarvan “Alle overeenkomende selecteren” met een zoekopdracht.',
  },
  switcher: {
    label: 'Naar een website gaan',
    placeholder: 'Naar een website gaan…',
    results: 'Websites',
    loading: 'Websites laden…',
    noMatch: 'Geen website gevonden voor “{search}”.',
    typeName: 'Typ de naam van een website.',
    recent: 'Onlangs geopend en favorieten.',
    best: 'Het beste resultaat. | De beste {count} resultaten.',
    matches: '{count} resultaat. | {count} resultaten.',
    option: '{domain}, {account}',
    optionFavorite: '{domain}, {account}, favoriet',
    keyOpen: 'openen',
    keyFavorite: 'favoriet',
    keyClose: 'sluiten',
  },
  status: {
    refresh: 'Vernieuwen',
  },
  connection: {
    connectedAs: 'Verbonden als {name}.',
    connected: 'Verbonden.',
    withNote: '{connected} {note}',
  },
  batches: {
    label: 'Bulkwijzigingen',
    applied: '{count} toegepast | {count} toegepast',
    toReview: '{count} te bekijken | {count} te bekijken',
    refused: '{count} geweigerd | {count} geweigerd',
    separator: ', ',
    done: 'Klaar: {parts}',
    cancelled: 'Geannuleerd: {parts}',
    resultsOf: 'Resultaten van “{title}”',
    progress: 'Voortgang',
    results: 'Resultaten',
  },
  keyStates: {
    verified: { title: 'Sleutel geverifieerd', advice: 'De dienst heeft deze API-sleutel geaccepteerd.' },
    unverified: {
      title: 'Sleutel nog niet geverifieerd',
      advice:
        'De sleutel is opgeslagen, maar de dienst was niet bereikbaar om hem te controleren. SiteTray controleert hem zodra de dienst antwoordt.',
    },
    refused: {
      title: 'Sleutel geweigerd',
      advice:
        'De dienst accepteert deze sleutel niet meer. Maak of kopieer een sleutel in het accountgedeelte van de dienst (onderdeel API) en voer hem hieronder in. Als de beheerder hem herstelt, merkt SiteTray dat vanzelf.',
    },
    noApi: {
      title: 'Abonnement zonder API-toegang',
      advice:
        'De sleutel is geldig, maar het abonnement van dit account bevat de API niet (meer), en een nieuwe sleutel verandert dat niet. SiteTray bewaart je wijzigingen en verstuurt ze zodra het abonnement de API weer bevat; het controleert dat vanzelf.',
    },
    missing: {
      title: 'Geen sleutel op deze computer',
      advice:
        'SiteTray heeft geen API-sleutel voor dit account. Voer hieronder de sleutel uit het accountgedeelte van de dienst in.',
    },
    keychain: {
      title: 'Sleutelhanger vergrendeld',
      advice:
        'SiteTray kon de sleutelhanger van het systeem, waarin het API-sleutels bewaart, niet lezen. Ontgrendel de sleutelhanger (of start je sleutelbosdienst) en test de verbinding opnieuw. SiteTray bewaart sleutels nooit ergens anders.',
    },
  },
  query: {
    search: 'De zoekopdracht moet tekst van hoogstens 255 tekens zijn.',
    searchBy: 'Zoeken op domein.',
    sort: 'Oplopend (asc) of aflopend (desc) sorteren.',
    sortBy: 'Sorteren op aanmaakdatum (created) of domein (domain).',
    favorite: 'Het favorietenfilter staat aan of uit.',
    perPage: 'Het aantal resultaten per pagina moet een geheel getal zijn.',
    page: 'De pagina moet een geheel getal vanaf 1 zijn.',
    noSearchBy: 'Bij deze dienst kun je niet kiezen waarop je zoekt.',
    addressOnly: 'Deze dienst sorteert alleen op adres.',
    noFavoriteFilter: 'Deze dienst kan niet op favorieten filteren.',
    notAField: '“{field}” is geen veld dat SiteTray kan versturen.',
    notAnObject: 'Een lijstquery is een object met filters.',
  },
} satisfies Messages<typeof en>
