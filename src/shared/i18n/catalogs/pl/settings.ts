import type { Messages } from '../../messages'
import type en from '../en/settings'

export default {
  language: {
    label: 'Język',
    system: 'Systemowy ({language})',
    hint: 'SiteTray korzysta z preferowanych języków Twojego systemu, chyba że wybierzesz tu jeden z nich.',
  },
  view: {
    title: 'Ustawienia',
    loading: 'Wczytywanie…',
    version: 'SiteTray {version}',
    showLog: 'Pokaż plik dziennika',
    notifications: 'Powiadomienia',
  },
  launch: {
    label: 'Uruchamiaj po zalogowaniu',
    hint: 'Uruchamiaj SiteTray w {place} po zalogowaniu.',
  },
  theme: {
    legend: 'Wygląd',
    system: 'Systemowy',
    light: 'Jasny',
    dark: 'Ciemny',
  },
  refresh: {
    label: 'Odświeżanie witryn',
    hint: 'Jak często SiteTray odczytuje wszystkie witryny z usługi. Zmiany są zawsze wysyłane od razu.',
    manual: 'Tylko na żądanie',
    hourly: 'Co godzinę',
    everyMinutes: 'Co {count} minutę | Co {count} minuty | Co {count} minut | Co {count} minuty',
  },
  alerts: {
    label: 'Alerty o odwiedzających',
    hint: 'Powiadomienie, gdy witryna, która zwykle ma odwiedzających, nie ma żadnych albo ma ich znacznie więcej niż zwykle.',
    silent: 'Cisza',
    silentAfter:
      'Po {count} dniu bez odwiedzających | Po {count} dniach bez odwiedzających | Po {count} dniach bez odwiedzających | Po {count} dnia bez odwiedzających',
    spike: 'Skok',
    spikeFactor: '{factor}× zwykłego dnia',
    spikeMinimum:
      'I co najmniej {count} odwiedzający w ciągu dnia. | I co najmniej {count} odwiedzających w ciągu dnia. | I co najmniej {count} odwiedzających w ciągu dnia. | I co najmniej {count} odwiedzającego w ciągu dnia.',
  },
  shortcut: {
    label: 'Globalny skrót klawiszowy',
    purpose: 'pokazuje lub ukrywa SiteTray z dowolnej aplikacji',
    clear: 'Wyczyść',
    clearLabel: 'Wyczyść skrót',
    placeholder: 'Naciśnij klawisze, np. {example}',
    holdModifier: 'Przytrzymaj {modifiers}, naciskając klawisz, np. {example}.',
    unusableKey: 'SiteTray nie może użyć tego klawisza w skrócie. Spróbuj litery, cyfry lub klawisza funkcyjnego.',
    hintSet: '{shortcut} {purpose}. Aby go zmienić, kliknij pole i naciśnij inne klawisze.',
    hintEmpty: 'Kliknij pole i naciśnij kombinację klawiszy, np. {example}. Skrót {purpose}.',
  },
  switcher: {
    label: 'Skrót szybkiego przełącznika',
    purpose: 'otwiera szybki przełącznik z dowolnej aplikacji (w oknie SiteTray robi to też {inWindow})',
    clearLabel: 'Wyczyść skrót przełącznika',
  },
  ipLookup: {
    label: 'Usługa „Jaki mam IP”',
    invalid: 'Wpisz adres https://, np. {example}.',
    hint: 'Pytana o publiczny adres tego komputera tylko wtedy, gdy klikniesz „Wyklucz mój IP”. Puste: {address}.',
  },
  update: {
    restart: 'Uruchom ponownie, aby zaktualizować',
    packageManager: 'Aktualizacje pochodzą z Twojego menedżera pakietów.',
    unavailable: 'SiteTray nie może się sam zaktualizować: pobieraj nowe wersje ze strony wydań.',
    upToDate: 'SiteTray jest aktualny.',
    checkFailed: 'Nie udało się sprawdzić aktualizacji; SiteTray spróbuje ponownie jutro.',
    checking: 'Sprawdzanie aktualizacji…',
    downloading: 'Pobieranie wersji {version}…',
    downloadingPercent: 'Pobieranie wersji {version} ({percent})…',
    ready: 'Wersja {version} jest gotowa: uruchom ponownie, aby zaktualizować (albo zainstaluje się przy zamknięciu).',
    restarting: 'Ponowne uruchamianie w celu instalacji wersji {version}…',
  },
} satisfies Messages<typeof en>
