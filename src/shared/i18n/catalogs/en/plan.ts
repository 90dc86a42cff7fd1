/** English, the source: what every other catalog translates (docs/architecture.md, "Languages"). */
export default {
  errors: {
    accountNotUnderstood: 'The service sent an account SiteTray does not understand: it names no plan.',
  },
  limits: {
    /** A new website refused before anything is sent; {count} is the plan's limit. */
    websitesReached:
      'Your plan allows {count} website, and this account has it already. Remove a website or upgrade the plan to add another. | Your plan allows {count} websites, and this account has them all already. Remove a website or upgrade the plan to add another.',
  },
  /** The meter in the account's settings and the overview (PlanMeter.vue). */
  meter: {
    heading: 'Plan',
    name: '{name} plan',
    notRead: 'The plan has not been read yet.',
    unavailable: 'This service does not say which plan the account has.',
    label: 'Pageviews this month',
    /** "508,102 of 498,000 pageviews (102%)": the share as it is, past 100% too. */
    ofLimit: '{pageviews} of {limit} pageviews ({share})',
    unlimited: 'Unlimited pageviews',
    /** {count} is every website of the account, {read} those summed so far. */
    partial: 'Read for {read} of {count} website so far | Read for {read} of {count} websites so far',
    pausedShort: 'tracking paused',
    paused:
      'Tracking is paused: the service counts nothing more for any website of this account until next month, or until the plan is upgraded.',
    websites: '{count} of {limit} websites',
    websitesUnlimited: '{count} website, no limit | {count} websites, no limit',
    exportIncluded: 'Data export included',
    exportNotIncluded: 'Data export not included in this plan',
  },
  /** The one alert when tracking pauses. */
  paused: {
    title: 'Tracking is paused for {account}',
    body: 'Tracking is paused for {account}: this month’s pageviews reached your plan’s limit of {limit}.',
  },
  tray: {
    paused: 'Tracking paused for {account}: plan limit reached',
    /** Past 80% of the month's pageviews. */
    near: '{account}: {share} of this month’s pageviews used',
  },
  newWebsite: {
    /** Shown in the new-website form when the plan allows no more. */
    limitReached:
      'Your plan allows {count} website; this account has it already. | Your plan allows {count} websites; this account has them all already.',
  },
}
