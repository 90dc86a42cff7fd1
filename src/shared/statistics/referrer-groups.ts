/**
 * Search engines and social networks told apart from other referrers, as the service's own web
 * dashboard groups them (docs/architecture.md, "A website's statistics"). Our own list of
 * well-known hosts: a referrer counts for a group when its host is one of the group's hosts or a
 * subdomain of one, with any country ending where the name is a brand used across countries
 * (google.de, google.co.uk, yandex.ru). Pure.
 */
export type ReferrerGroup = 'searchEngine' | 'socialNetwork'

interface KnownSite {
  name: string
  /** Registrable hosts (`example.com`); a `*` ending stands for any country ending (`google.*`). */
  hosts: readonly string[]
}

const SEARCH_ENGINES: readonly KnownSite[] = [
  { name: 'Google', hosts: ['google.*'] },
  { name: 'Bing', hosts: ['bing.com'] },
  { name: 'DuckDuckGo', hosts: ['duckduckgo.com'] },
  { name: 'Yahoo', hosts: ['yahoo.*', 'search.yahoo.com'] },
  { name: 'Yandex', hosts: ['yandex.*', 'ya.ru'] },
  { name: 'Baidu', hosts: ['baidu.com'] },
  { name: 'Ecosia', hosts: ['ecosia.org'] },
  { name: 'Qwant', hosts: ['qwant.com'] },
  { name: 'Startpage', hosts: ['startpage.com'] },
  { name: 'Brave Search', hosts: ['search.brave.com'] },
  { name: 'Naver', hosts: ['naver.com'] },
  { name: 'Seznam', hosts: ['seznam.cz'] },
  { name: 'Sogou', hosts: ['sogou.com'] },
  { name: 'So.com', hosts: ['so.com'] },
  { name: 'Ask', hosts: ['ask.com'] },
  { name: 'AOL', hosts: ['search.aol.com'] },
  { name: 'Yahoo Japan', hosts: ['yahoo.co.jp'] },
  { name: 'Daum', hosts: ['daum.net'] },
  { name: 'Mojeek', hosts: ['mojeek.com'] },
]

const SOCIAL_NETWORKS: readonly KnownSite[] = [
  { name: 'Facebook', hosts: ['facebook.com', 'fb.com', 'fb.me'] },
  { name: 'X (Twitter)', hosts: ['t.co', 'twitter.com', 'x.com'] },
  { name: 'LinkedIn', hosts: ['linkedin.com', 'lnkd.in'] },
  { name: 'Reddit', hosts: ['reddit.com', 'redd.it'] },
  { name: 'Instagram', hosts: ['instagram.com'] },
  { name: 'Pinterest', hosts: ['pinterest.*'] },
  { name: 'YouTube', hosts: ['youtube.com', 'youtu.be'] },
  { name: 'TikTok', hosts: ['tiktok.com'] },
  { name: 'Tumblr', hosts: ['tumblr.com'] },
  { name: 'VK', hosts: ['vk.com'] },
  { name: 'Hacker News', hosts: ['news.ycombinator.com'] },
  { name: 'Mastodon', hosts: ['mastodon.social'] },
  { name: 'Bluesky', hosts: ['bsky.app'] },
  { name: 'Threads', hosts: ['threads.net'] },
  { name: 'Quora', hosts: ['quora.com'] },
  { name: 'WhatsApp', hosts: ['whatsapp.com', 'wa.me'] },
  { name: 'Telegram', hosts: ['t.me', 'telegram.org'] },
  { name: 'Weibo', hosts: ['weibo.com'] },
  { name: 'Discord', hosts: ['discord.com'] },
  { name: 'Snapchat', hosts: ['snapchat.com'] },
]

/** Second-level labels countries put before their ending (google.co.uk, yahoo.com.br). */
const SECOND_LEVELS = new Set(['co', 'com', 'net', 'org', 'gov', 'ac', 'edu', 'ne', 'or'])

/** A referrer's host in lower case, without `www.`: the service keeps the host alone, a full URL is read as one. */
export function referrerHost(referrer: string): string {
  let host = referrer.trim().toLowerCase()
  try {
    if (/^[a-z][a-z0-9+.-]*:\/\//.test(host)) host = new URL(host).hostname
  } catch {
    return ''
  }
  host = host.split('/')[0]!.split(':')[0]!.replace(/\.$/, '')
  return host.startsWith('www.') ? host.slice(4) : host
}

/** Whether `host` is `pattern`'s host or a subdomain of it; `brand.*` takes any country ending. */
function matches(host: string, pattern: string): boolean {
  if (!pattern.endsWith('.*')) return host === pattern || host.endsWith(`.${pattern}`)
  const labels = host.split('.')
  const brand = pattern.slice(0, -2)
  for (let index = 0; index < labels.length - 1; index++) {
    if (labels[index] !== brand) continue
    const ending = labels.slice(index + 1)
    // brand.tld, or brand.co.tld / brand.com.tld with a two-letter country code.
    if (ending.length === 1) return true
    if (ending.length === 2 && SECOND_LEVELS.has(ending[0]!) && ending[1]!.length === 2) return true
  }
  return false
}

function siteOf(host: string, sites: readonly KnownSite[]): string | null {
  if (host === '') return null
  return sites.find((site) => site.hosts.some((pattern) => matches(host, pattern)))?.name ?? null
}

/** The search engine or social network a referrer is, by name, or null when it is neither. */
export function referrerGroup(referrer: string, group: ReferrerGroup): string | null {
  return siteOf(referrerHost(referrer), group === 'searchEngine' ? SEARCH_ENGINES : SOCIAL_NETWORKS)
}
