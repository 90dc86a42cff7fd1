/** Order statistics for small samples (nearest rank: every figure reported is one that was measured). */

export function percentile(values: readonly number[], fraction: number): number {
  if (values.length === 0) throw new Error('no values to take a percentile of')
  const sorted = [...values].sort((a, b) => a - b)
  const rank = Math.ceil(fraction * sorted.length)
  return sorted[Math.min(sorted.length, Math.max(1, rank)) - 1]!
}

export const median = (values: readonly number[]): number => percentile(values, 0.5)

export function spread(values: readonly number[], unit = 'ms'): string {
  const sorted = [...values].sort((a, b) => a - b)
  const show = (value: number): string => (value >= 100 ? value.toFixed(0) : value.toFixed(1))
  return `min ${show(sorted[0]!)} ${unit}, median ${show(median(sorted))} ${unit}, max ${show(sorted.at(-1)!)} ${unit} (${sorted.length} runs)`
}

/** Runs `collect` to let the V8 heap settle, when the process was started with --expose-gc. */
export function collectGarbage(): void {
  ;(globalThis as { gc?: () => void }).gc?.()
}

export const MB = 1024 * 1024
