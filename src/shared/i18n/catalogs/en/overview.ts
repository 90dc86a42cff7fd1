/** English, the source: the overview of every website (issue 33, src/renderer/src/views/OverviewView.vue). */
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
    },
    /** The shown mark for "new" (no visitors in the period before). */
    newMark: 'new',
  },
  tray: {
    open: 'Overview…',
    period: { today: 'Today', week: 'Last 7 days', month: 'Last 30 days' },
    /** The tooltip's line: `period` from above, `visitors` a number, `change` e.g. "↑ 12 %" or "new". */
    tooltip: '{period}: {visitors} visitors ({change})',
    tooltipPartial: '{period}: {visitors} visitors ({change}), websites read: {read} of {total}',
    /** Some of the websites summed were read longer ago than they count as current. */
    notCurrent: '{text} (some numbers not current)',
  },
  errors: {
    unreadable: 'The overview could not be read.',
  },
}
