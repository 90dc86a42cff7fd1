/**
 * The CI workflow, read as GitHub reads it: on every push and pull request, typecheck, lint and
 * the Node-side tests on Linux, macOS and Windows, then the built app in real Electron on each —
 * the journeys `npm test` runs in the stand-in, and the packaged app's fuses. Those Electron runs
 * cannot happen here; what is checked here is that the workflow and the configs wire them up.
 */
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { projectPath } from './support/project'
import { actionPins, readWorkflow, runs, schemaErrors } from './support/workflow'

const { source, workflow } = readWorkflow('ci.yml')
const { checks, electron } = workflow.jobs
const commands = (job: typeof checks): string[] => job!.steps.map(runs).filter(Boolean)
const OSES = ['macos', 'ubuntu', 'windows']

describe('the CI workflow', () => {
  it('is a valid GitHub workflow, run on every push and pull request, read-only', () => {
    expect(schemaErrors(source)).toEqual([])
    expect(workflow.on).toEqual({ push: null, pull_request: null })
    expect(workflow.permissions).toEqual({ contents: 'read' })
    for (const job of Object.values(workflow.jobs)) expect(job.permissions).toBeUndefined()
  })

  it('pins every action to a full commit', () => {
    for (const pin of actionPins(source)) expect(pin.ref, pin.action).toMatch(/^[0-9a-f]{40}$/)
  })

  it("typechecks, lints and runs the Node-side tests on the three platforms, installing with no install scripts but keytar's", () => {
    expect(checks!.strategy!.matrix.os.map((os) => os.split('-')[0]).sort()).toEqual(OSES)
    const run = commands(checks)
    expect(run).toEqual(
      expect.arrayContaining([
        'npm ci --ignore-scripts',
        'npm rebuild keytar',
        'npm run typecheck',
        'npm run lint',
        'npm run build',
      ]),
    )
    const tests = run.find((command) => command.startsWith('node test/run.mjs'))!
    // Left out: what needs Debian's Chromium (the stand-in, the renderer harness); nothing else.
    expect([...tests.matchAll(/--exclude '([^']+)'/g)].map((match) => match[1])).toEqual([
      'test/e2e/**',
      'test/standin/**',
      'test/journeys/**',
      'test/renderer/**',
      'test/packaging/installed-app.test.ts',
    ])
  })

  it('then runs the journeys in real Electron on each platform, under xvfb-run on Linux, and packages the app for its fuses', () => {
    expect(electron!.needs).toBe('checks')
    expect(electron!.strategy!.matrix.os.map((os) => os.split('-')[0]).sort()).toEqual(OSES)
    const run = commands(electron)
    const order = [
      'npm ci --ignore-scripts',
      'npx install-electron',
      'npx electron-builder install-app-deps',
      'npm run build',
      'npx electron-builder --dir --publish never',
    ]
    expect(run.filter((command) => !command.startsWith('sudo')).slice(0, order.length)).toEqual(order)
    const journeys = electron!.steps.filter((step) =>
      runs(step).includes('--config test/electron/vitest.electron.config.mts'),
    )
    expect(journeys.map((step) => [step.if, runs(step).startsWith('xvfb-run -a ')])).toEqual([
      ["runner.os == 'Linux'", true],
      ["runner.os != 'Linux'", false],
    ])
  })

  it('is where test/electron runs: npm test leaves it out on purpose, its own config runs only it', () => {
    const testConfig = readFileSync(projectPath('vitest.config.mts'), 'utf8')
    expect(testConfig).toMatch(/exclude: \[\.\.\.configDefaults\.exclude, 'test\/electron\/\*\*'\]/)
    const electronConfig = readFileSync(projectPath('test/electron/vitest.electron.config.mts'), 'utf8')
    expect(electronConfig).toMatch(/include: \['test\/electron\/\*\*\/\*\.electron\.test\.ts'\]/)
  })
})
