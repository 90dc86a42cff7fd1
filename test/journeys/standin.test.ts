/**
 * The journeys of journeys.ts in the Electron stand-in. The same journeys run in real Electron in
 * CI (test/electron/journeys.electron.test.ts, which `npm test` leaves out: Electron cannot run here).
 */
import { PLATFORMS } from '../e2e/support'
import { defineJourneys } from './journeys'
import { standinDriver } from './standin-driver'

// As CI runs them on each platform's runner.
for (const platform of PLATFORMS) defineJourneys(standinDriver(platform))
