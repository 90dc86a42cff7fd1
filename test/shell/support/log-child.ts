// A process with SiteTray's log file (lifecycle/log-file.ts): it names a key, logs a failure that
// carries it, and leaves a rejection nobody handles. Run by test/shell/log-file.test.ts.
import { createLogger, keepOutOfLog } from '../../../src/main/base/log'
import { openLogFile } from '../../../src/main/lifecycle/log-file'

const [userData, key] = process.argv.slice(2) as [string, string]
openLogFile(userData)
keepOutOfLog(key)
createLogger('accounts').warn('saving the key failed', new Error(`the keychain refused ${key}`))
void Promise.reject(new Error('nobody waited for this'))
