/** English, the source: what every other catalog translates (docs/architecture.md, "Languages"). */
export default {
  window: {
    starting: 'Starting SiteTray…',
    /** The window's title (the task switcher, screen readers): the view, then the product. */
    title: '{name} — SiteTray',
    /** What the window's title calls each view. */
    views: {
      onboarding: 'Welcome',
      addAccount: 'Add account',
      settings: 'Settings',
      websites: 'Websites',
      conflicts: 'Conflicts',
      account: 'Account',
      newWebsite: 'New website',
      website: 'Website',
      bulk: 'Change websites',
      batch: 'Bulk change',
      excludeMyIp: 'Exclude my IP',
    },
    back: 'Back',
    dismiss: 'Dismiss',
  },
  header: {
    nav: 'Main',
    websites: 'Websites',
    conflicts: 'Conflicts',
    /** The conflicts button's name while there are some: "Conflicts (3)". */
    conflictsCount: 'Conflicts ({count})',
    account: 'Account',
    settings: 'Settings',
    switchAccount: 'Switch account',
  },
  toolbar: {
    search: 'Search websites',
    favoritesOnly: 'Favorites only',
    favoritesOnlyTitle: 'Show favorites only',
    newWebsite: 'New website',
    /** `shortcut`: the keys, as the platform writes them ("Ctrl+N"). */
    newWebsiteTitle: 'New website ({shortcut})',
    websites: '{count} website | {count} websites',
    noMatches: 'No matches',
    matches: '{count} match | {count} matches',
    sort: 'Sort',
    orders: {
      domainAsc: 'Address A→Z',
      domainDesc: 'Address Z→A',
      newest: 'Newest first',
      oldest: 'Oldest first',
      recentlyEdited: 'Recently edited',
    },
  },
  list: {
    heading: 'Websites',
    label: 'Websites',
    /** A row whose website has not been loaded yet. */
    loadingRow: 'Loading…',
  },
  row: {
    select: 'Select {domain}',
    favorite: 'Favorite {domain}',
    addFavorite: 'Add to favorites',
    removeFavorite: 'Remove from favorites',
    waitingTitle: 'Edits waiting to be sent',
    waiting: 'Edits waiting to be sent.',
  },
  empty: {
    loading: 'Loading websites…',
    noMatch: 'No websites match “{search}”.',
    noFavorites: 'No favorites yet. Star a website to keep it here.',
    none: 'No websites yet.',
    addFirst: 'Add your first website',
  },
  notices: {
    incomplete:
      'The service could not be reached: showing the websites on this computer, and the list is not complete yet.',
    tryAgain: 'Try again',
  },
  selection: {
    tooMany: 'At most {count} websites can be ticked one by one: use “Select all matching” with a search instead.',
  },
  switcher: {
    label: 'Go to a website',
    placeholder: 'Go to a website…',
    results: 'Websites',
    loading: 'Loading websites…',
    noMatch: 'No website matches “{search}”.',
    typeName: 'Type a website’s name.',
    recent: 'Opened lately and favorites.',
    best: 'The best match. | The best {count} matches.',
    matches: '{count} match. | {count} matches.',
    /** A result as a screen reader hears it: the domain, then the account. */
    option: '{domain}, {account}',
    optionFavorite: '{domain}, {account}, favorite',
    keyOpen: 'open',
    keyFavorite: 'favorite',
    keyClose: 'close',
  },
  status: {
    refresh: 'Refresh',
  },
  connection: {
    connectedAs: 'Connected as {name}.',
    connected: 'Connected.',
    /** Who answered, then what the server's version means. */
    withNote: '{connected} {note}',
  },
  batches: {
    label: 'Bulk changes',
    applied: '{count} applied | {count} applied',
    toReview: '{count} to review | {count} to review',
    refused: '{count} refused | {count} refused',
    /** Between the counts: "3 applied, 1 to review". */
    separator: ', ',
    /** `parts`: the counts above, joined by the separator. */
    done: 'Done: {parts}',
    cancelled: 'Cancelled: {parts}',
    resultsOf: 'Results of “{title}”',
    progress: 'Progress',
    results: 'Results',
  },
  keyStates: {
    verified: { title: 'Key verified', advice: 'The service accepted this API key.' },
    unverified: {
      title: 'Key not yet verified',
      advice:
        'The key is saved, but the service could not be reached to check it. SiteTray checks it as soon as the service answers.',
    },
    refused: {
      title: 'Key refused',
      advice:
        'The service no longer accepts this key. Create or copy a key in the service’s account area (API section) and enter it below. If its administrator restores it, SiteTray notices by itself.',
    },
    noApi: {
      title: 'Plan without API access',
      advice:
        'The key is valid, but this account’s plan does not include the API (anymore), and a new key cannot change that. SiteTray keeps your changes and sends them when the plan includes the API again; it checks by itself.',
    },
    missing: {
      title: 'No key on this computer',
      advice: 'SiteTray has no API key for this account. Enter the key from the service’s account area below.',
    },
    keychain: {
      title: 'Keychain locked',
      advice:
        'SiteTray could not read the system keychain, where it keeps API keys. Unlock the keychain (or start your keyring service), then try the connection again. SiteTray never stores keys anywhere else.',
    },
  },
  query: {
    search: 'The search must be text of at most 255 characters.',
    searchBy: 'Search by domain.',
    sort: 'Sort ascending (asc) or descending (desc).',
    sortBy: 'Sort by created or domain.',
    favorite: 'The favorite filter is either on or off.',
    perPage: 'Results per page must be a whole number.',
    page: 'The page must be a whole number from 1.',
    noSearchBy: 'This service does not choose what to search by.',
    addressOnly: 'This service only sorts by address.',
    noFavoriteFilter: 'This service cannot filter by favorite.',
    notAField: '“{field}” is not a field SiteTray can send.',
    notAnObject: 'A list query is an object of filters.',
  },
}
