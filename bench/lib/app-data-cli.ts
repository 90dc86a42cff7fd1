/** `app-data-cli.ts <count>`: prepares a data folder (lib/app-data.ts) and prints where, as JSON. */
import { prepareAppData } from './app-data'
import { realisticWebsites } from './websites'

prepareAppData(realisticWebsites(Number(process.argv[2]))).then(
  (data) => {
    process.stdout.write(JSON.stringify(data))
    process.exit(0)
  },
  (error: unknown) => {
    console.error(error)
    process.exit(1)
  },
)
