/** A website's statistics: main's words (notifications, the tray, refusals). */
export default {
  main: {
    /** Copy public link, refused: the page is private or behind a password. */
    notPublic:
      "This website's statistics page is not public, so it has no link to share. Make it public in the website's settings first.",
    /** A website's tray submenu: opens the window on its statistics. */
    trayItem: 'Statistics…',
    /** The daily digest's notification title. */
    digestDailyTitle: 'Yesterday on your websites',
    /** The weekly digest's notification title. */
    digestWeeklyTitle: 'Last week on your websites',
    /** The digest's notification: the sums now and in the span before. */
    digestBody:
      'Visitors: {visitors} (before: {previousVisitors}). Pageviews: {pageviews} (before: {previousPageviews}).',
    /** The website whose visitors changed most, with its visitors before and now. */
    digestMover: 'Changed most: {domain}, visitors {previous} → {current}.',
    /** The sums do not cover every website. */
    digestPartial: 'Summed over {summed} of {of} websites.',
    /** A spike notification's cause: the referrer that grew most. */
    spikeFromReferrer: 'Most came from {source}.',
    /** A spike notification's cause: the page that grew most. */
    spikeOnPage: 'Most went to {page}.',
    /** The tooltip's first line with the menu-bar number on Windows and Linux. */
    menuBarTooltip: 'Visitors today: {count}',
  },
}
