import type { Messages } from '../../messages'
import type en from '../en/system'

export default {
  appMenu: {
    about: 'Über SiteTray',
    hide: 'SiteTray ausblenden',
    hideOthers: 'Andere ausblenden',
    showAll: 'Alle einblenden',
    quit: 'SiteTray beenden',
    edit: 'Bearbeiten',
    undo: 'Widerrufen',
    redo: 'Wiederholen',
    cut: 'Ausschneiden',
    copy: 'Kopieren',
    paste: 'Einsetzen',
    pasteAndMatchStyle: 'Einsetzen und Stil anpassen',
    delete: 'Löschen',
    selectAll: 'Alles auswählen',
    window: 'Fenster',
    minimize: 'Im Dock ablegen',
    close: 'Fenster schließen',
  },
  notice: {
    aWebsite: 'Eine Website',
    changedTitle: '{domain} wurde anderswo geändert',
    changedBody: 'Jemand hat {fields} auch beim Dienst geändert. Wählen Sie, welcher Wert bleiben soll.',
    deletedTitle: '{domain} wurde beim Dienst gelöscht',
    deletedBody: 'Ihre Änderung konnte nicht gesendet werden. Öffnen Sie SiteTray, um sie zu verwerfen.',
    refusedTitle: '{domain}: Ihre Änderung wurde abgelehnt',
    refusedReason: 'Der Dienst hat sie nicht angenommen.',
    refusedBody: '{reason} Ihre Werte bleiben in SiteTray erhalten.',
    manyTitle: '{count} Änderung braucht Ihre Aufmerksamkeit | {count} Änderungen brauchen Ihre Aufmerksamkeit',
    manyBody:
      'Einige Ihrer Änderungen konnten nicht so gespeichert werden, wie sie waren. Öffnen Sie SiteTray, um sie zu prüfen.',
    unreadableFile: 'SiteTray hat eine Datei aufbewahrt, die es nicht lesen konnte',
  },
  trayPlace: {
    darwin: 'in der Menüleiste',
    win32: 'im Infobereich',
    linux: 'im Systembereich der Leiste',
  },
  notifications: {
    unsupported:
      'Dieses System kann keine Benachrichtigungen anzeigen. SiteTray zeigt daher in seinem Menü {place}, was Ihre Aufmerksamkeit braucht.',
    failed:
      'SiteTray konnte keine Benachrichtigung anzeigen. Erlauben Sie Benachrichtigungen für SiteTray in den Systemeinstellungen; bis dahin zeigt sein Menü {place}, was Ihre Aufmerksamkeit braucht.',
    failedBecause:
      'SiteTray konnte keine Benachrichtigung anzeigen ({reason}). Erlauben Sie Benachrichtigungen für SiteTray in den Systemeinstellungen; bis dahin zeigt sein Menü {place}, was Ihre Aufmerksamkeit braucht.',
  },
  loginItem: {
    macNeedsApproval:
      'macOS bittet Sie, dies zu bestätigen: Erlauben Sie SiteTray unter Systemeinstellungen → Allgemein → Anmeldeobjekte. Bis dahin startet es nicht beim Anmelden.',
    macNotRegistered:
      'macOS hat SiteTray nicht zu Ihren Anmeldeobjekten hinzugefügt (ein nicht signierter und nicht notarisierter Build kann keines sein). Fügen Sie es selbst unter Systemeinstellungen → Allgemein → Anmeldeobjekte hinzu.',
    macDevelopmentBuild:
      'Ein Entwicklungs-Build von SiteTray trägt sich unter macOS nicht zum Start beim Anmelden ein (es würde stattdessen Electron starten): Das installierte SiteTray tut es.',
    windowsRefused:
      'Windows hat die Änderung am Autostart von SiteTray nicht übernommen. Prüfen Sie Einstellungen → Apps → Autostart.',
    failed: 'SiteTray konnte seinen Autostart nicht ändern: {reason}',
  },
  shortcut: {
    shiftOnly:
      '{shortcut} würde diese Taste jeder App wegnehmen, solange Umschalt gedrückt ist. Nehmen Sie {others} in die Kombination auf.',
    altOnly:
      'In anderen Apps tippt {alt} mit einer Taste ein Zeichen oder öffnet ein Menü: {shortcut} würde ihnen diese Taste wegnehmen. Nehmen Sie {others} in die Kombination auf.',
    ctrlAlt:
      "Auf vielen Tastaturen wirkt {ctrlAlt} wie AltGr, mit dem man Zeichen wie {'@'} und € tippt: {shortcut} würde jeder App eines davon wegnehmen. Lassen Sie {alt} weg oder nehmen Sie {super} hinzu.",
    stillWorks: '{shortcut} funktioniert weiterhin.',
    notAccepted: '{shortcut} ist kein Tastenkürzel, das das System annimmt. Versuchen Sie eine andere Kombination.',
    taken:
      'Eine andere App verwendet {shortcut} bereits, oder das System behält es sich vor. Wählen Sie ein anderes Tastenkürzel.',
    waylandNote:
      'Ihr Desktop entscheidet über globale Tastenkürzel und fragt Sie womöglich, ob Sie dieses bestätigen. Wenn es nichts bewirkt, erlauben Sie es in den Tastatureinstellungen Ihres Desktops.',
    macNote:
      'macOS teilt SiteTray nicht mit, wenn eine andere App dieselben Tasten verwendet. Wenn dieses Tastenkürzel nichts bewirkt, wählen Sie ein anderes.',
  },
  request: {
    unexpected:
      'SiteTray ist auf ein unerwartetes Problem gestoßen. Versuchen Sie es erneut; wenn es wieder passiert, starten Sie SiteTray neu.',
    foreignSender: 'Diese Anfrage kam nicht aus dem SiteTray-Fenster.',
    refused: 'SiteTray hat eine Anfrage mit unzulässigen Werten abgelehnt.',
    unknownFields: 'Unbekannte Felder.',
    notAccepted: 'Kein zulässiger Wert.',
    onlyServiceAddresses: 'Nur die Adresse des Dienstes eines Ihrer Konten kann geöffnet werden.',
    busy: 'Der Dienst ist ausgelastet: SiteTray kann dies in etwa {duration} senden.',
  },
  autostart: {
    comment: 'Ihre Websites im Systembereich der Leiste',
  },
  startup: {
    failed: 'SiteTray konnte nicht starten',
  },
} satisfies Messages<typeof en>
