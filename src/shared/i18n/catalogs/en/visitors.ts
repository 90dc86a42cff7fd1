/** English, the source: what every other catalog translates (docs/architecture.md, "Languages"). */
export default {
  /** The same words in the tray, the list, the editor and the notifications (src/shared/visitors/words.ts). */
  words: {
    /** `number` is today's count, already written the language's way. */
    today: '{number} today',
    /** A number that is no longer current, with its age: "1,234 today (2 h ago)". */
    notCurrent: '{text} ({age})',
    silent: 'No visitors for {count} day | No visitors for {count} days',
    /** `factor` is how many times a usual day today is ("6", "2.5"). */
    spike: 'Spiking: {today} today, {factor}× a usual day',
    spikeToday: 'Spiking: {today} today',
    /** The tray's tooltip: today's sum over the favorites. */
    sum: '{count} visitor today | {count} visitors today',
    sumNotCurrent:
      '{count} visitor today (some numbers not current) | {count} visitors today (some numbers not current)',
  },
  /** The notifications about a website that went silent or spikes. */
  notice: {
    silentTitle: '{domain} went silent',
    silentBody:
      'No visitors for {count} day. Is its tracking code still on the pages? | No visitors for {count} days. Is its tracking code still on the pages?',
    spikeTitle: '{domain} is busier than usual',
    spikeBody:
      '{count} visitor today, {factor}× a usual day (about {usual}). | {count} visitors today, {factor}× a usual day (about {usual}).',
    spikeBodyPlain: '{count} visitor today. | {count} visitors today.',
  },
  /** A website's visitors in its list row. */
  cell: {
    silent: 'Silent',
    spike: 'Spike',
    alert: '{text}.',
    title: 'Visitors today',
    oldTitle: 'Read {age}: not current',
    today: '{count} visitor today. | {count} visitors today.',
    todayRead: '{count} visitor today, read {age}. | {count} visitors today, read {age}.',
    /** The row's number as shown, saying what it counts (the sentence above is what a screen reader hears). */
    shown: '{count} today',
  },
  /** The editor's chart of the last 30 days. */
  chart: {
    summary:
      'Visitors per day over the last {count} day: {total} in all. | Visitors per day over the last {count} days: {total} in all.',
    busiest: 'The most on {date}: {number}.',
    today: 'Today: {number}.',
    notRead: 'not read yet',
    bar: '{date}: {value}',
    todayAxis: 'Today',
    caption: 'Visitors per day',
    day: 'Day',
    visitors: 'Visitors',
  },
  /** The editor's visitors card. */
  panel: {
    title: 'Visitors',
    reading: 'Reading the visitor numbers…',
    notCurrent: 'These numbers are not current: {problem}',
    alerts: 'Alerts for this website',
  },
  errors: {
    unreadable: 'The visitor numbers could not be read.',
  },
}
