/**
 * The built window (out/renderer, `npm test` builds it first) carries English alone in what it loads before its first
 * paint, and every other language in a chunk of its own, which the app:// handler serves as it serves the window's
 * other scripts: from the app's own origin, with the same Content-Security-Policy (`script-src 'self'`).
 */
import { readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import { LANGUAGES, type Language } from '../../src/shared/i18n'
import { CATALOGS } from '../../src/shared/i18n/every-language'
import { APP_ORIGIN, CONTENT_SECURITY_POLICY, rendererResponse } from '../../src/main/window/app-protocol'
import { flatten } from '../i18n/flat-catalogs'
import { rendererParts } from '../support/renderer-bundle'

const RENDERER = resolve(__dirname, '..', '..', 'out', 'renderer')
const parts = rendererParts(RENDERER)
const textOf = (name: string): string => readFileSync(join(RENDERER, name), 'utf8')
const firstBundle = parts.first.map((file) => textOf(file.name)).join('\n')

/** A language's longest message that English does not share, as the build writes it (nothing a string escapes). */
function ownMessage(language: Language): string {
  const english = new Set(flatten(CATALOGS.en as Parameters<typeof flatten>[0]).values())
  return [...flatten(CATALOGS[language] as Parameters<typeof flatten>[0]).values()]
    .filter((text) => !english.has(text) && !/[`\\$]/.test(text))
    .sort((a, b) => b.length - a.length)[0]!
}

describe('the window’s first bundle', () => {
  it('says English', () => {
    expect(firstBundle).toContain(ownMessage('en'))
  })

  // The views a user reaches from the list are chunks of their own (router/views.ts); the list is in the first bundle.
  it('carries the websites list, but not the settings, the overview or a website', () => {
    const later = /\/(SettingsView|OverviewView|WebsiteView)-[\w-]+\.js$/
    expect(firstBundle).toContain('websites-title')
    expect(parts.first.map((file) => file.name).filter((name) => later.test(name))).toEqual([])
    expect(parts.later.map((file) => file.name).filter((name) => later.test(name))).toHaveLength(3)
  })

  it.each(LANGUAGES.filter((language) => language !== 'en'))('does not carry %s', (language) => {
    expect(firstBundle).not.toContain(ownMessage(language))
  })
})

describe.each(LANGUAGES.filter((language) => language !== 'en'))('%s', (language) => {
  const chunk = parts.languages.get(language)

  it('is a chunk of its own, with its messages', () => {
    expect(chunk?.name).toMatch(new RegExp(`^assets/languages/${language}-`))
    expect(textOf(chunk!.name)).toContain(ownMessage(language))
  })

  it('is served over app:// as a script of the app, under its CSP', async () => {
    const response = await rendererResponse(new Request(`${APP_ORIGIN}/${chunk!.name}`), RENDERER)
    expect(response.status).toBe(200)
    expect(response.headers.get('content-type')).toMatch(/^text\/javascript/)
    expect(response.headers.get('content-security-policy')).toBe(CONTENT_SECURITY_POLICY)
    expect(await response.text()).toContain(ownMessage(language))
  })
})
