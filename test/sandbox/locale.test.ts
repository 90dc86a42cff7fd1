/**
 * The sandbox answers in the language a request asks for, as a real deployment's LocaleMiddleware does: the first
 * subtag of Accept-Language when the installation has that locale (here English and German), its default otherwise.
 */
import { describe, expect, it } from 'vitest'
import { call, withSandbox } from './helpers'

const asked = (acceptLanguage: string | null): Record<string, string> =>
  acceptLanguage === null ? {} : { 'Accept-Language': acceptLanguage }

describe('the language of the sandbox’s answers', () => {
  it.each([
    ['de', 'Domain ist bereits vergeben.'],
    ['de-CH, en;q=0.8', 'Domain ist bereits vergeben.'],
    ['en, de;q=0.9', 'The domain has already been taken.'],
    ['pt-BR, pt;q=0.9, en;q=0.8', 'The domain has already been taken.'],
    [null, 'The domain has already been taken.'],
  ])('Accept-Language %j: %j', (acceptLanguage, message) =>
    withSandbox({}, async (sandbox) => {
      const [existing] = sandbox.control.list('B')
      const answer = await call(sandbox, '/api/v1/websites', {
        method: 'POST',
        form: { domain: existing!.host },
        headers: asked(acceptLanguage),
      })
      expect(answer.status).toBe(422)
      expect(answer.body).toEqual({ message: { domain: [message] }, status: 422 })
    }),
  )

  it('says every field it refuses in German, the entries it names as they were sent', () =>
    withSandbox({}, async (sandbox) => {
      const answer = await call(sandbox, '/api/v1/websites/1', {
        method: 'PATCH',
        form: { email: 'maybe', privacy: '2', password: '', exclude_ips: 'a\nb\nc\nd\ne' },
        headers: asked('de'),
      })
      expect(answer.body.message).toEqual({
        email: ['E-Mail muss entweder „true“ oder „false“ sein.'],
        password: ['Passwort muss ausgefüllt werden, wenn Privatsphäre den Wert 2 hat.'],
        exclude_ips: ['Ausgeschlossene IPs enthält ungültige IP-Adressen: a, b, c und 2 weitere.'],
      })
      const missing = await call(sandbox, '/api/v1/websites/999999', { headers: asked('de') })
      expect(missing.body).toEqual({ message: 'Ressource nicht gefunden.', status: 404 })
    }))

  it('answers a statistics query’s refusal in German too', () =>
    withSandbox({}, async (sandbox) => {
      const answer = await call(sandbox, '/api/v1/stats/1?name=nope&from=2026-1-1&to=2026-01-31', {
        headers: asked('de'),
      })
      expect(answer.body.message).toEqual({
        name: ['Der gewählte Wert für Name ist ungültig.'],
        from: ['Von muss dem Format Y-m-d entsprechen.'],
      })
    }))
})
