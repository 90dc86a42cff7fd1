/** How far "Check installation" reads (src/main/tracking/page-reader.ts), and its cap as the words say it. */
import { formatByteSize } from '../i18n'

/** How much of a home page the check reads at most: the script is in the head of any real page. */
export const PAGE_MAX_BYTES = 3 * 1024 * 1024
/** Redirects followed at most before the home page. */
export const PAGE_MAX_REDIRECTS = 5

/** The byte cap as the language writes a size ("3 MB"; "3 Mo" in French). */
export function sizeWords(bytes: number = PAGE_MAX_BYTES): string {
  return formatByteSize(bytes)
}
