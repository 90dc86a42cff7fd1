/**
 * A GitHub workflow file as GitHub reads it, for the workflow tests: parsed, validated by
 * action-validator against SchemaStore's schema, and its actions' pins.
 */
import { readFileSync } from 'node:fs'
import { validateWorkflow } from '@action-validator/core'
import { parse } from 'yaml'
import { projectPath } from './project'

export interface Step {
  name?: string
  if?: string
  run?: string
  uses?: string
  shell?: string
  with?: Record<string, string | number | boolean>
  env?: Record<string, string>
}
export interface Job {
  name?: string
  'runs-on': string
  needs?: string | string[]
  permissions?: Record<string, string>
  environment?: string | { name: string; url?: string }
  strategy?: { matrix: { os: string[] } }
  env?: Record<string, string>
  steps: Step[]
}
export interface Workflow {
  on: Record<string, unknown>
  permissions: Record<string, string>
  jobs: Record<string, Job>
}

export interface WorkflowFile {
  source: string
  workflow: Workflow
}

export function readWorkflow(name: string): WorkflowFile {
  const source = readFileSync(projectPath(`.github/workflows/${name}`), 'utf8')
  return { source, workflow: parse(source) as Workflow }
}

/**
 * action-validator's errors. Its schema (the newest release, 0.6.0, bundles SchemaStore's of early
 * 2024) does not know the `attestations` permission GitHub added for artifact attestations, which
 * actions/attest-build-provenance needs; that one line is left out of what it checks (and tested
 * on its own).
 */
export function schemaErrors(source: string): unknown[] {
  return validateWorkflow(source.replace(/^\s+attestations: write\n/m, '')).errors
}

/** Every `uses:` line: the action, the ref it is pinned to, and the comment after it. */
export function actionPins(source: string): Array<{ action: string; ref: string; comment: string }> {
  return [...source.matchAll(/^\s*(?:-\s+)?uses:\s*([^@\s]+)@(\S+)[ \t]*(.*)$/gm)].map((match) => ({
    action: match[1]!,
    ref: match[2]!,
    comment: match[3]!.trim(),
  }))
}

export const runs = (step: Step): string => step.run ?? ''

/**
 * A filter pattern of `on.push.tags` as GitHub matches it (its "filter pattern cheat sheet"): `*`
 * any characters but `/`, `**` any characters, `?` and `+` zero-or-one and one-or-more of the
 * character or class before, `[…]` a class; anything else stands for itself.
 */
export function filterPatternMatches(pattern: string, ref: string): boolean {
  let source = ''
  for (let index = 0; index < pattern.length; index++) {
    const char = pattern[index]!
    if (char === '*' && pattern[index + 1] === '*') {
      source += '.*'
      index++
    } else if (char === '*') source += '[^/]*'
    else if (char === '?' || char === '+') source += char
    else if (char === '[') {
      const end = pattern.indexOf(']', index)
      source += pattern.slice(index, end + 1)
      index = end
    } else source += char.replace(/[\\^$.|(){}]/g, '\\$&')
  }
  return new RegExp(`^${source}$`).test(ref)
}

/** The name of the environment a job runs in, if any. */
export function environmentOf(job: Job): string | undefined {
  return typeof job.environment === 'string' ? job.environment : job.environment?.name
}
