/** English, the source: the overview of every website (src/renderer/src/features/overview/OverviewView.vue). */
export default {
  view: {
    title: 'Overview',
    /** The header's button that opens it. */
    nav: 'Overview',
    periods: 'Period',
    period: { today: 'Today', week: '7 days', month: '30 days' },
    search: 'Search websites',
    columns: {
      website: 'Website',
      visitors: 'Visitors',
      visitorsChange: 'Change in visitors',
      pageviews: 'Pageviews',
      pageviewsChange: 'Change in pageviews',
      trend: 'Visitors per day',
    },
    /** A column heading's short form; the full name above is its accessible name. */
    change: 'Change',
    /** A sortable column's button: `column` is its name. */
    sortBy: 'Sort by {column}',
    favorite: 'Favorite',
    total: 'Total',
    overall: 'All accounts',
    /** Never a total that leaves websites out silently: `read` and `total` are numbers already written. */
    progress: 'Websites read: {read} of {total}',
    reading: 'Reading… websites read: {read} of {total}',
    /** Beside a total that counts only the websites read so far. */
    partial: 'sum of {read} of {total} websites',
    /** Why an account's days are not read: its name, then its key's problem or the service's answer. */
    accountProblem: '{account}: {problem}',
    notRead: 'not read yet',
    noStatistics: 'No statistics on this service',
    /** `age` is how long ago, e.g. "2 h ago". */
    stale: 'Not current: read {age}',
    /** Beside the clock mark, under the table, while a row carries it: what the mark means. */
    staleLegend: 'Not current: read a while ago, shown until it is read again',
    offline: 'Offline: the numbers as they were last read.',
    noMatch: 'No website matches “{search}”.',
    noWebsites: 'No websites yet.',
    /** What the glance does not know: the service's day, not this computer's. */
    days: 'Days as the service counts them (UTC), up to {day}.',
    previous: 'The period before: {number}',
    changeWords: {
      up: 'up {percent}',
      down: 'down {percent}',
      same: 'unchanged',
      new: 'new: none in the period before',
      none: 'not compared yet',
    },
    /** The shown mark for "new" (no visitors in the period before). */
    newMark: 'new',
    /** In place of a change where there is nothing fair to compare with yet. */
    notComparedMark: '–',
    /**
     * What a period is compared with, above the table. `time` is when the numbers were read, on this computer's
     * clock ("9:25 AM", or a span "9:25 – 9:40 AM" when the websites were read at different times).
     */
    compared: {
      today: 'Today so far vs yesterday until {time}',
      /** Yesterday's hours are not read yet: today shows no change until they are. */
      todayNotYet: 'Today so far; the comparison with yesterday comes once its hours are read',
      week: 'The last 7 complete days vs the 7 days before',
      month: 'The last 30 complete days vs the 30 days before',
    },
    /** Beside a total whose change covers fewer websites than it sums (the others have nothing to compare with yet). */
    changeCovers: 'change from {compared} of {counted} websites',
  },
  tray: {
    open: 'Overview…',
    /**
     * The tooltip's totals, counts first (Windows cuts a tooltip at 127 characters): `count` the visitors,
     * `change` e.g. "↑ 12 %" or "new", `span` what is compared, from below.
     */
    totals: {
      line: '{count} visitor {change} {span} | {count} visitors {change} {span}',
      /** Nothing fair to compare with yet (yesterday's hours not read). */
      lineNoChange: '{count} visitor {span} | {count} visitors {span}',
      /** `time` when the numbers were read, on this computer's clock. */
      span: {
        today: 'today vs yesterday until {time}',
        todaySoFar: 'today so far',
        week: 'in 7 days vs the 7 before',
        month: 'in 30 days vs the 30 before',
      },
      /** Not every website is read yet: a sum never leaves websites out silently. */
      partial: '{text}, {read} of {total} read',
      /** Some of the websites summed were read longer ago than they count as current. */
      notCurrent: '{text} (not all current)',
    },
  },
  errors: {
    unreadable: 'The overview could not be read.',
  },
}
