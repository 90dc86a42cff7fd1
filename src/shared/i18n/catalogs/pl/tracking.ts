import type { Messages } from '../../messages'
import type en from '../en/tracking'

export default {
  panel: {
    title: 'Kod śledzenia',
    hint: 'Wklej go na każdej stronie {domain}, tuż przed {tag}. Od tej chwili wizyty będą liczone.',
    dnt: 'Respektuj Do Not Track',
    dntHint: 'Odwiedzający, których przeglądarka prosi o nieśledzenie, nie są liczeni.',
    copy: 'Kopiuj kod śledzenia',
    copied: 'Skopiowano do schowka.',
    show: 'Pokaż kod',
    codeLabel: 'Kod śledzenia dla {domain}',
    check: 'Sprawdź instalację',
    checking: 'Sprawdzanie…',
    checked: 'Sprawdzono {age}',
    limits:
      'Sprawdzenie odczytuje stronę główną tak jak pierwszy odwiedzający, bez logowania: kodu dodanego później przez JavaScript ani strony za logowaniem nie widzi.',
  },
  newWebsite: {
    next: 'Dalej: dodaj kod śledzenia do swojej witryny.',
  },
  mark: {
    noVisitsYet: 'jeszcze bez wizyt',
    title: 'Od utworzenia nie zarejestrowano żadnej wizyty',
    check: 'Sprawdź',
    checkLabel: 'Sprawdź instalację w {domain}',
  },
  tray: {
    copy: 'Kopiuj kod śledzenia',
    check: 'Sprawdź instalację…',
    copyFailed: 'Nie udało się skopiować kodu śledzenia',
  },
  check: {
    websiteGone: 'Tej witryny nie ma już na liście.',
  },
  outcome: {
    installedTitle: 'Zainstalowany',
    installed: 'Strona główna {host} zawiera kod śledzenia, który wysyła wizyty do tego konta.',
    visitsToday: 'Pierwsze wizyty dotarły dziś.',
    noVisitsYet: 'Nie zarejestrowano jeszcze wizyt — otwórz witrynę raz, aby to sprawdzić.',
    elsewhereTitle: 'Zainstalowany, ale wskazuje gdzie indziej',
    elsewhere: 'Kod na {host} wysyła wizyty do {dataHost}, a nie do {expected}. Zastąp go kodem śledzenia tego konta.',
    otherHostTitle: 'Na innym hoście',
    otherHost:
      'Strona główna przeniosła się na {host}. Usługa liczy wizyty tylko w {domain} (z www. lub bez), więc dodaj też {host} jako witrynę albo usuń przekierowanie.',
    notFoundTitle: 'Nie znaleziono na stronie głównej',
    notFound:
      'Strona główna {host} nie zawiera kodu śledzenia. Menedżer tagów lub aplikacja jednostronicowa mogą go dodawać później, czego to sprawdzenie nie widzi: otwórz witrynę, a potem poszukaj dzisiejszych wizyt. W przeciwnym razie sprawdź, czy kod jest w sekcji head każdej strony.',
    unreachableTitle: 'Nie udało się połączyć z witryną',
    tooLargeTitle: 'Strona jest za duża, aby ją sprawdzić',
    privateNetworkTitle: 'Nie podążono za przekierowaniem',
    overHttp: 'Nie udało się połączyć przez https, więc stronę sprawdzono przez http.',
    hiddenCharacters: 'Adres w kodzie zawiera niewidoczne znaki. Skopiuj ponownie kod śledzenia tego konta.',
  },
  unreachable: {
    dns: 'Nazwy {host} nie da się rozwiązać. Sprawdź domenę witryny.',
    refused: '{host} odrzucił połączenie przez https i przez http.',
    certificate: 'Ten komputer nie ufa certyfikatowi {host}.',
    timeout: '{host} nie odpowiedział na czas.',
    tooLarge: 'Strona główna {host} jest większa niż {size}; sprawdzenie nie czyta więcej.',
    status: '{host} odpowiedział błędem HTTP {status}.',
    tooManyRedirects: '{host} przekierowuje zbyt wiele razy (limit: {count}; pętla?).',
    notHttp: '{host} przekierowuje pod adres, który nie jest stroną internetową.',
    unusualStatus: '{host} odpowiedział nietypowym statusem {status}. Sprawdź konfigurację serwera.',
    privateNetwork:
      '{host} przekierowuje do {target}, adresu w sieci prywatnej. Sprawdzenie nie podąża z publicznej witryny do sieci prywatnej: sprawdź przekierowania witryny.',
    other: 'Nie udało się odczytać {host}.',
  },
} satisfies Messages<typeof en>
