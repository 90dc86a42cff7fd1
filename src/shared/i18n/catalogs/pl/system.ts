import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: 'O programie SiteTray',
    hide: 'Ukryj SiteTray',
    hideOthers: 'Ukryj pozostałe',
    showAll: 'Pokaż wszystko',
    quit: 'Zakończ SiteTray',
    edit: 'Edycja',
    undo: 'Cofnij',
    redo: 'Przywróć',
    cut: 'Wytnij',
    copy: 'Kopiuj',
    paste: 'Wklej',
    pasteAndMatchStyle: 'Wklej i dopasuj styl',
    delete: 'Usuń',
    selectAll: 'Zaznacz wszystko',
    window: 'Okno',
    minimize: 'Minimalizuj',
    close: 'Zamknij okno',
  },
  notice: {
    aWebsite: 'witryna',
    changedTitle: '{domain}: zmieniono gdzie indziej',
    changedBody: 'Ktoś zmienił też w usłudze: {fields}. Wybierz, którą wartość zachować.',
    deletedTitle: '{domain}: usunięto w usłudze',
    deletedBody: 'Nie udało się wysłać Twojej zmiany. Otwórz SiteTray, aby ją odrzucić.',
    refusedTitle: 'Twoja zmiana w {domain} została odrzucona',
    refusedReason: 'Usługa jej nie przyjęła.',
    refusedBody: '{reason} Twoje wartości są zachowane w SiteTray.',
    manyTitle:
      '{count} zmiana wymaga Twojej uwagi | {count} zmiany wymagają Twojej uwagi | {count} zmian wymaga Twojej uwagi | {count} zmiany wymaga Twojej uwagi',
    manyBody:
      'Niektórych Twoich zmian nie udało się zapisać w takiej postaci, w jakiej były. Otwórz SiteTray, aby je przejrzeć.',
    unreadableFile: 'SiteTray zachował plik, którego nie mógł odczytać',
  },
  trayPlace: {
    darwin: 'na pasku menu',
    win32: 'w obszarze powiadomień',
    linux: 'w zasobniku systemowym',
  },
  notifications: {
    unsupported:
      'Ten system nie może wyświetlać powiadomień, więc SiteTray pokazuje to, co wymaga Twojej uwagi, w swoim menu {place}.',
    failed:
      'SiteTray nie mógł wyświetlić powiadomienia. Zezwól SiteTray na powiadomienia w ustawieniach systemu; do tego czasu to, co wymaga Twojej uwagi, pokazuje jego menu {place}.',
    failedBecause:
      'SiteTray nie mógł wyświetlić powiadomienia ({reason}). Zezwól SiteTray na powiadomienia w ustawieniach systemu; do tego czasu to, co wymaga Twojej uwagi, pokazuje jego menu {place}.',
  },
  loginItem: {
    macNeedsApproval:
      'macOS prosi o zatwierdzenie: zezwól na SiteTray w Ustawieniach systemowych → Ogólne → Rzeczy otwierane podczas logowania. Do tego czasu nie uruchamia się po zalogowaniu.',
    macNotRegistered:
      'macOS nie dodał SiteTray do rzeczy otwieranych podczas logowania (kompilacja bez podpisu i notaryzacji nie może nią być). Dodaj go samodzielnie w Ustawieniach systemowych → Ogólne → Rzeczy otwierane podczas logowania.',
    macDevelopmentBuild:
      'Wersja deweloperska SiteTray nie rejestruje się do uruchamiania po zalogowaniu w macOS (uruchamiałaby Electron): robi to zainstalowany SiteTray.',
    windowsRefused: 'Windows nie przyjął zmiany autostartu SiteTray. Sprawdź Ustawienia → Aplikacje → Uruchamianie.',
    failed: 'SiteTray nie mógł zmienić ustawienia autostartu: {reason}',
  },
  shortcut: {
    shiftOnly:
      '{shortcut} odbierałby ten klawisz wszystkim aplikacjom, gdy tylko Shift jest wciśnięty. Dodaj {others} do kombinacji.',
    altOnly:
      'W innych aplikacjach {alt} z klawiszem wpisuje znak lub otwiera menu: {shortcut} odbierałby im ten klawisz. Dodaj {others} do kombinacji.',
    ctrlAlt:
      "Na wielu klawiaturach {ctrlAlt} działa jak AltGr, który wpisuje znaki takie jak {'@'} i €: {shortcut} odbierałby jeden z nich wszystkim aplikacjom. Pomiń {alt} albo dodaj {super}.",
    stillWorks: '{shortcut} nadal działa.',
    notAccepted: '{shortcut} nie jest skrótem, który system akceptuje. Spróbuj innej kombinacji.',
    taken: 'Inna aplikacja już używa {shortcut} albo system go zarezerwował. Wybierz inny.',
    waylandNote:
      'O skrótach globalnych decyduje Twoje środowisko pulpitu i może poprosić o potwierdzenie tego skrótu. Jeśli nic się nie dzieje, zezwól na niego w ustawieniach klawiatury pulpitu.',
    macNote:
      'macOS nie informuje SiteTray, gdy inna aplikacja używa tych samych klawiszy. Jeśli ten skrót nic nie robi, wybierz inny.',
  },
  request: {
    unexpected:
      'SiteTray napotkał nieoczekiwany problem. Spróbuj ponownie; jeśli to się powtarza, uruchom SiteTray ponownie.',
    foreignSender: 'To żądanie nie pochodzi z okna SiteTray.',
    refused: 'SiteTray odrzucił żądanie z niedozwolonymi wartościami.',
    unknownFields: 'Nieznane pola.',
    notAccepted: 'Niedozwolona wartość.',
    onlyServiceAddresses: 'Można otworzyć tylko adres usługi jednego z Twoich kont.',
    busy: 'Usługa jest zajęta: SiteTray może to wysłać za około {duration}.',
  },
  autostart: {
    comment: 'Twoje witryny w zasobniku systemowym',
  },
  startup: {
    failed: 'Nie udało się uruchomić SiteTray',
  },
} satisfies Messages<typeof en>
