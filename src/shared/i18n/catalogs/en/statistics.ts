/** English, the source: a website's statistics — the view's period, totals, chart, lists, goals and links to the web, and main's words for it (notifications, the tray, refusals). */
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
  view: {
    title: 'Statistics',
    /** The tablist's name: the website's two tabs. */
    tabs: 'Website',
    statisticsTab: 'Statistics',
    settingsTab: 'Settings',
    period: 'Period',
    periods: {
      today: 'Today',
      yesterday: 'Yesterday',
      '7d': '7 days',
      '30d': '30 days',
      thisMonth: 'This month',
      lastMonth: 'Last month',
      '12m': '12 months',
      custom: 'Custom range',
    },
    from: 'From',
    to: 'To',
    showRange: 'Show',
    rangeProblem: {
      order: 'The first day must not come after the last.',
      future: 'The last day cannot be after today.',
      tooLong: 'A range can span at most ten years.',
      notADay: 'Enter both days.',
    },
    comparison: 'Compare with',
    comparisons: {
      previous: 'The period before',
      yearBefore: 'The same period a year before',
      none: 'No comparison',
    },
    reading: 'Reading the statistics…',
    incomplete: 'Still reading: the figures may grow.',
    visitors: 'Visitors',
    pageviews: 'Pageviews',
    pagesPerVisit: 'Pages per visit',
    /** What the totals' changes compare with: `range` a day, months or days ("Nov 21 – 27, 2026"). */
    compared: 'Changes vs {range}',
    /** `time`: when today's numbers were read, in UTC; the span compared with is counted up to the same time. */
    comparedUntil: 'Changes vs {range} until {time}',
    notCompared: 'No comparison',
    change: {
      up: 'up {percent}',
      down: 'down {percent}',
      same: 'unchanged',
      new: 'new: none in the span compared with',
      none: 'no comparison',
      /** Shown in place of a change for "new". */
      newMark: 'new',
      /** Shown in place of a change where there is nothing to compare with. */
      noneMark: '–',
    },
  },
  chart: {
    title: 'Visitors over time',
    /** What a screen reader calls the chart. */
    role: 'chart',
    /** Said after the legend: how to read the points. */
    keys: 'Use the arrow keys to read each point.',
    legendCurrent: 'Visitors',
    legendPrevious: 'Span compared with',
    legendPartial: 'So far (still counting)',
    noData: 'no data',
    soFar: 'so far',
    visitors: '{count} visitor | {count} visitors',
    pageviews: '{count} pageview | {count} pageviews',
    /** A point's count in the span compared with. */
    comparedPoint: 'span compared with: {visitors}',
    separator: ', ',
    table: 'Visitors and pageviews by point in time',
    when: 'When',
  },
  lists: {
    titles: {
      page: 'Pages',
      landing_page: 'Landing pages',
      referrer: 'Referrers',
      searchEngine: 'Search engines',
      socialNetwork: 'Social networks',
      country: 'Countries',
      city: 'Cities',
      continent: 'Continents',
      language: 'Languages',
      browser: 'Browsers',
      os: 'Operating systems',
      device: 'Devices',
      resolution: 'Screen resolutions',
      campaign: 'Campaigns',
      event: 'Events',
    },
    /** The filter field's name: "Filter Pages". */
    filter: 'Filter {list}',
    filterPlaceholder: 'Filter',
    reading: 'Reading…',
    none: 'Nothing recorded in this period.',
    noMatch: 'Nothing matches the filter.',
    value: 'Value',
    change: 'Change',
    units: { visitors: 'Visitors', pageviews: 'Pageviews', events: 'Completions' },
    count: {
      visitors: '{count} visitor | {count} visitors',
      pageviews: '{count} pageview | {count} pageviews',
      events: '{count} completion | {count} completions',
    },
    showAll: 'Show all',
    showMore: 'Show more',
  },
  goals: {
    title: 'Goals',
    none: 'No goals yet: mark an event as a goal in the Events list.',
    mark: 'Goal',
    /** The toggle's accessible name, pressed while the event is a goal. */
    markLabel: 'Mark {event} as a goal',
    event: 'Event',
    completions: 'Completions',
    conversion: 'Conversion rate',
  },
  digest: {
    title: 'Digest',
    cadence: 'Span',
    daily: 'Yesterday',
    weekly: 'Last week',
    none: 'No statistics to sum yet.',
    /** The sums leave some websites out (their days are not read yet). */
    covers: 'Websites summed: {summed} of {of}',
    topMover: 'Changed most',
  },
  settings: {
    /** The menu-bar number's label; its hint says where it shows on this platform. */
    number: 'Visitors today beside the tray icon',
    numberOff: 'Off',
    numberFavorites: 'All favorites together',
    numberWebsite: 'Only {domain}',
    /** With several accounts: "Only example.com (Work)". */
    numberWebsiteOf: 'Only {domain} ({account})',
    numberHintMac: 'Shown beside the icon in the menu bar.',
    numberHintTooltip: 'Shown on the first line of the tray icon’s tooltip.',
    digestLabel: 'Digest',
    digestHint: 'A notification summing up your websites’ visitors and pageviews.',
    digest: { off: 'Off', daily: 'Each morning (yesterday)', weekly: 'Each Monday (last week)' },
  },
  web: {
    /** `service`: the service's address, "stats.example.com". */
    open: 'Open in {service}',
    realtime: 'Open realtime',
    copyPublicLink: 'Copy public link',
    copied: 'Link to the public statistics page copied.',
  },
}
