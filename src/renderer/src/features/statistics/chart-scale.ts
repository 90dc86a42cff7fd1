/**
 * The chart's value axis: round steps (1, 2 or 5 times a power of ten) from zero to just above the highest
 * value, about four of them, so that its labels read as people count ("0, 50, 100, 150"), and whole numbers
 * only — there is no half a visitor.
 */
export function niceTicks(highest: number, about = 4): number[] {
  if (!(highest > 0)) return [0, 1]
  const rough = highest / about
  const power = 10 ** Math.floor(Math.log10(rough))
  const step = Math.max(1, ([1, 2, 5, 10].find((factor) => factor * power >= rough) ?? 10) * power)
  const top = Math.ceil(highest / step) * step
  return Array.from({ length: Math.round(top / step) + 1 }, (_, index) => index * step)
}

/** Which of `count` points get a label on the time axis: at most `most`, evenly spaced, the first always. */
export function labelledIndexes(count: number, most: number): number[] {
  if (count <= 0) return []
  const every = Math.max(1, Math.ceil(count / most))
  return Array.from({ length: count }, (_, index) => index).filter((index) => index % every === 0)
}
