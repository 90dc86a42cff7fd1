import { describe, expect, it } from 'vitest'
import { call, manualClock, withSandbox } from './helpers'

const B = '/api/v1/websites'
const NOW = Date.UTC(2025, 5, 1, 12, 0, 0)

async function newSite(
  sandbox: Parameters<Parameters<typeof withSandbox>[1]>[0],
  form: Record<string, string> = {},
): Promise<number> {
  const created = await call(sandbox, B, { method: 'POST', form: { domain: 'fav.example.com', ...form } })
  expect(created.status).toBe(201)
  return created.body.data.id as number
}

describe('variant B favorites on update', () => {
  it.each([
    ['1', true],
    ['true', true],
    ['false', true], // PHP: any non-empty string but "0" is true
    ['yes', true],
    ['0', false],
    ['', false],
  ])('favorite=%j uses PHP truthiness (favorite: %s)', (value, favorite) =>
    withSandbox({ seed: 0, now: () => NOW }, async (sandbox) => {
      const id = await newSite(sandbox)
      // Start from the opposite state so that the request has to change something.
      sandbox.control.update('B', id, { favorited_at: favorite ? null : new Date(NOW - 86_400_000) })
      const updated = await call(sandbox, `${B}/${id}`, { method: 'PATCH', form: { favorite: value } })
      expect(updated.status).toBe(200)
      expect(updated.body.data.favorite).toBe(favorite)
      expect(updated.body.data.favorited_at).toBe(favorite ? '2025-06-01 12:00:00' : null)
      expect((await call(sandbox, `${B}/${id}`)).body.data.favorite).toBe(favorite)
    }),
  )

  it('reads JSON booleans with the same rules', () =>
    withSandbox({ seed: 0, now: () => NOW }, async (sandbox) => {
      const id = await newSite(sandbox)
      expect(
        (await call(sandbox, `${B}/${id}`, { method: 'PATCH', json: { favorite: true } })).body.data.favorite,
      ).toBe(true)
      expect(
        (await call(sandbox, `${B}/${id}`, { method: 'PATCH', json: { favorite: false } })).body.data.favorite,
      ).toBe(false)
    }))

  it('favorited_at in Y-m-d\\TH:i:s sets the favorite with that date, empty clears it', () =>
    withSandbox({ seed: 0, now: () => NOW }, async (sandbox) => {
      const id = await newSite(sandbox)
      const set = await call(sandbox, `${B}/${id}`, { method: 'PATCH', form: { favorited_at: '2024-05-01T10:20:30' } })
      expect(set.status).toBe(200)
      expect(set.body.data).toMatchObject({ favorite: true, favorited_at: '2024-05-01 10:20:30' })
      expect(sandbox.control.list('B')[0]?.favorited_at?.toISOString()).toBe('2024-05-01T10:20:30.000Z')
      const cleared = await call(sandbox, `${B}/${id}`, { method: 'PATCH', form: { favorited_at: '' } })
      expect(cleared.body.data).toMatchObject({ favorite: false, favorited_at: null })
    }))

  it('favorite=1 with favorited_at takes the sent date; favorite decides over favorited_at', () =>
    withSandbox({ seed: 0, now: () => NOW }, async (sandbox) => {
      const id = await newSite(sandbox)
      const both = await call(sandbox, `${B}/${id}`, {
        method: 'PATCH',
        form: { favorite: '1', favorited_at: '2024-01-02T03:04:05' },
      })
      expect(both.body.data).toMatchObject({ favorite: true, favorited_at: '2024-01-02 03:04:05' })
      const off = await call(sandbox, `${B}/${id}`, {
        method: 'PATCH',
        form: { favorite: '0', favorited_at: '2024-01-02T03:04:05' },
      })
      expect(off.body.data).toMatchObject({ favorite: false, favorited_at: null })
      const onWithoutDate = await call(sandbox, `${B}/${id}`, {
        method: 'PATCH',
        form: { favorite: '1', favorited_at: '' },
      })
      expect(onWithoutDate.body.data).toMatchObject({ favorite: true, favorited_at: '2025-06-01 12:00:00' })
    }))

  it.each(['2024-05-01 10:20:30', '2024-05-01', '2024-02-30T10:00:00', '2024-05-01T10:20:30Z', 'yesterday'])(
    'refuses favorited_at=%j with a 422 and changes nothing',
    (value) =>
      withSandbox({ seed: 0, now: () => NOW }, async (sandbox) => {
        const id = await newSite(sandbox)
        const refused = await call(sandbox, `${B}/${id}`, {
          method: 'PATCH',
          form: { favorited_at: value, email: '1' },
        })
        expect(refused.status).toBe(422)
        expect(Object.keys(refused.body.message)).toEqual(['favorited_at'])
        expect(sandbox.control.list('B')[0]).toMatchObject({ favorited_at: null, email: 0 })
      }),
  )

  it('leaves the favorite alone when neither field is sent', () =>
    withSandbox({ seed: 0, now: () => NOW }, async (sandbox) => {
      const id = await newSite(sandbox, { favorite: '1' })
      const updated = await call(sandbox, `${B}/${id}`, { method: 'PUT', form: { privacy: '0' } })
      expect(updated.body.data).toMatchObject({ favorite: true, favorited_at: '2025-06-01 12:00:00' })
    }))
})

