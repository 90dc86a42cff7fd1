/**
 * The README and docs/ as a newcomer clicks through them: every link to a file of the project and
 * every anchor in one leads somewhere, every picture shown exists, and no page speaks the project's
 * internal shorthand (issue numbers, "variant A/B") to a user.
 */
import { readFileSync } from 'node:fs'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { PROJECT_ROOT } from '../e2e/pictures/sources'
import { anchorsIn, brokenLinks, linksIn, slug, userDocs } from './markdown-links'

/** Pages a user reads: the README and everything in docs/ but the developers' map and its detail. */
const userPages = (): string[] =>
  userDocs().filter((file) => file !== 'docs/architecture.md' && file !== 'docs/internals.md')

describe('the docs', () => {
  it('link only to files and headings that exist, and show only pictures that exist', () => {
    expect(userDocs()).toContain('docs/architecture.md')
    expect(brokenLinks()).toEqual([])
  })

  it('let the README lead to every page of docs/', () => {
    const linked = new Set<string>()
    const seen = new Set<string>()
    const visit = (file: string): void => {
      if (seen.has(file)) return
      seen.add(file)
      for (const link of linksIn(file)) {
        const target = link.target.split('#')[0]!
        if (!target.endsWith('.md') || /^[a-z]+:/i.test(target)) continue
        const resolved = join(file, '..', target).replaceAll('\\', '/')
        linked.add(resolved)
        visit(resolved)
      }
    }
    visit('README.md')
    expect(userDocs().filter((file) => file !== 'README.md' && !linked.has(file))).toEqual([])
  })

  it("never speak the project's shorthand to a user", () => {
    const found = userPages().flatMap((file) =>
      readFileSync(join(PROJECT_ROOT, file), 'utf8')
        .split('\n')
        .flatMap((line, index) =>
          /\bissues? #?\d+|\bvariants? [AB]\b/i.test(line) ? [`${file}:${index + 1}: ${line.trim()}`] : [],
        ),
    )
    expect(found).toEqual([])
  })
})

describe('the link check itself', () => {
  it('makes the anchors GitHub makes', () => {
    expect(slug('Install')).toBe('install')
    expect(slug('First run on macOS, Windows and Linux')).toBe('first-run-on-macos-windows-and-linux')
    expect(slug('`npm test` — what runs')).toBe('npm-test--what-runs')
    expect(slug("The tray's menu")).toBe('the-trays-menu')
  })

  it('finds a link that leads nowhere, a heading that does not exist and a missing picture, not code', () => {
    expect(brokenLinks(['test/docs/fixtures/broken.md'])).toEqual([
      'test/docs/fixtures/broken.md:3: no-such-page.md — no such file',
      'test/docs/fixtures/broken.md:3: #no-such-heading — test/docs/fixtures/broken.md has no heading with that anchor',
      'test/docs/fixtures/broken.md:4: missing.png — no such file',
    ])
  })

  it("reads the README's anchors and pictures", () => {
    const readme = anchorsIn('README.md')
    expect(readme.has('status')).toBe(true)
    expect(readme.has('no-such-heading')).toBe(false)
    expect(linksIn('README.md').some((link) => link.picture)).toBe(true)
  })
})
