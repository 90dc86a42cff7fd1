/**
 * What the sandbox's visitors look like: the values each breakdown can take, written as the real
 * server stores them (docs/architecture.md, "How servers behave"): a country `"US:United States"`,
 * a continent `"EU:Europe"`, a city `"US:City, ST"`, an event `"name:value:unit"`, a referrer its
 * host. Each entry carries a weight — how common it is — before a website's own draw reshuffles
 * them. Some values hold a comma, a quote or a line break, as real ones can, so that an export's
 * quoting is tested against what a server really sends.
 */

export interface Weighted {
  value: string
  weight: number
}

export interface Country extends Weighted {
  continent: string
  cities: readonly string[]
}

export const COUNTRIES: readonly Country[] = [
  {
    value: 'US:United States',
    weight: 30,
    continent: 'NA:North America',
    cities: ['US:New York, NY', 'US:Portland, OR', 'US:Austin, TX', 'US:Chicago, IL'],
  },
  { value: 'DE:Germany', weight: 12, continent: 'EU:Europe', cities: ['DE:Berlin', 'DE:Munich', 'DE:Hamburg'] },
  { value: 'GB:United Kingdom', weight: 10, continent: 'EU:Europe', cities: ['GB:London', 'GB:Manchester'] },
  { value: 'FR:France', weight: 8, continent: 'EU:Europe', cities: ['FR:Paris', 'FR:Lyon'] },
  { value: 'IN:India', weight: 7, continent: 'AS:Asia', cities: ['IN:Bengaluru, KA', 'IN:Mumbai, MH'] },
  { value: 'BR:Brazil', weight: 5, continent: 'SA:South America', cities: ['BR:São Paulo, SP', 'BR:Recife, PE'] },
  { value: 'JP:Japan', weight: 5, continent: 'AS:Asia', cities: ['JP:Tokyo', 'JP:Osaka'] },
  { value: 'CA:Canada', weight: 4, continent: 'NA:North America', cities: ['CA:Toronto, ON', 'CA:Vancouver, BC'] },
  { value: 'AU:Australia', weight: 3, continent: 'OC:Oceania', cities: ['AU:Sydney, NSW'] },
  { value: 'ES:Spain', weight: 3, continent: 'EU:Europe', cities: ['ES:Madrid', 'ES:Barcelona'] },
  { value: 'NL:Netherlands', weight: 3, continent: 'EU:Europe', cities: ['NL:Amsterdam'] },
  { value: 'EG:Egypt', weight: 2, continent: 'AF:Africa', cities: ['EG:Cairo'] },
  { value: 'CN:China', weight: 2, continent: 'AS:Asia', cities: ['CN:Shanghai', 'CN:Shenzhen, GD'] },
  { value: 'ZA:South Africa', weight: 1, continent: 'AF:Africa', cities: ['ZA:Cape Town, WC'] },
]

const weighted = (entries: ReadonlyArray<readonly [string, number]>): Weighted[] =>
  entries.map(([value, weight]) => ({ value, weight }))

/** Where a spike's extra visitors come from: one link that took off, as news of a website spreads. */
export const SPIKE_REFERRER = 'news.ycombinator.com'

export const REFERRERS = weighted([
  ['www.google.com', 40],
  ['duckduckgo.com', 8],
  ['www.bing.com', 6],
  ['news.ycombinator.com', 5],
  ['www.reddit.com', 5],
  ['t.co', 4],
  ['github.com', 4],
  ['www.facebook.com', 3],
  ['www.linkedin.com', 2],
  ['lobste.rs', 1],
  ['mastodon.social', 1],
])

export const BROWSERS = weighted([
  ['Chrome', 55],
  ['Safari', 20],
  ['Firefox', 9],
  ['Edge', 8],
  ['Samsung Internet', 4],
  ['Opera', 2],
])

export const SYSTEMS = weighted([
  ['Windows', 34],
  ['Android', 26],
  ['iOS', 20],
  ['OS X', 12],
  ['Linux', 5],
  ['Chrome OS', 1],
])

export const DEVICES = weighted([
  ['Desktop', 52],
  ['Mobile', 42],
  ['Tablet', 6],
])

export const LANGUAGES = weighted([
  ['en', 48],
  ['de', 12],
  ['fr', 9],
  ['es', 8],
  ['pt', 6],
  ['zh', 5],
  ['ja', 4],
  ['ar', 2],
])

export const RESOLUTIONS = weighted([
  ['1920x1080', 24],
  ['390x844', 14],
  ['1536x864', 10],
  ['1440x900', 8],
  ['2560x1440', 7],
  ['412x915', 7],
  ['1366x768', 6],
  ['820x1180', 3],
])

export const CAMPAIGNS = weighted([
  ['spring_sale', 10],
  ['newsletter', 8],
  ['launch-week', 5],
  ['black friday, 2026', 3],
  ['retargeting', 2],
])

/** `name:value:unit`, as `pa.track({ name, value, unit })` sends it; values a person typed, quotes and all. */
export const EVENTS = weighted([
  ['signup:free:plan', 12],
  ['signup:pro, yearly:plan', 6],
  ['download:"Getting started" guide:file', 5],
  ['newsletter:subscribe:', 5],
  ['purchase:49.00:EUR', 3],
  ['feedback:great\nthanks:text', 2],
  ['video:play:seconds', 4],
])

const SECTIONS = ['blog', 'docs', 'products', 'guides', 'news'] as const
const WORDS = [
  'getting-started',
  'pricing',
  'privacy',
  'release-notes',
  'install',
  'faq',
  'roadmap',
  'dark-mode',
  'api',
  'shipping',
  'returns',
  'winter',
  'summer',
  'tips',
  'case-study',
  'changelog',
  'compare',
  'integrations',
  'security',
  'team',
] as const

/** Pages every website has, before its own: the home page first, two with a query a search sent. */
const FIRST_PAGES = ['/', '/about', '/contact', '/pricing', '/search?q=red,blue', '/search?q="wool socks"']

/** A website's pages: `count` paths, the same for the same count. */
export function pagePaths(count: number): string[] {
  const paths = [...FIRST_PAGES]
  for (let index = 0; paths.length < count; index++) {
    const section = SECTIONS[index % SECTIONS.length]!
    const word = WORDS[Math.floor(index / SECTIONS.length) % WORDS.length]!
    const round = Math.floor(index / (SECTIONS.length * WORDS.length))
    paths.push(`/${section}/${word}${round > 0 ? `-${round + 1}` : ''}`)
  }
  return paths.slice(0, count)
}

/** The hours of a day, "00".."23", and how busy each is: quiet at night, busiest in the afternoon. */
export const HOURS = Array.from({ length: 24 }, (_, hour) => ({
  value: String(hour).padStart(2, '0'),
  weight: 0.25 + Math.exp(-((hour - 15) ** 2) / 30),
}))