describe('variant B favorites on create', () => {
  it('honours favorite and favorited_at (the spec)', () =>
    withSandbox({ seed: 0, now: () => NOW }, async (sandbox) => {
      const byFlag = await call(sandbox, B, { method: 'POST', form: { domain: 'flag.example.com', favorite: '1' } })
      expect(byFlag.body.data).toMatchObject({ favorite: true, favorited_at: '2025-06-01 12:00:00' })
      const byDate = await call(sandbox, B, {
        method: 'POST',
        form: { domain: 'date.example.com', favorited_at: '2023-03-03T03:03:03' },
      })
      expect(byDate.body.data).toMatchObject({ favorite: true, favorited_at: '2023-03-03 03:03:03' })
      const plain = await call(sandbox, B, { method: 'POST', form: { domain: 'plain.example.com' } })
      expect(plain.body.data).toMatchObject({ favorite: false, favorited_at: null })
      const bad = await call(sandbox, B, {
        method: 'POST',
        form: { domain: 'bad.example.com', favorited_at: '03/03/2023' },
      })
      expect(bad.status).toBe(422)
    }))

  it('ignores both with the ignoreFavoriteOnCreate quirk, as real servers do', () =>
    withSandbox({ seed: 0, now: () => NOW, quirks: { ignoreFavoriteOnCreate: true } }, async (sandbox) => {
      const created = await call(sandbox, B, {
        method: 'POST',
        form: { domain: 'flag.example.com', favorite: '1', favorited_at: '2023-03-03T03:03:03' },
      })
      expect(created.status).toBe(201)
      expect(created.body.data).toMatchObject({ favorite: false, favorited_at: null })
      // The follow-up update a client makes does work.
      const updated = await call(sandbox, `${B}/${created.body.data.id}`, { method: 'PATCH', form: { favorite: '1' } })
      expect(updated.body.data.favorite).toBe(true)
    }))
})

describe('variant A has no favorites', () => {
  it('ignores favorite fields and never returns them', () => {
    const clock = manualClock(NOW)
    return withSandbox({ seed: 0, now: clock.now }, async (sandbox) => {
      const created = await call(sandbox, '/public/api/v1/websites', {
        method: 'POST',
        form: { url: 'https://a.example.com', favorite: '1', favorited_at: 'not a date' },
      })
      expect(created.status).toBe(201)
      expect(created.body.data).not.toHaveProperty('favorite')
      expect(created.body.data).not.toHaveProperty('favorited_at')
      const updated = await call(sandbox, `/public/api/v1/websites/${created.body.data.id}`, {
        method: 'PATCH',
        form: { favorite: '1' },
      })
      expect(updated.status).toBe(200)
      expect(updated.body.data).not.toHaveProperty('favorite')
      expect(sandbox.control.list('A')[0]?.favorited_at).toBeNull()
    })
  })
})
