/** English, the source: what every other catalog translates (docs/architecture.md, "Languages"). */
export default {
  privacy: {
    public: 'Public',
    private: 'Private',
    password: 'Password',
    choosePassword: 'Password…',
  },
  privacyHint: {
    public: 'Anyone with the link can see the statistics.',
    private: 'Only you can see the statistics.',
    password: 'Visitors need a password to see the statistics.',
  },
  settingLabel: {
    domain: 'Domain',
    privacy: 'Statistics page',
    password: 'Password',
    emailReports: 'E-mail reports',
    excludeBots: 'Exclude bots',
    excludeParams: 'Excluded query parameters',
    excludeIps: 'Excluded IP addresses',
    favorite: 'Favorite',
  },
  settingName: {
    domain: 'domain',
    privacy: 'statistics page privacy',
    password: 'password',
    emailReports: 'e-mail reports',
    excludeBots: 'bot exclusion',
    excludeParams: 'excluded query parameters',
    excludeIps: 'excluded IP addresses',
    favorite: 'favorite',
  },
  keyProblem: {
    refused: 'API key refused — fix…',
    noApi: 'Plan without API — changes kept…',
    missing: 'No API key — add it…',
    keychain: 'Keychain locked — open…',
  },
  planWithoutApi:
    'The plan of “{account}” does not include the API (anymore): SiteTray keeps your changes and sends them when it does.',
  reviewConflicts: '{count} conflict — review | {count} conflicts — review',
  olderServer:
    'This service runs an older version ({version} or earlier) that keeps no favorites: SiteTray keeps yours on this computer, so your other devices do not see them.',
  addressHint: {
    withScheme: 'The address of the website, e.g. {example}. SiteTray adds {scheme} for this service.',
    bare: 'The domain of the website, e.g. {example}.',
  },
  perPage: {
    oneOf: 'Results per page must be one of {values}.',
    range: 'Results per page must be a whole number from {min} to {max}.',
  },
  count: {
    edit: '{count} edit | {count} edits',
    conflict: '{count} conflict | {count} conflicts',
    day: '{count} day | {count} days',
    website: '{count} website | {count} websites',
    moreWebsite: '{count} more website | {count} more websites',
    visitor: '{count} visitor | {count} visitors',
    line: '{count} line | {count} lines',
  },
  trayPlace: {
    darwin: 'menu bar',
    win32: 'notification area',
    linux: 'system tray',
  },
  key: {
    ctrl: 'Ctrl',
    del: 'Del',
    ins: 'Ins',
    pageUp: 'Page Up',
    pageDown: 'Page Down',
    plus: 'Plus',
    space: 'Space',
    enter: 'Enter',
    esc: 'Esc',
  },
}
