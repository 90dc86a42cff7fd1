import { describe, expect, it } from 'vitest'
import { call, manualClock, VARIANT_CASES, withSandbox } from './helpers'

describe.each(VARIANT_CASES)('variant $variant: create', ({ variant, base, identifier, wire }) => {
  it('applies the spec defaults (privacy 1, email 0, exclude_bots 1) to omitted settings', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const created = await call(sandbox, base, {
        method: 'POST',
        form: { [identifier]: wire('defaults.example.com') },
      })
      expect(created.status).toBe(201)
      expect(created.body.status).toBe(201)
      expect(created.body.data).toMatchObject({ id: 1, privacy: 1, email: 0, exclude_bots: 1, exclude_ips: null })

      const shown = await call(sandbox, `${base}/1`)
      expect(shown.status).toBe(200)
      expect(shown.body).toMatchObject({ status: 200, data: { id: 1, privacy: 1, email: 0, exclude_bots: 1 } })
      expect(sandbox.control.list(variant)[0]).toMatchObject({
        privacy: 1,
        email: 0,
        exclude_bots: 1,
        password: null,
        exclude_params: null,
      })
    }))

  it('stores NULL for omitted settings with the nullDefaultsOnCreate quirk, as real servers do', () =>
    withSandbox({ seed: 0, quirks: { nullDefaultsOnCreate: true } }, async (sandbox) => {
      const created = await call(sandbox, base, {
        method: 'POST',
        form: { [identifier]: wire('nulls.example.com'), email: '1' },
      })
      expect(created.status).toBe(201)
      const shown = await call(sandbox, `${base}/${created.body.data.id}`)
      expect(shown.body.data).toMatchObject({ privacy: null, email: 1, exclude_bots: null })
    }))

  it('echoes the raw form strings of the sent settings, while GET returns integers', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const created = await call(sandbox, base, {
        method: 'POST',
        form: {
          [identifier]: wire('echo.example.com'),
          privacy: '2',
          password: 'secret',
          email: '0',
          exclude_bots: '0',
        },
      })
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({ privacy: '2', email: '0', exclude_bots: '0' })
      const shown = await call(sandbox, `${base}/${created.body.data.id}`)
      expect(shown.body.data).toMatchObject({ privacy: 2, email: 0, exclude_bots: 0 })
    }))

  it('accepts a JSON body as well as a form', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const created = await call(sandbox, base, {
        method: 'POST',
        json: { [identifier]: wire('json.example.com'), privacy: 0, email: true },
      })
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({ privacy: 0, email: true, exclude_bots: 1 })
      expect(sandbox.control.list(variant)[0]).toMatchObject({ host: 'json.example.com', privacy: 0, email: 1 })
    }))

  it('sets created_at and updated_at from the clock', () => {
    const clock = manualClock(Date.UTC(2025, 1, 3, 4, 5, 6))
    return withSandbox({ seed: 0, now: clock.now }, async (sandbox) => {
      const created = await call(sandbox, base, { method: 'POST', form: { [identifier]: wire('clock.example.com') } })
      expect(created.body.data.created_at).toBe('2025-02-03T04:05:06.000000Z')
      expect(created.body.data.updated_at).toBe('2025-02-03T04:05:06.000000Z')
    })
  })

  it('refuses a duplicate with a 422 field error', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      expect(
        (await call(sandbox, base, { method: 'POST', form: { [identifier]: wire('twice.example.com') } })).status,
      ).toBe(201)
      const again = await call(sandbox, base, { method: 'POST', form: { [identifier]: wire('TWICE.example.com') } })
      expect(again.status).toBe(422)
      expect(again.headers.get('content-type')).toBe('application/json')
      expect(again.body).toEqual({ message: { [identifier]: ['The domain has already been taken.'] }, status: 422 })
      expect(sandbox.control.list(variant)).toHaveLength(1)
    }))

  it('requires the identifier', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const missing = await call(sandbox, base, { method: 'POST', form: { privacy: '1' } })
      expect(missing.status).toBe(422)
      expect(missing.body.status).toBe(422)
      expect(Object.keys(missing.body.message)).toEqual([identifier])
    }))

  it('requires a password when privacy is 2', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const refused = await call(sandbox, base, {
        method: 'POST',
        form: { [identifier]: wire('locked.example.com'), privacy: '2' },
      })
      expect(refused.status).toBe(422)
      expect(refused.body).toEqual({
        message: { password: ['The password field is required when privacy is 2.'] },
        status: 422,
      })
      const emptyPassword = await call(sandbox, base, {
        method: 'POST',
        form: { [identifier]: wire('locked.example.com'), privacy: '2', password: '' },
      })
      expect(emptyPassword.status).toBe(422)
      expect(sandbox.control.list(variant)).toHaveLength(0)
      const accepted = await call(sandbox, base, {
        method: 'POST',
        form: { [identifier]: wire('locked.example.com'), privacy: '2', password: 'open sesame' },
      })
      expect(accepted.status).toBe(201)
    }))

  it('refuses out-of-range settings with one error per field', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const refused = await call(sandbox, base, {
        method: 'POST',
        form: {
          [identifier]: wire('bad.example.com'),
          privacy: '3',
          email: 'yes',
          exclude_bots: '2',
          exclude_ips: '10.0.0.1\nnot-an-ip',
          password: 'x'.repeat(129),
        },
      })
      expect(refused.status).toBe(422)
      expect(Object.keys(refused.body.message).sort()).toEqual([
        'email',
        'exclude_bots',
        'exclude_ips',
        'password',
        'privacy',
      ])
      for (const messages of Object.values(refused.body.message)) expect(messages).toEqual([expect.any(String)])
      expect(sandbox.control.list(variant)).toHaveLength(0)
    }))

  it('accepts the Laravel boolean spellings for email and exclude_bots, and refuses "true"/"false" text as Laravel does', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const spellings: Array<[string, number]> = [
        ['1', 1],
        ['0', 0],
      ]
      for (const [index, [text, stored]] of spellings.entries()) {
        const created = await call(sandbox, base, {
          method: 'POST',
          form: { [identifier]: wire(`bool${index}.example.com`), email: text, exclude_bots: text },
        })
        expect(created.status).toBe(201)
        const shown = await call(sandbox, `${base}/${created.body.data.id}`)
        expect(shown.body.data).toMatchObject({ email: stored, exclude_bots: stored })
      }
      const json = await call(sandbox, base, {
        method: 'POST',
        json: { [identifier]: wire('bool-json.example.com'), email: true, exclude_bots: false },
      })
      expect(json.status).toBe(201)
      for (const text of ['true', 'false', 'yes']) {
        const refused = await call(sandbox, base, {
          method: 'POST',
          form: { [identifier]: wire(`bool-${text}.example.com`), email: text },
        })
        expect(refused.status, text).toBe(422)
        expect(Object.keys(refused.body.message)).toEqual(['email'])
      }
    }))

  it('stores excluded IPs one per line, trimmed, and never returns excluded parameters', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const created = await call(sandbox, base, {
        method: 'POST',
        form: {
          [identifier]: wire('lists.example.com'),
          exclude_ips: ' 203.0.113.7 \r\n\r\n2001:db8::/32\n198.51.100.0/24 ',
          exclude_params: 'utm_source\n utm_medium ',
        },
      })
      expect(created.status).toBe(201)
      expect(created.body.data.exclude_ips).toBe('203.0.113.7\n2001:db8::/32\n198.51.100.0/24')
      expect(created.body.data).not.toHaveProperty('exclude_params')
      const shown = await call(sandbox, `${base}/${created.body.data.id}`)
      expect(shown.body.data).not.toHaveProperty('exclude_params')
      expect(shown.text).not.toContain('utm_source')
      const listed = await call(sandbox, base)
      expect(listed.text).not.toContain('exclude_params')
      expect(sandbox.control.list(variant)[0]?.exclude_params).toBe('utm_source\nutm_medium')
    }))

  it('gives every store its own auto-increment ids from 1, never reusing a deleted one', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const first = await call(sandbox, base, { method: 'POST', form: { [identifier]: wire('one.example.com') } })
      const second = await call(sandbox, base, { method: 'POST', form: { [identifier]: wire('two.example.com') } })
      expect([first.body.data.id, second.body.data.id]).toEqual([1, 2])
      expect((await call(sandbox, `${base}/2`, { method: 'DELETE' })).status).toBe(200)
      const third = await call(sandbox, base, { method: 'POST', form: { [identifier]: wire('three.example.com') } })
      expect(third.body.data.id).toBe(3)
    }))
})

