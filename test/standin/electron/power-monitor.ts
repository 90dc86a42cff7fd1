// powerMonitor: the system's power events, emitted by tests.
import { EventEmitter } from 'node:events'
import { makeEvent } from './events'

export type PowerEvent =
  | 'suspend'
  | 'resume'
  | 'lock-screen'
  | 'unlock-screen'
  | 'on-ac'
  | 'on-battery'
  | 'shutdown'
  | 'user-did-become-active'
  | 'user-did-resign-active'

export class PowerMonitorStandin
  extends EventEmitter
  implements
    Pick<
      Electron.PowerMonitor,
      'getSystemIdleState' | 'getSystemIdleTime' | 'isOnBatteryPower' | 'onBatteryPower' | 'getCurrentThermalState'
    >
{
  private idleSeconds = 0
  private battery = false
  private locked = false

  getSystemIdleState(idleThreshold: number): 'active' | 'idle' | 'locked' | 'unknown' {
    if (this.locked) return 'locked'
    return this.idleSeconds >= idleThreshold ? 'idle' : 'active'
  }

  getSystemIdleTime(): number {
    return this.idleSeconds
  }

  isOnBatteryPower(): boolean {
    return this.battery
  }

  get onBatteryPower(): boolean {
    return this.battery
  }

  getCurrentThermalState(): 'unknown' | 'nominal' | 'fair' | 'serious' | 'critical' {
    return 'unknown'
  }

  // ---- test hooks -------------------------------------------------------------------------

  /** Emits a power event the way Electron does (listeners get an Event first). */
  simulate(event: PowerEvent): void {
    if (event === 'on-battery') this.battery = true
    if (event === 'on-ac') this.battery = false
    if (event === 'lock-screen') this.locked = true
    if (event === 'unlock-screen') this.locked = false
    this.emit(event, makeEvent())
  }

  setSystemIdleTime(seconds: number): void {
    this.idleSeconds = seconds
  }
}
