/**
 * Every view of the window, switched to German while it shows, reads German: no English sentence is left (the
 * product's name, the seed's own data — domains, account names, what main worded — and numbers aside). And the same
 * views in Arabic are laid out right to left.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { type Language } from '../../src/shared/i18n'
import { CATALOGS } from '../../src/shared/i18n/every-language'
import { startHarness, type Harness, type TestWindow } from './harness'
import { SHOTS, showLanguageIn } from './views'

let harness: Harness
beforeAll(async () => {
  harness = await startHarness()
}, 120_000)
afterAll(() => harness?.close())

type Tree = { readonly [key: string]: string | Tree }
function messages(tree: Tree): string[] {
  return Object.values(tree).flatMap((value) => (typeof value === 'string' ? [value] : messages(value)))
}

const escapeRegExp = (text: string): string => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')

/**
 * What the fake main process words itself (a queued edit's message, the service's refusals, a problem a view's
 * steps make it report): main words those in the
 * language of the moment (test/i18n/main-words.test.ts), the fake in English, so they are data here.
 */
const FAKE_MAIN_WORDS = ['fake-bridge.ts', 'views.ts'].flatMap((file) =>
  [...readFileSync(join(import.meta.dirname, file), 'utf8').matchAll(/'([A-Z][^'\n]{8,})'/g)].map((match) => match[1]!),
)

/** Every string a seed holds: what the fake main process says as data, not the window's words. */
function seedStrings(value: unknown): string[] {
  if (typeof value === 'string') return [value]
  if (Array.isArray(value)) return value.flatMap(seedStrings)
  if (value && typeof value === 'object') return Object.values(value).flatMap(seedStrings)
  return []
}

/**
 * Words English has and none of the other languages uses as a word: one of them left in a German view is an English
 * phrase nobody translated.
 */
const ENGLISH_WORDS =
  /(?<![\p{L}-])(the|and|your|you|with|this|from|when|will|have|has|are|not|only|saved|save|cancel|delete|favorite|favorites|account|accounts|settings|visitors|refresh|search|edit|open|show|change|changes|loading|choose|add|remove|back|none|never|every|today|yesterday)(?![\p{L}-])/iu

async function readableText(window: TestWindow): Promise<string> {
  return window.page.evaluate(`(() => {
    const labels = [...document.querySelectorAll('[aria-label], [title], [placeholder], [alt]')].flatMap((element) =>
      ['aria-label', 'title', 'placeholder', 'alt'].map((name) => element.getAttribute(name) ?? ''))
    return [document.body.innerText, document.title, ...labels].join('\\n')
  })()`)
}

/** The English messages that read differently in `language`: none of them may show. */
function untranslatedEnglish(language: Language): string[] {
  const english = messages(CATALOGS.en as Tree)
  const translated = new Set(messages(CATALOGS[language] as Tree))
  return english
    .flatMap((message) => message.split('|'))
    .flatMap((form) => form.split(/\{[^}]*\}/))
    .map((fragment) => fragment.trim())
    .filter((fragment) => fragment.split(/\s+/).length >= 3 && !translated.has(fragment))
}

describe('the window in German', () => {
  const leftovers = untranslatedEnglish('de')

  it.each(SHOTS.map((shot) => [shot.name, shot] as const))('%s has no English left', async (_name, shot) => {
    const window = await harness.open(shot.seed)
    try {
      await window.page.locator('.shell').waitFor()
      await shot.act?.(window)
      await showLanguageIn(window, shot.seed, 'de')
      let text = await readableText(window)
      // The seed's data as whole words only: an account called "en" must not cut German words apart.
      for (const data of [...seedStrings(shot.seed), ...FAKE_MAIN_WORDS].sort((a, b) => b.length - a.length))
        if (data.length > 2)
          text = text.replace(new RegExp(`(?<![\\p{L}])${escapeRegExp(data)}(?![\\p{L}])`, 'gu'), ' ')
      text = text.replaceAll('SiteTray', ' ')
      const phrases = leftovers.filter((phrase) => text.includes(phrase))
      const words = text
        .split('\n')
        .filter((line) => ENGLISH_WORDS.test(line))
        .map((line) => line.trim())
      expect({ phrases, words }).toEqual({ phrases: [], words: [] })
    } finally {
      await window.close()
    }
  })
})

describe('the window in Arabic', () => {
  it.each(
    SHOTS.filter((shot) =>
      /^(05-websites|08-website-editor|13-new-website|30-settings|website-statistics)/.test(shot.name),
    ).map((shot) => [shot.name, shot] as const),
  )('%s is laid out right to left', async (_name, shot) => {
    const window = await harness.open(shot.seed)
    try {
      await window.page.locator('.shell').waitFor()
      await shot.act?.(window)
      await showLanguageIn(window, shot.seed, 'ar')
      const layout = await window.page.evaluate(`(() => ({
          dir: document.documentElement.dir,
          direction: getComputedStyle(document.body).direction,
        }))()`)
      expect(layout).toEqual({ dir: 'rtl', direction: 'rtl' })
    } finally {
      await window.close()
    }
  })
})
