/**
 * The release workflow, read as GitHub reads it: valid workflow syntax, started by a version tag
 * only, building on macOS, Windows and Linux runners with no install script run and no token that
 * can write; the signing secrets only in the protected `release` environment, in a job that
 * restores no cache; refusing to build without signing secrets; attesting provenance in a job of
 * its own; and publishing from the only job that may write, which installs nothing. Every action
 * pinned by commit.
 */
import { describe, expect, it } from 'vitest'
import {
  actionPins,
  environmentOf,
  filterPatternMatches,
  readWorkflow,
  runs,
  schemaErrors,
  type Step,
} from './support/workflow'

const { source, workflow } = readWorkflow('release.yml')
const { build, attest, publish } = workflow.jobs
const stepsOf = (job: typeof build): Step[] => job!.steps

describe('the release workflow', () => {
  it('is a valid GitHub workflow, started by version tags', () => {
    expect(schemaErrors(source)).toEqual([])
    expect(Object.keys(workflow.jobs).sort()).toEqual(['attest', 'build', 'publish'])
  })

  it('starts for a version tag (v1.2.3) and nothing else', () => {
    // A push of a tag only: no branch, no manual run, no other event.
    expect(Object.keys(workflow.on)).toEqual(['push'])
    const push = workflow.on.push as { tags: string[] }
    expect(Object.keys(push)).toEqual(['tags'])
    const starts = (tag: string): boolean => push.tags.some((pattern) => filterPatternMatches(pattern, tag))
    for (const tag of ['v0.1.0', 'v1.2.3', 'v10.20.300']) expect(starts(tag), tag).toBe(true)
    for (const tag of ['v1.2.3-evil', 'v1.2', 'v1.2.3.4', 'vX.Y.Z', 'v1.2.3/x', 'release', '1.2.3', 'v1..3'])
      expect(starts(tag), tag).toBe(false)
  })

  it('keeps the signing secrets in the protected release environment, in a job that restores no cache', () => {
    // Secrets appear in jobs only, never in the workflow's own env or defaults.
    const { jobs, ...outside } = workflow
    expect(JSON.stringify(outside)).not.toMatch(/secrets\./)
    const holders = Object.entries(jobs).filter(([, job]) => /secrets\./.test(JSON.stringify(job)))
    expect(holders.map(([name]) => name)).toEqual(['build'])
    for (const [name, job] of holders) {
      expect(environmentOf(job), name).toBe('release')
      // Another run's files restored beside the keys: actions/cache, or a setup action's cache.
      const setups = job.steps.filter((step) => /^actions\/setup-/.test(step.uses ?? ''))
      expect(setups.length, name).toBeGreaterThan(0)
      expect(
        job.steps.filter((step) => /^actions\/cache\b/.test(step.uses ?? '')),
        name,
      ).toEqual([])
      for (const step of setups) {
        expect(step.with?.cache, `${name}: ${step.uses}`).toBeUndefined()
        // setup-node caches by itself from v5 on where package.json names a package manager.
        const major = Number(/# v(\d+)/.exec(source.slice(source.indexOf(step.uses!)))?.[1])
        if (major >= 5) expect(step.with?.['package-manager-cache'], `${name}: ${step.uses}`).toBe(false)
      }
    }
  })

  it('may only read by default; the publish job alone may write the release, the attest job alone may sign', () => {
    expect(workflow.permissions).toEqual({ contents: 'read' })
    expect(build!.permissions).toBeUndefined()
    expect(attest!.permissions).toEqual({ contents: 'read', 'id-token': 'write', attestations: 'write' })
    expect(publish!.permissions).toEqual({ contents: 'write' })
    // The line action-validator's schema cannot check is the attest job's, and only there.
    expect(source.match(/^\s+attestations: write$/gm)).toHaveLength(1)
    const writers = Object.entries(workflow.jobs).filter(([, job]) =>
      Object.values(job.permissions ?? {}).includes('write'),
    )
    expect(writers.map(([name]) => name).sort()).toEqual(['attest', 'publish'])
  })

  it('pins every action to a full commit, with its tag beside it', () => {
    const pins = actionPins(source)
    expect(pins.length).toBeGreaterThanOrEqual(5)
    for (const pin of pins) {
      expect(pin.ref, pin.action).toMatch(/^[0-9a-f]{40}$/)
      expect(pin.comment, pin.action).toMatch(/^# v\d+\.\d+\.\d+$/)
    }
    // One commit per action throughout.
    const byAction = new Map<string, Set<string>>()
    for (const pin of pins) byAction.set(pin.action, (byAction.get(pin.action) ?? new Set()).add(pin.ref))
    for (const [action, refs] of byAction) expect(refs.size, action).toBe(1)
  })

  it('builds on the three platforms, installing with no install scripts and holding no token', () => {
    expect(build!['runs-on']).toBe('${{ matrix.os }}')
    expect(build!.strategy!.matrix.os.map((os) => os.split('-')[0]).sort()).toEqual(['macos', 'ubuntu', 'windows'])
    const commands = stepsOf(build).map(runs)
    expect(commands).toEqual(expect.arrayContaining(['npm ci --ignore-scripts', 'npm run build']))
    expect(commands.filter((command) => /\bnpm (ci|install|i)\b/.test(command))).toEqual(['npm ci --ignore-scripts'])
    expect(stepsOf(build).find((step) => step.uses?.startsWith('actions/checkout@'))!.with).toEqual({
      'persist-credentials': false,
    })
    expect(JSON.stringify(build)).not.toMatch(/GITHUB_TOKEN|github\.token|GH_TOKEN/)
    const packaging = stepsOf(build).filter((step) => /electron-builder/.test(runs(step)))
    expect(packaging.map((step) => step.if).sort()).toEqual([
      "runner.os == 'Linux'",
      "runner.os == 'Windows'",
      "runner.os == 'macOS'",
    ])
    for (const step of packaging) expect(runs(step)).toMatch(/--publish never/)
  })

  it('fails a tag build without signing secrets, before building, and checks the installer against the publisher app-update.yml names', () => {
    const steps = stepsOf(build)
    const check = steps.find((step) => step.name === 'The signing secrets exist')!
    expect(check.if).toBe("runner.os != 'Linux'")
    expect(runs(check)).toMatch(
      /HAS_MAC_SIGNING" != true[^\n]*HAS_MAC_NOTARIZATION" != true[\s\S]*exit 1[\s\S]*HAS_WIN_SIGNING" != true[\s\S]*exit 1/,
    )
    expect(steps.indexOf(check)).toBeLessThan(steps.findIndex((step) => runs(step).startsWith('npm ci')))
    expect(build!.env!.HAS_WIN_SIGNING).toBe("${{ secrets.WIN_CSC_LINK != '' && secrets.WIN_CSC_KEY_PASSWORD != '' }}")
    const signer = steps.find((step) => /Get-AuthenticodeSignature/.test(runs(step)))!
    expect(signer).toMatchObject({ if: "runner.os == 'Windows'", shell: 'pwsh' })
    expect(runs(signer)).toMatch(/app-update\.yml/)
    expect(steps.indexOf(signer)).toBeGreaterThan(steps.findIndex((step) => step.name === 'Package (Windows)'))
  })

  it('signs each platform with its own secrets, in its packaging step only', () => {
    const step = (os: string): Step =>
      stepsOf(build).find(
        (candidate) => candidate.if === `runner.os == '${os}'` && /electron-builder/.test(runs(candidate)),
      )!
    expect(Object.keys(step('macOS').env!).sort()).toEqual([
      'APPLE_APP_SPECIFIC_PASSWORD',
      'APPLE_ID',
      'APPLE_TEAM_ID',
      'CSC_KEY_PASSWORD',
      'CSC_LINK',
    ])
    expect(step('Windows').env).toEqual({
      WIN_CSC_LINK: '${{ secrets.WIN_CSC_LINK }}',
      WIN_CSC_KEY_PASSWORD: '${{ secrets.WIN_CSC_KEY_PASSWORD }}',
    })
    expect(step('Linux').env).toBeUndefined()
  })

  it('attests the built files, then publishes them from a job that installs and runs nothing else', () => {
    expect(attest!.needs).toBe('build')
    expect(stepsOf(attest).map((step) => step.uses?.split('@')[0])).toEqual([
      'actions/download-artifact',
      'actions/attest-build-provenance',
    ])
    expect(stepsOf(attest)[1]!.with).toEqual({ 'subject-path': 'release/*' })

    expect(publish!.needs).toEqual(['build', 'attest'])
    const steps = stepsOf(publish)
    expect(steps.map((step) => step.uses?.split('@')[0] ?? 'run')).toEqual(['actions/download-artifact', 'run'])
    const upload = runs(steps[1]!)
    expect(
      upload
        .split('\n')
        .filter(Boolean)
        .every((line) => line.trimStart().startsWith('gh release')),
    ).toBe(true)
    expect(upload).not.toMatch(/\b(npm|npx|node|yarn|pnpm)\b/)
    expect(steps[1]!.env).toEqual({ GH_TOKEN: '${{ github.token }}', GH_REPO: '${{ github.repository }}' })
    // What the build uploaded is what is published: the installers and electron-updater's feed files.
    const uploaded = stepsOf(build).find((step) => step.uses?.startsWith('actions/upload-artifact@'))!
    expect(String(uploaded.with!.path).trim().split('\n')).toEqual(
      expect.arrayContaining([
        'dist/*.exe',
        'dist/*.dmg',
        'dist/*.zip',
        'dist/*.AppImage',
        'dist/*.deb',
        'dist/latest*.yml',
      ]),
    )
  })
})
