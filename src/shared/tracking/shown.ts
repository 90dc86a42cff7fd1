/**
 * Text a website's page wrote (a script's `data-host`), as SiteTray shows it: the page is data, and a `data-host` may be
 * megabytes long or carry bidi controls that turn an address round on screen ("moc.elpmaxe" read as "example.com"). So
 * every invisible character — controls, bidi marks and isolates, other format characters, line separators — is taken
 * out, and what is left is cut to a length a sentence can hold.
 */

/** Characters shown at most, the ellipsis included. */
export const SHOWN_MAX_CHARACTERS = 200

const INVISIBLE = /[\p{Cc}\p{Cf}\p{Zl}\p{Zp}]/u
const EVERY_INVISIBLE = new RegExp(INVISIBLE.source, 'gu')

/** The text carries characters a reader cannot see (which a browser still reads into the address). */
export function hasInvisibleCharacters(text: string): boolean {
  return INVISIBLE.test(text)
}

/** `text` without its invisible characters, at most `max` characters (whole code points) with an ellipsis. */
export function shownFromPage(text: string, max: number = SHOWN_MAX_CHARACTERS): string {
  // Enough code units for max + 1 code points (one is at most two units), without splitting megabytes into characters.
  const characters = Array.from(text.replace(EVERY_INVISIBLE, '').slice(0, 2 * max + 2))
  return characters.length <= max ? characters.join('') : `${characters.slice(0, max - 1).join('')}…`
}
