import { cpus, loadavg, release, totalmem, type } from 'node:os'
import type { MachineInfo } from './result'

export function describeMachine(loadAtStart: number): MachineInfo {
  const processors = cpus()
  return {
    cpu: processors[0]?.model.trim() ?? 'unknown',
    cores: processors.length,
    memoryGB: Math.round((totalmem() / 1024 ** 3) * 10) / 10,
    os: `${type()} ${release()}`,
    node: process.version,
    loadAverage: { start: loadAtStart, end: loadavg()[0] ?? 0 },
  }
}

export function currentLoad(): number {
  return loadavg()[0] ?? 0
}
