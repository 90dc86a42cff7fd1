/**
 * The sandbox: an embedded server that implements the website API in both
 * variants and behaves like a real phpAnalytics deployment (docs/architecture.md, "How servers behave").
 * It backs the demo mode and every test that needs a server; it imports no
 * Electron and runs in plain Node.
 */
export { startSandbox } from './server'
export { DEMO_SITE_COUNT } from './demo-data'
export type {
  FaultRule,
  RecordedRequest,
  Sandbox,
  SandboxControl,
  SandboxFault,
  SandboxOptions,
  SandboxPlan,
  SandboxQuirks,
  SandboxStatRow,
  SandboxTrafficDay,
  SandboxVariant,
  SandboxWebsite,
} from './types'
