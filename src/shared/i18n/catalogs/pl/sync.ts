import type { Messages } from '../../messages'
import type en from '../en/sync'

export default {
  status: {
    offline: 'Offline',
    offlineWaiting:
      'Offline — {count} zmiana czeka | Offline — {count} zmiany czekają | Offline — {count} zmian czeka | Offline — {count} zmiany czeka',
    syncingOf: 'Synchronizowanie: {done} z {total}',
    syncing: 'Synchronizowanie…',
    sending:
      'Wysyłanie {count} zmiany… | Wysyłanie {count} zmian… | Wysyłanie {count} zmian… | Wysyłanie {count} zmiany…',
    problem: 'Problem z synchronizacją: {message}',
    notYet: 'Jeszcze nie zsynchronizowano',
    synced: 'Zsynchronizowano {ago}',
    applying: 'Stosowanie: {done} z {total}',
  },
  ago: {
    justNow: 'przed chwilą',
  },
  api: {
    unauthorized: 'Klucz API nie został przyjęty. Sprawdź klucz w ustawieniach konta.',
    forbidden: 'Plan tego konta nie obejmuje dostępu do API.',
    notFound: 'Tej witryny nie ma już na serwerze.',
    validation: 'Serwer nie przyjął niektórych pól.',
    rateLimited: 'Usługa poprosiła SiteTray o zwolnienie tempa. Spróbuj ponownie za chwilę.',
    timeout: 'Usługa nie odpowiedziała na czas.',
    network: 'Nie można połączyć się z usługą. Sprawdź połączenie i adres usługi.',
    server: 'Usługa miała problem z obsłużeniem żądania. Spróbuj ponownie później.',
    badResponse: 'Usługa przesłała odpowiedź, której SiteTray nie rozumie. Sprawdź adres usługi.',
    invalidRequest: 'Żądanie nie zostało wysłane, ponieważ niektóre wartości są niedozwolone.',
    noAnswerWithin: 'Usługa nie odpowiedziała w ciągu {duration}.',
    notUnderstood: 'Usługa przesłała odpowiedź, której SiteTray nie rozumie: {detail}',
    wrongAddress: 'Usługa odpowiedziała, ale nie jak API witryn. Sprawdź adres usługi i wariant API.',
    redirectsTo:
      'Zamiast odpowiedzieć, usługa przekierowuje do {origin}. Sprawdź adres usługi: wpisz adres, którego usługa faktycznie używa.',
    redirectsElsewhere:
      'Zamiast odpowiedzieć, usługa przekierowuje pod inny adres. Sprawdź adres usługi: wpisz adres, którego usługa faktycznie używa.',
    enterAddress: 'Wpisz adres usługi, np. {example}.',
    httpsOnly: 'Adres usługi musi zaczynać się od {scheme}.',
    httpLocalOnly:
      'Użyj {scheme} w adresie usługi: zwykły {plain} jest dozwolony tylko dla tego komputera (localhost).',
    enterKey: 'Wpisz klucz API z obszaru konta w usłudze.',
    badKeyChars:
      'Klucz API zawiera spacje lub znaki, których klucz API nie może mieć. Skopiuj go ponownie z obszaru konta w usłudze.',
    noCredentials: 'Nie podawaj nazw użytkowników ani haseł w adresie usługi.',
    variant: 'Wariant API to A lub B.',
    noId: 'Witryna nie ma prawidłowego identyfikatora.',
    notObject: 'Witryna nie jest obiektem.',
    noDomain: 'Witryna nie ma domeny.',
    noData: 'Lista nie zawiera danych.',
    statsNoCount: 'Wiersz statystyk nie zawiera liczby.',
    statsNotObject: 'Wiersz statystyk nie jest obiektem.',
    statsNoValue: 'Wiersz statystyk nie zawiera wartości.',
    statsNoData: 'Statystyki nie zawierają danych.',
    tooLarge:
      'Odpowiedź serwera była większa niż {size}: SiteTray przestał czytać to, co przesłał {host}. Sprawdź adres usługi.',
  },
  net: {
    untrusted:
      'Ten komputer nie ufa certyfikatowi {host} — jeśli Twoja organizacja używa własnego urzędu certyfikacji, musi on być zainstalowany w systemowym magazynie certyfikatów.',
    proxyCredentials:
      'Serwer proxy z ustawień sieciowych tego komputera prosi o nazwę użytkownika i hasło, których SiteTray nie może mu podać. Poproś administratora sieci, aby przepuścił SiteTray przez proxy.',
    certName:
      'Certyfikat {host} wystawiono dla innego adresu. Sprawdź adres usługi; jeśli jest poprawny, powiadom administratora usługi.',
    certDate:
      'Certyfikat {host} wygasł lub jeszcze nie jest ważny. Sprawdź datę i godzinę na tym komputerze; jeśli są poprawne, powiadom administratora usługi.',
    certRevoked: 'Certyfikat {host} został unieważniony. Powiadom administratora usługi.',
    nameNotResolved:
      'Nie znaleziono {host}. Sprawdź pisownię adresu usługi i czy ten komputer jest połączony z siecią.',
    nameResolutionFailed:
      'Nie udało się wyszukać {host}: usługa nazw tego komputera nie odpowiedziała. Sprawdź połączenie sieciowe.',
    connectionRefused: '{host} odrzucił połączenie. Sprawdź adres (i jego port) oraz czy usługa działa.',
    disconnected: 'Ten komputer nie jest połączony z siecią.',
    proxyUnreachable:
      'Nie można połączyć się z serwerem proxy z ustawień sieciowych tego komputera. Sprawdź ustawienia proxy albo zapytaj administratora sieci.',
    tunnelFailed:
      'Serwer proxy z ustawień sieciowych tego komputera odmówił połączenia SiteTray z {host}. Poproś administratora sieci o dopuszczenie tego adresu.',
    pacFailed:
      'Nie udało się użyć konfiguracji proxy tego komputera (jej pliku PAC). Sprawdź ustawienia proxy albo zapytaj administratora sieci.',
    proxyConfigFailed:
      'Nie udało się użyć konfiguracji proxy tego komputera. Sprawdź ustawienia proxy albo zapytaj administratora sieci.',
    sslFailed:
      'Bezpieczne połączenie z {host} nie powiodło się: serwer nie oferuje żadnego, które ten komputer akceptuje. Sprawdź adres usługi; jeśli jest poprawny, powiadom administratora usługi.',
  },
  keychain: {
    operation: {
      read: 'odczytać',
      save: 'zapisać',
      delete: 'usunąć',
    },
    unavailable:
      'SiteTray nie ma dostępu do systemowego pęku kluczy{because}, więc nie może {operation} klucza API. {advice} SiteTray nigdy nie przechowuje kluczy API jako zwykłego tekstu.',
    locked: 'Systemowy pęk kluczy jest zablokowany{because}, więc SiteTray nie może {operation} klucza API. {advice}',
    failed: 'Systemowy pęk kluczy nie mógł {operation} klucza API{because}. {advice}',
    because: ' ({detail})',
    macLocked: 'Odblokuj pęk kluczy „login” w aplikacji Pęk kluczy i spróbuj ponownie.',
    mac: 'Sprawdź pęk kluczy „login” w aplikacji Pęk kluczy.',
    windows: 'Sprawdź, czy Menedżer poświadczeń systemu Windows jest dostępny dla Twojego konta użytkownika.',
    linuxLocked:
      'Odblokuj bazę kluczy (w GNOME Keyring bazę „login”, np. programem Seahorse / „Hasła i klucze”) i spróbuj ponownie.',
    linux:
      'W systemie Linux zainstaluj i odblokuj usługę Secret Service, np. GNOME Keyring (i uruchamiaj SiteTray w sesji pulpitu z D-Bus).',
  },
  check: {
    address: 'Sprawdź adres usługi: to adres, pod którym otwierasz usługę statystyk, np. {example}.',
    unauthorized:
      '{host} nie przyjął klucza API. Skopiuj klucz ponownie z obszaru konta w usłudze (sekcja API) i wklej go tutaj.',
    forbidden:
      'Klucz API jest ważny, ale konto w {host} nie ma dostępu do API: jego plan nie obejmuje API. Wybierz plan z dostępem do API albo użyj klucza innego konta.',
    rateLimitedSeconds:
      '{host} ogranicza teraz żądania z tego komputera (za dużo w ostatniej minucie). Spróbuj ponownie za {duration}.',
    rateLimitedMinute:
      '{host} ogranicza teraz żądania z tego komputera (za dużo w ostatniej minucie). Spróbuj ponownie za minutę.',
    server:
      '{host} miał wewnętrzny problem. Spróbuj ponownie później; jeśli problem nie ustąpi, powiadom administratora usługi.',
    timeout:
      '{host} nie odpowiedział na czas. Sprawdź połączenie z internetem i adres usługi, a potem spróbuj ponownie.',
    cancelled: 'Sprawdzanie połączenia anulowano, zanim usługa odpowiedziała.',
    cannotConnect:
      'SiteTray nie mógł połączyć się z {host}. Sprawdź adres (pisownię, port), połączenie z internetem i czy usługa działa.',
    notStatistics: '{host} odpowiedział, ale nie jak usługa statystyk. {advice}',
    redirectsUnknown:
      'Zamiast odpowiedzieć, {host} odsyła SiteTray pod inny adres. Sprawdź adres usługi: otwórz go w przeglądarce i wpisz adres, pod którym się znajdziesz.',
    loginRedirect:
      'Zamiast odpowiedzieć, {host} odesłał SiteTray na swoją stronę logowania: klucz API nie został przyjęty. Skopiuj klucz ponownie z obszaru konta w usłudze i wklej go tutaj.',
    redirectsTo:
      'Zamiast odpowiedzieć, {host} odsyła SiteTray do {location}. Sprawdź adres usługi: wpisz adres, którego usługa faktycznie używa.',
    loginPage:
      'Zamiast danych {host} odpowiedział swoją stroną logowania: klucz API nie został przyjęty. Skopiuj klucz ponownie z obszaru konta w usłudze i wklej go tutaj.',
    webPage: '{host} odpowiedział stroną internetową, a nie jak usługa statystyk. {advice}',
    otherVersion:
      'Na {host} działa teraz inna wersja usługi statystyk niż w chwili dodania tego konta. Odłącz konto i dodaj je ponownie: SiteTray będzie wtedy działać z obecną wersją.',
    notList: '{host} odpowiedział, ale nie listą witryn. {advice}',
    unusableList: '{host} odpowiedział listą witryn, z którą SiteTray nie może pracować. {advice}',
    noService: '{host} odpowiedział, ale nie ma tam usługi statystyk. {advice}',
    notChecked: 'Nie udało się sprawdzić usługi.',
  },
  account: {
    labelTooLong: 'Nazwa konta może mieć najwyżej tyle znaków: {max}.',
    gone: 'To konto już nie istnieje.',
    notThere: 'To konto nie istnieje (już).',
    demoRemoved: 'Konto demo zostało odłączone. Wypróbuj wersję demo ponownie.',
    demoLabel: 'Demo',
    noKey: 'To konto nie ma klucza API na tym komputerze. Wpisz go w ustawieniach konta.',
    listMovedAside: '{notice} SiteTray uruchamia się bez kont.',
    listUnreadable: '{notice} Do tego czasu SiteTray nie pokazuje żadnych kont.',
    theList: 'listy kont',
    theEdits: 'zmian konta „{account}” czekających na wysłanie',
    editsMovedAside: '{notice} Nie zostały wysłane: wprowadź je ponownie.',
    editsUnreadable: '{notice} Do tego czasu SiteTray nie może zachowywać nowych zmian tego konta.',
    editsRejected:
      'SiteTray nie mógł odczytać {count} zmiany konta „{account}” czekającej na wysłanie. Zachowano ją w {file} i nie wysłano: wprowadź ją ponownie. | SiteTray nie mógł odczytać {count} zmian konta „{account}” czekających na wysłanie. Zachowano je w {file} i nie wysłano: wprowadź je ponownie. | SiteTray nie mógł odczytać {count} zmian konta „{account}” czekających na wysłanie. Zachowano je w {file} i nie wysłano: wprowadź je ponownie. | SiteTray nie mógł odczytać {count} zmiany konta „{account}” czekającej na wysłanie. Zachowano je w {file} i nie wysłano: wprowadź je ponownie.',
    interval: 'Interwał synchronizacji to liczba całkowita milisekund, 0 oznacza wyłączenie.',
  },
  storage: {
    movedAside: 'SiteTray nie mógł odczytać {what} ({reason}). Plik zachowano jako {file}.',
    unreadable:
      'SiteTray nie mógł odczytać {what} ({reason}). Plik pozostawiono bez zmian i nie zostanie nadpisany: zamknij SiteTray i uruchom go ponownie, aby go odczytać.',
    damaged: 'jego zawartość jest uszkodzona',
    notOutbox: 'to nie jest plik zmian do wysłania: {detail}',
  },
  system: {
    diskFull: 'dysk jest pełny',
    quota: 'limit miejsca na dysku został wyczerpany',
    notAllowed: 'SiteTray nie ma uprawnień do swojego folderu danych',
    readOnly: 'dysk jest tylko do odczytu',
    busy: 'inny program blokuje plik',
    folder: 'w miejscu pliku jest folder',
    tooManyFiles: 'system ma otwartych zbyt wiele plików',
    io: 'dysk zgłosił błąd',
    refused: 'system odmówił odczytu lub zapisu pliku',
    unexpected: 'wystąpił nieoczekiwany błąd',
  },
  outbox: {
    savedOffline: 'Zapisano na tym komputerze: SiteTray wyśle zmianę, gdy usługa znów odpowie.',
    savedKey:
      'Zapisano na tym komputerze: usługa nie przyjęła klucza API; SiteTray wyśle zmianę, gdy klucz znów zadziała.',
    savedPlan:
      'Zapisano na tym komputerze: plan konta nie obejmuje obecnie API; SiteTray wyśle zmianę, gdy plan znów obejmie API.',
    savedUntrusted:
      'Zapisano na tym komputerze: ten komputer nie ufa certyfikatowi usługi; SiteTray wyśle zmianę, gdy zacznie mu ufać.',
    savedRetry: 'Zapisano na tym komputerze: usługa miała z nią problem; SiteTray wkrótce spróbuje ponownie.',
    savedConflict:
      'Zapisano na tym komputerze: ta zmiana następuje po innej zmianie tej witryny, która czeka na Twoją decyzję.',
    savedBusy: 'Zapisano na tym komputerze: usługa jest zajęta, SiteTray wyśle zmianę za około {duration}.',
    sending: 'Zapisano na tym komputerze — wysyłanie…',
    passwordInMemory: 'Hasło jest przechowywane tylko w pamięci, do zamknięcia SiteTray.',
    passwordLost:
      'SiteTray nigdy nie zapisuje haseł na dysku, a ta zmiana powstała przed ponownym uruchomieniem SiteTray. Wpisz hasło ponownie.',
    changed: 'Od ostatniego odczytu zmieniono to na serwerze. Wybierz, którą wartość zachować.',
    deleted: 'Ta witryna została usunięta na serwerze.',
    rejected: 'Serwer nie przyjął tej zmiany.',
    droppedDeleted: 'Ta witryna została usunięta na serwerze; zmianę odrzucono razem z nią.',
    droppedNotCreated: 'Nowa witryna została odrzucona; zmianę odrzucono razem z nią.',
    resolved: 'Ten konflikt został już rozwiązany.',
    onlyDiscardDeleted: 'Witryna została usunięta na serwerze; tę zmianę można tylko odrzucić.',
    onlyDiscardRefused: 'Serwer odrzucił tę zmianę; można ją tylko odrzucić.',
    sentAgain: 'W międzyczasie tę zmianę wysłano ponownie; nie czeka już na Twoją decyzję.',
    notWaiting: 'Ta zmiana już nie czeka; w międzyczasie została wysłana lub odrzucona.',
    discarded: 'Ta zmiana już nie czeka; w międzyczasie została odrzucona.',
    onlyRefused: 'Poprawić i wysłać ponownie można tylko zmianę, którą serwer odrzucił.',
    domainFixed: 'Domeny witryny nie można zmienić.',
    favoriteLater: 'Nowa witryna trafi do ulubionych, gdy tylko zostanie utworzona.',
    alreadyListed: 'Ta witryna jest już na liście.',
    notListed: 'Tej witryny nie ma już na liście.',
    favoriteNotSaved: 'SiteTray nie mógł zapisać ulubionej na tym komputerze: {problem}.',
    changeNotSaved: 'SiteTray nie mógł zapisać zmiany na tym komputerze: {problem}.',
    notAllowed: 'Niektóre wartości są niedozwolone.',
  },
  sweep: {
    ceiling:
      'Usługa podawała kolejne strony listy po stronie {pages}; SiteTray przestał tam czytać, więc witryny usunięte w usłudze mogą nadal być na liście.',
    pastCount:
      'Usługa podawała kolejne strony listy ponad własną liczbę witryn; SiteTray przestał tam czytać, więc witryny usunięte w usłudze mogą nadal być na liście.',
    repeated:
      'Na dalszych stronach usługa podawała witryny, które już wymieniła; SiteTray przestał tam czytać, więc witryny usunięte w usłudze mogą nadal być na liście.',
  },
  shortcut: {
    switcherHasIt: 'Ta kombinacja już otwiera szybki przełącznik. Wybierz inną.',
    windowHasIt: 'Ta kombinacja już pokazuje i ukrywa okno. Wybierz inną.',
  },
  settingsNotSaved: 'Nie udało się zapisać Twoich ustawień ({problem}), więc pozostają bez zmian.',
  checks: {
    apiKeyMissing: 'Wpisz klucz API z obszaru konta w usłudze.',
    apiKeyCharacters:
      'Klucz API zawiera spacje lub znaki, których klucz API nie może mieć. Skopiuj go ponownie z obszaru konta w usłudze.',
    webPageInsteadOfData:
      'Zamiast danych usługa odpowiedziała stroną internetową: klucz API nie został przyjęty albo adres nie należy do API.',
    statsNotUnderstood: 'Usługa przesłała statystyki, których SiteTray nie rozumie: {detail}',
    settingsUnreadableKept:
      'Nie udało się odczytać Twoich ustawień ({reason}), więc SiteTray używa domyślnych. Stary plik zachowano jako {path}.',
    settingsUnreadableLeft:
      'Nie udało się odczytać Twoich ustawień ({reason}), więc SiteTray na razie używa domyślnych. Plik pozostawiono bez zmian, a zmiany tutaj nie są zapisywane: zamknij SiteTray i uruchom go ponownie, aby go odczytać.',
  },
} satisfies Messages<typeof en>
