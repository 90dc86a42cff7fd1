/** English, the source: what every other catalog translates (docs/architecture.md, "Languages"). */
export default {
  /** macOS's application menu, in the words macOS uses in each language (Electron's role labels are English only). */
  appMenu: {
    about: 'About SiteTray',
    hide: 'Hide SiteTray',
    hideOthers: 'Hide Others',
    showAll: 'Show All',
    quit: 'Quit SiteTray',
    edit: 'Edit',
    undo: 'Undo',
    redo: 'Redo',
    cut: 'Cut',
    copy: 'Copy',
    paste: 'Paste',
    pasteAndMatchStyle: 'Paste and Match Style',
    delete: 'Delete',
    selectAll: 'Select All',
    window: 'Window',
    minimize: 'Minimize',
    close: 'Close Window',
  },
  notice: {
    aWebsite: 'a website',
    changedTitle: '{domain} was changed elsewhere',
    changedBody: 'Someone changed the {fields} on the service too. Choose which value to keep.',
    deletedTitle: '{domain} was deleted on the service',
    deletedBody: 'Your change could not be sent. Open SiteTray to discard it.',
    refusedTitle: 'Your change to {domain} was refused',
    refusedReason: 'The service did not accept it.',
    refusedBody: '{reason} Your values are kept in SiteTray.',
    manyTitle: '{count} edit needs your attention | {count} edits need your attention',
    manyBody: 'Some of your changes could not be saved as they were. Open SiteTray to review them.',
    unreadableFile: 'SiteTray kept a file it could not read',
  },
  /** Where the tray icon lives, as a phrase the notification problems below end their sentence with. */
  trayPlace: {
    darwin: 'in the menu bar',
    win32: 'in the notification area',
    linux: 'in the system tray',
  },
  notifications: {
    unsupported: 'This system cannot show notifications, so SiteTray shows what needs you in its menu {place}.',
    failed:
      'SiteTray could not show a notification. Allow notifications for SiteTray in the system settings; until then, its menu {place} shows what needs you.',
    failedBecause:
      'SiteTray could not show a notification ({reason}). Allow notifications for SiteTray in the system settings; until then, its menu {place} shows what needs you.',
  },
  loginItem: {
    macNeedsApproval:
      'macOS asks you to approve this: allow SiteTray in System Settings → General → Login Items. Until then it does not start at login.',
    macNotRegistered:
      'macOS did not add SiteTray to your login items (a build that is not signed and notarized cannot be one). Add it yourself in System Settings → General → Login Items.',
    macDevelopmentBuild:
      'A development build of SiteTray does not register itself to start at login on macOS (it would start Electron instead): the installed SiteTray does.',
    windowsRefused: 'Windows did not take the change to SiteTray’s login item. Check Settings → Apps → Startup.',
    failed: 'SiteTray could not change its login item: {reason}',
  },
  shortcut: {
    shiftOnly: '{shortcut} would take that key from every app whenever Shift is held. Add {others} to the combination.',
    /** {alt}: Alt or ⌥. */
    altOnly:
      'In other apps, {alt} and a key type a character or open a menu: {shortcut} would take that key from them. Add {others} to the combination.',
    /** {ctrlAlt}: Ctrl+Alt as the platform writes it; {super}: the Windows or Super key. */
    ctrlAlt:
      "On many keyboards {ctrlAlt} works as AltGr, which types characters such as {'@'} and €: {shortcut} would take one from every app. Leave out {alt}, or add {super}.",
    stillWorks: '{shortcut} still works.',
    notAccepted: '{shortcut} is not a shortcut the system accepts. Try another combination.',
    taken: 'Another app already uses {shortcut}, or the system keeps it. Choose another one.',
    waylandNote:
      'Your desktop decides about global shortcuts and may ask you to confirm this one. If it does nothing, allow it in your desktop’s keyboard settings.',
    macNote:
      'macOS does not tell SiteTray when another app uses the same keys. If this shortcut does nothing, choose another one.',
  },
  request: {
    unexpected: 'SiteTray ran into a problem it did not expect. Try again; if it keeps happening, restart SiteTray.',
    foreignSender: 'This request did not come from the SiteTray window.',
    refused: 'SiteTray refused a request whose values are not allowed.',
    unknownFields: 'Unknown fields.',
    notAccepted: 'Not an accepted value.',
    onlyServiceAddresses: 'Only the address of one of your accounts’ services can be opened.',
    busy: 'The service is busy: SiteTray can send this in about {duration}.',
  },
  /** The Linux autostart entry's description: written in every language at once, the desktop picks its own. */
  autostart: {
    comment: 'Your websites in the system tray',
  },
  startup: {
    failed: 'SiteTray could not start',
  },
}
