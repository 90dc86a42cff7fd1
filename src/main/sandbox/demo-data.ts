/**
 * The websites a fresh sandbox starts with. Everything here is computed from
 * fixed numbers (no Math.random, no clock), so a test that counts, sorts or
 * pages through the demo set sees the same rows on every run.
 */
import type { NewWebsite } from './store'
import type { SandboxVariant } from './types'

interface DemoSite {
  host: string
  /** null marks a legacy row: settings NULL as in databases from before the columns had defaults. */
  privacy: 0 | 1 | 2 | null
  email?: 0 | 1
  bots?: 0 | 1
  ips?: string[]
  params?: string[]
  password?: string
  /** Days after creation that the site was favorited in variant B. */
  favoriteAfterDays?: number
}

const DEMO_SITES: readonly DemoSite[] = [
  {
    host: 'maple-street-bakery.com',
    privacy: 0,
    email: 1,
    bots: 1,
    params: ['utm_source', 'utm_medium'],
    favoriteAfterDays: 3,
  },
  { host: 'oldnews.example.net', privacy: null },
  { host: 'sophie-lambert-portfolio.io', privacy: 2, email: 0, bots: 1, password: 'sunflower-77' },
  { host: 'trailrunners.org', privacy: 1, email: 1, bots: 1, ips: ['198.51.100.23'] },
  { host: 'boulangerie-dupont.fr', privacy: 0, email: 0, bots: 1, favoriteAfterDays: 40 },
  { host: 'legacy-intranet.example.com', privacy: null },
  { host: 'kaffeehaus-wien.at', privacy: 1, email: 0, bots: 0 },
  { host: 'xn--bcher-kva.de', privacy: 0, email: 1, bots: 1, params: ['ref'] },
  {
    host: 'nordic-knits.shop',
    privacy: 1,
    email: 1,
    bots: 1,
    ips: ['203.0.113.0/24', '2001:db8::/32'],
    favoriteAfterDays: 12,
  },
  { host: 'devnotes.io', privacy: 0, email: 0, bots: 1, params: ['fbclid', 'gclid'] },
  { host: 'greenthumb-gardening.com', privacy: 1, email: 0, bots: 1 },
  { host: 'archive.example.org', privacy: null },
  { host: 'atelier-ceramique.fr', privacy: 2, email: 1, bots: 1, password: 'terre-cuite' },
  { host: 'citybikes-berlin.de', privacy: 0, email: 1, bots: 0, ips: ['192.0.2.10', '192.0.2.11'] },
  { host: 'pixel-and-pine.com', privacy: 1, email: 0, bots: 1, favoriteAfterDays: 1 },
  { host: 'xn--caf-dma.fr', privacy: 0, email: 0, bots: 1 },
  { host: 'rustacean-weekly.org', privacy: 0, email: 1, bots: 1, params: ['utm_campaign'] },
  { host: 'smallbatch-coffee.com', privacy: 1, email: 1, bots: 1 },
  { host: '203.0.113.42', privacy: 1, email: 0, bots: 0, ips: ['203.0.113.1'] },
  { host: 'hiking-the-alps.de', privacy: 0, email: 0, bots: 1, favoriteAfterDays: 100 },
  { host: 'mariannes-recipes.blog', privacy: 0, email: 1, bots: 1 },
  { host: 'quantum-tutoring.io', privacy: 2, email: 0, bots: 1, password: 'schrodinger' },
  { host: 'vintage-vinyl.store', privacy: 1, email: 0, bots: 1, ips: ['2001:db8:85a3::8a2e:370:7334'] },
  { host: 'lecoinlecture.fr', privacy: 1, email: 1, bots: 0 },
  { host: 'opensource-meetup.org', privacy: 0, email: 0, bots: 1, favoriteAfterDays: 7 },
  { host: 'xn--mnchen-3ya.de', privacy: 1, email: 0, bots: 1 },
  { host: 'tinyhouse-diaries.com', privacy: 0, email: 1, bots: 1, params: ['session_id'] },
  { host: 'fjord-photography.no', privacy: 2, email: 1, bots: 1, password: 'aurora-borealis', favoriteAfterDays: 20 },
  { host: 'bakery-supplies.io', privacy: 1, email: 0, bots: 1 },
  { host: 'handmade-leather.de', privacy: 0, email: 0, bots: 0, ips: ['198.51.100.0/25'] },
  { host: 'weekend-coder.dev', privacy: 1, email: 1, bots: 1 },
  { host: 'studio-nomade.fr', privacy: 0, email: 0, bots: 1 },
  { host: 'the-daily-crumb.com', privacy: 1, email: 1, bots: 1, favoriteAfterDays: 2 },
  { host: 'climbing-gym-leeds.co.uk', privacy: 0, email: 0, bots: 1 },
  { host: 'data-garden.org', privacy: 1, email: 0, bots: 1, params: ['utm_source', 'utm_content'] },
  { host: 'shop.example.com', privacy: 1, email: 1, bots: 1, ips: ['192.0.2.0/24'] },
]