describe('identifiers', () => {
  it('variant A needs a full http(s) URL and stores its host, lower-cased', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const bare = await call(sandbox, '/public/api/v1/websites', { method: 'POST', form: { url: 'example.com' } })
      expect(bare.status).toBe(422)
      expect(Object.keys(bare.body.message)).toEqual(['url'])
      const ftp = await call(sandbox, '/public/api/v1/websites', { method: 'POST', form: { url: 'ftp://example.com' } })
      expect(ftp.status).toBe(422)
      const created = await call(sandbox, '/public/api/v1/websites', {
        method: 'POST',
        form: { url: 'HTTPS://Shop.Example.COM/some/page?x=1' },
      })
      expect(created.status).toBe(201)
      expect(created.body.data.url).toBe('shop.example.com')
      expect(created.body.data).not.toHaveProperty('domain')
    }))

  it('variant B lower-cases the domain and strips the scheme and a leading www.', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const created = await call(sandbox, '/api/v1/websites', {
        method: 'POST',
        form: { domain: 'HTTPS://www.Example.ORG' },
      })
      expect(created.status).toBe(201)
      expect(created.body.data.domain).toBe('example.org')
      expect(created.body.data).not.toHaveProperty('url')
      const duplicate = await call(sandbox, '/api/v1/websites', { method: 'POST', form: { domain: 'example.org' } })
      expect(duplicate.body).toEqual({ message: { domain: ['The domain has already been taken.'] }, status: 422 })
      const ip = await call(sandbox, '/api/v1/websites', { method: 'POST', form: { domain: '192.0.2.8' } })
      expect(ip.body.data.domain).toBe('192.0.2.8')
      for (const invalid of [
        'not a domain',
        'localhost',
        'example.com/path',
        'example.org/',
        'https://',
        'ftp://example.org',
      ]) {
        const refused = await call(sandbox, '/api/v1/websites', { method: 'POST', form: { domain: invalid } })
        expect(refused.status, invalid).toBe(422)
        expect(Object.keys(refused.body.message)).toEqual(['domain'])
      }
    }))

  it('keeps the two variants in separate stores', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      await call(sandbox, '/api/v1/websites', { method: 'POST', form: { domain: 'only-b.example.com' } })
      expect(sandbox.control.list('A')).toEqual([])
      const listA = await call(sandbox, '/public/api/v1/websites')
      expect(listA.body.meta.total).toBe(0)
      const created = await call(sandbox, '/public/api/v1/websites', {
        method: 'POST',
        form: { url: 'https://only-b.example.com' },
      })
      expect(created.status).toBe(201)
      expect(created.body.data.id).toBe(1)
    }))
})

