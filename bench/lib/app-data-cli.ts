/**
 * `app-data-cli.ts <count> [<accounts>]`: prepares a data folder (lib/app-data.ts) with `accounts`
 * accounts (default 1) of `count` websites each, all different, and prints where, as JSON (the
 * first account's id).
 */
import { prepareAppData, type AppData } from './app-data'
import { realisticWebsite } from './websites'

async function prepare(count: number, accounts: number): Promise<AppData> {
  let first: AppData | undefined
  for (let account = 0; account < accounts; account += 1) {
    const websites = Array.from({ length: count }, (_, n) => realisticWebsite(account * count + n))
    const made = await prepareAppData(websites, accounts === 1 ? 'Bench' : `Bench ${account + 1}`, first?.userData)
    first ??= made
  }
  return first!
}

prepare(Number(process.argv[2]), Number(process.argv[3] ?? 1)).then(
  (data) => {
    process.stdout.write(JSON.stringify(data))
    process.exit(0)
  },
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
