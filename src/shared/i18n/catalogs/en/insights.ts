/** English, the source: a website's statistics, their export and the tray's "this hour". */
export default {
  section: {
    title: 'Statistics',
    show: 'Show statistics',
    hide: 'Hide statistics',
    /** Under the title while closed: what opening costs. */
    hint: 'Top pages, referrers, countries and more, read from the service when you open them.',
  },
  period: {
    label: 'Period',
    today: 'Today',
    days7: '7 days',
    days30: '30 days',
  },
  hour: {
    title: 'This hour',
    /** This hour so far against the same hour yesterday until the same minute; `time` is that minute, in UTC as the hour shown beside the title. */
    visitorsSoFar: 'Visitors: {today} (yesterday until {time}: {yesterday})',
    pageviewsSoFar: 'Pageviews: {today} (yesterday until {time}: {yesterday})',
    reading: 'Reading this hour…',
  },
  lists: {
    page: 'Top pages',
    referrer: 'Referrers',
    country: 'Countries',
    browser: 'Browsers',
    device: 'Devices',
    campaign: 'Campaigns',
    event: 'Events',
  },
  /** The first column's heading in each list. */
  column: {
    page: 'Page',
    referrer: 'Referrer',
    country: 'Country',
    browser: 'Browser',
    device: 'Device',
    campaign: 'Campaign',
    event: 'Event (name / value / unit)',
    count: 'Count',
    share: 'Share',
  },
  list: {
    reading: 'Reading…',
    none: 'Nothing recorded in this period.',
    /** How many of the values are shown: "Top 10 of 143". */
    shownOf: 'Top {shown} of {total}',
    /** A value the service recorded empty (no referrer, no campaign). */
    notSet: '(not set)',
  },
  export: {
    /** The save dialog's title. */
    dialogTitle: 'Export statistics as CSV',
    button: 'Export CSV',
    /** The button's accessible name: "Export Top pages as CSV". */
    label: 'Export {list} as CSV',
    starting: 'Exporting…',
    reading: 'Exporting… {read} of {count} row | Exporting… {read} of {count} rows',
    cancel: 'Cancel export',
    done: 'Saved {count} row to {file}. | Saved {count} rows to {file}.',
    cancelled: 'Export cancelled.',
    notInPlan: 'Your plan does not include data export (the plan’s “data export” feature is off).',
    notWritten: 'The file could not be written.',
    /** The export passed the largest file it writes (`size` with its unit, "50 MB"). */
    tooLarge:
      'The file would be larger than {size}, so the export stopped and nothing was saved. Choose a shorter period.',
  },
  /** Every statistic by its API name, for "Export any statistic". */
  names: {
    page: 'Pages',
    landing_page: 'Landing pages',
    referrer: 'Referrers',
    country: 'Countries',
    city: 'Cities',
    continent: 'Continents',
    browser: 'Browsers',
    os: 'Operating systems',
    device: 'Devices',
    language: 'Languages',
    resolution: 'Screen resolutions',
    campaign: 'Campaigns',
    event: 'Events',
    visitors: 'Visitors per day',
    pageviews: 'Pageviews per day',
    visitors_hour: 'Visitors per hour',
    pageviews_hour: 'Pageviews per hour',
  },
  /**
   * Values the statistics hold in English that the window says in the language shown (src/renderer/src/lib/
   * statistic-values.ts): continents by their code, devices by the type the service's user-agent parser names, and a
   * browser's generic name. Countries and languages come from Intl.DisplayNames.
   */
  values: {
    continent: {
      AF: 'Africa',
      AN: 'Antarctica',
      AS: 'Asia',
      EU: 'Europe',
      NA: 'North America',
      OC: 'Oceania',
      SA: 'South America',
    },
    /** WhichBrowser's device types, as the service stores them (lower-case; the sandbox capitalizes). */
    device: {
      desktop: 'Desktop',
      mobile: 'Mobile',
      tablet: 'Tablet',
      television: 'TV',
      gaming: 'Game console',
      watch: 'Smartwatch',
      ereader: 'E-reader',
      media: 'Media player',
      car: 'Car',
    },
    browser: {
      androidBrowser: 'Android Browser',
    },
  },
  /** The section's last part: any statistic, breakdown or series, to CSV. */
  exportAny: {
    title: 'Export any statistic',
    label: 'Statistic',
    button: 'Export CSV',
  },
  errors: {
    offline: 'Offline: statistics are read again when the service can be reached.',
  },
  tray: {
    /** A favorite's submenu: this hour so far against the same hour yesterday until the same minute (`time`, this computer's clock). */
    thisHourSoFar: 'This hour: {today} (yesterday until {time}: {yesterday})',
  },
}