describe('passwords on the wire', () => {
  it('variant A returns the password in plain text, "" when none is set', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const locked = await call(sandbox, '/public/api/v1/websites', {
        method: 'POST',
        form: { url: 'https://locked.example.com', privacy: '2', password: 'hunter2' },
      })
      expect(locked.body.data.password).toBe('hunter2')
      const open = await call(sandbox, '/public/api/v1/websites', {
        method: 'POST',
        form: { url: 'https://open.example.com' },
      })
      expect(open.body.data.password).toBe('')
      expect((await call(sandbox, '/public/api/v1/websites/1')).body.data.password).toBe('hunter2')
      expect((await call(sandbox, '/public/api/v1/websites/2')).body.data.password).toBe('')
    }))

  it('variant B only says whether a password is set', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const locked = await call(sandbox, '/api/v1/websites', {
        method: 'POST',
        form: { domain: 'locked.example.com', privacy: '2', password: 'hunter2' },
      })
      expect(locked.body.data.password).toBe(true)
      expect(locked.text).not.toContain('hunter2')
      const open = await call(sandbox, '/api/v1/websites', { method: 'POST', form: { domain: 'open.example.com' } })
      expect(open.body.data.password).toBe(false)
      const shown = await call(sandbox, '/api/v1/websites/1')
      expect(shown.body.data.password).toBe(true)
      expect(shown.text).not.toContain('hunter2')
    }))
})

