/**
 * The variant as one profile (src/shared/variant-profile.ts): what each variant's servers do, as
 * SiteTray must act on it (docs/architecture.md, "How servers behave"), and the lint rule that keeps
 * every other file from deciding it again.
 */
import { join } from 'node:path'
import { pathToFileURL } from 'node:url'
import { ESLint, type Linter } from 'eslint'
import tseslint from 'typescript-eslint'
import { beforeAll, describe, expect, it } from 'vitest'
import { isVariant, PREFERRED_VARIANT, profileOf, VARIANTS } from '../../src/shared/variant-profile'
import { addressHint, serverVersionNote } from '../../src/shared/words'

describe('variant A: the older line', () => {
  const a = profileOf('A')

  it('keeps favorites on this computer and has no statistics', () => {
    expect(a.favoritesLiveHere).toBe(true)
    expect(a.favoritesLiveOnServer).toBe(false)
    expect(a.hasStatistics).toBe(false)
  })

  it('is reached under /public/api/v1 and sends a full URL, whose host the server keeps as sent', () => {
    expect(a.apiPath).toBe('/public/api/v1/websites')
    expect(a.accountPaths).toEqual(['/public/api/v1/account', '/api/v1/account'])
    expect(a.identifierField).toBe('url')
    expect(a.identifierOnWire('example.com')).toBe('https://example.com')
    expect(a.stripsWww).toBe(false)
  })

  it('lists by address, A→Z unless told otherwise, whatever sort_by a query names', () => {
    expect(a.defaultOrder).toEqual({ by: 'domain', sort: 'asc' })
    expect(a.serverOrder({})).toEqual({ by: 'domain', sort: 'asc' })
    expect(a.serverOrder({ sortBy: 'created', sort: 'desc' })).toEqual({ by: 'domain', sort: 'desc' })
    expect(a.sortBy).toEqual([])
    expect(a.searchBy).toEqual([])
  })

  it('takes any page size from 10 to 100 and sweeps 100 at a time in its own order', () => {
    expect([10, 37, 100].map((n) => a.allowsPerPage(n))).toEqual([true, true, true])
    expect([9, 101, 10.5].map((n) => a.allowsPerPage(n))).toEqual([false, false, false])
    expect(a.perPage.default).toBe(10)
    expect(a.perPageMessage).toBe('Results per page must be a whole number from 10 to 100.')
    expect(a.sweepQuery).toEqual({ perPage: 100 })
  })

  it('tells the user why favorites stay on this computer, and that https:// is added', () => {
    expect(a.addsScheme).toBe(true)
    expect(serverVersionNote('A')).toMatch(/older version .*3\.1.*keeps no favorites.*this computer/)
    expect(addressHint('A')).toMatch(/adds https:\/\//)
  })
})

describe('variant B: the current line', () => {
  const b = profileOf('B')

  it('stores favorites on the server and has statistics', () => {
    expect(b.favoritesLiveOnServer).toBe(true)
    expect(b.favoritesLiveHere).toBe(false)
    expect(b.hasStatistics).toBe(true)
  })

  it('is reached under /api/v1 and sends the bare domain, without www.', () => {
    expect(b.apiPath).toBe('/api/v1/websites')
    expect(b.accountPaths).toEqual(['/api/v1/account'])
    expect(b.identifierField).toBe('domain')
    expect(b.identifierOnWire('example.com')).toBe('example.com')
    expect(b.stripsWww).toBe(true)
  })

  it('lists newest first unless told otherwise, by creation or by domain', () => {
    expect(b.defaultOrder).toEqual({ by: 'created', sort: 'desc' })
    expect(b.serverOrder({})).toEqual({ by: 'created', sort: 'desc' })
    expect(b.serverOrder({ sortBy: 'domain' })).toEqual({ by: 'domain', sort: 'desc' })
    expect(b.serverOrder({ sort: 'asc' })).toEqual({ by: 'created', sort: 'asc' })
    expect(b.sortBy).toEqual(['created', 'domain'])
    expect(b.searchBy).toEqual(['domain'])
  })

  it('takes only 10, 25, 50 or 100 a page, asks 100 when nothing is given, and sweeps newest first', () => {
    expect([10, 25, 50, 100].every((n) => b.allowsPerPage(n))).toBe(true)
    expect([11, 30, 99].some((n) => b.allowsPerPage(n))).toBe(false)
    expect(b.perPage.default).toBe(100)
    expect(b.perPageMessage).toBe('Results per page must be one of 10, 25, 50, or 100.')
    expect(b.sweepQuery).toEqual({ sortBy: 'created', sort: 'desc', perPage: 100 })
  })

  it('needs no word about its version, nor about the address', () => {
    expect(b.addsScheme).toBe(false)
    expect(serverVersionNote('B')).toBeNull()
    expect(addressHint('B')).not.toMatch(/https/)
  })
})

describe('the variants together', () => {
  it('names each other as the likely mistake, and prefers B when a server answers both ways', () => {
    expect(profileOf('A').other).toBe('B')
    expect(profileOf('B').other).toBe('A')
    expect(PREFERRED_VARIANT).toBe('B')
    expect(VARIANTS).toEqual(['B', 'A'])
  })

  it('knows a variant from anything else a file or a request may hold', () => {
    expect(['A', 'B'].every(isVariant)).toBe(true)
    expect(['a', 'C', '', null, undefined, 1, ['A']].some(isVariant)).toBe(false)
  })

  it('cannot be changed by whoever asks it', () => {
    const sweep = profileOf('B').sweepQuery as { perPage?: number }
    expect(() => {
      sweep.perPage = 10
    }).toThrow(TypeError)
    expect(profileOf('B').sweepQuery.perPage).toBe(100)
  })
})

describe('the rule that nothing else branches on the variant', () => {
  const ROOT = join(import.meta.dirname, '..', '..')
  let eslint: ESLint

  beforeAll(async () => {
    const { variantProfile } = (await import(pathToFileURL(join(ROOT, 'eslint.config.mjs')).href)) as {
      variantProfile: Linter.Config
    }
    eslint = new ESLint({
      cwd: ROOT,
      overrideConfigFile: true,
      overrideConfig: [{ files: ['**/*.ts'], languageOptions: { parser: tseslint.parser } }, variantProfile],
    })
  })

  async function problems(path: string, code: string): Promise<number> {
    const [result] = await eslint.lintText(code, { filePath: join(ROOT, path) })
    return (result?.messages ?? []).filter((message) => message.ruleId === 'no-restricted-syntax').length
  }

  const BRANCHES = [
    "export const a = (v: string) => v === 'A'",
    "export const b = (v: string) => 'B' !== v",
    "export const c = (v: string) => { switch (v) { case 'A': return 1 } return 2 }",
    "import { CAPABILITIES } from './website'\nexport const d = (v: 'A' | 'B') => CAPABILITIES[v].apiPath",
  ]

  it('refuses a comparison with the letter, a case per variant and the table read by variant', async () => {
    for (const code of BRANCHES) expect(await problems('src/main/sync/branch.ts', code)).toBe(1)
  })

  it('lets the profile itself and the sandbox decide, and lets everyone else ask the profile', async () => {
    for (const code of BRANCHES) {
      expect(await problems('src/shared/variant-profile.ts', code)).toBe(0)
      expect(await problems('src/main/sandbox/list-query.ts', code)).toBe(0)
    }
    expect(
      await problems(
        'src/main/sync/asks.ts',
        "import { profileOf } from '../../shared/variant-profile'\nexport const e = profileOf('A').favoritesLiveHere\n",
      ),
    ).toBe(0)
  })
})
