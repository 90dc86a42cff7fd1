import { createLogger } from '../base'
import type { StoreProblem } from './types'

const log = createLogger('mirror')

/** The default problem listener: one line with the file's path, never its content. */
export function warnAboutProblem(problem: StoreProblem): void {
  const detail =
    problem.kind === 'write-failed' || problem.kind === 'not-migrated'
      ? problem.error.message
      : problem.kind === 'corrupt-file'
        ? `${problem.reason}; kept as ${problem.movedTo}`
        : problem.kind === 'unreadable-file'
          ? `${problem.reason}; left in place`
          : `${problem.count}`
  log.warn(`${problem.kind}: ${problem.file}: ${detail}`)
}
