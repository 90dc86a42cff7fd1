/**
 * The fuses electron-builder.yml flips, read back from a packaged binary with @electron/fuses:
 * the stand-in package in test/packaging/installed-app.test.ts, the real Electron package in CI
 * (test/electron/journeys.electron.test.ts).
 */
import { FuseV1Options, getCurrentFuseWire } from '@electron/fuses'

/** The wire's bytes (@electron/fuses' FuseState, which its index does not export at runtime): ASCII '1' and '0'. */
const FuseState = { ENABLE: 49, DISABLE: 48 } as const

/** What an installed SiteTray's binary must say: it runs only as SiteTray, from its own checked asar. */
export const SITETRAY_FUSES = {
  runAsNode: FuseState.DISABLE,
  nodeOptions: FuseState.DISABLE,
  inspectArguments: FuseState.DISABLE,
  cookieEncryption: FuseState.ENABLE,
  asarIntegrity: FuseState.ENABLE,
  onlyLoadAppFromAsar: FuseState.ENABLE,
  fileProtocolExtraPrivileges: FuseState.DISABLE,
}

/** The fuses of the Electron binary (or macOS .app) at `executable`, by the names above. */
export async function readFuses(executable: string): Promise<Record<keyof typeof SITETRAY_FUSES, number | undefined>> {
  const wire = await getCurrentFuseWire(executable)
  return {
    runAsNode: wire[FuseV1Options.RunAsNode],
    nodeOptions: wire[FuseV1Options.EnableNodeOptionsEnvironmentVariable],
    inspectArguments: wire[FuseV1Options.EnableNodeCliInspectArguments],
    cookieEncryption: wire[FuseV1Options.EnableCookieEncryption],
    asarIntegrity: wire[FuseV1Options.EnableEmbeddedAsarIntegrityValidation],
    onlyLoadAppFromAsar: wire[FuseV1Options.OnlyLoadAppFromAsar],
    fileProtocolExtraPrivileges: wire[FuseV1Options.GrantFileProtocolExtraPrivileges],
  }
}
