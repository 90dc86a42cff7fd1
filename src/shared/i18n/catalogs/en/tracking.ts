/** English, the source: the tracking code and "Check installation". */
export default {
  /** The editor's panel. */
  panel: {
    title: 'Tracking code',
    hint: 'Paste it into every page of {domain}, just before {tag}. Visits are counted from then on.',
    dnt: 'Respect Do Not Track',
    dntHint: 'Visitors whose browser asks not to be tracked are not counted.',
    copy: 'Copy tracking code',
    copied: 'Copied to the clipboard.',
    show: 'Show the code',
    codeLabel: 'Tracking code for {domain}',
    check: 'Check installation',
    checking: 'Checking…',
    checked: 'Checked {age}',
    limits:
      'The check reads the home page as a first visitor would, without signing in: a code added later by JavaScript or a page behind a login is not seen.',
  },
  /** Said after a website is created. */
  newWebsite: {
    next: 'Next: add the tracking code to your site.',
  },
  /** The list's and the tray's mark on a website without any visit since it was created. */
  mark: {
    noVisitsYet: 'no visits yet',
    title: 'No visit recorded since it was created',
    check: 'Check',
    checkLabel: 'Check the installation on {domain}',
  },
  tray: {
    copy: 'Copy tracking code',
    check: 'Check installation…',
    copyFailed: 'The tracking code could not be copied',
  },
  check: {
    websiteGone: 'This website is no longer in the list.',
  },
  /** The outcome of a check: a title, then what to do. */
  outcome: {
    installedTitle: 'Installed',
    installed: 'The home page of {host} carries the tracking code, and it sends visits to this account.',
    visitsToday: 'First visits arrived today.',
    noVisitsYet: 'No visits recorded yet — open the site once to check.',
    elsewhereTitle: 'Installed, but pointing elsewhere',
    elsewhere:
      'The code on {host} sends visits to {dataHost}, not to {expected}. Replace it with this account’s tracking code.',
    otherHostTitle: 'On another host',
    otherHost:
      'The home page moved to {host}. The service counts visits only on {domain} (with or without www.), so add {host} as a website too, or stop the redirect.',
    notFoundTitle: 'Not found on the home page',
    notFound:
      'The home page of {host} does not carry the tracking code. A tag manager or a single-page app may add it later, which this check cannot see: open the site, then look for today’s visits. Otherwise check that the code is in the page’s head, on every page.',
    unreachableTitle: 'Could not reach the site',
    tooLargeTitle: 'The page is too large to check',
    privateNetworkTitle: 'Redirect not followed',
    overHttp: 'https could not connect, so the page was checked over http.',
    hiddenCharacters: 'The address in the code contains invisible characters. Copy this account’s tracking code again.',
  },
  unreachable: {
    dns: 'The name {host} does not resolve. Check the website’s domain.',
    refused: '{host} refused the connection, over https and over http.',
    certificate: 'The certificate of {host} is not trusted by this computer.',
    timeout: '{host} did not answer in time.',
    tooLarge: 'The home page of {host} is larger than {size}; the check reads no more than that.',
    status: '{host} answered with the error HTTP {status}.',
    tooManyRedirects: '{host} redirects more than {count} times (a loop?).',
    notHttp: '{host} redirects to an address that is not a web page.',
    unusualStatus: '{host} answered with the unusual status {status}. Check the server’s configuration.',
    privateNetwork:
      '{host} redirects to {target}, an address in a private network. The check does not follow a public site into a private network: check the site’s redirects.',
    other: '{host} could not be read.',
  },
}
