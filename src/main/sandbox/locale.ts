/**
 * The language the sandbox answers in, as a real deployment chooses it (docs/architecture.md, "How servers behave"):
 * phpAnalytics' LocaleMiddleware takes the first subtag of Accept-Language when the installation has that locale,
 * else the installation's default. The sandbox has English and German: its validation messages (Laravel's, as the
 * server words them) and "Resource not found." come in German when asked; anything else stays English.
 */
import type { Reply } from './reply'

export type SandboxLocale = 'en' | 'de'

const DEFAULT_LOCALE: SandboxLocale = 'en'

/** The locale a request gets: `de-CH, en;q=0.8` → de; `pt-BR, pt;q=0.9` → the default (no Portuguese here). */
export function requestLocale(acceptLanguage: string | undefined): SandboxLocale {
  const first = (acceptLanguage ?? '')
    .trim()
    .split(/[-_,;\s]/)[0]
    ?.toLowerCase()
  return first === 'de' ? 'de' : DEFAULT_LOCALE
}

/** Laravel's German attribute names for the fields the sandbox validates. */
const GERMAN_FIELDS: Readonly<Record<string, string>> = {
  domain: 'Domain',
  url: 'URL',
  password: 'Passwort',
  privacy: 'Privatsphäre',
  email: 'E-Mail',
  'exclude bots': 'Bots ausschließen',
  'exclude ips': 'Ausgeschlossene IPs',
  'exclude params': 'Ausgeschlossene Parameter',
  'favorited at': 'Favorisiert am',
  name: 'Name',
  from: 'Von',
  to: 'Bis',
}

const field = (name: string): string => GERMAN_FIELDS[name] ?? name

/** The sandbox's English messages and their German, as laravel-lang's `de` words Laravel's rules. */
const GERMAN: ReadonlyArray<readonly [RegExp, (...parts: string[]) => string]> = [
  [/^Resource not found\.$/, () => 'Ressource nicht gefunden.'],
  [/^The (.+) has already been taken\.$/, (name) => `${field(name)} ist bereits vergeben.`],
  [/^The (.+) field is required\.$/, (name) => `${field(name)} muss ausgefüllt werden.`],
  [
    /^The (.+) field is required when (.+) is (.+)\.$/,
    (name, other, value) => `${field(name)} muss ausgefüllt werden, wenn ${field(other)} den Wert ${value} hat.`,
  ],
  [/^The (.+) field must be true or false\.$/, (name) => `${field(name)} muss entweder „true“ oder „false“ sein.`],
  [/^The (.+) field must be a string\.$/, (name) => `${field(name)} muss ein Text sein.`],
  [/^The (.+) field must be a valid URL\.$/, (name) => `${field(name)} muss eine gültige URL sein.`],
  [
    /^The (.+) field must be a valid domain name or IPv4 address\.$/,
    (name) => `${field(name)} muss ein gültiger Domainname oder eine gültige IPv4-Adresse sein.`,
  ],
  [
    /^The (.+) field must not be greater than (\d+) characters\.$/,
    (name, max) => `${field(name)} darf maximal ${max} Zeichen haben.`,
  ],
  [
    /^The (.+) field must match the format (.+)\.$/,
    (name, format) => `${field(name)} muss dem Format ${format} entsprechen.`,
  ],
  [/^The selected (.+) is invalid\.$/, (name) => `Der gewählte Wert für ${field(name)} ist ungültig.`],
  [
    /^The (.+) field contains invalid IP addresses: (.+?)(?: and (\d+) more)?\.$/,
    (name, entries, more) =>
      `${field(name)} enthält ungültige IP-Adressen: ${entries}${more ? ` und ${more} weitere` : ''}.`,
  ],
]

function translated(message: string, locale: SandboxLocale): string {
  if (locale === 'en') return message
  for (const [pattern, german] of GERMAN) {
    const match = pattern.exec(message)
    if (match) return german(...match.slice(1).map((part) => part ?? ''))
  }
  return message
}

/** A JSON reply whose `message` (a text, or phpAnalytics' map of field → messages) is said in `locale`. */
export function localizedReply(reply: Reply, locale: SandboxLocale): Reply {
  if (locale === 'en' || reply.body === undefined || !reply.headers['Content-Type']?.startsWith('application/json'))
    return reply
  let payload: unknown
  try {
    payload = JSON.parse(reply.body)
  } catch {
    return reply
  }
  if (typeof payload !== 'object' || payload === null || !('message' in payload)) return reply
  const { message } = payload
  const said =
    typeof message === 'string'
      ? translated(message, locale)
      : typeof message === 'object' && message !== null
        ? Object.fromEntries(
            Object.entries(message).map(([name, texts]) => [
              name,
              Array.isArray(texts)
                ? texts.map((text) => (typeof text === 'string' ? translated(text, locale) : text))
                : texts,
            ]),
          )
        : message
  return { ...reply, body: JSON.stringify({ ...payload, message: said }) }
}
