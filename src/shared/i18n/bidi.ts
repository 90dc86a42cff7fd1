import { currentDirection } from './translate'

/**
 * A value written left to right (a domain, an address, a name or an entry the user typed) inside a sentence, in a
 * right-to-left language: wrapped in Unicode's first-strong isolate, a string's own `<bdi>`, so that it neither reads
 * backwards nor reorders the words and quotes around it. Left to right, the text as it is.
 */
export function isolate(text: string): string {
  return currentDirection() === 'rtl' ? `\u2068${text}\u2069` : text
}
