/**
 * The service words its own refusals in the language SiteTray asks for: every request carries Accept-Language with
 * the language shown (then English), so a German user reads the server's 422 in German — not in the installation's
 * default, which can be any language — and a switch of language takes effect with the next request. The sandbox
 * answers as a real deployment's LocaleMiddleware does (the first subtag, when it has that locale).
 */
import { afterEach, describe, expect, it } from 'vitest'
import { createAccountPlanClient, createStatsClient } from '../../src/main/api'
import { installTranslator, type Language } from '../../src/shared/i18n'
import { createCoreTranslator } from '../../src/shared/i18n/every-language'
import { nodeFetch } from '../support/node-fetch'
import { apiFailure } from '../support/errors'
import { useSandbox } from '../support/sandbox'

const fx = useSandbox()

afterEach(() => installTranslator(createCoreTranslator('en')))

function speak(language: Language): void {
  installTranslator(createCoreTranslator(language))
}

describe.each(['A', 'B'] as const)('variant %s', (variant) => {
  async function duplicateRefusal(): Promise<{ message: string | undefined; acceptLanguage: string | undefined }> {
    const [existing] = fx.sandbox.control.list(variant)
    fx.clear()
    const error = await apiFailure(fx.client(variant).create({ domain: existing!.host }))
    expect(error).toMatchObject({ kind: 'validation', status: 422 })
    const sent = fx.requests.find((request) => request.method === 'POST')
    return { message: error.fieldErrors?.domain?.[0], acceptLanguage: sent?.headers['accept-language'] }
  }

  it('asks in German and shows the service’s German field message', async () => {
    speak('de')
    expect(await duplicateRefusal()).toEqual({
      message: 'Domain ist bereits vergeben.',
      acceptLanguage: 'de, en;q=0.8',
    })
  })

  it('follows a change of language with the next request', async () => {
    speak('de')
    expect((await duplicateRefusal()).message).toBe('Domain ist bereits vergeben.')
    speak('en')
    expect(await duplicateRefusal()).toEqual({ message: 'The domain has already been taken.', acceptLanguage: 'en' })
  })

  it('gets the installation’s default where it lacks the language asked for', async () => {
    speak('pt-BR')
    expect(await duplicateRefusal()).toEqual({
      message: 'The domain has already been taken.',
      acceptLanguage: 'pt-BR, pt;q=0.9, en;q=0.8',
    })
  })
})

describe('every request to the service', () => {
  it('says the language shown: lists, statistics and the account alike', async () => {
    speak('fr')
    fx.clear()
    const connection = { baseUrl: fx.sandbox.url, apiKey: fx.sandbox.apiKey, fetch: nodeFetch }
    const page = await fx.client('B', { fetch: nodeFetch }).list()
    await createStatsClient({ ...connection, variant: 'B' }).stats(page.items[0]!.id, {
      name: 'country',
      from: '2026-01-01',
      to: '2026-01-31',
    })
    await createAccountPlanClient(connection).plan()
    const requests = fx.requests.filter((request) => request.path.startsWith('/api/v1/'))
    expect(requests.map((request) => request.path.split('/')[3])).toEqual(['websites', 'stats', 'account'])
    expect(requests.map((request) => request.headers['accept-language'])).toEqual(requests.map(() => 'fr, en;q=0.8'))
  })
})
