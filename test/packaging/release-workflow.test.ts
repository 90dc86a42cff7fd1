/**
 * The release workflow, read as GitHub reads it: valid workflow syntax (action-validator checks it
 * against SchemaStore's schema for GitHub workflows), started by a version tag, building on
 * macOS, Windows and Linux runners, and signing only with secrets that exist.
 */
import { readFileSync } from 'node:fs'
import { validateWorkflow } from '@action-validator/core'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'
import { projectPath } from './support/project'

interface Step {
  name?: string
  if?: string
  run?: string
  uses?: string
  env?: Record<string, string>
}
interface Workflow {
  on: { push: { tags: string[] } }
  permissions: Record<string, string>
  jobs: Record<string, { 'runs-on': string; needs?: string; strategy?: { matrix: { os: string[] } }; steps: Step[] }>
}

const source = readFileSync(projectPath('.github/workflows/release.yml'), 'utf8')
const workflow = parse(source) as Workflow
const build = workflow.jobs.build!
const runs = (step: Step): string => step.run ?? ''

describe('the release workflow', () => {
  it('is a valid GitHub workflow', () => {
    expect(validateWorkflow(source).errors).toEqual([])
  })

  it('runs for version tags and may write the release', () => {
    expect(workflow.on.push.tags).toEqual(['v*.*.*'])
    expect(workflow.permissions.contents).toBe('write')
    expect(runs(workflow.jobs.draft!.steps.find((step) => /package\.json/.test(step.name ?? ''))!)).toContain('GITHUB_REF_NAME')
  })

  it('builds on the three platforms, each on its own runner, after the draft release exists', () => {
    expect(build['runs-on']).toBe('${{ matrix.os }}')
    expect(build.strategy!.matrix.os.map((os) => os.split('-')[0]).sort()).toEqual(['macos', 'ubuntu', 'windows'])
    expect(build.needs).toBe('draft')
    const commands = build.steps.map(runs)
    expect(commands).toEqual(expect.arrayContaining(['npm ci', 'npm run build']))
    const packaging = build.steps.filter((step) => /electron-builder/.test(runs(step)))
    expect(packaging.map((step) => step.if).sort()).toEqual(["runner.os == 'Linux'", "runner.os == 'Windows'", "runner.os == 'macOS'"])
    for (const step of packaging) expect(runs(step)).toMatch(/--publish always/)
  })

  it('signs and notarizes only with secrets that exist, each platform with its own', () => {
    const step = (os: string): Step => build.steps.find((candidate) => candidate.if === `runner.os == '${os}'`)!
    expect(step('macOS').env).toMatchObject({ CSC_LINK: '${{ secrets.CSC_LINK }}', CSC_IDENTITY_AUTO_DISCOVERY: '${{ env.HAS_MAC_SIGNING }}' })
    expect(step('macOS').env!.APPLE_ID).toContain("env.HAS_MAC_SIGNING == 'true'")
    expect(step('Windows').env).toEqual({ WIN_CSC_LINK: '${{ secrets.WIN_CSC_LINK }}', WIN_CSC_KEY_PASSWORD: '${{ secrets.WIN_CSC_KEY_PASSWORD }}' })
    expect(step('Linux').env).toBeUndefined()
  })
})
