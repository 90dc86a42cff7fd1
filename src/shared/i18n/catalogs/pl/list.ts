import type { Messages } from '../../messages'
import type en from '../en/list'

export default {
  window: {
    starting: 'Uruchamianie SiteTray…',
    title: '{name} — SiteTray',
    views: {
      onboarding: 'Witaj',
      addAccount: 'Dodaj konto',
      settings: 'Ustawienia',
      websites: 'Witryny',
      conflicts: 'Konflikty',
      account: 'Konto',
      newWebsite: 'Nowa witryna',
      website: 'Witryna',
      bulk: 'Zmiana witryn',
      batch: 'Zmiana zbiorcza',
      excludeMyIp: 'Wyklucz mój IP',
    },
    back: 'Wstecz',
    dismiss: 'Zamknij',
  },
  header: {
    nav: 'Nawigacja główna',
    websites: 'Witryny',
    conflicts: 'Konflikty',
    conflictsCount: 'Konflikty ({count})',
    account: 'Konto',
    settings: 'Ustawienia',
    switchAccount: 'Przełącz konto',
  },
  toolbar: {
    search: 'Szukaj witryn',
    favoritesOnly: 'Tylko ulubione',
    favoritesOnlyTitle: 'Pokaż tylko ulubione',
    newWebsite: 'Nowa witryna',
    newWebsiteTitle: 'Nowa witryna ({shortcut})',
    websites: '{count} witryna | {count} witryny | {count} witryn | {count} witryny',
    noMatches: 'Brak wyników',
    matches: '{count} wynik | {count} wyniki | {count} wyników | {count} wyniku',
    sort: 'Sortuj',
    orders: {
      domainAsc: 'Adres A→Z',
      domainDesc: 'Adres Z→A',
      newest: 'Najpierw najnowsze',
      oldest: 'Najpierw najstarsze',
      recentlyEdited: 'Ostatnio zmieniane',
    },
  },
  list: {
    heading: 'Witryny',
    label: 'Witryny',
    loadingRow: 'Wczytywanie…',
  },
  row: {
    select: 'Zaznacz {domain}',
    favorite: 'Ulubiona: {domain}',
    addFavorite: 'Dodaj do ulubionych',
    removeFavorite: 'Usuń z ulubionych',
    waitingTitle: 'Zmiany czekające na wysłanie',
    waiting: 'Zmiany czekają na wysłanie.',
  },
  empty: {
    loading: 'Wczytywanie witryn…',
    noMatch: 'Żadna witryna nie pasuje do „{search}”.',
    noFavorites: 'Nie ma jeszcze ulubionych. Oznacz witrynę gwiazdką, aby była tutaj.',
    none: 'Nie ma jeszcze witryn.',
    addFirst: 'Dodaj pierwszą witrynę',
  },
  notices: {
    incomplete:
      'Nie można połączyć się z usługą: wyświetlane są witryny zapisane na tym komputerze, a lista nie jest jeszcze kompletna.',
    tryAgain: 'Spróbuj ponownie',
  },
  selection: {
    tooMany:
      'Pojedynczo można zaznaczyć najwyżej tyle witryn: {count}. Zamiast tego użyj wyszukiwania i „Zaznacz wszystkie pasujące”.',
  },
  switcher: {
    label: 'Przejdź do witryny',
    placeholder: 'Przejdź do witryny…',
    results: 'Witryny',
    loading: 'Wczytywanie witryn…',
    noMatch: 'Żadna witryna nie pasuje do „{search}”.',
    typeName: 'Wpisz nazwę witryny.',
    recent: 'Ostatnio otwierane i ulubione.',
    best: 'Najlepszy wynik. | Najlepsze wyniki: {count}. | Najlepsze wyniki: {count}. | Najlepsze wyniki: {count}.',
    matches: '{count} wynik. | {count} wyniki. | {count} wyników. | {count} wyniku.',
    option: '{domain}, {account}',
    optionFavorite: '{domain}, {account}, ulubiona',
    keyOpen: 'otwórz',
    keyFavorite: 'ulubiona',
    keyClose: 'zamknij',
  },
  status: {
    refresh: 'Odśwież',
  },
  connection: {
    connectedAs: 'Połączono jako {name}.',
    connected: 'Połączono.',
    withNote: '{connected} {note}',
  },
  batches: {
    label: 'Zmiany zbiorcze',
    applied: 'zastosowano: {count} | zastosowano: {count} | zastosowano: {count} | zastosowano: {count}',
    toReview: 'do przejrzenia: {count} | do przejrzenia: {count} | do przejrzenia: {count} | do przejrzenia: {count}',
    refused: 'odrzucono: {count} | odrzucono: {count} | odrzucono: {count} | odrzucono: {count}',
    separator: ', ',
    done: 'Gotowe: {parts}',
    cancelled: 'Anulowano: {parts}',
    resultsOf: 'Wyniki „{title}”',
    progress: 'Postęp',
    results: 'Wyniki',
  },
  keyStates: {
    verified: { title: 'Klucz zweryfikowany', advice: 'Usługa przyjęła ten klucz API.' },
    unverified: {
      title: 'Klucz jeszcze niezweryfikowany',
      advice:
        'Klucz jest zapisany, ale nie udało się połączyć z usługą, aby go sprawdzić. SiteTray sprawdzi go, gdy tylko usługa odpowie.',
    },
    refused: {
      title: 'Klucz odrzucony',
      advice:
        'Usługa nie przyjmuje już tego klucza. Utwórz lub skopiuj klucz w obszarze konta w usłudze (sekcja API) i wpisz go poniżej. Jeśli administrator go przywróci, SiteTray sam to zauważy.',
    },
    noApi: {
      title: 'Plan bez dostępu do API',
      advice:
        'Klucz jest ważny, ale plan tego konta nie obejmuje (już) API i nowy klucz tego nie zmieni. SiteTray zachowuje Twoje zmiany i wyśle je, gdy plan znów obejmie API; sprawdza to sam.',
    },
    missing: {
      title: 'Brak klucza na tym komputerze',
      advice: 'SiteTray nie ma klucza API dla tego konta. Wpisz poniżej klucz z obszaru konta w usłudze.',
    },
    keychain: {
      title: 'Pęk kluczy zablokowany',
      advice:
        'SiteTray nie mógł odczytać systemowego pęku kluczy, w którym przechowuje klucze API. Odblokuj pęk kluczy (lub uruchom usługę bazy kluczy), a potem ponownie sprawdź połączenie. SiteTray nigdy nie przechowuje kluczy nigdzie indziej.',
    },
  },
  query: {
    search: 'Wyszukiwanie musi być tekstem o długości najwyżej 255 znaków.',
    searchBy: 'Szukaj według domeny.',
    sort: 'Sortuj rosnąco (asc) lub malejąco (desc).',
    sortBy: 'Sortuj według daty utworzenia (created) lub domeny (domain).',
    favorite: 'Filtr ulubionych jest włączony albo wyłączony.',
    perPage: 'Liczba wyników na stronę musi być liczbą całkowitą.',
    page: 'Numer strony musi być liczbą całkowitą od 1.',
    noSearchBy: 'Ta usługa nie pozwala wybrać, według czego szukać.',
    addressOnly: 'Ta usługa sortuje tylko według adresu.',
    noFavoriteFilter: 'Ta usługa nie potrafi filtrować według ulubionych.',
    notAField: '„{field}” nie jest polem, które SiteTray może wysłać.',
    notAnObject: 'Zapytanie o listę to obiekt z filtrami.',
  },
} satisfies Messages<typeof en>