export const DEMO_SITE_COUNT = DEMO_SITES.length

const HOUR = 3_600_000
const DAY = 24 * HOUR
const DEMO_START = Date.UTC(2021, 2, 14, 9, 12, 0)
/** Generated sites are created after the last demo site, all within about a year. */
const GENERATED_START = Date.UTC(2025, 0, 6, 8, 0, 0)
const GENERATED_SPAN = 365 * DAY
const WORDS = [
  'shop',
  'blog',
  'news',
  'studio',
  'cafe',
  'travel',
  'photo',
  'garden',
  'fitness',
  'books',
  'music',
  'design',
]
const ZONES = ['org', 'com', 'net']

/**
 * The first `count` websites for a variant's store, in id order (default: the
 * whole demo set). Favorites exist only in variant B: variant A keeps none.
 */
export function demoWebsites(variant: SandboxVariant, count: number = DEMO_SITE_COUNT): NewWebsite[] {
  const wanted = Math.max(0, Math.floor(count))
  const rows: NewWebsite[] = []
  for (let index = 0; index < Math.min(wanted, DEMO_SITE_COUNT); index++)
    rows.push(demoRow(DEMO_SITES[index]!, index, variant))
  const extra = wanted - rows.length
  const step = extra > 0 ? Math.max(60_000, Math.floor(GENERATED_SPAN / extra)) : 0
  for (let number = 1; number <= extra; number++)
    rows.push(generatedRow(number, GENERATED_START + (number - 1) * step, variant))
  return rows
}

function demoRow(site: DemoSite, index: number, variant: SandboxVariant): NewWebsite {
  // Roughly five weeks apart with varying times of day, so dates look organic but stay in id order.
  const created = DEMO_START + index * 38 * DAY + ((index * 7) % 24) * HOUR + ((index * 13) % 60) * 60_000
  const updated = index % 3 === 0 ? created : created + ((index * 11) % 90) * DAY + ((index * 5) % 24) * HOUR
  const legacy = site.privacy === null
  return {
    host: site.host,
    privacy: site.privacy,
    password: site.password ?? null,
    email: legacy ? null : (site.email ?? 0),
    exclude_bots: legacy ? null : (site.bots ?? 1),
    exclude_params: site.params ? site.params.join('\n') : null,
    exclude_ips: site.ips ? site.ips.join('\n') : null,
    favorited_at:
      variant === 'B' && site.favoriteAfterDays !== undefined
        ? new Date(created + site.favoriteAfterDays * DAY + 3 * HOUR)
        : null,
    created_at: new Date(created),
    updated_at: new Date(updated),
  }
}

/** e.g. 'shop-0421.example.org'; the number makes every host unique. */
function generatedRow(number: number, created: number, variant: SandboxVariant): NewWebsite {
  const word = WORDS[number % WORDS.length]!
  const zone = ZONES[number % ZONES.length]!
  const privacy = number % 3
  return {
    host: `${word}-${String(number).padStart(4, '0')}.example.${zone}`,
    privacy,
    password: privacy === 2 ? `pw-${number}` : null,
    email: number % 4 === 0 ? 1 : 0,
    exclude_bots: number % 5 === 0 ? 0 : 1,
    exclude_params: number % 6 === 0 ? 'utm_source' : null,
    exclude_ips: number % 7 === 0 ? `192.0.2.${(number % 254) + 1}` : null,
    favorited_at: variant === 'B' && number % 9 === 0 ? new Date(created + DAY) : null,
    created_at: new Date(created),
    updated_at: new Date(created + (number % 4) * HOUR),
  }
}
