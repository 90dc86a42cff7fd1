/**
 * The tray's tooltip as one line: the product's name, then what stands out, each part apart from
 * the next. Windows keeps at most 127 characters of it (NOTIFYICONDATA's szTip holds 128 UTF-16
 * units with the closing NUL; Electron copies with truncation) and cuts the rest wherever it
 * falls, mid-number if need be; macOS and Linux show it whole. So on Windows the line is fitted
 * here: parts are taken in order, the most telling first, and one that does not fit is left out
 * whole (a later, shorter one may still go in); a first part too long on its own is cut between
 * words with an ellipsis. Each part puts its counts first.
 */
const SEPARATOR = ' — '
const ELLIPSIS = '…'
/** szTip's 128 UTF-16 units less the NUL; a JavaScript string's length counts the same units. */
export const WINDOWS_TOOLTIP_MAX = 127

/** The text cut between words to at most `max` units, with an ellipsis, never halving a character. */
function cutWords(text: string, max: number): string {
  let cut = text.slice(0, max - ELLIPSIS.length)
  const space = cut.search(/\s\S*$/)
  if (space > 0) cut = cut.slice(0, space)
  if (/[\uD800-\uDBFF]$/.test(cut)) cut = cut.slice(0, -1)
  return `${cut.trimEnd()}${ELLIPSIS}`
}

export function tooltipLine(parts: readonly string[], platform: NodeJS.Platform): string {
  const all = ['SiteTray', ...parts]
  if (platform !== 'win32') return all.join(SEPARATOR)
  const kept: string[] = []
  for (const part of all) {
    const line = [...kept, part].join(SEPARATOR)
    if (line.length <= WINDOWS_TOOLTIP_MAX) kept.push(part)
    else if (kept.length <= 1) return cutWords(line, WINDOWS_TOOLTIP_MAX)
  }
  return kept.join(SEPARATOR)
}
