/** A point a piece of work stops at until the test opens it; `reached` says the work got there. */
export function gate(): { wait(): Promise<void>; open(): void; reached: Promise<void> } {
  let open!: () => void
  let reach!: () => void
  const opened = new Promise<void>((resolve) => (open = resolve))
  const reached = new Promise<void>((resolve) => (reach = resolve))
  return {
    wait: () => {
      reach()
      return opened
    },
    open,
    reached,
  }
}
