/** Sharing a count out among weighted parts, in whole numbers (the sandbox's statistics). */

/** Shares `total` out in proportion to the weights, whole numbers summing to it (largest remainder). */
export function allocate(total: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0)
  if (total <= 0 || sum <= 0) return weights.map(() => 0)
  const exact = weights.map((weight) => (total * weight) / sum)
  const counts = exact.map(Math.floor)
  let left = total - counts.reduce((a, b) => a + b, 0)
  const order = exact.map((value, index) => ({ index, rest: value - Math.floor(value) }))
  order.sort((a, b) => b.rest - a.rest || a.index - b.index)
  for (const { index } of order) {
    if (left-- <= 0) break
    counts[index]! += 1
  }
  return counts
}
