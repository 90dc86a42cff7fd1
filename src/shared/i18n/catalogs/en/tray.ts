/** English, the source: what every other catalog translates (docs/architecture.md, "Languages"). */
export default {
  menu: {
    open: 'Open SiteTray',
    addAccount: 'Add account…',
    tryDemo: 'Try the demo',
    refreshNow: 'Refresh now',
    settings: 'Settings…',
    /** Each platform's own word for leaving an app: macOS names the app, Windows says "Exit", Linux desktops "Quit". */
    quit: { darwin: 'Quit SiteTray', win32: 'Exit', linux: 'Quit' },
    notificationsBlocked: 'Notifications cannot be shown',
  },
  websites: {
    allFavorites: 'All {count} favorite… | All {count} favorites…',
    recentlyEdited: 'Recently edited',
    noWebsites: 'No websites yet',
    noFavorites: 'No favorites yet — star websites in SiteTray',
    openInApp: 'Open in SiteTray',
  },
  tooltip: {
    noAccount: 'no account yet',
    conflicts: '{count} conflict to review | {count} conflicts to review',
    waiting: '{count} edit waiting | {count} edits waiting',
    notificationsBlocked: 'notifications cannot be shown',
  },
  failure: {
    quickEdit: 'SiteTray could not make that change',
    demo: 'The demo could not start',
    unexpected: 'Something unexpected went wrong.',
  },
}
