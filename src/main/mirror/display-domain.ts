/** The mirror's index searches domains as shown; the rule lives in base, where the API client's wire mapping reaches it too. */
export { displayDomain } from '../base/display-domain'
