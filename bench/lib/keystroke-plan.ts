/**
 * Which keys to press in the search box, and what each should show: a walk of typing and
 * correcting (Backspace) in which every key changes the first row of the list, so that "the
 * result is painted" is something a person can see. The first row is worked out here with the
 * meaning the list gives a search (case-insensitive substring of the domain, sorted by domain);
 * the case compares it with what the page shows and notes any difference.
 */
import type { Website } from '../../src/shared/website'

export interface Keystroke {
  /** For page.keyboard.press: a character, or 'Backspace'. */
  key: string
  /** The search text after the key. */
  query: string
  /** The domain of the first row the list should then show. */
  firstRow: string
}

const ALPHABET = [...'abcdefghijklmnopqrstuvwxyz0123456789.-']
const LONGEST_QUERY = 7

/** A small, seeded generator (mulberry32): the same plan in every run. */
function random(seed: number): () => number {
  let state = seed >>> 0
  return () => {
    state = (state + 0x6d2b79f5) >>> 0
    let t = state
    t = Math.imul(t ^ (t >>> 15), t | 1)
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61)
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296
  }
}

interface Step {
  query: string
  /** Lower-cased domains matching `query`, in list order. */
  matches: string[]
}

export function planKeystrokes(websites: readonly Website[], count: number, seed = 20): Keystroke[] {
  const next = random(seed)
  const all = websites.map((website) => website.domain.toLowerCase()).sort((a, b) => (a < b ? -1 : a > b ? 1 : 0))
  const stack: Step[] = [{ query: '', matches: all }]
  const plan: Keystroke[] = []
  while (plan.length < count) {
    const top = stack.at(-1)!
    const typed =
      top.query.length >= LONGEST_QUERY
        ? []
        : ALPHABET.map((char) => ({
            query: top.query + char,
            matches: top.matches.filter((domain) => domain.includes(top.query + char)),
          })).filter((step) => step.matches.length > 0 && step.matches[0] !== top.matches[0])
    // Every step changed the first row, so going back one always changes it again.
    const canGoBack = stack.length > 1
    const keepTyping = typed.length > 0 && (!canGoBack || next() < (top.query.length < 3 ? 0.85 : 0.5))
    if (keepTyping) {
      const step = typed[Math.floor(next() * typed.length)]!
      stack.push(step)
      plan.push({ key: step.query.at(-1)!, query: step.query, firstRow: step.matches[0]! })
    } else if (canGoBack) {
      stack.pop()
      const back = stack.at(-1)!
      plan.push({ key: 'Backspace', query: back.query, firstRow: back.matches[0]! })
    } else {
      throw new Error('no key changes the first row of the list')
    }
  }
  return plan
}
