import common from './common'
import sync from './sync'
import tray from './tray'
import system from './system'
import visitors from './visitors'
import bulk from './bulk'
import list from './list'
import editor from './editor'
import accounts from './accounts'
import settings from './settings'
import plan from './plan'
import insights from './insights'
import tracking from './tracking'
import overview from './overview'
import statistics from './statistics'

export default {
  common,
  sync,
  tray,
  system,
  visitors,
  bulk,
  list,
  editor,
  accounts,
  settings,
  plan,
  insights,
  tracking,
  overview,
  statistics,
}
