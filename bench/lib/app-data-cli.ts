/**
 * `app-data-cli.ts <count> [<accounts>]`: prepares a data folder (lib/app-data.ts) with `accounts`
 * accounts (default 1) of `count` websites each, all different, and prints where, as JSON (the
 * first account's id).
 */
import { prepareAccounts } from './app-data'

prepareAccounts(Number(process.argv[2]), Number(process.argv[3] ?? 1)).then(
  (data) => {
    process.stdout.write(JSON.stringify(data))
    process.exit(0)
  },
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