describe.each(VARIANT_CASES)('variant $variant: update', ({ variant, base, identifier, wire }) => {
  const setup = async (sandbox: Parameters<Parameters<typeof withSandbox>[1]>[0]): Promise<number> => {
    const created = await call(sandbox, base, {
      method: 'POST',
      form: {
        [identifier]: wire('edit.example.com'),
        privacy: '2',
        password: 'pw',
        email: '1',
        exclude_bots: '0',
        exclude_ips: '192.0.2.1',
        exclude_params: 'ref',
      },
    })
    expect(created.status).toBe(201)
    return created.body.data.id as number
  }

  it.each(['PATCH', 'PUT'])('%s changes only the sent fields: no defaults', (method) =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const id = await setup(sandbox)
      const updated = await call(sandbox, `${base}/${id}`, { method, form: { privacy: '0' } })
      expect(updated.status).toBe(200)
      expect(updated.body.status).toBe(200)
      expect(updated.body.data).toMatchObject({ id, privacy: '0', email: 1, exclude_bots: 0, exclude_ips: '192.0.2.1' })
      const shown = await call(sandbox, `${base}/${id}`)
      expect(shown.body.data).toMatchObject({ privacy: 0, email: 1, exclude_bots: 0, exclude_ips: '192.0.2.1' })
      expect(sandbox.control.list(variant)[0]).toMatchObject({
        password: 'pw',
        exclude_params: 'ref',
        email: 1,
        exclude_bots: 0,
      })
    }),
  )

  it('moves updated_at but not created_at', () => {
    const clock = manualClock()
    return withSandbox({ seed: 0, now: clock.now }, async (sandbox) => {
      const id = await setup(sandbox)
      const before = (await call(sandbox, `${base}/${id}`)).body.data
      clock.advance(90_000)
      const after = (await call(sandbox, `${base}/${id}`, { method: 'PATCH', form: { email: '0' } })).body.data
      expect(after.created_at).toBe(before.created_at)
      expect(Date.parse(after.updated_at) - Date.parse(before.updated_at)).toBe(90_000)
    })
  })

  it(`ignores ${identifier} on update: the identifier cannot change`, () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const id = await setup(sandbox)
      const updated = await call(sandbox, `${base}/${id}`, {
        method: 'PUT',
        form: { [identifier]: wire('renamed.example.com'), email: '0' },
      })
      expect(updated.status).toBe(200)
      expect(updated.body.data[identifier]).toBe('edit.example.com')
      expect(sandbox.control.list(variant)[0]?.host).toBe('edit.example.com')
    }))

  it('clears the password when it is sent empty, and refuses privacy 2 without one', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const id = await setup(sandbox)
      const stillLocked = await call(sandbox, `${base}/${id}`, { method: 'PATCH', form: { password: '' } })
      expect(stillLocked.status).toBe(422)
      expect(stillLocked.body.message).toEqual({ password: ['The password field is required when privacy is 2.'] })
      const opened = await call(sandbox, `${base}/${id}`, { method: 'PATCH', form: { privacy: '1', password: '' } })
      expect(opened.status).toBe(200)
      expect(sandbox.control.list(variant)[0]?.password).toBeNull()
      const relock = await call(sandbox, `${base}/${id}`, { method: 'PATCH', form: { privacy: '2' } })
      expect(relock.status).toBe(422)
      expect(relock.body).toEqual({
        message: { password: ['The password field is required when privacy is 2.'] },
        status: 422,
      })
      expect(sandbox.control.list(variant)[0]?.privacy).toBe(1)
    }))

  it('accepts privacy 2 alone when a password is already stored', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const id = await setup(sandbox)
      await call(sandbox, `${base}/${id}`, { method: 'PATCH', form: { privacy: '0' } })
      const relock = await call(sandbox, `${base}/${id}`, { method: 'PATCH', form: { privacy: '2' } })
      expect(relock.status).toBe(200)
      expect(relock.body.data.privacy).toBe('2')
    }))

  it('leaves the row untouched when one field is invalid', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const id = await setup(sandbox)
      const before = sandbox.control.list(variant)[0]
      const refused = await call(sandbox, `${base}/${id}`, {
        method: 'PATCH',
        form: { email: '0', exclude_ips: '300.1.1.1' },
      })
      expect(refused.status).toBe(422)
      expect(Object.keys(refused.body.message)).toEqual(['exclude_ips'])
      expect(sandbox.control.list(variant)[0]).toEqual(before)
    }))

  it('clears excluded IPs when sent empty', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const id = await setup(sandbox)
      const updated = await call(sandbox, `${base}/${id}`, { method: 'PATCH', form: { exclude_ips: '' } })
      expect(updated.body.data.exclude_ips).toBeNull()
    }))

  it('deletes, answering with the deleted id, after which the website is gone', () =>
    withSandbox({ seed: 0 }, async (sandbox) => {
      const id = await setup(sandbox)
      const deleted = await call(sandbox, `${base}/${id}`, { method: 'DELETE' })
      expect(deleted.status).toBe(200)
      expect(deleted.body).toEqual({ id, object: 'website', deleted: true, status: 200 })
      for (const method of ['GET', 'PATCH', 'PUT', 'DELETE']) {
        const gone = await call(sandbox, `${base}/${id}`, {
          method,
          form: method === 'PATCH' || method === 'PUT' ? { email: '1' } : undefined,
        })
        expect(gone.status, method).toBe(404)
        expect(gone.body).toEqual({ message: 'Resource not found.', status: 404 })
      }
    }))

  it('answers 404 for ids that are not positive integers or do not exist', () =>
    withSandbox({}, async (sandbox) => {
      for (const id of ['0', '-1', 'abc', '1.5', '99999', '1e2']) {
        const response = await call(sandbox, `${base}/${id}`)
        expect(response.status, id).toBe(404)
        expect(response.body).toEqual({ message: 'Resource not found.', status: 404 })
      }
    }))
})
