/**
 * Every picture in the docs comes from one of these walks (walk.ts says what a walk is). To show a
 * new view: add a stop to the walk that passes it, or a walk to this list; then run
 * `npm run screenshots` and link the new pictures from the docs page of the feature.
 */
import { DEMO } from './demo'
import { FIRST_RUN } from './first-run'
import { LANGUAGES } from './languages'
import { PLAN_NEAR, PLAN_PAUSED, PLAN_WITHOUT_API } from './plans'
import { STATISTICS } from './statistics'
import { TRACKING } from './tracking'
import { trayWalk } from './tray'
import type { Walk } from './walk'

export const WALKS: readonly Walk[] = [
  FIRST_RUN,
  DEMO,
  TRACKING,
  STATISTICS,
  PLAN_PAUSED,
  PLAN_NEAR,
  PLAN_WITHOUT_API,
  LANGUAGES,
  trayWalk('darwin'),
  trayWalk('win32'),
  trayWalk('linux'),
]
