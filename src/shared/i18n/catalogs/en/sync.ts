/** English, the source: what every other catalog translates (docs/architecture.md, "Languages"). */
export default {
  status: {
    offline: 'Offline',
    offlineWaiting: 'Offline — {count} edit waiting | Offline — {count} edits waiting',
    syncingOf: 'Syncing {done} of {total}',
    syncing: 'Syncing…',
    sending: 'Sending {count} edit… | Sending {count} edits…',
    problem: 'Sync problem: {message}',
    notYet: 'Not synced yet',
    synced: 'Synced {ago}',
    applying: 'Applying to {done} of {total}',
  },
  ago: {
    justNow: 'just now',
  },
  api: {
    unauthorized: 'The API key was not accepted. Check the key in the account settings.',
    forbidden: "This account's plan does not include API access.",
    notFound: 'The website no longer exists on the server.',
    validation: 'The server did not accept some fields.',
    rateLimited: 'The service asked SiteTray to slow down. Try again in a moment.',
    timeout: 'The service did not answer in time.',
    network: 'The service cannot be reached. Check the connection and the service address.',
    server: 'The service had a problem handling the request. Try again later.',
    badResponse: 'The service sent an answer SiteTray does not understand. Check the service address.',
    invalidRequest: 'The request was not sent because some values are not allowed.',
    noAnswerWithin: 'The service did not answer within {duration}.',
    notUnderstood: 'The service sent an answer SiteTray does not understand: {detail}',
    wrongAddress: 'The service answered, but not as a websites API. Check the service address and the API variant.',
    redirectsTo:
      'The service redirects to {origin} instead of answering. Check the service address: enter the address the service really uses.',
    redirectsElsewhere:
      'The service redirects to another address instead of answering. Check the service address: enter the address the service really uses.',
    enterAddress: 'Enter the service address, e.g. {example}.',
    httpsOnly: 'The service address must start with {scheme}.',
    httpLocalOnly: 'Use {scheme} for the service address: plain {plain} is only allowed for this computer (localhost).',
    enterKey: "Enter the API key from the service's account area.",
    badKeyChars:
      "The API key contains spaces or characters an API key cannot have. Copy it again from the service's account area.",
    noCredentials: 'Leave user names and passwords out of the service address.',
    variant: 'The API variant is A or B.',
    noId: 'A website has no valid id.',
    notObject: 'A website is not an object.',
    noDomain: 'A website has no domain.',
    noData: 'The list has no data.',
    statsNoCount: 'A statistics row has no count.',
    statsNotObject: 'A statistics row is not an object.',
    statsNoValue: 'A statistics row has no value.',
    statsNoData: 'The statistics have no data.',
    tooLarge:
      "The server's answer was larger than {size}: SiteTray stopped reading what {host} sent. Check the service address.",
  },
  net: {
    untrusted:
      "The certificate of {host} is not trusted by this computer — if your organisation uses its own certificate authority, it must be installed in the system's certificate store.",
    proxyCredentials:
      "The proxy server in this computer's network settings asks for a user name and password, which SiteTray cannot give it. Ask whoever runs the network to let SiteTray through the proxy.",
    certName:
      "The certificate of {host} was made for another address. Check the service address; if it is right, tell the service's administrator.",
    certDate:
      "The certificate of {host} has expired or is not valid yet. Check this computer's date and time; if they are right, tell the service's administrator.",
    certRevoked: "The certificate of {host} has been revoked. Tell the service's administrator.",
    nameNotResolved:
      '{host} could not be found. Check the spelling of the service address, and that this computer is connected to the network.',
    nameResolutionFailed:
      "{host} could not be looked up: this computer's name service did not answer. Check the network connection.",
    connectionRefused:
      '{host} refused the connection. Check the address (and its port) and that the service is running.',
    disconnected: 'This computer is not connected to the network.',
    proxyUnreachable:
      "The proxy server in this computer's network settings cannot be reached. Check the proxy settings, or ask whoever runs the network.",
    tunnelFailed:
      "The proxy server in this computer's network settings refused to connect SiteTray to {host}. Ask whoever runs the network to allow that address.",
    pacFailed:
      "This computer's proxy configuration (its PAC file) could not be used. Check the proxy settings, or ask whoever runs the network.",
    proxyConfigFailed:
      "This computer's proxy configuration could not be used. Check the proxy settings, or ask whoever runs the network.",
    sslFailed:
      "The secure connection to {host} failed: it does not offer one this computer accepts. Check the service address; if it is right, tell the service's administrator.",
  },
  keychain: {
    operation: {
      read: 'read',
      save: 'save',
      delete: 'delete',
    },
    unavailable:
      'SiteTray cannot reach the system keychain{because}, so it cannot {operation} the API key. {advice} SiteTray never stores API keys in plain text.',
    locked: 'The system keychain is locked{because}, so SiteTray cannot {operation} the API key. {advice}',
    failed: 'The system keychain could not {operation} the API key{because}. {advice}',
    because: ' ({detail})',
    macLocked: 'Unlock the login keychain in Keychain Access and try again.',
    mac: 'Check the login keychain in Keychain Access.',
    windows: 'Check that Windows Credential Manager is available for your user account.',
    linuxLocked:
      'Unlock the keyring (for GNOME Keyring, the "login" keyring, e.g. with Seahorse / "Passwords and Keys") and try again.',
    linux:
      'On Linux, install and unlock a Secret Service such as GNOME Keyring (and run SiteTray inside a desktop session with D-Bus).',
  },
  check: {
    address: 'Check the service address: it is the address you open the statistics service at, e.g. {example}.',
    unauthorized:
      "{host} did not accept the API key. Copy the key again from the service's account area (API section) and paste it here.",
    forbidden:
      'The API key is valid, but the account on {host} has no API access: its plan does not include the API. Choose a plan with API access, or use the key of another account.',
    rateLimitedSeconds:
      '{host} is limiting requests from this computer right now (too many in the last minute). Try again in {duration}.',
    rateLimitedMinute:
      '{host} is limiting requests from this computer right now (too many in the last minute). Try again in a minute.',
    server: "{host} had an internal problem. Try again later; if it persists, tell the service's administrator.",
    timeout: '{host} did not answer in time. Check your internet connection and the service address, then try again.',
    cancelled: 'The connection check was cancelled before the service answered.',
    cannotConnect:
      'SiteTray could not connect to {host}. Check the address (spelling, port), your internet connection, and that the service is running.',
    notStatistics: '{host} answered, but not as a statistics service. {advice}',
    redirectsUnknown:
      '{host} sends SiteTray on to another address instead of answering. Check the service address: open it in a browser and enter the address it ends up at.',
    loginRedirect:
      "{host} sent SiteTray to its login page instead of answering: the API key was not accepted. Copy the key again from the service's account area and paste it here.",
    redirectsTo:
      '{host} sends SiteTray on to {location} instead of answering. Check the service address: enter the address the service really uses.',
    loginPage:
      "{host} answered with its login page instead of data: the API key was not accepted. Copy the key again from the service's account area and paste it here.",
    webPage: '{host} answered with a web page, not as a statistics service. {advice}',
    otherVersion:
      '{host} now runs another version of the statistics service than when this account was added. Remove the account and add it again: SiteTray then works with the version it runs now.',
    notList: '{host} answered, but not with a list of websites. {advice}',
    unusableList: '{host} answered with a list of websites SiteTray cannot work with. {advice}',
    noService: '{host} answered, but no statistics service is there. {advice}',
    notChecked: 'The service could not be checked.',
  },
  account: {
    labelTooLong: 'Keep the account name to {max} characters or fewer.',
    gone: 'This account no longer exists.',
    notThere: 'This account does not exist (any more).',
    demoRemoved: 'The demo account was removed. Try the demo again.',
    demoLabel: 'Demo',
    noKey: 'This account has no API key on this computer. Enter it in the account settings.',
    listMovedAside: '{notice} SiteTray starts without accounts.',
    listUnreadable: '{notice} Until then SiteTray shows no accounts.',
    theList: 'the list of accounts',
    theEdits: 'the edits waiting to be sent for “{account}”',
    editsMovedAside: '{notice} They were not sent: make them again.',
    editsUnreadable: '{notice} Until then SiteTray cannot keep new changes for this account.',
    editsRejected:
      'SiteTray could not read {count} edit waiting to be sent for “{account}”. It was kept in {file} and not sent: make it again. | SiteTray could not read {count} edits waiting to be sent for “{account}”. They were kept in {file} and not sent: make them again.',
    interval: 'The sync interval is a whole number of milliseconds, 0 for off.',
  },
  storage: {
    movedAside: 'SiteTray could not read {what} ({reason}). The file was kept as {file}.',
    unreadable:
      'SiteTray could not read {what} ({reason}). The file was left as it is and will not be overwritten: quit and start SiteTray again to read it.',
    damaged: 'its content is damaged',
    notOutbox: 'not an outbox file: {detail}',
  },
  system: {
    diskFull: 'the disk is full',
    quota: 'the disk quota is used up',
    notAllowed: 'SiteTray is not allowed to use its data folder',
    readOnly: 'the disk is read-only',
    busy: 'another program is holding the file',
    folder: 'a folder is where the file should be',
    tooManyFiles: 'the system has too many files open',
    io: 'the disk reported an error',
    refused: 'the system refused to read or write a file',
    unexpected: 'something unexpected went wrong',
  },
  outbox: {
    savedOffline: 'Saved on this computer: SiteTray will send it when the service answers again.',
    savedKey:
      'Saved on this computer: the service did not accept the API key; SiteTray will send it once the key works again.',
    savedPlan:
      "Saved on this computer: the account's plan does not include the API at the moment; SiteTray will send it when it does.",
    savedUntrusted:
      "Saved on this computer: the service's certificate is not trusted by this computer; SiteTray will send it once it is.",
    savedRetry: 'Saved on this computer: the service had a problem with it; SiteTray will try again shortly.',
    savedConflict: 'Saved on this computer: it follows a change to this website that waits for your choice.',
    savedBusy: 'Saved on this computer: the service is busy, SiteTray will send it in about {duration}.',
    sending: 'Saved on this computer — sending…',
    passwordInMemory: 'The password is kept in memory only, until SiteTray quits.',
    passwordLost:
      'SiteTray never stores passwords on disk, and this edit was made before SiteTray restarted. Enter the password again.',
    changed: 'This was changed on the server since you last saw it. Choose which value to keep.',
    deleted: 'This website was deleted on the server.',
    rejected: 'The server did not accept this change.',
    droppedDeleted: 'This website was deleted on the server; the change was discarded with it.',
    droppedNotCreated: 'The new website was discarded; the change was discarded with it.',
    resolved: 'This conflict has already been resolved.',
    onlyDiscardDeleted: 'The website was deleted on the server; this edit can only be discarded.',
    onlyDiscardRefused: 'The server refused this edit; it can only be discarded.',
    sentAgain: 'This edit was sent again meanwhile; it is no longer waiting for your choice.',
    notWaiting: 'This edit is no longer waiting; it was sent or discarded meanwhile.',
    discarded: 'This edit is no longer waiting; it was discarded meanwhile.',
    onlyRefused: 'Only a change the server refused can be corrected and sent again.',
    domainFixed: 'The domain of a website cannot be changed.',
    favoriteLater: 'A new website is made a favorite once it exists.',
    alreadyListed: 'This website is already in the list.',
    notListed: 'This website is not in the list any more.',
    favoriteNotSaved: 'SiteTray could not save the favorite on this computer: {problem}.',
    changeNotSaved: 'SiteTray could not save the change on this computer: {problem}.',
    notAllowed: 'Some values are not allowed.',
  },
  sweep: {
    ceiling:
      'The service kept listing pages past page {pages}; SiteTray stopped reading there, so websites deleted on the service may still be listed.',
    pastCount:
      'The service kept listing pages past its own count of websites; SiteTray stopped reading there, so websites deleted on the service may still be listed.',
    repeated:
      'The service answered later pages with websites it had already listed; SiteTray stopped reading there, so websites deleted on the service may still be listed.',
  },
  shortcut: {
    switcherHasIt: 'This combination opens the quick switcher already. Choose another one.',
    windowHasIt: 'This combination shows and hides the window already. Choose another one.',
  },
  settingsNotSaved: 'Your settings could not be saved ({problem}), so they stay as they were.',
  /** Checks and answers main words while talking to the service or reading its files. */
  checks: {
    apiKeyMissing: "Enter the API key from the service's account area.",
    apiKeyCharacters:
      "The API key contains spaces or characters an API key cannot have. Copy it again from the service's account area.",
    webPageInsteadOfData:
      "The service answered with a web page instead of data: the API key was not accepted, or the address is not the API's.",
    statsNotUnderstood: 'The service sent statistics SiteTray does not understand: {detail}',
    settingsUnreadableKept:
      'Your settings could not be read ({reason}), so SiteTray uses its defaults. The old file was kept as {path}.',
    settingsUnreadableLeft:
      'Your settings could not be read ({reason}), so SiteTray uses its defaults for now. The file was left as it is and changes here are not saved: quit and start SiteTray again to read it.',
  },
}
