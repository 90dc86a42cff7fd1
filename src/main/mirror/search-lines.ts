/**
 * The website index's search: every website's search key on a line of one text, so that a search
 * is one native `indexOf` pass over it rather than a JavaScript test per record, and typing on (a
 * search that extends the previous one) narrows the previous matches instead of searching again.
 * A line is a slot of the index; a slot whose website went is skipped by the caller's `isLive`.
 */
export class SearchLines {
  private text = ''
  private lineStarts: number[] = []
  private last: { needle: string; slots: number[] } | null = null

  clear(): void {
    this.text = ''
    this.lineStarts = []
    this.last = null
  }

  /** The next slot's key (it must not hold a line break, so that a match never spans two websites). */
  append(slot: number, key: string): void {
    this.lineStarts.push(this.text.length)
    this.text += `${key}\n`
    if (this.last && key.includes(this.last.needle)) this.last.slots.push(slot)
  }

  /** The live slots whose key holds `needle`; `keyOf` is a live slot's key now. */
  find(needle: string, keyOf: (slot: number) => string | undefined): number[] {
    const last = this.last
    if (last && needle.startsWith(last.needle)) {
      // Typing on: only what matched before can match now.
      const slots = last.slots.filter((slot) => keyOf(slot)?.includes(needle) === true)
      this.last = { needle, slots }
      return slots
    }
    const slots: number[] = []
    let from = 0
    for (;;) {
      const at = this.text.indexOf(needle, from)
      if (at < 0) break
      const slot = this.lineAt(at)
      if (keyOf(slot) !== undefined) slots.push(slot)
      // On to the next line: a website counts once however often it matches.
      from = this.lineStarts[slot + 1] ?? this.text.length
    }
    this.last = { needle, slots }
    return slots
  }

  /** The slot whose line holds character `at`. */
  private lineAt(at: number): number {
    let low = 0
    let high = this.lineStarts.length - 1
    while (low < high) {
      const middle = (low + high + 1) >> 1
      if (this.lineStarts[middle]! <= at) low = middle
      else high = middle - 1
    }
    return low
  }
}
